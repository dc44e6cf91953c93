/**
 * Quotes (docs/api-quotes.md): the caller's cart saved under a name in a currency — each item as
 * it was (selection and price in its own currency) and converted with the day's exchange rates
 * (domain/exchangeRates.ts) — listed, opened, renamed and deleted. Who sees and changes which
 * quote is domain/quotes/rules.ts; the tenant scope is the shared agencyScope.
 */
import { sql, type Kysely } from 'kysely';
import { CURRENCIES } from '../../../domain/currencies.ts';
import { convertMinor, formatRate, MissingRateError, rateMicros } from '../../../domain/exchangeRates.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { QuoteDetailRecord, QuoteItemRecord, QuoteRecord } from '../../../domain/records/quotes.ts';
import { canChangeQuote, seesAgencyQuotes } from '../../../domain/quotes/rules.ts';
import { MAX_QUOTE_ITEMS, type QuoteBody, type QuoteListQuery, type QuoteUpdateBody } from '../../../domain/schemas/quotes.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { fieldError, FieldErrors, forbidden, notFound } from '../../http/errors.ts';
import { paginate, type OrderingSpec } from '../../http/pagination.ts';
import { agencyScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { ratesOn, rateTable } from '../exchangeRates/service.ts';
import { inTransaction, todayUtc } from '../flightBooking/common.ts';
import { containsPattern } from '../nomenclators/service.ts';

type Db = Kysely<Database>;

/** The start of a day as a UTC instant; `created_before` takes the whole day. */
const dayStart = (date: string) => sql<Date>`${date}::date::timestamptz`;

export const currencyCode = (id: number) => CURRENCIES.find((c) => c.id === id)?.abbreviation ?? String(id);

/** What an item of any service keeps in `data` for the list and the PDF (cart/items.ts FlightItemData, hotelSales/cartItem.ts HotelItemData). */
interface ItemData {
  description: string;
  start_date: string;
  end_date: string;
  selection?: { adults: number; children: number; infants: number };
  rooms?: { adults: number; children_ages: number[] }[];
}

/** Who travels: a flight's selection, or a stay's rooms added up. */
function passengersOf(data: ItemData): { adults: number; children: number; infants: number } {
  if (data.selection) return { adults: Number(data.selection.adults), children: Number(data.selection.children), infants: Number(data.selection.infants) };
  const rooms = data.rooms ?? [];
  return { adults: rooms.reduce((t, r) => t + r.adults, 0), children: rooms.reduce((t, r) => t + r.children_ages.length, 0), infants: 0 };
}

function quotes(db: Db) {
  return db
    .selectFrom('quotes as q')
    .innerJoin('users as u', 'u.id', 'q.user_id')
    .innerJoin('agencies as a', 'a.id', 'q.agency_id')
    .select([
      'q.id',
      'q.name',
      'q.currency_id',
      'q.total',
      'q.user_id',
      'q.agency_id',
      'q.created_at',
      'q.updated_at',
      'a.name as agency_name',
      sql<string>`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)`.as('owner_name'),
      sql<number>`(select count(*)::int from quote_items i where i.quote_id = q.id)`.as('item_count'),
      sql<string>`coalesce((select string_agg(i.data->>'description', ' · ' order by i.position) from quote_items i where i.quote_id = q.id), '')`.as('summary'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof quotes>['executeTakeFirstOrThrow']>>;

/** The caller's own quotes; an agency admin's also those of its agency subtree. */
export function visibleTo(actor: AuthActor) {
  return (query: ReturnType<typeof quotes>) =>
    seesAgencyQuotes(actor) ? query.where((eb) => eb.or([eb('q.user_id', '=', actor.id), agencyScope(actor, 'q.agency_id')])) : query.where('q.user_id', '=', actor.id);
}

const toRecord = (actor: AuthActor) => (r: Row): QuoteRecord => ({
  id: r.id,
  name: r.name,
  currency: r.currency_id,
  currency_code: currencyCode(r.currency_id),
  total: r.total,
  item_count: Number(r.item_count),
  summary: r.summary,
  owner: r.user_id,
  owner_name: r.owner_name,
  agency: r.agency_id,
  agency_name: r.agency_name,
  can_change: canChangeQuote(actor, r.user_id),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const ORDERING: OrderingSpec = {
  fields: {
    name: sql`lower(q.name)`,
    created_at: 'q.created_at',
    updated_at: 'q.updated_at',
    total: 'q.total',
    currency: 'q.currency_id',
    item_count: sql`(select count(*) from quote_items i where i.quote_id = q.id)`,
    owner_name: sql`lower(u.last_name || ' ' || u.first_name)`,
  },
  default: ['-created_at'],
  tiebreaker: 'q.id',
};

export async function listQuotes({ db, actor }: ServiceContext, url: string, q: QuoteListQuery) {
  let query = visibleTo(actor)(quotes(db));
  if (q.name) query = query.where('q.name', 'ilike', containsPattern(q.name));
  if (q.created_after) query = query.where('q.created_at', '>=', dayStart(q.created_after));
  if (q.created_before) query = query.where('q.created_at', '<', sql<Date>`${dayStart(q.created_before)} + interval '1 day'`);
  if (q.user) query = query.where('q.user_id', '=', q.user);
  if (q.currency) query = query.where('q.currency_id', '=', q.currency);
  if (q.id__in) query = query.where('q.id', 'in', q.id__in);
  return paginate(db, { url }, query, q, ORDERING, toRecord(actor));
}

function toItem(r: { id: number; position: number; service_type: string; data: unknown; price: string; currency_id: number; converted_price: string }): QuoteItemRecord {
  const data = r.data as ItemData;
  return {
    id: r.id,
    position: r.position,
    service_type: r.service_type,
    description: data.description,
    start_date: data.start_date,
    end_date: data.end_date,
    passengers: passengersOf(data),
    price: r.price,
    currency: r.currency_id,
    converted_price: r.converted_price,
  };
}

export async function quoteItemRows(db: Db, quoteId: number) {
  return db.selectFrom('quote_items').select(['id', 'position', 'service_type', 'data', 'price', 'currency_id', 'converted_price']).where('quote_id', '=', quoteId).orderBy('position').execute();
}

/** A quote the caller may see, with its items and rates; 404 for any other. */
export async function getQuote({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>, id: number): Promise<QuoteDetailRecord> {
  const row = await visibleTo(actor)(quotes(db)).select('q.rates').where('q.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const items = await quoteItemRows(db, id);
  return { ...toRecord(actor)(row), items: items.map(toItem), rates: row.rates as QuoteDetailRecord['rates'] };
}

/** The quote's owner id, after checking the caller may change it: 404 unseen, 403 seen but another's. */
export async function changeableQuote(db: Db, actor: AuthActor, id: number): Promise<{ id: number; user_id: number }> {
  const row = await visibleTo(actor)(quotes(db)).where('q.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  if (!canChangeQuote(actor, row.user_id)) throw forbidden();
  return { id: row.id, user_id: row.user_id };
}

/** An item as the quote copies it from the cart. */
export interface SourceItem {
  service_type: string;
  data: unknown;
  price: string;
  currency_id: number;
}

/**
 * Saves `items` as a quote of the caller in `body.currency`, each price converted with the rates in
 * effect today; the total is the sum of the converted prices (so the lines add up to it).
 */
export async function saveQuote({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>, body: QuoteBody, items: readonly SourceItem[], now = new Date()): Promise<QuoteDetailRecord> {
  if (items.length === 0) throw new FieldErrors({ non_field_errors: [{ key: 'quotes.cart_empty' }] });
  if (items.length > MAX_QUOTE_ITEMS) throw new FieldErrors({ non_field_errors: [{ key: 'quotes.too_many_items', params: { max: MAX_QUOTE_ITEMS } }] });
  const rates = await ratesOn(db, todayUtc(now));
  const table = rateTable(rates);
  let converted: number[];
  try {
    converted = items.map((i) => convertMinor(toMinor(i.price), i.currency_id, body.currency, table));
  } catch (err) {
    if (!(err instanceof MissingRateError)) throw err;
    throw fieldError('currency', 'quotes.no_rate', { currency: currencyCode(err.currencyId) });
  }
  const used = [...new Set([...items.map((i) => i.currency_id), body.currency])].sort((a, b) => a - b);
  const usedRates = used.map((c) => {
    const row = rates.get(c);
    return { currency: c, currency_code: currencyCode(c), rate: formatRate(rateMicros(row?.rate ?? '1')), effective_from: row?.effective_from ?? null };
  });
  const total = converted.reduce((sum, c) => sum + c, 0);
  const id = await inTransaction(db, async (trx) => {
    const quote = await trx
      .insertInto('quotes')
      .values({ user_id: actor.id, agency_id: actor.agency.id, name: body.name, currency_id: body.currency, total: fromMinor(total), rates: JSON.stringify(usedRates) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('quote_items')
      .values(items.map((i, index) => ({ quote_id: quote.id, position: index + 1, service_type: i.service_type, data: JSON.stringify(i.data), price: i.price, currency_id: i.currency_id, converted_price: fromMinor(converted[index]) })))
      .execute();
    return quote.id;
  });
  return getQuote({ db, actor }, id);
}

/** POST cart/quotes/: the caller's whole cart, oldest item first; the cart itself stays as it is. */
export async function createQuote(ctx: ServiceContext, body: QuoteBody, now = new Date()): Promise<QuoteDetailRecord> {
  const items = await ctx.db
    .selectFrom('cart_items')
    .select(['service_type', 'data', 'price', 'currency_id'])
    .where('user_id', '=', ctx.actor.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return saveQuote(ctx, body, items, now);
}

export async function renameQuote({ db, actor }: ServiceContext, id: number, body: QuoteUpdateBody): Promise<QuoteDetailRecord> {
  await changeableQuote(db, actor, id);
  await db.updateTable('quotes').set({ name: body.name, updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
  return getQuote({ db, actor }, id);
}

export async function deleteQuote({ db, actor }: ServiceContext, id: number): Promise<void> {
  await changeableQuote(db, actor, id);
  await db.deleteFrom('quotes').where('id', '=', id).execute();
}
