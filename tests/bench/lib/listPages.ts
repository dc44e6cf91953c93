/**
 * The checks and cold reads the list scenarios share (reservation list, /resumen): a full first page
 * in the caller's scope, newest first, that page 2 continues, with its totals; and pages nobody asked
 * for yet, one at a time, in other orderings.
 */
import { getJson } from './api.ts';
import type { BenchContext } from './harness.ts';

export interface ListRow {
  id: number;
  locator: string;
  agency: number;
  created_at: string;
}

export interface ListPage<R extends ListRow> {
  count: number;
  results: R[];
  totals: { paid: string; unpaid: string; currency: number };
}

export interface ListSpec<R extends ListRow> {
  list: string;
  /** Ordered by `-created`; `coldPages` swaps that ordering for others. */
  query: string;
  pageSize: number;
  /** Throws when a row breaks the filter. */
  checkRow?: (row: R) => void;
}

/** A full page that holds what the filter, the ordering and the scope (`agencies`; null: all) say. */
export async function checkListPage<R extends ListRow>(ctx: BenchContext, access: string, spec: ListSpec<R>, agencies: Set<number> | null): Promise<ListPage<R>> {
  const { list, query, pageSize } = spec;
  const page = await getJson<ListPage<R>>(ctx, access, `${list}?${query}`);
  if (page.results.length !== pageSize || page.count < pageSize) throw new Error(`expected a full page of ${pageSize}, got ${page.results.length} of ${page.count}`);
  for (const r of page.results) {
    spec.checkRow?.(r);
    if (agencies && !agencies.has(r.agency)) throw new Error(`reservation ${r.locator} belongs to agency ${r.agency}, outside the caller's subtree`);
  }
  const created = page.results.map((r) => r.created_at);
  if (created.some((c, i) => i > 0 && c > created[i - 1])) throw new Error('the page is not ordered newest first');
  const next = await getJson<ListPage<R>>(ctx, access, `${list}?${query}&page=2`);
  if (next.count !== page.count || next.results[0].created_at > created[created.length - 1] || next.results.some((r) => page.results.some((p) => p.id === r.id))) {
    throw new Error('page 2 does not continue page 1');
  }
  if (!(Number(page.totals.paid) > 0 && Number(page.totals.unpaid) > 0)) throw new Error(`totals missing: ${JSON.stringify(page.totals)}`);
  return page;
}

/** Pages 2…`pages` in each of `orderings`, one at a time (past any cache): their times, sorted. */
export async function coldPages<R extends ListRow>(ctx: BenchContext, access: string, spec: ListSpec<R>, orderings: string[], pages: number): Promise<number[]> {
  const times: number[] = [];
  for (const ordering of orderings) {
    for (let page = 2; page <= pages; page++) {
      const t0 = performance.now();
      await getJson(ctx, access, `${spec.list}?${spec.query.replace('ordering=-created', `ordering=${ordering}`)}&page=${page}`);
      times.push(performance.now() - t0);
    }
  }
  return times.sort((a, b) => a - b);
}
