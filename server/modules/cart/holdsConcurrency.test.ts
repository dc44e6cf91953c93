/**
 * Holds vs bookings racing for the same seats (PostgreSQL only, as flightBooking's
 * concurrency.test.ts and for the same reason: PGlite serialises every query). 20 users' cart
 * holds and 20 direct bookings of 1 seat race for 10 seats: exactly 10 succeed in all, and `sold`
 * is held + booked seats — a held seat is never sold twice, and none is lost.
 *
 * Proving the test can fail: `BOOKING_GUARD=off npm run test:pg -- server/modules/cart/holdsConcurrency.test.ts`
 * (holds take seats through the same guarded updates, switched to read-then-write).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDeparture, createFlightFixture, passengersFor, ruleFreeDays, soldOn, type FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { quoteFor } from './cartTesting.ts';
import { onPostgres } from '../../testing/engine.ts';

const SKIP_REASON = 'skipped on PGlite: it serialises every query, so no two holds can race; npm run test:pg runs this';
const t = useTestApp();
let fx: FlightFixture;
const [D] = ruleFreeDays(26);

beforeAll(async () => {
  if (!onPostgres) return;
  fx = await createFlightFixture(t.db);
});

describe.skipIf(!onPostgres)(`holds racing bookings on PostgreSQL (${SKIP_REASON})`, () => {
  it('20 holds and 20 bookings for 10 seats: exactly 10 succeed, sold = held + booked', async () => {
    const dep = await addDeparture(t.db, fx, { date: D, categories: [{ category: fx.economy, capacity: 10 }] });
    const selection = { outbound: dep, category: fx.economy, adults: 1, children: 0, infants: 0 };
    const holder = await t.auth('operator3');
    const booker = await t.auth('operator2');
    const holdToken = await quoteFor(t.app, holder, selection);
    const bookToken = await quoteFor(t.app, booker, selection);
    const holds = Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: '/api/cart/items/', headers: holder, payload: { ...selection, service_type: 'flights', price_token: holdToken } }));
    const bookings = Array.from({ length: 20 }, () =>
      t.app.inject({ method: 'POST', url: '/api/flights/reservation/', headers: booker, payload: { ...selection, passengers: passengersFor({ adults: 1 }, D), price_token: bookToken } }),
    );
    const answers = await Promise.all(holds.flatMap((h, i) => [h, bookings[i]]));
    const ok = answers.filter((a) => a.statusCode === 201).length;
    expect.soft(ok, 'holds and bookings accepted').toBe(10);
    expect.soft(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'no_seats')).toBe(true);
    const held = await t.db.selectFrom('cart_items').select('held_seats').where('held_seats', 'is not', null).execute();
    const heldSeats = held.filter((h) => JSON.stringify(h.held_seats).includes(`"subcalendar_id":${dep}`)).length;
    const booked = Number(
      (await t.db.selectFrom('flight_reservations').select((eb) => eb.fn.countAll<number>().as('n')).where('outbound_subcalendar_id', '=', dep).executeTakeFirstOrThrow()).n,
    );
    expect.soft(heldSeats + booked, 'held + booked').toBe(10);
    expect.soft(await soldOn(t.db, dep), 'sold vs held + booked').toBe(heldSeats + booked);
  });
});
