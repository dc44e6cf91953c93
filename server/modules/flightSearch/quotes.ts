/**
 * POST flights/v2/price-calculation/ and the price token (docs/api-flights.md): a selection is
 * checked (bookable departures, a real return, a category on sale), priced, and the answer is kept
 * in `price_quotes` for 10 minutes; the booking must pay what was quoted or is told the new price.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PASSENGER_TYPES } from '../../../domain/constants.ts';
import { fromMinor } from '../../../domain/money.ts';
import type { PriceQuoteRecord } from '../../../domain/records/flightBooking.ts';
import type { PriceCalculationBody } from '../../../domain/schemas/flightBooking.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { FieldErrors, type MessageRef } from '../../http/errors.ts';
import { isReturnOf, loadLegs, type LegRow } from './legs.ts';
import { FLIGHT_CURRENCY_ID, loadBuyer, loadRules, loadSupplements, priceSelection, type Buyer, type PricedLeg, type Pricing } from './pricing.ts';

type Db = Kysely<Database>;

export const PRICE_TOKEN_MINUTES = 10;

export type Selection = Pick<PriceCalculationBody, 'outbound' | 'inbound' | 'category' | 'adults' | 'children' | 'infants' | 'discount_code'>;

/** The selection as the token stores it: fixed keys and order, so two equal selections compare equal. */
export function normalizeSelection(s: Selection): Record<string, string | number | null> {
  return {
    outbound: s.outbound,
    inbound: s.inbound ?? null,
    category: s.category,
    adults: s.adults,
    children: s.children,
    infants: s.infants,
    discount_code: s.discount_code?.trim().toUpperCase() || null,
  };
}

export interface CheckedSelection {
  outbound: LegRow;
  inbound: LegRow | null;
  legs: PricedLeg[];
}

/**
 * The departures of a selection, or field errors. `keep` names legs already held by the booking
 * being modified: they are not refused for having left the bookable window.
 */
export async function checkSelection(db: Db, s: Selection, keep: readonly number[] = []): Promise<CheckedSelection> {
  const ids = [s.outbound, ...(s.inbound ? [s.inbound] : [])];
  const [legs, categories] = await Promise.all([
    loadLegs(db, ids),
    db.selectFrom('subcalendar_categories as sc').innerJoin('seat_categories as c', 'c.id', 'sc.category_id').select('sc.subcalendar_id').where('sc.subcalendar_id', 'in', ids).where('sc.category_id', '=', s.category).where('c.visible', '=', true).execute(),
  ]);
  const errors: Record<string, MessageRef[]> = {};
  const legFor = (field: 'outbound' | 'inbound', id: number | undefined): LegRow | null => {
    if (id === undefined) return null;
    const leg = legs.get(id);
    if (!leg) errors[field] = [{ key: 'validation.departure_not_found' }];
    else if (!leg.bookable && !keep.includes(id)) errors[field] = [{ key: 'validation.departure_not_bookable' }];
    return leg ?? null;
  };
  const outbound = legFor('outbound', s.outbound);
  const inbound = legFor('inbound', s.inbound);
  if (outbound && inbound && !errors.inbound && !isReturnOf(inbound, outbound)) errors.inbound = [{ key: 'validation.inbound_not_return' }];
  const offered = new Set(categories.map((c) => c.subcalendar_id));
  if (!errors.outbound && !errors.inbound && ids.some((id) => !offered.has(id))) errors.category = [{ key: 'validation.category_not_offered' }];
  if (Object.keys(errors).length > 0 || !outbound) throw new FieldErrors(errors);
  const priced: PricedLeg[] = [{ direction: 'outbound', leg: outbound }];
  if (inbound) priced.push({ direction: 'inbound', leg: inbound });
  return { outbound, inbound, legs: priced };
}

/** Prices a checked selection for a buyer with the rules as they are now. */
export async function priceChecked(db: Db, buyer: Buyer, checked: CheckedSelection, s: Selection): Promise<Pricing> {
  const legs = checked.legs.map((l) => l.leg);
  const [rules, supplements] = await Promise.all([
    loadRules(
      db,
      legs.map((l) => l.route_id),
      s.discount_code,
    ),
    loadSupplements(
      db,
      legs.map((l) => l.origin_airport_id),
    ),
  ]);
  return priceSelection(checked.legs, s.category, { adults: s.adults, children: s.children, infants: s.infants }, buyer, rules, supplements);
}

type QuoteBody = Omit<PriceQuoteRecord, 'price_token' | 'expires_at'>;

export function quoteBody(pricing: Pricing): QuoteBody {
  return {
    currency: FLIGHT_CURRENCY_ID,
    trip_type: pricing.tripType,
    per_passenger: pricing.perPassenger,
    legs: pricing.legs,
    supplements: fromMinor(pricing.supplementsMinor),
    supplement_lines: pricing.supplementLines,
    taxes: pricing.frozen.taxes.total,
    total: fromMinor(pricing.totalMinor),
  };
}

/** Stores the quote under a new token for the user; expired tokens are swept on the way. */
export async function issueQuote(db: Db, userId: number, s: Selection, pricing: Pricing, now = new Date()): Promise<PriceQuoteRecord> {
  const body = quoteBody(pricing);
  const token = randomBytes(24).toString('base64url');
  const expires = new Date(now.getTime() + PRICE_TOKEN_MINUTES * 60_000);
  await db.deleteFrom('price_quotes').where('expires_at', '<', now).execute();
  await db
    .insertInto('price_quotes')
    .values({ token, user_id: userId, request: JSON.stringify(normalizeSelection(s)), answer: JSON.stringify(body), expires_at: expires })
    .execute();
  return { ...body, price_token: token, expires_at: expires.toISOString() };
}

/** The quoted answer of a token the user holds for exactly this selection, or a 400 on price_token. */
export async function quotedFor(db: Db, userId: number, token: string, s: Selection, now = new Date()): Promise<QuoteBody> {
  const row = await db.selectFrom('price_quotes').select(['user_id', 'request', 'answer', 'expires_at']).where('token', '=', token).executeTakeFirst();
  // jsonb keeps its own key order: compare key by key.
  const wanted = normalizeSelection(s);
  const stored = (row?.request ?? {}) as Record<string, unknown>;
  const same = row && Object.entries(wanted).every(([key, value]) => stored[key] === value);
  if (!row || row.user_id !== userId || row.expires_at <= now || !same) throw new FieldErrors({ price_token: [{ key: 'validation.price_token_invalid' }] });
  return row.answer as QuoteBody;
}

/** Equal when the buyer would pay the same: the total and every per-passenger price. */
export function samePrice(quoted: QuoteBody, now: Pricing): boolean {
  const fresh = quoteBody(now);
  return quoted.total === fresh.total && PASSENGER_TYPES.every((type) => quoted.per_passenger[type] === fresh.per_passenger[type]);
}

export async function calculatePrice({ db, actor }: ServiceContext, s: PriceCalculationBody): Promise<PriceQuoteRecord> {
  const [checked, buyer] = await Promise.all([checkSelection(db, s), loadBuyer(db, actor.agency)]);
  const pricing = await priceChecked(db, buyer, checked, s);
  return issueQuote(db, actor.id, s, pricing);
}
