/**
 * DRF page-number pagination for every list: `page`, `page_size` (≤ 1000), `ordering` (comma
 * separated, `-` for descending, only whitelisted fields; unknown ones are ignored as DRF does;
 * `id` is a field of every list, react-admin's default sort) →
 * `{count, next, previous, page, total_pages, results}` with next/previous as absolute paths.
 */
import { channel } from 'node:diagnostics_channel';
import { PLAN_PER_REQUEST } from '../db/preparedStatements.ts';
import type { FastifyRequest } from 'fastify';
import { sql, type AliasableExpression, type AliasedSelectQueryBuilder, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { listQuery } from '../../domain/schemas/common.ts';
import { z } from '../../domain/validation.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from './errors.ts';

export { listQuery };
export type ListQuery = z.infer<typeof listQuery>;

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  page: number;
  total_pages: number;
  results: T[];
}

// The page's schema is the domain's, so the dataProvider reads the same shape.
export { pageSchema } from '../../domain/records/page.ts';

export interface OrderingSpec {
  /** API field name → SQL column reference or expression. */
  fields: Record<string, string | Expression<unknown>>;
  /** Used when the client sends no (valid) ordering, e.g. ['name'] or ['-created']. */
  default: string[];
  /**
   * The column of the record's `id`: appended last (in the direction of the last term), so pages
   * never overlap or skip rows, and the target of `ordering=id` when `fields` has no `id`.
   */
  tiebreaker: string;
}

/**
 * The column or expression of one API field. Own properties only: `__proto__`, `constructor` …
 * are names a client can send, not fields.
 */
function orderTarget(spec: OrderingSpec, field: string): string | Expression<unknown> | undefined {
  if (Object.hasOwn(spec.fields, field)) return spec.fields[field];
  return field === 'id' ? spec.tiebreaker : undefined;
}

function orderTerms(ordering: string | undefined, spec: OrderingSpec): { expr: Expression<unknown>; desc: boolean }[] {
  const asked = (ordering ?? '')
    .split(',')
    .map((f) => f.trim())
    .flatMap((f) => {
      const target = orderTarget(spec, f.replace(/^-/, ''));
      return target === undefined ? [] : [{ target, desc: f.startsWith('-') }];
    });
  const chosen =
    asked.length > 0 ? asked : spec.default.map((f) => ({ target: orderTarget(spec, f.replace(/^-/, '')) ?? spec.tiebreaker, desc: f.startsWith('-') }));
  const terms = chosen.map(({ target, desc }) => ({ expr: typeof target === 'string' ? sql.ref(target) : target, desc }));
  // The tiebreaker runs the way the last term does, so `created desc` pages walk an index on
  // (created, id) backwards instead of sorting every match.
  terms.push({ expr: sql.ref(spec.tiebreaker), desc: terms[terms.length - 1]?.desc ?? false });
  return terms;
}

function pageUrl(request: Pick<FastifyRequest, 'url'>, page: number): string {
  const url = new URL(request.url, 'http://local');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

const TOTAL = '__total_count';

export interface PaginateOptions {
  /**
   * The total, counted apart from the page (e.g. from a short-lived cache of counts): the page
   * query then reads only `page_size` rows through an index instead of every match, which a
   * window count over a large table cannot avoid.
   */
  count?: () => Promise<number>;
  /**
   * The total as an expression of the page's own statement, typically a `count(*)` sub-select of
   * the same filter: one round trip, and the page still stops at `page_size` rows (a window count
   * would carry every match through the page's joins and its sort).
   */
  total?: AliasableExpression<number>;
  /**
   * 'generic': the page's statement is prepared like any other (its plan kept per connection)
   * rather than planned for each request's values. For a view whose one good plan does not depend
   * on the values (no text filter: an index walk to the page whatever they are), where planning
   * the joins cost more than running them (the accountants' default view: 2.3 ms planned, 0.5 ms run).
   */
  plan?: 'per request' | 'generic';
}

/**
 * Runs `query` (not yet ordered or limited) as one page. `map` shapes each row for the answer.
 * The total comes from a window count in the same query (one round trip), or from
 * `options.count`; only an empty page asks for it separately. Not for SELECT DISTINCT (the window
 * counts before DISTINCT): group instead. A page past the last one is a 404, as in DRF.
 */
export async function paginate<DB extends Database, TB extends keyof DB, O, R>(
  db: Kysely<Database>,
  /** Only its URL is read, for the next/previous links: a service passes `{ url }`. */
  request: Pick<FastifyRequest, 'url'>,
  query: SelectQueryBuilder<DB, TB, O>,
  params: ListQuery,
  spec: OrderingSpec,
  map: (row: O) => R,
  options: PaginateOptions = {},
): Promise<Page<R>> {
  const separate = options.count;
  const counted = separate ? query : query.select((options.total ?? sql<number>`count(*) over()`).as(TOTAL));
  const pageRows = orderedPage(counted, params, spec, options.plan).execute() as Promise<(O & { [TOTAL]?: number | string })[]>;
  const [rows, total] = await Promise.all([pageRows, separate ? separate() : Promise.resolve(null)]);
  const { page, page_size: size } = params;
  const count = total !== null ? total : rows.length > 0 ? Number(rows[0][TOTAL]) : page === 1 ? 0 : await countAll(db, query);
  return pageOf(
    request,
    params,
    count,
    rows.map((row) => {
      const { [TOTAL]: _total, ...rest } = row;
      return map(rest as O);
    }),
  );
}

/** `query` in the list's ordering, limited to the asked page (not run: it may be a sub-select). */
export function orderedPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  params: ListQuery,
  spec: OrderingSpec,
  plan: PaginateOptions['plan'] = 'per request',
): SelectQueryBuilder<DB, TB, O> {
  const { page, page_size: size } = params;
  const sorted = ordered(query, params.ordering, spec);
  // The statement holding the page is planned for its values unless asked (db/preparedStatements.ts).
  if (plan === 'per request') return sorted.limit(size).offset((page - 1) * size).modifyEnd(sql.raw(PLAN_PER_REQUEST));
  // Written in the text: with LIMIT and OFFSET as parameters PostgreSQL costs the generic plan for
  // a tenth of the rows and keeps planning every request (a statement per page asked is the price).
  return sorted.limit(sql.lit(size)).offset(sql.lit((page - 1) * size));
}

/**
 * The page's ids of a list scoped to a few groups (a small agency subtree), walked group by group:
 * `perGroup(group)` (the filtered rows of one group, selecting nothing yet) gives its first
 * `offset + page_size` rows in the list's order — an index on (group, order) walks them and stops —,
 * and those are merged and cut to the page. The same page as `orderedPage` over all the groups' rows
 * (each of its rows is among its group's first ones), without reading every match to sort it: a
 * second-level agency's /resumen page read its 15 000 reservations for ten (6–8 ms → under 1 ms).
 * Prepared like any statement: its one plan (a walk per group, then a merge) does not depend on the
 * values, and planning it for each request was most of its cost. The limits are written in the
 * text (see orderedPage's 'generic').
 */
export function orderedPageByGroup<GDB, GTB extends keyof GDB, DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  groups: SelectQueryBuilder<GDB, GTB, { group: number }>,
  perGroup: (group: Expression<number>) => SelectQueryBuilder<DB, TB, O>,
  params: ListQuery,
  spec: OrderingSpec,
) {
  const { page, page_size: size } = params;
  const terms = orderTerms(params.ordering, spec);
  const keys = terms.map((_, i) => `__o${i}`);
  let walked = db
    .selectFrom(groups.as('__g'))
    .innerJoinLateral(
      (eb) => {
        let each = perGroup(eb.ref('__g.group')).select(sql<number>`${sql.ref(spec.tiebreaker)}`.as('__id'));
        terms.forEach((term, i) => {
          each = each.select(sql`${term.expr}`.as(keys[i])).orderBy(term.expr, term.desc ? 'desc' : 'asc');
        });
        return each.limit(sql.lit(page * size)).as('__x');
      },
      (join) => join.onTrue(),
    )
    .select(sql<number>`__x.__id`.as('id'));
  terms.forEach((term, i) => {
    walked = walked.orderBy(sql.ref(`__x.${keys[i]}`), term.desc ? 'desc' : 'asc');
  });
  return walked.limit(sql.lit(size)).offset(sql.lit((page - 1) * size));
}

/** The chosen page as `paginateJsonByKeys` hands it to `from`: the ids, and their place in the page. */
type PageKeys = { id: number; place: number };

/** The page's ids joined to what a record reads. The joins are the caller's own (tables aliased as it likes): any source is fine. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RecordsFrom = (page: AliasedSelectQueryBuilder<PageKeys, '__page'>) => SelectQueryBuilder<any, any, object>;

/**
 * Narrow first, wide after, for a list whose records the database writes as JSON
 * (server/db/json.ts), in two statements. First `keys` (the filtered rows, selecting only `id`) is
 * ordered and cut to the page, with `total` counted beside it, planned for the request's values: a
 * generic plan cannot see how many rows a 'contains' filter matches, and for a one-piece statement
 * it joined and sorted every match (docs/decisions.md). Then `from(page)` joins those ids (aliased
 * `__page`, with their `place`) to what `record` (one record's JSON over those joins) reads, and
 * the answer is the page's JSON text in the ids' order. That second statement's text is the same
 * for every page, so PostgreSQL keeps its plan: planned per request with the first, the record's
 * joins and sub-selects cost more to plan than both statements to run (the agency list on the
 * bench: 2.3 ms planned a request).
 */
export async function paginateJsonByKeys<DB extends Database, TB extends keyof DB>(
  db: Kysely<Database>,
  request: Pick<FastifyRequest, 'url'>,
  keys: SelectQueryBuilder<DB, TB, { id: number }>,
  params: ListQuery,
  spec: OrderingSpec,
  from: RecordsFrom,
  record: Expression<unknown>,
  total: AliasableExpression<number>,
  /**
   * 'generic' (PaginateOptions) when the filter reads every match whatever the values (a 'contains'
   * filter counted by a window): no index walk to choose, so planning it for each request only cost
   * time (a quarter of the agency list's first statement).
   */
  plan: PaginateOptions['plan'] = 'per request',
): Promise<string> {
  const keysPage = orderedPage(keys.select(total.as(TOTAL)), params, spec, plan);
  if (plan === 'generic') return oneStatementPage(db, request, keys, params, from, record, keysPage);
  const chosen = (await keysPage.execute()) as unknown as ({ id: number } & { [TOTAL]: number | string })[];
  const count = chosen.length > 0 ? Number(chosen[0][TOTAL]) : params.page === 1 ? 0 : await countAll(db, keys);
  if (chosen.length === 0) return pageJson(pageHead(request, params, count, 0), '[]');
  const ids = sql`${chosen.map((r) => r.id)}::int[]`;
  const row = (await withRecords(db, ids, from, record).executeTakeFirstOrThrow()) as { results: string | null; rows: number };
  return pageJson(pageHead(request, params, count, row.rows), row.results ?? '[]');
}

/** The page's records as one JSON text (`results`) and their number, for the ids `ids` (an int[]) in their order. */
function withRecords(
  db: Kysely<Database>,
  ids: RawBuilder<unknown>,
  from: RecordsFrom,
  record: Expression<unknown>,
) {
  const page = db
    .selectFrom(sql<PageKeys>`(select id, place from unnest(${ids}) with ordinality as u(id, place))`.as('__ids'))
    .select(['__ids.id', '__ids.place'])
    .as('__page');
  // string_agg rather than json_agg, which puts a line break between the elements.
  return from(page).select([sql<string | null>`'[' || string_agg((${record})::text, ',' order by __page.place) || ']'`.as('results'), sql<number>`count(*)::int`.as('rows')]);
}

/**
 * paginateJsonByKeys in one round trip, for a prepared page ('generic'): the keys' page as a
 * materialized CTE, so it is cut to the page before the records' joins whatever the plan, then the
 * records of its ids (ARRAY keeps the page's order). A round trip was a tenth of the agency list.
 */
async function oneStatementPage<DB extends Database, TB extends keyof DB>(
  db: Kysely<Database>,
  request: Pick<FastifyRequest, 'url'>,
  keys: SelectQueryBuilder<DB, TB, { id: number }>,
  params: ListQuery,
  from: RecordsFrom,
  record: Expression<unknown>,
  keysPage: SelectQueryBuilder<DB, TB, object>,
): Promise<string> {
  const records = withRecords(db, sql`array(select id from __k)`, from, record).select(sql<number | null>`(select ${sql.ref(TOTAL)} from __k limit 1)`.as('total'));
  const { rows } = await sql<{ results: string | null; rows: number; total: number | string | null }>`with __k as materialized ${keysPage} ${records}`.execute(db);
  const row = rows[0];
  const count = row.total !== null ? Number(row.total) : params.page === 1 ? 0 : await countAll(db, keys);
  return pageJson(pageHead(request, params, count, row.rows), row.results ?? '[]');
}

function ordered<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, ordering: string | undefined, spec: OrderingSpec): SelectQueryBuilder<DB, TB, O> {
  let q = query;
  for (const term of orderTerms(ordering, spec)) q = q.orderBy(term.expr, term.desc ? 'desc' : 'asc');
  return q;
}

/**
 * The DRF page of `results` (the asked page's rows) out of `count` matches: a count smaller than
 * the rows before and on this page is raised to them; a page past the last one is a 404.
 */
export function pageOf<R>(request: Pick<FastifyRequest, 'url'>, params: ListQuery, counted: number, results: R[]): Page<R> {
  return { ...pageHead(request, params, counted, results.length), results };
}

/** `pageOf` without the results, for a page of `rows` records whose JSON is written elsewhere. */
export function pageHead(request: Pick<FastifyRequest, 'url'>, params: ListQuery, counted: number, rows: number): Omit<Page<never>, 'results'> {
  const { page, page_size: size } = params;
  const count = Math.max(counted, (page - 1) * size + rows);
  const totalPages = Math.max(1, Math.ceil(count / size));
  if (page > totalPages || (page > 1 && rows === 0)) throw notFound();
  return {
    count,
    next: page < totalPages ? pageUrl(request, page + 1) : null,
    previous: page > 1 ? pageUrl(request, page - 1) : null,
    page,
    total_pages: totalPages,
  };
}

/**
 * The JSON text of `page` whose `results` is given as JSON text already (records the database
 * wrote, server/db/json.ts), followed by `extra` members: the text JSON.stringify would give for
 * the page with those results and members.
 */
export function pageJson(page: Omit<Page<unknown>, 'results'> & { results?: unknown }, resultsJson: string, extra: Record<string, unknown> = {}): string {
  const { results: _results, ...head } = page;
  let text = `${JSON.stringify(head).slice(0, -1)},"results":${resultsJson}`;
  for (const [key, value] of Object.entries(extra)) {
    const json = JSON.stringify(value);
    if (json !== undefined) text += `,${JSON.stringify(key)}:${json}`;
  }
  return `${text}}`;
}

/** `count(*)` of a filtered query (no ordering, no page). */
export async function countRows<DB, TB extends keyof DB, O>(db: Kysely<Database>, query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  return countAll(db, query);
}

/**
 * Every row of `query` in the list's ordering, `size` rows at a time, each batch starting after
 * the last row of the previous one (keyset, not OFFSET: each batch costs the same however deep the
 * export is, and memory holds one batch). Every ordering term must be non-null. No transaction is
 * held between batches, so other requests run in between.
 */
/**
 * Each batch an export reads is published here (its size): tests watch an export's reading pace
 * without replacing the module, and with no subscriber it costs nothing.
 */
export const keysetBatchRead = channel('portal:keyset-batch');

export async function* keysetBatches<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  ordering: string | undefined,
  spec: OrderingSpec,
  size: number,
): AsyncGenerator<O[]> {
  const terms = orderTerms(ordering, spec);
  // Keys travel as text and come back as untyped parameters, so the database reads them in the
  // column's own type: a timestamptz keeps its microseconds, which a JS Date would lose.
  let keyed = query.select(terms.map((term, i) => sql<string>`(${term.expr})::text`.as(`${KEY}${i}`)));
  for (const term of terms) keyed = keyed.orderBy(term.expr, term.desc ? 'desc' : 'asc');
  let last: string[] | null = null;
  for (;;) {
    const after = last;
    const batch = after ? keyed.where(() => afterKeys(terms, after)) : keyed;
    const rows = (await batch.limit(size).execute()) as (O & Record<string, string>)[];
    if (rows.length === 0) return;
    const tail = rows[rows.length - 1];
    last = terms.map((_, i) => tail[`${KEY}${i}`]);
    if (keysetBatchRead.hasSubscribers) keysetBatchRead.publish(rows.length);
    yield rows.map((row) => {
      const copy: Record<string, unknown> = { ...row };
      for (let i = 0; i < terms.length; i++) delete copy[`${KEY}${i}`];
      return copy as O;
    });
    if (rows.length < size) return;
  }
}

const KEY = '__key';

/** (t1 > v1) or (t1 = v1 and t2 > v2) or …, with < for descending terms. */
function afterKeys(terms: { expr: Expression<unknown>; desc: boolean }[], values: string[]): RawBuilder<SqlBool> {
  const branches = terms.map((term, i) => {
    const equal = terms.slice(0, i).map((prev, j) => sql`${prev.expr} = ${values[j]}`);
    const beyond = term.desc ? sql`${term.expr} < ${values[i]}` : sql`${term.expr} > ${values[i]}`;
    return sql.join([...equal, beyond], sql` and `);
  });
  return sql<SqlBool>`(${sql.join(branches.map((b) => sql`(${b})`), sql` or `)})`;
}


async function countAll<DB, TB extends keyof DB, O>(db: Kysely<Database>, query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await db
    .selectFrom(query.as('page_source'))
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
