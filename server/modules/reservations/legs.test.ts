/**
 * The list's legs kept per departure (legs.ts keptLegJson): a departure edited through the flight
 * administration shows its new times and number in the next page of the reservation list, as in
 * the reservation's detail (which reads its legs afresh). The write clears the kept legs through
 * the bus, as on every instance; without it the page would show the old leg.
 */
import { describe, expect, it } from 'vitest';
import type { LegRecord, ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import type { ReservationListRecord } from '../../../domain/records/flightBooking.ts';
import { caller } from '../../testing/flightAdmin.ts';
import { addDeparture, book, createFlightFixture, daysFromNow, passengersFor } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const call = caller(t);
const D1 = daysFromNow(25);

describe('the reservation list’s kept legs', () => {
  it('follow an edit of the departure through admin-flights/', async () => {
    const fx = await createFlightFixture(t.db);
    const out = await addDeparture(t.db, fx, { date: D1, categories: [{ category: fx.economy, capacity: 10 }] });
    const booked = await book(t.app, await t.auth('operator3'), { outbound: out, category: fx.economy, adults: 1 }, { departure: D1, passengers: passengersFor({ adults: 1 }, D1) });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<ReservationDetailRecord>().id;
    const listed = async (): Promise<LegRecord> => {
      const res = await call('operator3', 'GET', `flights/reservations/?ordering=-created&page_size=5`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ results: ReservationListRecord[] }>().results.find((r) => r.id === id)!.outbound;
    };
    const before = await listed();
    expect(before.subcalendar).toBe(out);

    const edit = await call('admin', 'PATCH', `admin-flights/subcalendar/${out}/`, { departure_time: '05:45', flight_number: 'KL123' });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await listed();
    expect(after).not.toEqual(before);
    expect(after).toMatchObject({ flight_number: 'KL123' });
    const detail = (await call('operator3', 'GET', `flights/reservations/${id}/`)).json<ReservationDetailRecord>();
    expect(after).toEqual(detail.outbound);
  });
});
