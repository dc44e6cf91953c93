/**
 * DRF page-number pagination for every list: `page`, `page_size` (≤ 1000), `ordering` (comma
 * separated, `-` for descending, only whitelisted fields; unknown ones are ignored as DRF does) →
 * `{count, next, previous, page, total_pages, results}` with next/previous as absolute paths.
 */
import type { FastifyRequest } from 'fastify';
import { sql, type Expression, type Kysely, type SelectQueryBuilder } from 'kysely';
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

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    page: z.number().int(),
    total_pages: z.number().int(),
    results: z.array(item),
  });
}

export interface OrderingSpec {
  /** API field name → SQL column reference or expression. */
  fields: Record<string, string | Expression<unknown>>;
  /** Used when the client sends no (valid) ordering, e.g. ['name'] or ['-created']. */
  default: string[];
  /** A unique column appended last, so pages never overlap or skip rows. */
  tiebreaker: string;
}

function orderTerms(ordering: string | undefined, spec: OrderingSpec): { expr: Expression<unknown>; desc: boolean }[] {
  const asked = (ordering ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f.replace(/^-/, '') in spec.fields);
  const chosen = asked.length > 0 ? asked : spec.default;
  const terms = chosen.map((f) => {
    const desc = f.startsWith('-');
    const target = spec.fields[f.replace(/^-/, '')];
    return { expr: typeof target === 'string' ? sql.ref(target) : target, desc };
  });
  terms.push({ expr: sql.ref(spec.tiebreaker), desc: false });
  return terms;
}

function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, 'http://local');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

/**
 * Runs `query` (not yet ordered or limited) as one page. `map` shapes each row for the answer.
 * The total comes from a window count in the same query (one round trip); only an empty page asks
 * for it separately. Not for SELECT DISTINCT (the window counts before DISTINCT): group instead.
 * A page past the last one is a 404, as in DRF.
 */
export async function paginate<DB extends Database, TB extends keyof DB, O, R>(
  db: Kysely<Database>,
  request: FastifyRequest,
  query: SelectQueryBuilder<DB, TB, O>,
  params: ListQuery,
  spec: OrderingSpec,
  map: (row: O) => R,
): Promise<Page<R>> {
  const { page, page_size: size } = params;
  let ordered = query.select(sql<number>`count(*) over()`.as(TOTAL));
  for (const term of orderTerms(params.ordering, spec)) ordered = ordered.orderBy(term.expr, term.desc ? 'desc' : 'asc');
  const rows = (await ordered
    .limit(size)
    .offset((page - 1) * size)
    .execute()) as (O & { [TOTAL]: number | string })[];
  const count = rows.length > 0 ? Number(rows[0][TOTAL]) : page === 1 ? 0 : await countAll(db, query);
  const totalPages = Math.max(1, Math.ceil(count / size));
  if (page > totalPages) throw notFound();
  return {
    count,
    next: page < totalPages ? pageUrl(request, page + 1) : null,
    previous: page > 1 ? pageUrl(request, page - 1) : null,
    page,
    total_pages: totalPages,
    results: rows.map((row) => {
      const { [TOTAL]: _total, ...rest } = row;
      return map(rest as O);
    }),
  };
}

const TOTAL = '__total_count';

async function countAll<DB, TB extends keyof DB, O>(db: Kysely<Database>, query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await db
    .selectFrom(query.as('page_source'))
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
