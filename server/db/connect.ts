/**
 * One Kysely instance over either back end (on PostgreSQL with the invalidation relay, which
 * keeps the caches of every instance in step). The same SQL runs on both; the type parsers make
 * their answers agree: int8 → number, numeric → string, date → 'YYYY-MM-DD', timestamptz → Date.
 */
import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type KyselyConfig } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import { relayThroughPostgres } from '../http/invalidationRelay.ts';
import { preparingPool } from './preparedStatements.ts';
import type { Database } from './schema.ts';

const INT8 = 20;
const DATE = 1082;

export interface OpenDatabase {
  db: Kysely<Database>;
  close(): Promise<void>;
}

/** PGlite's own parsers already give int8 as number and numeric as string; dates stay text. */
export const PGLITE_PARSERS = { [DATE]: (value: string) => value };

/**
 * What every PGlite of the app and the tests opens with: the parsers above, and the extensions the
 * migrations create (pg_trgm: the trigram index of the agency list's 'contains' filter, 0012).
 */
export const PGLITE_OPTIONS = { parsers: PGLITE_PARSERS, extensions: { pg_trgm } } satisfies PGliteOptions;

function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      // Counts and sums of integers: well below 2^53 in this product.
      if (oid === INT8) return (value: string) => Number(value);
      if (oid === DATE) return (value: string) => value;
      return pg.types.getTypeParser(oid, format);
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

export function kyselyOverPglite(client: PGlite): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PGliteDialect(client) });
}

/**
 * `log` sees every query (the benchmarks replay an API request's SQL through plain `pg`). Data
 * statements are prepared once per connection (preparedStatements.ts) unless `prepare` is false.
 */
export function kyselyOverPostgres(url: string, max = 10, log?: KyselyConfig['log'], prepare = true): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max, types: pgTypes() });
  const dialect = new PostgresDialect({ pool: prepare ? preparingPool(pool) : pool });
  return new Kysely<Database>({ dialect, ...(log ? { log } : {}) });
}

export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.kind === 'postgres') {
    const db = kyselyOverPostgres(target.url, target.poolSize);
    // Several instances may share this database: their caches hear each other's writes.
    const relay = await relayThroughPostgres(db, target.url, (message, err) => console.error(message, err ?? ''));
    return {
      db,
      close: async () => {
        await relay.stop();
        await db.destroy();
      },
    };
  }
  if (target.kind === 'pglite') mkdirSync(target.dataDir, { recursive: true });
  // Options in one object: PGlite ignores the second argument when the first (the data dir) is
  // undefined, and the in-memory database then returned dates as Date objects.
  const client = await PGlite.create({ dataDir: target.kind === 'pglite' ? target.dataDir : undefined, ...PGLITE_OPTIONS });
  const db = kyselyOverPglite(client);
  // Kysely's destroy closes the PGlite client through the dialect's driver.
  return { db, close: () => db.destroy() };
}
