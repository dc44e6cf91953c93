/**
 * What every flight report reads (docs/api-reports.md): the flight reservations the caller sees that
 * pass the report's filters, one row each with its outbound leg's flight and route, its passengers,
 * what it sold, and what the ledger holds for it. A reservation is flown on its outbound leg's
 * flight and route (a round trip is one sale, priced as one). Every figure is a sum in SQL over
 * `reservations`, `flight_reservations` and the ledger (the settlement's entries, refunds negative):
 * nothing is stored by hand.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { ReportFilters } from '../../../domain/schemas/reports.ts';
import type { Database } from '../../db/schema.ts';
import { agencyScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';

type Db = Kysely<Database>;
type Condition = Expression<SqlBool>;

const cmp = (column: string, op: '=' | '>=' | '<=' | '<', value: unknown): Condition => sql<SqlBool>`${sql.ref(column)} ${sql.raw(op)} ${value}`;
/** Booking days are UTC days, as in the accountants' lists. */
const dayStart = (day: string) => sql<Date>`((${day}::date)::timestamp at time zone 'UTC')`;
const dayEnd = (day: string) => sql<Date>`((${day}::date + 1)::timestamp at time zone 'UTC')`;

function conditions(actor: AuthActor, f: ReportFilters): Condition[] {
  const c: Condition[] = [agencyScope(actor, 'r.agency_id'), cmp('r.service_type', '=', 'flights'), cmp('r.currency_id', '=', f.currency)];
  if (f.created_start_date) c.push(cmp('r.created_at', '>=', dayStart(f.created_start_date)));
  if (f.created_end_date) c.push(cmp('r.created_at', '<', dayEnd(f.created_end_date)));
  if (f.departure_date_start) c.push(cmp('r.start_date', '>=', f.departure_date_start));
  if (f.departure_date_end) c.push(cmp('r.start_date', '<=', f.departure_date_end));
  if (f.agency !== undefined) c.push(cmp('r.agency_id', '=', f.agency));
  if (f.route !== undefined) c.push(cmp('f.route_id', '=', f.route));
  if (f.flight !== undefined) c.push(cmp('f.id', '=', f.flight));
  if (f.reservation_status) c.push(cmp('r.status', '=', f.reservation_status));
  if (f.commercial_status) c.push(cmp('r.commercial_status', '=', f.commercial_status));
  return c;
}

/** The matching reservations with their outbound flight and route. */
function matched(db: Db, actor: AuthActor, f: ReportFilters) {
  let q = db
    .selectFrom('reservations as r')
    .innerJoin('flight_reservations as fr', 'fr.reservation_id', 'r.id')
    .innerJoin('subcalendars as s', 's.id', 'fr.outbound_subcalendar_id')
    .innerJoin('flights as f', 'f.id', 's.flight_id');
  for (const condition of conditions(actor, f)) q = q.where(condition);
  return q.select([
    'r.id',
    'r.agency_id',
    'r.created_at',
    'r.start_date',
    'f.id as flight_id',
    'f.route_id',
    sql<boolean>`r.status = 'cancelled'`.as('cancelled'),
    'fr.adults',
    'fr.children',
    'fr.infants',
    'r.total',
    'r.net',
  ]);
}

/**
 * The report's rows as the CTE `m` (one per reservation) with the ledger's part of each: `markups`
 * (credited to the agencies' markup earnings) and `provider` (to the provider's revenue) on the
 * transactions of the reservation. Sold amounts count only reservations not cancelled; what was
 * collected counts for every one (a cancellation keeps its penalty).
 */
export function reportBase(db: Db, actor: AuthActor, f: ReportFilters) {
  return db
    .with('mr', () => matched(db, actor, f))
    .with('ml', (qb) =>
      qb
        .selectFrom('ledger_transactions as t')
        .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .select([
          't.reservation_id',
          sql<string>`coalesce(sum(e.amount) filter (where a.kind = 'markup_earnings'), 0)`.as('markups'),
          sql<string>`coalesce(sum(e.amount) filter (where a.kind = 'provider_revenue'), 0)`.as('provider'),
        ])
        .where('t.reservation_id', 'in', (sub) => sub.selectFrom('mr').select('mr.id'))
        .where('a.kind', 'in', ['markup_earnings', 'provider_revenue'])
        .groupBy('t.reservation_id'),
    )
    .with('m', (qb) =>
      qb
        .selectFrom('mr')
        .leftJoin('ml', 'ml.reservation_id', 'mr.id')
        .select([
          'mr.id',
          'mr.agency_id',
          'mr.created_at',
          'mr.start_date',
          'mr.flight_id',
          'mr.route_id',
          'mr.cancelled',
          sql<number>`case when mr.cancelled then 0 else mr.adults end`.as('adults'),
          sql<number>`case when mr.cancelled then 0 else mr.children end`.as('children'),
          sql<number>`case when mr.cancelled then 0 else mr.infants end`.as('infants'),
          sql<number>`case when mr.cancelled then mr.adults + mr.children + mr.infants else 0 end`.as('cancelled_passengers'),
          sql<string>`case when mr.cancelled then 0 else mr.total end`.as('total'),
          sql<string>`case when mr.cancelled then 0 else mr.net end`.as('net'),
          sql<string>`coalesce(ml.markups, 0)`.as('markups'),
          sql<string>`coalesce(ml.provider, 0)`.as('provider'),
          sql<string>`case when mr.cancelled then 0 else greatest(mr.total - coalesce(ml.markups, 0) - coalesce(ml.provider, 0), 0) end`.as('pending'),
        ]),
    );
}
export type ReportBase = ReturnType<typeof reportBase>;

/** Aggregates over `m`, shared by the rows and the totals. */
export const agg = {
  reservations: () => sql<number>`count(*)::int`.as('reservations'),
  cancelled: () => sql<number>`(count(*) filter (where m.cancelled))::int`.as('cancelled'),
  passengers: () => sql<number>`coalesce(sum(m.adults + m.children + m.infants), 0)::int`.as('passengers'),
  int: <C extends 'adults' | 'children' | 'infants' | 'cancelled_passengers'>(column: C) => sql<number>`coalesce(sum(${sql.ref(`m.${column}`)}), 0)::int`.as(column),
  money: <C extends 'total' | 'net' | 'markups' | 'provider' | 'pending'>(column: C) => sql<string>`coalesce(sum(${sql.ref(`m.${column}`)}), 0)::numeric(16,2)`.as(column),
  paid: () => sql<string>`coalesce(sum(m.markups + m.provider), 0)::numeric(16,2)`.as('paid'),
};

/** numeric → its text with two decimals (the answer's money), whatever the driver gives. */
export const money = (value: string | number): string => Number(value).toFixed(2);
