/**
 * Exchange rates (docs/api-quotes.md 'Exchange rates'): a history of each currency's rate against
 * USD. Setting a rate adds a row (never changes one); the rate of a day is the latest row effective
 * on or before it. `ratesOn` is what a conversion reads; the arithmetic is domain/exchangeRates.ts.
 */
import { sql, type Kysely } from 'kysely';
import { CURRENCIES } from '../../../domain/currencies.ts';
import { BASE_CURRENCY_ID, formatRate, rateMicros, type RateTable } from '../../../domain/exchangeRates.ts';
import type { CurrentRatesRecord, ExchangeRateBody, ExchangeRateListQuery, ExchangeRateRecord } from '../../../domain/schemas/exchangeRates.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { paginate, type OrderingSpec } from '../../http/pagination.ts';
import { todayUtc } from '../flightBooking/common.ts';

type Db = Kysely<Database>;

export interface RateRow {
  id: number;
  currency_id: number;
  rate: string;
  effective_from: string;
}

/** The rate of every currency that has one in effect on `day` (USD is implied, not a row). */
export async function ratesOn(db: Db, day: string): Promise<Map<number, RateRow>> {
  const rows = await db
    .selectFrom('exchange_rates')
    .distinctOn('currency_id')
    .select(['id', 'currency_id', 'rate', 'effective_from'])
    .where('effective_from', '<=', day)
    .orderBy('currency_id')
    .orderBy('effective_from', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.currency_id, r]));
}

/** The table domain/exchangeRates.ts converts with. */
export function rateTable(rates: Map<number, RateRow>): RateTable {
  return Object.fromEntries([...rates.values()].map((r) => [r.currency_id, r.rate]));
}

const code = (currencyId: number) => CURRENCIES.find((c) => c.id === currencyId)?.abbreviation ?? String(currencyId);

function rows(db: Db, today: string) {
  return db
    .selectFrom('exchange_rates as r')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .select([
      'r.id',
      'r.currency_id',
      'r.rate',
      'r.effective_from',
      'r.created_by',
      'r.created_at',
      sql<string>`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username, '')`.as('created_by_name'),
      sql<boolean>`r.id = (select x.id from exchange_rates x where x.currency_id = r.currency_id and x.effective_from <= ${today}::date
        order by x.effective_from desc, x.id desc limit 1)`.as('current'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;

const toRecord = (r: Row): ExchangeRateRecord => ({
  id: r.id,
  currency: r.currency_id,
  currency_code: code(r.currency_id),
  rate: formatRate(rateMicros(r.rate)),
  effective_from: r.effective_from,
  current: Boolean(r.current),
  created_by: r.created_by,
  created_by_name: r.created_by_name,
  created_at: r.created_at.toISOString(),
});

const ORDERING: OrderingSpec = {
  fields: { effective_from: 'r.effective_from', created_at: 'r.created_at', currency: 'r.currency_id', rate: 'r.rate' },
  default: ['-effective_from'],
  tiebreaker: 'r.id',
};

export async function listExchangeRates({ db }: ServiceContext, url: string, q: ExchangeRateListQuery, now = new Date()) {
  let query = rows(db, todayUtc(now));
  if (q.currency) query = query.where('r.currency_id', '=', q.currency);
  if (q.effective_after) query = query.where('r.effective_from', '>=', q.effective_after);
  if (q.effective_before) query = query.where('r.effective_from', '<=', q.effective_before);
  if (q.id__in) query = query.where('r.id', 'in', q.id__in);
  return paginate(db, { url }, query, q, ORDERING, toRecord);
}

export async function getExchangeRate(db: Db, id: number, now = new Date()): Promise<ExchangeRateRecord> {
  const row = await rows(db, todayUtc(now)).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toRecord(row);
}

/** Adds a rate to the history; the rows before it stay as they were. */
export async function createExchangeRate({ db, actor }: ServiceContext, body: ExchangeRateBody, now = new Date()): Promise<ExchangeRateRecord> {
  const { id } = await db
    .insertInto('exchange_rates')
    .values({ currency_id: body.currency, rate: body.rate, effective_from: body.effective_from ?? todayUtc(now), created_by: actor.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return getExchangeRate(db, id, now);
}

/** Every currency's rate on a day (today by default); USD is the base, 1. */
export async function currentRates(db: Db, day?: string, now = new Date()): Promise<CurrentRatesRecord> {
  const date = day ?? todayUtc(now);
  const rates = await ratesOn(db, date);
  return {
    base: BASE_CURRENCY_ID,
    date,
    rates: CURRENCIES.map((c) => {
      if (c.id === BASE_CURRENCY_ID) return { currency: c.id, currency_code: c.abbreviation, rate: formatRate(rateMicros('1')), effective_from: null, id: null };
      const row = rates.get(c.id);
      return { currency: c.id, currency_code: c.abbreviation, rate: row ? formatRate(rateMicros(row.rate)) : null, effective_from: row?.effective_from ?? null, id: row?.id ?? null };
    }),
  };
}
