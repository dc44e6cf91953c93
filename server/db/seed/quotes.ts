/**
 * Demo exchange rates and quotes (issue 9). Rates: a month-old row and today's for each currency,
 * set by the provider's admin, so the page shows a history and quotes convert. Quotes: two of
 * operator2's (Turismo Azul México), priced and saved through the real services (price
 * calculation, the cart's item data, saveQuote's conversion), one in dollars and one in euros.
 */
import type { Kysely } from 'kysely';
import { addDays } from '../../../domain/flights/schedule.ts';
import { serviceContext } from '../../http/context.ts';
import { findUser, toActor } from '../../modules/accounts/session.ts';
import { flightItemData } from '../../modules/cart/items.ts';
import { FLIGHT_CURRENCY_ID } from '../../modules/flightSearch/pricing.ts';
import { calculatePrice, checkSelection, type Selection } from '../../modules/flightSearch/quotes.ts';
import { saveQuote } from '../../modules/quotes/service.ts';
import type { Database } from '../schema.ts';
import { departureOf } from './flightReservations.ts';

type Db = Kysely<Database>;

/** [currency id, rate a month ago, rate today]: units per US dollar. */
const DEMO_RATES: [number, string, string][] = [
  [2, '0.930000', '0.920000'],
  [3, '17.350000', '17.050000'],
  [36, '1.350000', '1.365000'],
];

export async function seedExchangeRates(db: Db, today: string): Promise<void> {
  const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  await db
    .insertInto('exchange_rates')
    .values(
      DEMO_RATES.flatMap(([currency_id, before, now]) => [
        { currency_id, rate: before, effective_from: addDays(today, -30), created_by: admin?.id ?? null },
        { currency_id, rate: now, effective_from: today, created_by: admin?.id ?? null },
      ]),
    )
    .execute();
}

const DEMO_QUOTES: { name: string; currency: number; route: string; day: number; back?: number; adults: number; children: number }[] = [
  { name: 'Familia Salinas – La Habana', currency: 1, route: 'MEX - HAV', day: 30, back: 7, adults: 2, children: 2 },
  { name: 'Grupo Madrid – Cancún', currency: 2, route: 'HAV - CUN', day: 40, adults: 3, children: 0 },
];

export async function seedQuotes(db: Db): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  await seedExchangeRates(db, today);
  const user = await findUser(db, { username: 'operator2' });
  if (!user) throw new Error('Demo seed: user operator2 is missing');
  const ctx = serviceContext(db, toActor(user));
  const categories = new Map((await db.selectFrom('seat_categories').select(['id', 'code']).execute()).map((c) => [c.code, c.id]));
  for (const q of DEMO_QUOTES) {
    const outbound = await departureOf(db, q.route, addDays(today, q.day));
    const inbound = q.back === undefined ? undefined : await departureOf(db, q.route.split(' - ').reverse().join(' - '), addDays(outbound.departure_date, q.back));
    const selection: Selection = { outbound: outbound.id, inbound: inbound?.id, category: categories.get('ECO') ?? 1, adults: q.adults, children: q.children, infants: 0 };
    const { price_token: _token, expires_at: _expires, ...quote } = await calculatePrice(ctx, selection);
    const data = flightItemData(await checkSelection(db, selection), selection, quote);
    await saveQuote(ctx, { name: q.name, currency: q.currency }, [{ service_type: 'flights', data, price: quote.total, currency_id: FLIGHT_CURRENCY_ID }]);
  }
}
