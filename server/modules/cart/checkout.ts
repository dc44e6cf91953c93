/**
 * POST cart/checkout/ (docs/api-cart.md 'Checkout'). Steps, as a workflow of Medusa's kind:
 * 1. re-price every item through the booking's own pricing; any change answers 409 price_changed
 *    with the old and new prices and stores the new ones, so posting again confirms them;
 * 2. one transaction: the order, then the locks of every item at once — the cart rows, then all
 *    their seat rows in the shared order of flightBooking/inventory.ts (departure, category
 *    ascending) — and only then, item by item in that same order, its hold is handed over
 *    (released and taken again by the booking) and the flight booking service books it, tied to
 *    the order, and the item leaves the cart. Any refusal rolls everything back: all or none.
 *    Locking item by item let two checkouts of the same departures in opposite orders each hold
 *    one departure's seats (and the list-summary rows of its reservation, migration 0013) while
 *    waiting for the other's: a deadlock, answered as a 500. A deadlock or serialization failure
 *    left between tables whose lock orders cannot be merged runs the transaction again
 *    (db/retry.ts; the Idempotency-Key makes that safe).
 * Our own inventory books inside the transaction. A later provider's booking (outside our
 * database) goes in `compensations`: on a failure each booked item's undo runs, newest first.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { fromMinor } from '../../../domain/money.ts';
import type { CheckoutRecord, PriceChangeRecord } from '../../../domain/records/cart.ts';
import type { CheckoutBody } from '../../../domain/schemas/cart.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, FieldErrors, fieldError, type MessageRef } from '../../http/errors.ts';
import { retryTransaction } from '../../db/retry.ts';
import { lockInventory, sourceGroups, type SeatSource } from '../flightBooking/inventory.ts';
import { createFlightReservation } from '../flightBooking/service.ts';
import { queueBookingConfirmation } from '../documents/confirmation.ts';
import { checkSelection, issueQuote, priceChecked, quoteBody, samePrice, type Selection } from '../flightSearch/quotes.ts';
import { FLIGHT_CURRENCY_ID, loadBuyer, type Pricing } from '../flightSearch/pricing.ts';
import { reservationsChanged } from '../reservations/cache.ts';
import { releaseHold } from './holds.ts';
import { itemSelection, type FlightItemData } from './items.ts';
import { requestHash } from '../flightBooking/common.ts';
import { customerInScope } from '../customers/service.ts';
import { OrderKeyTaken, replayedCheckout } from './checkoutReplay.ts';
import { canBookFlights } from '../../../domain/reservations/rules.ts';
import { canBookHotels } from '../../../domain/services/hotelSalesRules.ts';
import { forbidden } from '../../http/errors.ts';
import { todayUtc } from '../flightBooking/common.ts';
import { resolveSeller } from '../flightBooking/service.ts';
import { priceHotelStay, type HotelItemData, type PricedStay } from '../hotelSales/cartItem.ts';
import { bookHotelStay } from '../hotelSales/book.ts';
import { lockNights, takesOf } from '../hotelSales/inventory.ts';
import { loadHotelBuyer, type HotelBuyer } from '../hotelSales/pricing.ts';
import { bookProviderStays } from '../hotelSales/providerStay.ts';
import { checkPaymentAmount, planSettlement, settle, settledSummary } from './payOrder.ts';

type Db = Kysely<Database>;

/** 409 price_changed of a checkout: every changed item with its old and new price. */
export class CartPriceChangedError extends ApiError {
  constructor(readonly items: PriceChangeRecord[]) {
    super(409, { key: 'api.price_changed' }, 'price_changed');
    this.name = 'CartPriceChangedError';
  }
}

interface FlightPriced {
  kind: 'flights';
  id: number;
  totalMinor: number;
  currency: number;
  selection: Selection;
  pricing: Pricing;
  heldSeats: SeatSource[] | null;
  /** The departures (subcalendars) the booking takes seats on, ascending. */
  legIds: number[];
  /** The buyer's agency groups: the booking locks their allocations on every leg. */
  groupIds: number[];
}

/** A hotel stay (hotelSales/cartItem.ts): priced again, its rooms taken by the booking. */
interface HotelPriced {
  kind: 'hotels';
  id: number;
  totalMinor: number;
  currency: number;
  data: HotelItemData;
  priced: PricedStay;
  buyer: HotelBuyer;
}

type Priced = FlightPriced | HotelPriced;

/** The first room type a stay locks (its takes go room type ascending). */
const hotelKey = (p: Priced) => (p.kind === 'hotels' ? Math.min(...p.data.rooms.map((r) => r.room_type_id)) : 0);

/**
 * Compares two items in the global lock order: flights first (their departures, then their
 * category, ascending), then hotel stays (their first room type, then check-in), as the locks go.
 */
function lockOrder(a: Priced, b: Priced): number {
  if (a.kind !== b.kind) return a.kind === 'flights' ? -1 : 1;
  if (a.kind === 'hotels' || b.kind === 'hotels') return hotelKey(a) - hotelKey(b) || (a as HotelPriced).data.checkin.localeCompare((b as HotelPriced).data.checkin) || a.id - b.id;
  for (let i = 0; i < Math.min(a.legIds.length, b.legIds.length); i++) if (a.legIds[i] !== b.legIds[i]) return a.legIds[i] - b.legIds[i];
  return a.legIds.length - b.legIds.length || a.selection.category - b.selection.category || a.id - b.id;
}

/**
 * Locks every seat row any of the items will touch — their holds' rows and the rows their
 * bookings take — in one lockInventory call, so in the shared order whatever the items' order.
 * The releases and bookings that follow lock subsets of these rows again and never wait.
 */
async function lockAllSeats(trx: Db, all: readonly Priced[]): Promise<void> {
  const items = all.filter((p): p is FlightPriced => p.kind === 'flights');
  if (items.length === 0) return;
  const keys = items.flatMap((p) => [
    ...p.legIds.map((subcalendarId) => ({ subcalendarId, categoryId: p.selection.category })),
    ...(p.heldSeats ?? []).map((s) => ({ subcalendarId: s.subcalendar_id, categoryId: s.category_id })),
  ]);
  const groups = new Set(items.flatMap((p) => [...p.groupIds, ...sourceGroups(p.heldSeats ?? [])]));
  await lockInventory(trx, keys, [...groups].sort((a, b) => a - b));
}

/** Step 1: the caller's items, each re-priced; changed prices are stored and reported together. */
async function reprice({ db, actor }: ServiceContext, ids: readonly number[], now: Date): Promise<Priced[]> {
  const rows = await db.selectFrom('cart_items').select(['id', 'service_type', 'data', 'price', 'held_seats']).where('user_id', '=', actor.id).where('id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing: Record<string, MessageRef[]> = {};
  ids.forEach((id, i) => {
    if (!byId.has(id)) missing[`items.${i}.id`] = [{ key: 'cart.item_not_found' }];
  });
  if (Object.keys(missing).length > 0) throw new FieldErrors(missing);
  const buyer = await loadBuyer(db, actor.agency);
  const hotelBuyer = await loadHotelBuyer(db, actor.agency);
  const priced: Priced[] = [];
  const changes: PriceChangeRecord[] = [];
  for (const [index, id] of ids.entries()) {
    const row = byId.get(id)!;
    if (row.service_type === 'hotels') {
      if (!canBookHotels(actor)) throw forbidden();
      const data = row.data as HotelItemData;
      let stay: PricedStay;
      try {
        stay = await priceHotelStay(db, hotelBuyer, data, todayUtc(now));
      } catch (err) {
        throw underItem(err, index);
      }
      const total = fromMinor(stay.sell.sellMinor);
      if (total !== row.price) {
        changes.push({ id, old_price: row.price, new_price: total });
        await db.updateTable('cart_items').set({ price: total }).where('id', '=', id).execute();
      }
      priced.push({ kind: 'hotels', id, totalMinor: stay.sell.sellMinor, currency: stay.price.currency_id, data, priced: stay, buyer: hotelBuyer });
      continue;
    }
    if (!canBookFlights(actor)) throw forbidden();
    const data = row.data as FlightItemData;
    const selection = itemSelection(data);
    const checked = await checkSelection(db, selection);
    const pricing = await priceChecked(db, buyer, checked, selection);
    if (!samePrice(data.quote, pricing)) {
      const quote = quoteBody(pricing);
      changes.push({ id, old_price: row.price, new_price: quote.total });
      await db.updateTable('cart_items').set({ price: quote.total, data: JSON.stringify({ ...data, quote }) }).where('id', '=', id).execute();
    }
    const legIds = [...new Set(checked.legs.map((l) => l.leg.id))].sort((a, b) => a - b);
    priced.push({ kind: 'flights', id, totalMinor: pricing.totalMinor, currency: FLIGHT_CURRENCY_ID, selection, pricing, heldSeats: (row.held_seats as SeatSource[] | null) ?? null, legIds, groupIds: buyer.groupIds });
  }
  if (changes.length > 0) throw new CartPriceChangedError(changes);
  return priced;
}

/** Field errors of one item's booking, renamed under `items.<i>.` so the form finds them. */
export function underItem(err: unknown, index: number): unknown {
  if (!(err instanceof FieldErrors)) return err;
  const fields: Record<string, MessageRef[]> = {};
  for (const [field, refs] of Object.entries(err.fields)) fields[`items.${index}.${field}`] = refs;
  return new FieldErrors(fields);
}

const orderNumber = () => `ORD-${randomBytes(5).toString('hex').toUpperCase()}`;

type Compensation = () => Promise<void>;

/**
 * `hash`: what the order keeps with its Idempotency-Key; the body's own unless the caller's request
 * was another (the hotel page's 'book now' keys its stay, hotelSales/bookNow.ts).
 */
export async function checkout(ctx: ServiceContext, body: CheckoutBody, now = new Date(), idempotencyKey?: string, hash = requestHash(body)): Promise<CheckoutRecord> {
  const { actor } = ctx;
  const replay = await replayedCheckout(ctx, idempotencyKey, hash);
  if (replay) return replay;
  if (body.customer !== undefined && !(await customerInScope(ctx.db, actor, body.customer))) throw fieldError('customer', 'customers.not_found');
  const priced = await reprice(ctx, body.items.map((i) => i.id), now);
  const totalMinor = priced.reduce((sum, p) => sum + p.totalMinor, 0);
  // One order, one currency: items priced in different currencies are booked in separate orders.
  const currency = priced[0].currency;
  if (priced.some((p) => p.currency !== currency)) throw fieldError('items', 'hotel_sales.mixed_currency');
  checkPaymentAmount(body.payment, totalMinor);
  const plan = await planSettlement(ctx, body.payment);
  // The integrated provider's stays are booked first, outside the transaction (hotelSales/providerStay.ts), and cancelled again if anything after fails.
  const providerStays = await bookProviderStays(ctx.db, priced.flatMap((p, index) => (p.kind === 'hotels' && p.data.provider_rate_keys ? [{ index, id: p.id, data: p.data, priced: p.priced }] : [])), underItem);
  // The whole transaction again on a deadlock or serialization failure (db/retry.ts): nothing of a
  // failed attempt stays, and the order's Idempotency-Key is only taken by the attempt that commits.
  // Inside a caller's transaction (the demo seed books through here) the checkout is part of it:
  // no transaction of its own, and no retry (the caller's transaction is the one that was aborted).
  const ownTransaction = !ctx.db.isTransaction;
  const inOne = <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => (ownTransaction ? ctx.db.transaction().execute(work) : work(ctx.db as Transaction<Database>));
  const attempt = async (): Promise<CheckoutRecord> => {
    const compensations: Compensation[] = [];
    try {
      return await inOne(async (trx) => {
        const order = await trx
          .insertInto('orders')
          .values({ number: orderNumber(), agency_id: actor.agency.id, currency_id: currency, total: fromMinor(totalMinor), created_by: actor.id, idempotency_key: idempotencyKey ?? null, idempotency_hash: idempotencyKey ? hash : null })
          .onConflict((oc) => oc.columns(['created_by', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing())
          .returning(['id', 'number', 'total', 'currency_id'])
          .executeTakeFirst();
        if (!order) throw new OrderKeyTaken();
        // Every item's row is locked first (the expiry job skips them, a second checkout waits) and
        // its hold read under the lock, then all their seat rows at once, before any booking.
        const rows = await trx.selectFrom('cart_items').select(['id', 'held_seats']).where('id', 'in', priced.map((p) => p.id)).where('user_id', '=', actor.id).orderBy('id').forUpdate().execute();
        const held = new Map(rows.map((r) => [r.id, (r.held_seats as SeatSource[] | null) ?? null]));
        priced.forEach((p, index) => {
          if (!held.has(p.id)) throw new FieldErrors({ [`items.${index}.id`]: [{ key: 'cart.item_not_found' }] });
        });
        const items: Priced[] = priced.map((p) => (p.kind === 'flights' ? { ...p, heldSeats: held.get(p.id) ?? null } : p));
        await lockAllSeats(trx, items);
        // Then every hotel night of every stay, in the inventory's one order (hotelSales/inventory.ts).
        await lockNights(trx, items.flatMap((p) => (p.kind === 'hotels' ? takesOf(p.data.rooms, p.data.checkin, p.data.checkout) : [])));
        const booked: { index: number; id: number; totalMinor: number }[] = [];
        // Booked in the lock order too, so the list-summary rows follow it as far as they can.
        for (const index of items.map((_, i) => i).sort((a, b) => lockOrder(items[a], items[b]))) {
          const item = body.items[index];
          const p = items[index];
          if (p.kind === 'hotels') {
            let booked_: { id: number };
            try {
              const seller = await resolveSeller(trx, actor, item.seller);
              booked_ = await bookHotelStay({ ...ctx, db: trx }, p.data, p.priced, p.buyer, seller, providerStays.byItem.get(p.id));
            } catch (err) {
              throw underItem(err, index);
            }
            await trx.updateTable('reservations').set({ order_id: order.id, customer_id: body.customer ?? null }).where('id', '=', booked_.id).execute();
            await trx.deleteFrom('cart_items').where('id', '=', p.id).execute();
            booked.push({ index, id: booked_.id, totalMinor: p.totalMinor });
            continue;
          }
          if (p.heldSeats) await releaseHold(trx, p.heldSeats);
          const token = await issueQuote(trx, actor.id, p.selection, p.pricing, now);
          let reservation;
          try {
            reservation = await createFlightReservation({ ...ctx, db: trx }, { ...p.selection, children: p.selection.children ?? 0, infants: p.selection.infants ?? 0, passengers: item.passengers, seller: item.seller, price_token: token.price_token }, { now });
          } catch (err) {
            throw underItem(err, index);
          }
          await trx.updateTable('reservations').set({ order_id: order.id, customer_id: body.customer ?? null }).where('id', '=', reservation.id).execute();
          await trx.deleteFrom('cart_items').where('id', '=', p.id).execute();
          booked.push({ index, id: reservation.id, totalMinor: p.totalMinor });
        }
        // Paid (and answered) in the items' own order: a partial payment covers the first ones first.
        const toPay = booked.sort((a, b) => a.index - b.index).map(({ id, totalMinor }) => ({ id, totalMinor }));
        await settle({ ...ctx, db: trx }, plan, toPay, now, order.number);
        const summary = await settledSummary({ ...ctx, db: trx }, toPay.map((r) => r.id));
        await queueBookingConfirmation(trx, { reservationIds: toPay.map((r) => r.id), orderId: order.id, userId: actor.id });
        return { order: { id: order.id, number: order.number, total: order.total, currency: order.currency_id }, customer: body.customer ?? null, ...summary };
      });
    } catch (err) {
      for (const undo of compensations.reverse()) await undo();
      throw err;
    }
  };
  try {
    const result = ownTransaction ? await retryTransaction(attempt) : await attempt();
    await reservationsChanged(ctx.db);
    return result;
  } catch (err) {
    await providerStays.undo();
    if (err instanceof OrderKeyTaken) return (await replayedCheckout(ctx, idempotencyKey, hash))!;
    throw err;
  }
}
