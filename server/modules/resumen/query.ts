/**
 * The general reservation list's query (GET reservations/, sellers/reservations/): the caller's
 * scope (http/scope.ts agencyScope, as the flight list applies it) and the seller reservation
 * filter of spec §7, over the general record `reservations as r` alone — no service's own table
 * is joined, so the list holds every service.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { seesEverySellersSales } from '../../../domain/reservations/listRules.ts';
import type { SellerReservationFilters } from '../../../domain/schemas/resumen.ts';
import type { Database } from '../../db/schema.ts';
import { serviceSummary } from './serviceSummaries.ts';
import { orderedPageByGroup, type ListQuery, type OrderingSpec } from '../../http/pagination.ts';
import { agencyRowScope, agencyScope, seesFewAgencies } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { containsPattern } from '../nomenclators/service.ts';
import { paidCondition } from '../reservations/query.ts';
import { aggregate, keptScopeRows, summaryOf, summaryScope } from '../reservations/summary.ts';
import { serviceConditions } from './serviceFilters.ts';

type Db = Kysely<Database>;
type Condition = Expression<SqlBool>;

const cmp = (column: string, op: '=' | '>=' | '<=' | '<', value: unknown): Condition => sql<SqlBool>`${sql.ref(column)} ${sql.raw(op)} ${value}`;
const dayStart = (date: string) => sql<Date>`${date}::date::timestamptz`;

/** Who the list is for: the caller's subtree, or (sellers/reservations/) the sellers' sales. */
export type ListAudience = 'scope' | 'own';

/**
 * sellers/reservations/: a seller's own sales (sellers.user_id); a Seller Admin's, every sale made
 * by a seller — both inside the caller's scope.
 */
const sellersSales = (actor: AuthActor): Condition =>
  seesEverySellersSales(actor) ? sql<SqlBool>`r.seller_id is not null` : sql<SqlBool>`r.seller_id in (select sl.id from sellers sl where sl.user_id = ${actor.id})`;

export function filterConditions(f: Partial<SellerReservationFilters>): Condition[] {
  const c: Condition[] = [];
  if (f.service_type) c.push(cmp('r.service_type', '=', f.service_type));
  if (f.currency !== undefined) c.push(cmp('r.currency_id', '=', f.currency));
  if (f.customer_name) c.push(sql<SqlBool>`r.client_name ilike ${containsPattern(f.customer_name)}`);
  if (f.reservation_code) c.push(sql<SqlBool>`r.locator like ${`${f.reservation_code.toUpperCase().replace(/[\\%_]/g, '')}%`}`);
  if (f.transaction_code) c.push(sql<SqlBool>`${f.transaction_code} = any(r.payment_order_numbers)`);
  if (f.start_date) c.push(cmp('r.created_at', '>=', dayStart(f.start_date)));
  if (f.end_date) c.push(cmp('r.created_at', '<', sql<Date>`${dayStart(f.end_date)} + interval '1 day'`));
  if (f.service_checkin_start_date) c.push(cmp('r.start_date', '>=', f.service_checkin_start_date));
  if (f.service_checkin_end_date) c.push(cmp('r.start_date', '<=', f.service_checkin_end_date));
  if (f.service_checkout_start_date) c.push(cmp('r.end_date', '>=', f.service_checkout_start_date));
  if (f.service_checkout_end_date) c.push(cmp('r.end_date', '<=', f.service_checkout_end_date));
  if (f.commercial_status) c.push(cmp('r.commercial_status', '=', f.commercial_status));
  // Spec §3 'paid', as the flight list's is_paid.
  if (f.is_paid !== undefined) c.push(paidCondition(f.is_paid));
  // Spec §3 'bank code': the buying agency's.
  if (f.bank_code) c.push(sql<SqlBool>`r.agency_id in (select ag.id from agencies ag where ag.bank_code ilike ${containsPattern(f.bank_code)})`);
  if (f.coordinator_status) c.push(cmp('r.coordinator_status', '=', f.coordinator_status));
  if (f.accounting_status) c.push(cmp('r.accounting_status', '=', f.accounting_status));
  if (f.provider_status) c.push(cmp('r.provider_status', '=', f.provider_status));
  if (f.reservation_status) c.push(cmp('r.status', '=', f.reservation_status));
  if (f.agency !== undefined) c.push(cmp('r.agency_id', '=', f.agency));
  if (f.seller !== undefined) c.push(cmp('r.seller_id', '=', f.seller));
  if (f.business_line) c.push(cmp('r.business_line', '=', f.business_line));
  if (f.cost_center) c.push(cmp('r.cost_center', '=', f.cost_center));
  if (f.accounting_provider) c.push(cmp('r.accounting_provider', '=', f.accounting_provider));
  if (f.operator_name) {
    c.push(sql<SqlBool>`r.operator_id in (select u.id from users u where (u.first_name || ' ' || u.last_name) ilike ${containsPattern(f.operator_name)} or u.username ilike ${containsPattern(f.operator_name)})`);
  }
  if (f.has_notes !== undefined) {
    const exists = sql<SqlBool>`exists (select 1 from reservation_notes n where n.reservation_id = r.id)`;
    c.push(f.has_notes ? exists : sql<SqlBool>`not ${exists}`);
  }
  return [...c, ...serviceConditions(f)];
}

/** Reservations of any service the caller sees that pass the filter; no columns selected yet. */
export function generalReservations(db: Db, actor: AuthActor, f: Partial<SellerReservationFilters>, audience: ListAudience = 'scope') {
  let q = filtered(db, f).where(agencyScope(actor, 'r.agency_id'));
  if (audience === 'own') q = q.where(sellersSales(actor));
  return q;
}

function filtered(db: Db, f: Partial<SellerReservationFilters>) {
  let q = db.selectFrom('reservations as r');
  for (const condition of filterConditions(f)) q = q.where(condition);
  return q;
}

/**
 * A second- or third-level agency's list: its subtree is a few agencies, so its page is walked
 * agency by agency (http/pagination.ts orderedPageByGroup). Not for staff (the whole network,
 * one walk) nor a first-level agency (thousands of agencies below it).
 */
export function walksByAgency(actor: AuthActor, audience: ListAudience): boolean {
  return audience === 'scope' && seesFewAgencies(actor);
}

/** The page's ids of `walksByAgency`'s callers: each agency of the subtree walked on its own. */
export function generalPageByAgency(db: Db, actor: AuthActor, f: Partial<SellerReservationFilters>, params: ListQuery) {
  const agencies = db.selectFrom('agencies as a').select('a.id as group').where(agencyRowScope(actor, 'a.path'));
  return orderedPageByGroup(db, agencies, (agency) => filtered(db, f).where(sql<SqlBool>`r.agency_id = ${agency}`), params, generalOrdering);
}

/** The list columns of reservations already chosen by a scoped query (a page's ids). */
export function generalRowsByIds(db: Db, ids: readonly number[]) {
  return withColumns(db.selectFrom('reservations as r').where('r.id', 'in', ids));
}

export function withColumns(q: ReturnType<typeof generalReservations>) {
  return q.select([
    'r.id',
    'r.locator',
    'r.service_type',
    'r.status',
    'r.agency_id',
    sql<string>`(select ag.name from agencies ag where ag.id = r.agency_id)`.as('agency_name'),
    'r.operator_id',
    sql<string>`(select coalesce(nullif(trim(op.first_name || ' ' || op.last_name), ''), op.username) from users op where op.id = r.operator_id)`.as('operator_name'),
    'r.seller_id',
    sql<string | null>`(select trim(su.first_name || ' ' || su.last_name) from sellers sl join users su on su.id = sl.user_id where sl.id = r.seller_id)`.as('seller_name'),
    'r.client_name',
    'r.start_date',
    'r.end_date',
    'r.created_at',
    'r.currency_id',
    'r.total',
    'r.commercial_status',
    'r.accounting_status',
    'r.provider_status',
    'r.coordinator_status',
    'r.business_line',
    'r.cost_center',
    'r.accounting_provider',
    sql<string | null>`(select ap.name from accounting_providers ap where ap.code = r.accounting_provider)`.as('accounting_provider_name'),
    sql<boolean>`exists (select 1 from reservation_notes n where n.reservation_id = r.id)`.as('has_notes'),
    serviceSummary().as('summary'),
  ]);
}
export type GeneralRow = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

export const generalOrdering: OrderingSpec = {
  fields: {
    created: 'r.created_at',
    locator: 'r.locator',
    start_date: 'r.start_date',
    total: 'r.total',
    status: 'r.status',
    service_type: 'r.service_type',
    client_name: sql`lower(r.client_name)`,
  },
  default: ['-created'],
  tiebreaker: 'r.id',
};

/**
 * Filters whose columns are the key of the list summary (migration 0013: scope, service type,
 * status, currency, start day, commercial status), or that narrow nothing: with only these the
 * count and totals are read from the few summary rows instead of every matching reservation.
 */
const SUMMARY_FILTERS: ReadonlySet<string> = new Set<keyof SellerReservationFilters>([
  'service_type',
  'currency',
  'reservation_status',
  'commercial_status',
  'service_checkin_start_date',
  'service_checkin_end_date',
  'is_paid',
  'include_reservations',
]);

/** The summary's scope row for this list and filter, or null when the summary cannot answer it. */
function keptScope(actor: AuthActor, f: Partial<SellerReservationFilters>, audience: ListAudience): string | null {
  if (audience !== 'scope') return null;
  if (!Object.entries(f).every(([key, value]) => value === undefined || SUMMARY_FILTERS.has(key))) return null;
  return summaryScope(actor, {});
}

/**
 * Totals paid and unpaid of the whole filter, in its currency (the flight list's definitions):
 * from the list summary when it can answer the filter (the /resumen page as it opens: 150 000
 * reservations in SEED=bench summed from a few hundred rows), else from the matching reservations.
 * Both give the same answer (resumen.test.ts compares them).
 */
export async function generalTotals(db: Db, actor: AuthActor, f: Partial<SellerReservationFilters>, audience: ListAudience) {
  const scope = keptScope(actor, f, audience);
  if (scope !== null) {
    let q = keptScopeRows(db, scope, f.service_checkin_start_date !== undefined || f.service_checkin_end_date !== undefined);
    for (const condition of filterConditions(f)) q = q.where(condition);
    return summaryOf(await aggregate(q, sql`sum(r.reservations)`).executeTakeFirstOrThrow());
  }
  return liveTotals(db, actor, f, audience);
}

/** The same totals counted over the matching reservations. */
export async function liveTotals(db: Db, actor: AuthActor, f: Partial<SellerReservationFilters>, audience: ListAudience) {
  const row = await generalReservations(db, actor, f, audience)
    .select([
      sql<string>`count(*)`.as('count'),
      sql<string>`coalesce(sum(r.total) filter (where r.commercial_status = 'paid'), 0)::numeric(14,2)::text`.as('paid'),
      sql<string>`coalesce(sum(r.total) filter (where r.commercial_status in ('non-paid', 'partial-paid')), 0)::numeric(14,2)::text`.as('unpaid'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), paid: row.paid, unpaid: row.unpaid };
}
