/**
 * The cart's items (docs/api-cart.md): add a priced flight quote (its price token, so the item
 * costs what the booking would), list, remove. The cart is the user's own (spec §3 Cart): another
 * user's item is a 404, whatever the agency.
 */
import type { Kysely } from 'kysely';
import type { CartItemRecord } from '../../../domain/records/cart.ts';
import type { CartItemBody } from '../../../domain/schemas/cart.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { paginate, type ListQuery, type OrderingSpec, type Page } from '../../http/pagination.ts';
import type { SeatNeed, SeatSource } from '../flightBooking/inventory.ts';
import { checkSelection, normalizeSelection, quotedFor, type CheckedSelection, type Selection } from '../flightSearch/quotes.ts';
import { FLIGHT_CURRENCY_ID, loadBuyer } from '../flightSearch/pricing.ts';
import { holdMinutes, releaseHold, takeHold } from './holds.ts';
import { hotelItemRecord } from '../hotelSales/cartItem.ts';

type Db = Kysely<Database>;
type QuoteAnswer = Awaited<ReturnType<typeof quotedFor>>;

/** What `cart_items.data` keeps for a flight item. */
export interface FlightItemData {
  selection: ReturnType<typeof normalizeSelection>;
  quote: QuoteAnswer;
  description: string;
  start_date: string;
  end_date: string;
}

export function itemSelection(data: FlightItemData): Selection {
  const s = data.selection;
  return {
    outbound: Number(s.outbound),
    inbound: s.inbound === null ? undefined : Number(s.inbound),
    category: Number(s.category),
    adults: Number(s.adults),
    children: Number(s.children),
    infants: Number(s.infants),
    discount_code: s.discount_code === null ? undefined : String(s.discount_code),
  };
}

/** Seats a flight selection takes: adults and children on every leg (infants fly on a lap). */
export function seatNeeds(checked: CheckedSelection, s: Selection): SeatNeed[] {
  return checked.legs.map((l) => ({ subcalendarId: l.leg.id, categoryId: s.category, seats: s.adults + (s.children ?? 0) }));
}

function describe(checked: CheckedSelection): string {
  const o = checked.outbound;
  const route = `${o.origin_iata} → ${o.destination_iata}`;
  return checked.inbound ? `${route} → ${checked.inbound.destination_iata}` : route;
}

interface ItemRow {
  id: number;
  service_type: string;
  data: unknown;
  price: string;
  currency_id: number;
  expires_at: Date;
  held_seats: unknown;
  created_at: Date;
}

function toRecord(row: ItemRow): CartItemRecord {
  if (row.service_type === 'hotels') return hotelItemRecord(row);
  const data = row.data as FlightItemData;
  const s = data.selection;
  return {
    id: row.id,
    service_type: row.service_type,
    description: data.description,
    start_date: data.start_date,
    end_date: data.end_date,
    passengers: { adults: Number(s.adults), children: Number(s.children), infants: Number(s.infants) },
    price: row.price,
    currency: row.currency_id,
    expires_at: row.expires_at.toISOString(),
    held: row.held_seats !== null,
    created_at: row.created_at.toISOString(),
  };
}

const COLUMNS = ['id', 'service_type', 'data', 'price', 'currency_id', 'expires_at', 'held_seats', 'created_at'] as const;

const ORDERING: OrderingSpec = { fields: { created: 'created_at', expires_at: 'expires_at', price: 'price' }, default: ['created'], tiebreaker: 'id' };

/** A DRF page of the caller's items, oldest first. */
export async function listCartItems({ db, actor }: ServiceContext, url: string, params: ListQuery): Promise<Page<CartItemRecord>> {
  const query = db.selectFrom('cart_items').select(COLUMNS).where('user_id', '=', actor.id);
  return paginate(db, { url }, query, params, ORDERING, toRecord);
}

/** What an item of this checked selection stores, priced by `quote` (its total is the item's price). */
export function flightItemData(checked: CheckedSelection, selection: Selection, quote: QuoteAnswer): FlightItemData {
  const lastLeg = checked.inbound ?? checked.outbound;
  return {
    selection: normalizeSelection(selection),
    quote,
    description: describe(checked),
    start_date: checked.outbound.departure_date,
    end_date: lastLeg.arrival_date,
  };
}

/**
 * Holds the item's seats and inserts it, inside the caller's transaction: adding an item and
 * converting a quote back into the cart both go through here (same holds, same expiry).
 */
export async function insertHeldItem(
  trx: Db,
  actor: ServiceContext['actor'],
  item: { checked: CheckedSelection; selection: Selection; data: FlightItemData; groupIds: readonly number[]; expiresAt: Date },
): Promise<CartItemRecord> {
  const held = await takeHold(trx, seatNeeds(item.checked, item.selection), item.groupIds);
  const row = await trx
    .insertInto('cart_items')
    .values({
      user_id: actor.id,
      agency_id: actor.agency.id,
      service_type: 'flights',
      data: JSON.stringify(item.data),
      price: item.data.quote.total,
      currency_id: FLIGHT_CURRENCY_ID,
      expires_at: item.expiresAt,
      held_seats: JSON.stringify(held),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** Adds the quoted selection and holds its seats until the expiry, in one transaction. */
export async function addCartItem({ db, actor }: ServiceContext, body: CartItemBody, now = new Date()): Promise<CartItemRecord> {
  const checked = await checkSelection(db, body);
  const [quote, buyer, minutes] = await Promise.all([quotedFor(db, actor.id, body.price_token, body, now), loadBuyer(db, actor.agency), holdMinutes(db)]);
  const data = flightItemData(checked, body, quote);
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  return db.transaction().execute((trx) => insertHeldItem(trx, actor, { checked, selection: body, data, groupIds: buyer.groupIds, expiresAt }));
}

/** Removes the caller's item and gives its seats back in the same transaction. */
export async function removeCartItem({ db, actor }: ServiceContext, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('cart_items').select(['id', 'held_seats']).where('id', '=', id).where('user_id', '=', actor.id).forUpdate().executeTakeFirst();
    if (!row) throw notFound();
    if (row.held_seats) await releaseHold(trx, row.held_seats as SeatSource[]);
    await trx.deleteFrom('cart_items').where('id', '=', row.id).execute();
  });
}
