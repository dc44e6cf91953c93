/**
 * Multi-item checkouts racing over the same departures (PostgreSQL only: PGlite has one
 * connection, so no two checkouts can interleave). Three agencies' operators each check out
 * two-item carts — one seat on each of two departures — half of them listing the departures in the
 * opposite order, all at once. Every checkout succeeds (no 5xx: no `deadlock detected`), the
 * departures sell exactly the seats booked and never more than their capacity, and every agency's
 * funds fall by exactly what its reservations cost.
 *
 * Run it with `npm run test:pg -- server/modules/cart/checkoutDeadlock.test.ts`. It fails when the
 * checkout locks and books item by item in the cart's order (checkout.ts before lockAllSeats): two
 * checkouts then each hold one departure's seats and the list-summary rows of its reservation while
 * waiting for the other's, and PostgreSQL aborts one of them (500).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../../domain/money.ts';
import type { CheckoutRecord } from '../../../domain/records/cart.ts';
import { addDeparture, createFlightFixture, passengersFor, ruleFreeDays, soldOn, type FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { postTransaction } from '../ledger/post.ts';
import { fundsOf } from '../payments/testing.ts';
import { addedItem } from './cartTesting.ts';
import { onPostgres } from '../../testing/engine.ts';

const SKIP_REASON = 'skipped on PGlite: one connection, so no two checkouts can interleave; npm run test:pg runs this';
if (!onPostgres) console.warn(`checkoutDeadlock.test.ts: the race is ${SKIP_REASON}.`);
const t = useTestApp();
let fx: FlightFixture;
const [DAY_A = '', DAY_B = ''] = ruleFreeDays(36, 43);
/** Operators of three agencies, each with its own cart and funds. */
const USERS = ['operator3', 'operator2', 'operator3b'];
const PER_USER = 6;

beforeAll(async () => {
  if (!onPostgres) return;
  fx = await createFlightFixture(t.db);
});

/** Funds for every checkout: the race is about locks, not about an agency's last funds. */
async function giveFunds(agencyId: number, minor: number) {
  await t.db.transaction().execute((tx) =>
    postTransaction(tx, {
      kind: 'adjustment',
      createdBy: null,
      entries: [
        { account: { kind: 'agency_funds', agencyId, currencyId: 1 }, amountMinor: minor },
        { account: { kind: 'opening_balance', currencyId: 1 }, amountMinor: -minor },
      ],
    }),
  );
}

describe.skipIf(!onPostgres)(`two-item checkouts in opposite orders on PostgreSQL (${SKIP_REASON})`, () => {
  it('all succeed at once: no 5xx, no seat sold twice or lost, every agency pays exactly its reservations', async () => {
    const seats = USERS.length * PER_USER;
    const depA = await addDeparture(t.db, fx, { date: DAY_A, categories: [{ category: fx.economy, capacity: seats }] });
    const depB = await addDeparture(t.db, fx, { date: DAY_B, categories: [{ category: fx.economy, capacity: seats }] });
    const agencies = new Map<string, number>();
    const before = new Map<number, number>();
    const carts: { user: string; headers: Record<string, string>; body: object }[] = [];
    for (const user of USERS) {
      const headers = await t.auth(user);
      const me = await t.db.selectFrom('users').select('agency_id').where('username', '=', user).executeTakeFirstOrThrow();
      agencies.set(user, me.agency_id);
      await giveFunds(me.agency_id, 10_000_000);
      before.set(me.agency_id, await fundsOf(t.db, me.agency_id));
      for (let i = 0; i < PER_USER; i++) {
        // Each item holds its seat in the cart, so every checkout has its seats: any refusal is the race's.
        const a = await addedItem(t.app, headers, { outbound: depA, category: fx.economy, adults: 1 });
        const b = await addedItem(t.app, headers, { outbound: depB, category: fx.economy, adults: 1 });
        const itemA = { id: a.id, passengers: passengersFor({ adults: 1 }, DAY_A) };
        const itemB = { id: b.id, passengers: passengersFor({ adults: 1 }, DAY_B) };
        carts.push({ user, headers, body: { items: i % 2 === 0 ? [itemA, itemB] : [itemB, itemA], payment: { provider: 'agency_funds' } } });
      }
    }
    expect(await soldOn(t.db, depA)).toBe(seats);

    const answers = await Promise.all(carts.map((c, i) => t.app.inject({ method: 'POST', url: '/api/cart/checkout/', headers: { ...c.headers, 'idempotency-key': `race-${i}` }, payload: c.body })));

    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    expect(answers.map((a) => a.statusCode)).toEqual(carts.map(() => 201));
    // Seats: each departure sold exactly the reservations booked on it, never above its capacity.
    for (const dep of [depA, depB]) {
      const booked = await t.db.selectFrom('flight_reservations').select((eb) => eb.fn.countAll<string>().as('n')).where('outbound_subcalendar_id', '=', dep).executeTakeFirstOrThrow();
      expect(Number(booked.n), `reservations on ${dep}`).toBe(seats);
      expect(await soldOn(t.db, dep), `sold on ${dep}`).toBe(seats);
    }
    // Money: each agency's funds fell by exactly the totals of its paid reservations.
    for (const user of USERS) {
      const agency = agencies.get(user)!;
      const records = answers.filter((_, i) => carts[i].user === user).map((a) => a.json<CheckoutRecord>());
      expect(records.every((r) => r.owed === '0.00')).toBe(true);
      const cost = records.reduce((sum, r) => sum + toMinor(r.paid), 0);
      const rows = await t.db.selectFrom('reservations').select(['total', 'paid_amount', 'commercial_status']).where('agency_id', '=', agency).where('order_id', 'in', records.map((r) => r.order.id)).execute();
      expect(rows).toHaveLength(PER_USER * 2);
      expect(rows.every((r) => r.commercial_status === 'paid' && r.paid_amount === r.total)).toBe(true);
      expect(cost).toBe(rows.reduce((sum, r) => sum + toMinor(r.total), 0));
      expect(await fundsOf(t.db, agency), `funds of ${user}`).toBe(before.get(agency)! - cost);
    }
  });
});
