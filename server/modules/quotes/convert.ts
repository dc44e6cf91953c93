/**
 * POST cart/quotes/{id}/convert/ (docs/api-quotes.md 'Convert'): every item goes back into the
 * owner's cart through the same pricing and holds as adding an item does (cart/items.ts).
 * 1. Re-price each item for the caller now: flights through the flight quote, hotel stays through
 *    the hotel pricing path (convertHotel.ts). A stay that can no longer be sold makes the answer
 *    409 `unavailable` naming each such item with its reason. An item whose price changed since the
 *    quote converts only when the body accepts exactly its new price; otherwise the answer is 409
 *    `price_changed` with the quote's and the new prices, as checkout's, and nothing changes (the
 *    quote is the offer the customer saw: it is never rewritten).
 * 2. One transaction: every flight item's seats are held and every item inserted; seats gone for any
 *    of them (409 `no_seats`) rolls all of them back — nothing is half done.
 */
import type { QuoteConvertRecord, QuotePriceChangeRecord } from '../../../domain/records/quotes.ts';
import { canBookFlights } from '../../../domain/reservations/rules.ts';
import { canBookHotels } from '../../../domain/services/hotelSalesRules.ts';
import type { QuoteConvertBody } from '../../../domain/schemas/quotes.ts';
import { toMinor } from '../../../domain/money.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, forbidden } from '../../http/errors.ts';
import { underItem } from '../cart/checkout.ts';
import { holdMinutes } from '../cart/holds.ts';
import { flightItemData, insertHeldItem, itemSelection, type FlightItemData } from '../cart/items.ts';
import { checkSelection, priceChecked, quoteBody, samePrice, type CheckedSelection, type Selection } from '../flightSearch/quotes.ts';
import { loadBuyer } from '../flightSearch/pricing.ts';
import type { HotelItemData } from '../hotelSales/cartItem.ts';
import { loadHotelBuyer } from '../hotelSales/pricing.ts';
import { insertHotelItem, QuoteUnavailableError, repriceHotelItem, type QuoteUnavailableItem } from './convertHotel.ts';
import { reservationsChanged } from '../reservations/cache.ts';
import { changeableQuote, quoteItemRows } from './service.ts';

/** 409 price_changed of a conversion: the items whose price moved, the quote's price and the new one. */
export class QuotePriceChangedError extends ApiError {
  constructor(readonly items: QuotePriceChangeRecord[]) {
    super(409, { key: 'quotes.price_changed' }, 'price_changed');
    this.name = 'QuotePriceChangedError';
  }
}

type Converted =
  | { kind: 'flights'; checked: CheckedSelection; selection: Selection; data: FlightItemData }
  | { kind: 'hotels'; data: HotelItemData; price: string; currency: number };

export async function convertQuote(ctx: ServiceContext, id: number, body: QuoteConvertBody, now = new Date()): Promise<QuoteConvertRecord> {
  const { db, actor } = ctx;
  await changeableQuote(db, actor, id);
  const rows = await quoteItemRows(db, id);
  // Putting an item in the cart is booking it: each service's booking permission.
  if (rows.some((r) => r.service_type === 'flights') && !canBookFlights(actor)) throw forbidden();
  if (rows.some((r) => r.service_type === 'hotels') && !canBookHotels(actor)) throw forbidden();
  const accepted = new Map((body.accepted_prices ?? []).map((a) => [a.id, toMinor(a.price)]));
  const buyer = await loadBuyer(db, actor.agency);
  const hotelBuyer = await loadHotelBuyer(db, actor.agency);
  const changes: QuotePriceChangeRecord[] = [];
  const unavailable: QuoteUnavailableItem[] = [];
  const priced: Converted[] = [];
  for (const [index, row] of rows.entries()) {
    if (row.service_type === 'hotels') {
      const stay = await repriceHotelItem(ctx, hotelBuyer, row, now);
      if (!stay.ok) {
        unavailable.push(stay.unavailable);
        continue;
      }
      // The cart's rule (checkout.ts): the price in the item's own currency, to the cent.
      if (stay.price !== row.price && accepted.get(row.id) !== toMinor(stay.price)) {
        changes.push({ id: row.id, old_price: row.price, new_price: stay.price, description: stay.data.description, currency: stay.currency });
      }
      priced.push({ kind: 'hotels', data: stay.data, price: stay.price, currency: stay.currency });
      continue;
    }
    const data = row.data as FlightItemData;
    const selection = itemSelection(data);
    let checked: CheckedSelection;
    try {
      checked = await checkSelection(db, selection);
    } catch (err) {
      throw underItem(err, index);
    }
    const pricing = await priceChecked(db, buyer, checked, selection);
    if (!samePrice(data.quote, pricing) && accepted.get(row.id) !== pricing.totalMinor) {
      changes.push({ id: row.id, old_price: row.price, new_price: quoteBody(pricing).total, description: data.description, currency: row.currency_id });
    }
    priced.push({ kind: 'flights', checked, selection, data: flightItemData(checked, selection, quoteBody(pricing)) });
  }
  if (unavailable.length > 0) throw new QuoteUnavailableError(unavailable);
  if (changes.length > 0) throw new QuotePriceChangedError(changes);
  const expiresAt = new Date(now.getTime() + (await holdMinutes(db)) * 60_000);
  const items = await db.transaction().execute(async (trx) => {
    const added: QuoteConvertRecord['items'] = [];
    for (const p of priced) {
      added.push(p.kind === 'hotels' ? await insertHotelItem(trx, actor, { ...p, expiresAt }) : await insertHeldItem(trx, actor, { ...p, groupIds: buyer.groupIds, expiresAt }));
    }
    return added;
  });
  await reservationsChanged(db);
  return { items };
}
