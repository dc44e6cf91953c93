/**
 * Answers written by the database: list pages whose records PostgreSQL builds as JSON text, so the
 * server sends that text on without reading each column of each row into a JavaScript object,
 * mapping it to a record and serialising it again (docs/decisions.md 'List pages as JSON from the
 * database'). The helpers give the JSON the same text JSON.stringify gives the record built in
 * JavaScript (the lists' tests compare the two byte for byte).
 */
import { sql, type Expression, type QueryExecutorProvider, type RawBuilder } from 'kysely';

/**
 * An instant as `Date.prototype.toISOString()` writes it: UTC, milliseconds (truncated, as the
 * driver's parser truncates the microseconds it reads), `Z`.
 */
export function isoInstant(instant: Expression<Date | null>): RawBuilder<string> {
  return sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** One member of a JSON object: its key and the SQL value (numbers, text, booleans, json as JSON). */
export type JsonMember = readonly [key: string, value: Expression<unknown>];

/**
 * A JSON object with these members in this order, compact as JSON.stringify writes it
 * (`row_to_json` of a one-row select; `json_build_object` would put spaces around the colons).
 * Numeric columns come out as JSON numbers: give money as `::text`.
 */
export function jsonObject(members: readonly JsonMember[]): RawBuilder<unknown> {
  const columns = sql.join(members.map(([key, value]) => sql`${value} as ${sql.ref(key)}`));
  return sql`(select row_to_json(o) from (select ${columns}) o)`;
}

const compiled = new Map<string, string>();

/**
 * `build()`, a large SQL fragment without parameters (a record's JSON: columns, sub-selects and
 * literals), compiled once per `key` and reused as text: a list page otherwise rebuilds and
 * recompiles the same few hundred query nodes for every request. `key` must name everything the
 * fragment depends on (the language, what the caller may see). Both back ends compile alike.
 */
export function compiledOnce(db: QueryExecutorProvider, key: string, build: () => Expression<unknown>): RawBuilder<unknown> {
  let text = compiled.get(key);
  if (text === undefined) {
    const query = sql`${build()}`.compile(db);
    if (query.parameters.length > 0) throw new Error(`compiledOnce(${key}): the fragment has parameters`);
    text = query.sql;
    compiled.set(key, text);
  }
  return sql.raw(text);
}
