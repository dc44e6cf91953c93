/**
 * The reservation list's count and totals (paid = commercial status paid; unpaid = non-paid and
 * partial-paid). From the summary rows the triggers of migration 0013 keep per scope, service type,
 * status, currency, departure day and commercial status (0052: and the same without the day, for
 * filters without a date window) when the filter reads only those — a few hundred rows whatever
 * the number of matches — and from the matching reservations otherwise.
 * Both give the same answer (summary.test.ts compares them).
 */
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReservationListRollupTable } from '../../db/schemaFlights.ts';
import { seesWholeNetwork } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { matchingReservations, rowConditions, type ReservationFilters } from './query.ts';

type Db = Kysely<Database>;

export interface Summary {
  count: number;
  paid: string;
  unpaid: string;
}

/** Filters whose columns are the summary's key (or that no query reads). */
const SUMMARY_FILTERS: ReadonlySet<string> = new Set<keyof ReservationFilters>([
  'service_type',
  'currency',
  'reservation_status',
  'departure_date_start',
  'departure_date_end',
  'commercial_status',
  'is_paid',
  'include_reservations',
  'include_flights',
]);

/**
 * The summary's scope row of the actor: '' for the whole network, else its agency's path — the
 * live scope is `path like '<path>%'`, which for a dot-terminated path is exactly the reservations
 * counted under that prefix. Null when the summary cannot answer `f`.
 */
export function summaryScope(actor: AuthActor, f: ReservationFilters): string | null {
  const answerable = Object.entries(f).every(([key, value]) => value === undefined || SUMMARY_FILTERS.has(key));
  if (!answerable) return null;
  if (seesWholeNetwork(actor)) return '';
  const { path } = actor.agency;
  return path === '' || path.endsWith('.') ? path : null;
}

/** Count and totals of a filter. */
export async function summarize(db: Db, actor: AuthActor, f: ReservationFilters): Promise<Summary> {
  return summaryOf(await summaryQuery(db, actor, f).executeTakeFirstOrThrow());
}

/**
 * The statement of `summarize`, not run: one row of `count`, `paid`, `unpaid`, to which the list
 * adds its page's ids (one round trip for both). `agencies`: as for matchingReservations.
 */
export function summaryQuery(db: Db, actor: AuthActor, f: ReservationFilters, agencies?: readonly number[]) {
  const scope = summaryScope(actor, f);
  return scope === null ? aggregate(matchingReservations(db, actor, f, agencies), sql`count(*)`) : aggregate(keptRows(db, scope, f), sql`sum(r.reservations)`);
}

/** The row of summaryQuery as a Summary (the count may come as text). */
export function summaryOf(row: { count: number | string; paid: string; unpaid: string }): Summary {
  return { count: Number(row.count), paid: row.paid, unpaid: row.unpaid };
}

/** The kept counts and totals of a scope (also what the test compares with `liveSummary`). */
export function keptSummary(db: Db, scope: string, f: ReservationFilters): Promise<Summary> {
  return aggregate(keptRows(db, scope, f), sql`sum(r.reservations)`).executeTakeFirstOrThrow().then(summaryOf);
}

function keptRows(db: Db, scope: string, f: ReservationFilters) {
  let q = keptScopeRows(db, scope, f.departure_date_start !== undefined || f.departure_date_end !== undefined);
  for (const condition of rowConditions(f)) q = q.where(condition);
  return q;
}

/**
 * The kept rows of `scope` a filter sums: the daily summary when the filter has a date window,
 * else the rollup without the day (0052: a few dozen rows a scope instead of one per day). Aliased
 * `r`: the filters name the reservation's columns, which both keys repeat.
 */
export function keptScopeRows(db: Db, scope: string, byDay: boolean) {
  const table = byDay ? 'reservation_list_summary' : 'reservation_list_rollup';
  return db.selectFrom(sql<ReservationListRollupTable>`${sql.table(table)}`.as('r')).where(sql<SqlBool>`r.scope_path = ${scope}`);
}

/** The same, counted over the matching reservations. */
export function liveSummary(db: Db, actor: AuthActor, f: ReservationFilters): Promise<Summary> {
  return aggregate(matchingReservations(db, actor, f), sql`count(*)`).executeTakeFirstOrThrow().then(summaryOf);
}

/** `count` and the sums of `r.total` by `r.commercial_status` over the rows of `q` (also the general list's, resumen/query.ts). */
export function aggregate<DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>, count: RawBuilder<unknown>) {
  return q.select([
    sql<number>`coalesce(${count}, 0)::int`.as('count'),
    sql<string>`coalesce(sum(r.total) filter (where r.commercial_status = 'paid'), 0)::numeric(14,2)::text`.as('paid'),
    sql<string>`coalesce(sum(r.total) filter (where r.commercial_status in ('non-paid', 'partial-paid')), 0)::numeric(14,2)::text`.as('unpaid'),
  ]);
}
