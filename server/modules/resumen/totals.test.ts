/**
 * The general list's count and totals read from the list summary (migration 0013) when the filter
 * is one the summary keeps, and counted over the reservations otherwise: both must give the same
 * answer, for every scope, over reservations of several services (flights booked here, the bench
 * seed's other services), paid, partly paid and cancelled.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDeparture, book, createFlightFixture, daysFromNow } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { seedBenchServices } from '../../db/seed/benchServices.ts';

const t = useTestApp();

beforeAll(async () => {
  const fx = await createFlightFixture(t.db);
  const date = daysFromNow(25);
  const out = await addDeparture(t.db, fx, { date, categories: [{ category: fx.economy, capacity: 40 }] });
  for (const user of ['operator3', 'operator2', 'operator2b']) {
    const res = await book(t.app, await t.auth(user), { outbound: out, category: fx.economy, adults: 1 }, { departure: date });
    expect(res.statusCode, res.body).toBe(201);
  }
  await t.db.transaction().execute((tx) => seedBenchServices(tx, 300));
});

describe('GET reservations/: count and totals', () => {
  it('are the same from the summary as counted live, for every scope and kept filter', async () => {
    // created after 2000-01-01 (every reservation): a filter the summary does not keep, so counted live.
    const live = 'start_date=2000-01-01';
    const filters = [
      '',
      'service_type=hotels',
      'service_type=flights',
      'reservation_status=cancelled',
      'commercial_status=partial-paid',
      'is_paid=true',
      'is_paid=false',
      `service_checkin_start_date=${daysFromNow(20)}&service_checkin_end_date=${daysFromNow(200)}`,
      'currency=2',
    ];
    for (const user of ['admin', 'operator2', 'operator3', 'operator2b', 'seller2']) {
      for (const filter of filters) {
        const get = async (query: string) => {
          const res = await t.app.inject({ method: 'GET', url: `/api/reservations/?${query}`, headers: await t.auth(user) });
          expect(res.statusCode, `${user} ${query}: ${res.body}`).toBe(200);
          return res.json<{ count: number; totals: object }>();
        };
        const summed = await get(filter);
        const counted = await get(`${filter}&${live}`);
        expect({ count: summed.count, totals: summed.totals }, `${user} ${filter}`).toEqual({ count: counted.count, totals: counted.totals });
      }
    }
    const all = (await t.app.inject({ method: 'GET', url: '/api/reservations/', headers: await t.auth('admin') })).json<{ count: number; totals: { paid: string; unpaid: string } }>();
    expect(all.count).toBeGreaterThan(300);
    expect(Number(all.totals.paid)).toBeGreaterThan(0);
    expect(Number(all.totals.unpaid)).toBeGreaterThan(0);
  });
});
