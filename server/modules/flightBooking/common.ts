/** Pieces shared by booking, modification and cancellation of flight reservations. */
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { PriceQuoteRecord } from '../../../domain/records/flightBooking.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { reservationsChanged } from '../reservations/cache.ts';

type Db = Kysely<Database>;

/**
 * Runs `work` in a transaction, or inside the caller's when `db` already is one (the demo seed
 * books through this service inside its own seeding transaction). Caches of reservation lists are
 * cleared once the work is done.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const result = db.isTransaction ? await work(db) : await db.transaction().execute((trx: Transaction<Database>) => work(trx));
  await reservationsChanged(db);
  return result;
}

/** 409 price_changed: the answer carries the new price (with a new token) to confirm again. */
export class PriceChangedError extends ApiError {
  constructor(readonly price: PriceQuoteRecord) {
    super(409, { key: 'api.price_changed' }, 'price_changed');
    this.name = 'PriceChangedError';
  }
}

export const invalidTransition = (from: string, to: string) => new ApiError(409, { key: 'api.invalid_transition', params: { from, to } }, 'invalid_transition');
export const checkedInConflict = () => new ApiError(409, { key: 'api.checked_in' }, 'checked_in');

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** sha256 of the body with its keys sorted: the same request always hashes alike. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');
}

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
