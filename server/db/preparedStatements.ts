/**
 * Prepared statements for every query Kysely sends to PostgreSQL: a `pg.Pool` seen through
 * Kysely's `PostgresPool` interface that names each data statement after a hash of its SQL text,
 * so `pg` parses it once per connection and PostgreSQL keeps its parse tree (and, when the planner
 * finds it as good, a generic plan) instead of parsing and analysing the same text on every
 * request. Kysely compiles the same text for the same query shape whatever the values, so a
 * request's statements are a handful of names per connection.
 *
 * Bounded per connection: the least recently used name is DEALLOCATEd past `limit`, since some
 * texts vary with their input (an `in (…)` list of any length) and each prepared statement holds
 * server memory for the life of the connection. Only single DML statements are named: DDL and the
 * migrations' multi-statement scripts run as before (a named statement must be one command). A
 * statement whose plan must follow its values (PLAN_PER_REQUEST) is named with its values written in.
 */
import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';

/** Statements each connection keeps prepared; beyond it the least recently used is released. */
export const PREPARED_PER_CONNECTION = 200;

const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/** A name PostgreSQL accepts (< 64 bytes) that only this text gets. */
export function statementName(text: string): string {
  return `k_${createHash('sha1').update(text).digest('base64url')}`;
}

/**
 * Marks a statement whose best plan depends on its values (http/pagination.ts `orderedPage`: which
 * index walks to a page is decided by how many rows the filter matches). A named statement with
 * parameters switches to a generic plan after five runs, and for the reservation list's page that
 * plan sorted every match (1 ms planned per request; 22–50 ms generic, measured on the bench seed).
 * So such a text is sent with its values written in (`withValuesWritten`) and named after that: the
 * plan is made for those very values, once per connection, and the same page asked again (a refresh,
 * another user of the scope, the next instance of a busy view) runs it without planning. Values of a
 * kind it does not write send the statement unnamed, planned for that request only.
 */
export const PLAN_PER_REQUEST = '/* plan per request */';

/** Whether `text` may be sent as a named statement: one data command, no DDL, not planned per request. */
export function preparable(text: string): boolean {
  return DATA_STATEMENT.test(text) && !text.includes(';') && !text.includes(PLAN_PER_REQUEST);
}

/**
 * A value as the literal PostgreSQL would read for it as an untyped parameter: the text `pg` sends,
 * quoted by `pg.escapeLiteral` (so its type still comes from where it stands); null for a value this
 * does not write.
 */
function literalOf(value: unknown): string | null {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : null;
  if (typeof value === 'bigint') return `'${value}'`;
  if (typeof value === 'boolean') return `'${value}'`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : `'${value.toISOString()}'`;
  if (Array.isArray(value) && value.every((v) => Number.isInteger(v))) return `'{${value.join(',')}}'`;
  return null;
}

/**
 * A statement marked PLAN_PER_REQUEST with its values written in place of `$1`, `$2`…, or null when
 * one of them is not a value `literalOf` writes (or the text holds a dollar-quoted string, where a
 * `$1` would not be a parameter). Kysely writes parameters only as `$n`, never inside quotes.
 */
export function withValuesWritten(text: string, values: readonly unknown[]): string | null {
  if (!preparable(text.replace(PLAN_PER_REQUEST, '')) || text.includes('$$')) return null;
  const literals = values.map(literalOf);
  if (literals.some((l) => l === null)) return null;
  let missing = false;
  const written = text.replace(/\$(\d+)/g, (token, n: string) => {
    const literal = literals[Number(n) - 1];
    if (literal === undefined) missing = true;
    return literal ?? token;
  });
  return missing ? null : written;
}

/**
 * What `pg` remembers of the statements parsed on a connection (`connection.parsedStatements`,
 * name → text): not public API, so read defensively. The entry must go with the DEALLOCATE, or `pg`
 * would skip the Parse the next time that name is used and PostgreSQL would answer "prepared
 * statement does not exist". preparedStatements.test.ts fails if a `pg` upgrade moves it.
 */
function parsedStatements(client: pg.PoolClient): Record<string, string> | undefined {
  const connection = (client as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection;
  return connection?.parsedStatements;
}

/** One pooled `pg` client whose data statements are named, least recently used last out. */
class PreparingClient implements PostgresPoolClient {
  /** text → name, in order of last use (a Map iterates in insertion order). */
  readonly #names = new Map<string, string>();

  constructor(
    readonly client: pg.PoolClient,
    readonly limit: number,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // pg's types know nothing of Kysely's cursor interface; the pool client takes any Submittable.
    const client = this.client as unknown as {
      query(config: unknown, values?: unknown[]): Promise<PostgresQueryResult<R>> | PostgresCursor<R>;
    };
    if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor) as PostgresCursor<R>;
    const values = parameters ? [...parameters] : [];
    if (sqlOrCursor.includes(PLAN_PER_REQUEST)) {
      const written = withValuesWritten(sqlOrCursor, values);
      if (written !== null) return this.#named<R>(written, []);
    }
    if (!preparable(sqlOrCursor)) return client.query(sqlOrCursor, values) as Promise<PostgresQueryResult<R>>;
    return this.#named<R>(sqlOrCursor, values);
  }

  async #named<R>(text: string, values: unknown[]): Promise<PostgresQueryResult<R>> {
    let name = this.#names.get(text);
    if (name !== undefined) {
      this.#names.delete(text);
    } else {
      if (this.#names.size >= this.limit && !(await this.#evictOldest())) {
        // The oldest could not be released (an aborted transaction refuses DEALLOCATE): this one
        // runs unnamed rather than grow past the bound.
        return this.client.query(text, values) as unknown as PostgresQueryResult<R>;
      }
      name = statementName(text);
    }
    this.#names.set(text, name);
    return this.client.query({ name, text, values }) as unknown as PostgresQueryResult<R>;
  }

  async #evictOldest(): Promise<boolean> {
    const [text, name] = this.#names.entries().next().value as [string, string];
    const parsed = parsedStatements(this.client);
    if (parsed?.[name] !== undefined) {
      try {
        await this.client.query(`deallocate "${name}"`);
      } catch {
        return false;
      }
      delete parsed[name];
    }
    this.#names.delete(text);
    return true;
  }

  release(): void {
    this.client.release();
  }
}

/**
 * `pool` as Kysely's PostgresDialect sees it, with prepared statements. One wrapper per `pg` client
 * for its whole life: Kysely keeps its connection object per client identity.
 */
export function preparingPool(pool: pg.Pool, limit = PREPARED_PER_CONNECTION): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PreparingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = new PreparingClient(client, limit);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
