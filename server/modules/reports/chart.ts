/**
 * The charts of the flight reports over the whole filter, never the page (docs/api-reports.md
 * 'Charts'): the groups of the report's own grouped query (the rows of the table), the
 * CHART_GROUPS largest by the report's figure, or the last CHART_MONTHS months in time, and the
 * rest summed as one 'others' figure — the totals of the filter less the groups drawn, so the bars
 * always add up to the totals above them.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { CHART_GROUPS, CHART_MONTHS } from '../../../domain/reports/rules.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate, type ListQuery, type OrderingSpec } from '../../http/pagination.ts';

type Figures = Record<string, string | number>;

export interface Chart<R, T> {
  rows: R[];
  others: T | null;
}

/**
 * The groups to draw from `rows` (a report's grouped query, aliased `k`, one row per group with its
 * integer `id`): months in time (their ids are YYYYMM), else the largest by `rank`, ties by id.
 */
export async function chartRows<DB, TB extends keyof DB, O, R>(rows: SelectQueryBuilder<DB, TB, O>, months: boolean, rank: string, map: (row: O) => R): Promise<R[]> {
  const id = sql.ref('k.id');
  const chosen = months
    ? await rows.orderBy(id, 'desc').limit(CHART_MONTHS).execute()
    : await rows.orderBy(sql.ref(`k.${rank}`), 'desc').orderBy(id).limit(CHART_GROUPS).execute();
  return (months ? chosen.reverse() : chosen).map(map);
}

/**
 * What the groups left out add up to: each figure of `totals` (counts, or money as decimal
 * strings) less the same figure of the drawn rows; null when every group of the filter is drawn.
 * `currency` is carried over, not summed; a figure the rows do not have is left out.
 */
export function othersOf<T extends Figures>(totals: T, drawn: readonly Figures[], groups: number): T | null {
  if (drawn.length >= groups) return null;
  const rest: Figures = {};
  for (const [key, value] of Object.entries(totals)) {
    if (key === 'currency') rest[key] = value;
    else if (!(key in drawn[0])) continue;
    else if (typeof value === 'string') rest[key] = fromMinor(toMinor(value) - drawn.reduce((sum, row) => sum + toMinor(String(row[key] ?? '0')), 0));
    else rest[key] = value - drawn.reduce((sum, row) => sum + Number(row[key] ?? 0), 0);
  }
  return rest as T;
}

/** The chart of a report answer: its drawn rows and the others of its totals. */
export function chartOf<R extends Figures, T extends Figures>(rows: R[], totals: T, groups: number): Chart<R, T> {
  return { rows, others: othersOf(totals, rows, groups) };
}

/** How a report is grouped and drawn: its rows (built anew for each use), their order, their JSON, what ranks a group. */
export interface ReportShape<DB extends Database, TB extends keyof DB, O, R> {
  rows: () => SelectQueryBuilder<DB, TB, O>;
  ordering: OrderingSpec;
  toRow: (row: O) => R;
  /** Months are drawn in time (the last CHART_MONTHS), other groups by this figure, largest first. */
  months: boolean;
  rank: string;
}

/** A report's answer: the page asked, the totals of the whole filter and its chart, read together. */
export async function reportAnswer<DB extends Database, TB extends keyof DB, O, R extends Figures, T extends Figures>(ctx: ServiceContext, url: string, q: ListQuery, shape: ReportShape<DB, TB, O, R>, totals: Promise<T>) {
  const [page, sums, drawn] = await Promise.all([paginate(ctx.db, { url }, shape.rows(), q, shape.ordering, shape.toRow), totals, chartRows(shape.rows(), shape.months, shape.rank, shape.toRow)]);
  return { ...page, totals: sums, chart: chartOf(drawn, sums, page.count) };
}
