/**
 * GET reports/flights/reservations-summary/{x}/ and passengers-summary/: the report's reservations
 * grouped by month, agency or route (domain/reports/rules.ts REPORT_GROUPS), with sales or
 * passengers per group and the totals of the whole filter.
 */
import { sql, type RawBuilder } from 'kysely';
import type { MonthBasis, ReportGroup } from '../../../domain/reports/rules.ts';
import type { PassengersRow, SummaryRow } from '../../../domain/records/reports.ts';
import type { PassengersQuery, SummaryQuery } from '../../../domain/schemas/reports.ts';
import type { ServiceContext } from '../../http/context.ts';
import type { OrderingSpec } from '../../http/pagination.ts';
import { agg, money, reportBase } from './base.ts';
import { reportAnswer } from './chart.ts';

interface GroupKey {
  /** An integer per group: YYYYMM, the agency's id or the route's id. */
  id: RawBuilder<number>;
  /** What the answer names it by: 'YYYY-MM', the agency's or the route's id as text. */
  key: RawBuilder<string>;
  /** The group's name, read from its id. */
  label: (id: RawBuilder<number>) => RawBuilder<string>;
}

function groupKey(group: ReportGroup, monthOf: MonthBasis): GroupKey {
  if (group === 'month') {
    const month = monthOf === 'created' ? sql<string>`to_char(m.created_at at time zone 'UTC', 'YYYY-MM')` : sql<string>`to_char(m.start_date::date, 'YYYY-MM')`;
    return { id: sql<number>`replace(${month}, '-', '')::int`, key: month, label: (id) => sql<string>`(${id} / 100)::text || '-' || lpad((${id} % 100)::text, 2, '0')` };
  }
  if (group === 'agency') return { id: sql<number>`m.agency_id`, key: sql<string>`m.agency_id::text`, label: (id) => sql<string>`(select g.name from agencies g where g.id = ${id})` };
  return { id: sql<number>`m.route_id`, key: sql<string>`m.route_id::text`, label: (id) => sql<string>`(select rt.name from flight_routes rt where rt.id = ${id})` };
}

/** Ordering of both summaries: `key` is the group's own order (months in time, ids), `label` its name. */
function ordering(fields: readonly string[]): OrderingSpec {
  return {
    fields: { key: 'k.id', label: sql`lower(k.label)`, ...Object.fromEntries(fields.map((f) => [f, `k.${f}`])) },
    default: ['key'],
    tiebreaker: 'k.id',
  };
}
export const summaryOrdering = ordering(['reservations', 'cancelled', 'passengers', 'total', 'paid', 'pending']);
export const passengersOrdering = ordering(['reservations', 'adults', 'children', 'infants', 'passengers', 'cancelled_passengers']);

/** The sales of each group. */
export function summaryRows(ctx: ServiceContext, group: ReportGroup, q: SummaryQuery) {
  const { db, actor } = ctx;
  const g = groupKey(group, q.month_of);
  const inner = reportBase(db, actor, q)
    .selectFrom('m')
    .select([g.id.as('gid'), agg.reservations(), agg.cancelled(), agg.passengers(), agg.money('total'), agg.paid(), agg.money('pending')])
    .groupBy(sql`1`);
  return db
    .selectFrom(inner.as('x'))
    .select([
      sql<number>`x.gid`.as('id'),
      'x.reservations',
      'x.cancelled',
      'x.passengers',
      'x.total',
      'x.paid',
      'x.pending',
      g.label(sql<number>`x.gid`).as('label'),
    ])
    .$call((s) => db.selectFrom(s.as('k')).selectAll('k'));
}

export function toSummaryRow(group: ReportGroup, currency: number) {
  return (r: { id: number; label: string | null; reservations: number; cancelled: number; passengers: number; total: string; paid: string; pending: string }): SummaryRow => ({
    id: r.id,
    key: group === 'month' ? `${Math.floor(r.id / 100)}-${String(r.id % 100).padStart(2, '0')}` : String(r.id),
    label: r.label ?? '',
    currency,
    reservations: r.reservations,
    cancelled: r.cancelled,
    passengers: r.passengers,
    total: money(r.total),
    paid: money(r.paid),
    pending: money(r.pending),
  });
}

export async function summaryTotals(ctx: ServiceContext, q: SummaryQuery) {
  const row = await reportBase(ctx.db, ctx.actor, q)
    .selectFrom('m')
    .select([agg.reservations(), agg.cancelled(), agg.passengers(), agg.money('total'), agg.paid(), agg.money('pending')])
    .executeTakeFirstOrThrow();
  return { currency: q.currency, reservations: row.reservations, cancelled: row.cancelled, passengers: row.passengers, total: money(row.total), paid: money(row.paid), pending: money(row.pending) };
}

export async function listSummary(ctx: ServiceContext, url: string, group: ReportGroup, q: SummaryQuery) {
  const shape = { rows: () => summaryRows(ctx, group, q), ordering: summaryOrdering, toRow: toSummaryRow(group, q.currency), months: group === 'month', rank: 'total' };
  return { ...(await reportAnswer(ctx, url, q, shape, summaryTotals(ctx, q))), group };
}

/** The passengers of each group. */
export function passengersRows(ctx: ServiceContext, q: PassengersQuery) {
  const { db, actor } = ctx;
  const g = groupKey(q.group_by, q.month_of);
  const inner = reportBase(db, actor, q)
    .selectFrom('m')
    .select([
      g.id.as('gid'),
      sql<number>`(count(*) filter (where not m.cancelled))::int`.as('reservations'),
      agg.int('adults'),
      agg.int('children'),
      agg.int('infants'),
      agg.passengers(),
      agg.int('cancelled_passengers'),
    ])
    .groupBy(sql`1`);
  return db
    .selectFrom(inner.as('x'))
    .select([sql<number>`x.gid`.as('id'), 'x.reservations', 'x.adults', 'x.children', 'x.infants', 'x.passengers', 'x.cancelled_passengers', g.label(sql<number>`x.gid`).as('label')])
    .$call((s) => db.selectFrom(s.as('k')).selectAll('k'));
}

type PassengersSqlRow = Omit<PassengersRow, 'key' | 'label'> & { label: string | null };

export function toPassengersRow(group: ReportGroup) {
  return (r: PassengersSqlRow): PassengersRow => ({
    ...r,
    key: group === 'month' ? `${Math.floor(r.id / 100)}-${String(r.id % 100).padStart(2, '0')}` : String(r.id),
    label: r.label ?? '',
  });
}

export async function passengersTotals(ctx: ServiceContext, q: PassengersQuery) {
  return reportBase(ctx.db, ctx.actor, q)
    .selectFrom('m')
    .select([
      sql<number>`(count(*) filter (where not m.cancelled))::int`.as('reservations'),
      agg.int('adults'),
      agg.int('children'),
      agg.int('infants'),
      agg.passengers(),
      agg.int('cancelled_passengers'),
    ])
    .executeTakeFirstOrThrow();
}

export async function listPassengers(ctx: ServiceContext, url: string, q: PassengersQuery) {
  const shape = { rows: () => passengersRows(ctx, q), ordering: passengersOrdering, toRow: toPassengersRow(q.group_by), months: q.group_by === 'month', rank: 'passengers' };
  return { ...(await reportAnswer(ctx, url, q, shape, passengersTotals(ctx, q))), group: q.group_by };
}
