/** Booking unpaid at checkout (docs/api-cart.md 'Booking unpaid'): the deadline setting and the release job, for flights and hotels. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckoutRecord } from '../../../domain/records/cart.ts';
import { addDeparture, createFlightFixture, passengersFor, ruleFreeDays, soldOn, type FlightFixture } from '../../testing/flightFixtures.ts';
import { dayAfter, holder, ownHotel, setNights, soldNights, stayItem } from '../../testing/hotelFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { countRows } from '../payments/testing.ts';
import { addedItem } from './cartTesting.ts';
import { releaseUnpaidBookings } from './unpaid.ts';

const t = useTestApp();
let fx: FlightFixture;
const DAYS = ruleFreeDays(33, 40, 47, 54, 61, 68);
const D = DAYS[5];
let next = 0;

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
  // The demo's unpaid hotel stays (seed/hotelReservations.ts) fall due 48 h after the snapshot was
  // seeded, inside this file's clock jumps: without a deadline the job's counts below are this file's.
  await t.db.updateTable('reservations').set({ payment_deadline: null }).where('payment_deadline', 'is not', null).execute();
});

const HOUR = 3_600_000;

async function itemOn(capacity: number) {
  const outbound = await addDeparture(t.db, fx, { date: DAYS[next++], categories: [{ category: fx.economy, capacity }] });
  const item = await addedItem(t.app, await t.auth('operator3'), { outbound, category: fx.economy, adults: 1 });
  return { outbound, items: [{ id: item.id, passengers: passengersFor({ adults: 1 }, D) }] };
}

async function checkout(body: object) {
  return t.app.inject({ method: 'POST', url: '/api/cart/checkout/', headers: await t.auth('operator3'), payload: body });
}

/** The agency's alerts and mails about a reservation's release (unpaidNotice.ts). */
async function noticesOf(id: number) {
  const { locator } = await t.db.selectFrom('reservations').select('locator').where('id', '=', id).executeTakeFirstOrThrow();
  const alerts = await t.db.selectFrom('alerts').select(['agency_id', 'audience', 'level', 'topic', 'body']).where('topic', 'like', `%${locator}%`).execute();
  const mails = await t.db.selectFrom('outbox').select(['to', 'kind', 'subject', 'body']).where('kind', '=', 'unpaid_release').where('subject', 'like', `%${locator}%`).execute();
  return { locator, alerts, mails };
}

afterEach(() => {
  vi.useRealTimers();
});

const setHours = (hours: number) => t.db.updateTable('configurations').set({ value: JSON.stringify(hours) }).where('key', '=', 'unpaid_booking_hours').execute();

describe('booking unpaid at checkout', () => {
  it('gets a payment deadline unpaid_booking_hours ahead; after it the job cancels the booking, frees its seats and writes its history', async () => {
    await setHours(48);
    const { outbound, items } = await itemOn(3);
    const before = Date.now();
    const res = await checkout({ items });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<CheckoutRecord>().reservations[0].id;
    const row = await t.db.selectFrom('reservations').select(['payment_deadline', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.payment_deadline!.getTime() - before).toBeGreaterThanOrEqual(48 * HOUR - 1000);
    expect(row.payment_deadline!.getTime() - before).toBeLessThan(48 * HOUR + 60_000);
    expect(await soldOn(t.db, outbound)).toBe(1);
    // Before the deadline nothing happens.
    expect((await releaseUnpaidBookings(t.db, new Date(before + 47 * HOUR))).done).toBe(0);
    expect((await releaseUnpaidBookings(t.db, new Date(before + 49 * HOUR))).done).toBe(1);
    const after = await t.db.selectFrom('reservations').select(['status', 'commercial_status', 'payment_deadline']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'cancelled', commercial_status: 'cancelled', payment_deadline: null });
    expect(await soldOn(t.db, outbound)).toBe(0);
    const history = await t.db.selectFrom('reservation_history').select('action').where('reservation_id', '=', id).execute();
    expect(history.map((h) => h.action)).toContain('cancelled');
    // The agency hears of it: one alert and one mail.
    const notices = await noticesOf(id);
    expect(notices.alerts).toHaveLength(1);
    expect(notices.alerts[0].body).toContain('sus plazas vuelven a la venta');
    expect(notices.mails).toHaveLength(1);
    // A second run finds nothing left.
    expect((await releaseUnpaidBookings(t.db, new Date(before + 50 * HOUR))).done).toBe(0);
    expect((await noticesOf(id)).alerts).toHaveLength(1);
  });

  it('a booking whose cancellation is refused (a passenger checked in) loses its deadline and does not stop the run', async () => {
    await setHours(1);
    const refused = await checkout({ items: (await itemOn(3)).items });
    const released = await checkout({ items: (await itemOn(3)).items });
    const [refusedId, releasedId] = [refused, released].map((r) => r.json<CheckoutRecord>().reservations[0].id);
    const passenger = await t.db.selectFrom('reservation_passengers').select('id').where('reservation_id', '=', refusedId).executeTakeFirstOrThrow();
    const leg = await t.db.selectFrom('flight_reservations').select('outbound_subcalendar_id').where('reservation_id', '=', refusedId).executeTakeFirstOrThrow();
    await t.db.insertInto('passenger_checkins').values({ reservation_passenger_id: passenger.id, subcalendar_id: leg.outbound_subcalendar_id, checked_in_at: new Date() }).execute();
    const later = new Date(Date.now() + 2 * HOUR);
    expect((await releaseUnpaidBookings(t.db, later)).done).toBe(2);
    const rows = await t.db.selectFrom('reservations').select(['id', 'status', 'payment_deadline']).where('id', 'in', [refusedId, releasedId]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: refusedId, status: 'reserved', payment_deadline: null },
      { id: releasedId, status: 'cancelled', payment_deadline: null },
    ]);
    expect((await releaseUnpaidBookings(t.db, later)).done).toBe(0);
  });

  it('a booking paid before its deadline is left alone', async () => {
    await setHours(1);
    const { items } = await itemOn(3);
    const res = await checkout({ items });
    const id = res.json<CheckoutRecord>().reservations[0].id;
    const paid = await t.app.inject({ method: 'POST', url: `/api/payments/reservations/${id}/pay/`, headers: await t.auth('operator3'), payload: { provider: 'agency_funds' } });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await releaseUnpaidBookings(t.db, new Date(Date.now() + 2 * HOUR))).done).toBe(0);
    expect((await t.db.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('reserved');
  });

  it('with unpaid_booking_hours 0 a checkout without payment is a 400 on payment and changes nothing', async () => {
    await setHours(0);
    const { outbound, items } = await itemOn(3);
    const rows = await countRows(t.db);
    const res = await checkout({ items });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ payment: ['No se permite reservar sin pagar: elija cómo pagar.'] });
    expect(await countRows(t.db)).toEqual(rows);
    expect(await soldOn(t.db, outbound)).toBe(1);
    expect(await t.db.selectFrom('cart_items').select('id').where('id', '=', items[0].id).execute()).toHaveLength(1);
    await setHours(48);
  });
});

describe('a hotel booking left unpaid', () => {
  it('is released after its deadline as a flight is: rooms back, cancelled with its history row, the agency alerted and mailed, all at once', async () => {
    // The clock stands still: the deadline and the job's runs are exact instants from it.
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now });
    await setHours(48);
    const hotel = await ownHotel(t.db);
    const [checkin, checkoutDay] = [dayAfter(14, now), dayAfter(17, now)];
    await setNights(t.db, { hotel: hotel.id }, checkin, checkoutDay, { mode: 'cupon_sales', allotment: 5, sold: 1 });
    const headers = await t.auth('operator3');
    const added = await t.app.inject({ method: 'POST', url: '/api/cart/items/', headers, payload: stayItem(hotel, checkin, checkoutDay, [{ room_type: hotel.std, adults: 2, holder: holder('Impago') }, { room_type: hotel.std, adults: 1, holder: holder('Dos') }]) });
    expect(added.statusCode, added.body).toBe(201);
    const res = await checkout({ items: [{ id: added.json().id }] });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<CheckoutRecord>().reservations[0].id;
    const row = await t.db.selectFrom('reservations').select(['payment_deadline', 'service_type']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ payment_deadline: new Date(now.getTime() + 48 * HOUR), service_type: 'hotels' });
    expect(await soldNights(t.db, hotel.std, checkin, checkoutDay)).toEqual([3, 3, 3]);

    expect((await releaseUnpaidBookings(t.db, new Date(now.getTime() + 48 * HOUR - 1000))).done).toBe(0);
    expect(await soldNights(t.db, hotel.std, checkin, checkoutDay)).toEqual([3, 3, 3]);
    expect((await noticesOf(id)).alerts).toEqual([]);

    expect((await releaseUnpaidBookings(t.db, new Date(now.getTime() + 48 * HOUR))).done).toBe(1);
    const after = await t.db.selectFrom('reservations').select(['status', 'commercial_status', 'payment_deadline']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'cancelled', commercial_status: 'cancelled', payment_deadline: null });
    expect(await soldNights(t.db, hotel.std, checkin, checkoutDay)).toEqual([1, 1, 1]);
    expect((await t.db.selectFrom('hotel_reservations').select('taken').where('reservation_id', '=', id).executeTakeFirstOrThrow()).taken).toEqual([]);
    const history = await t.db.selectFrom('reservation_history').select('action').where('reservation_id', '=', id).orderBy('id').execute();
    expect(history.map((h) => h.action)).toEqual(['created', 'cancelled']);
    const agency = await t.db.selectFrom('users').innerJoin('agencies as g', 'g.id', 'users.agency_id').select(['g.id', 'users.email']).where('username', '=', 'operator3').executeTakeFirstOrThrow();
    const { locator, alerts, mails } = await noticesOf(id);
    const deadlineText = `${new Date(now.getTime() + 48 * HOUR).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    expect(alerts).toEqual([{ agency_id: agency.id, audience: 'agency', level: 'warning', topic: `Reserva ${locator} cancelada por falta de pago`, body: expect.stringContaining('sus habitaciones vuelven a la venta') }]);
    expect(alerts[0].body).toContain(`(Alojamiento, ${checkin} a ${checkoutDay},`);
    expect(mails).toEqual([{ to: agency.email, kind: 'unpaid_release', subject: `Reserva ${locator} cancelada por falta de pago`, body: expect.stringContaining(`no se pagó antes del plazo (${deadlineText})`) }]);

    // Nothing left for a second run, and no second notice.
    expect((await releaseUnpaidBookings(t.db, new Date(now.getTime() + 50 * HOUR))).done).toBe(0);
    expect((await noticesOf(id)).alerts).toHaveLength(1);
    expect(await soldNights(t.db, hotel.std, checkin, checkoutDay)).toEqual([1, 1, 1]);
  });
});
