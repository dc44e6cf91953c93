/**
 * GET reports/flights/accounting-per-agency/ and accounting-per-flights/: per agency that booked, or
 * per flight flown (the outbound leg's), what was sold and its net, and what the ledger says was
 * collected — the agencies' markups and the provider's part — and what is still pending.
 */
import { sql } from 'kysely';
import type { AgencyReportRow, FlightReportRow } from '../../../domain/records/reports.ts';
import type { ReportQuery } from '../../../domain/schemas/reports.ts';
import { levelFromRank } from '../../../domain/roles.ts';
import type { ServiceContext } from '../../http/context.ts';
import type { OrderingSpec } from '../../http/pagination.ts';
import { agg, money, reportBase } from './base.ts';
import { reportAnswer } from './chart.ts';

const MONEY_COLUMNS = ['total', 'net', 'markups', 'provider', 'paid', 'pending'] as const;
type MoneyColumns = Record<(typeof MONEY_COLUMNS)[number], string>;

function sums(ctx: ServiceContext, q: ReportQuery) {
  return reportBase(ctx.db, ctx.actor, q)
    .selectFrom('m')
    .select([agg.reservations(), agg.passengers(), agg.money('total'), agg.money('net'), agg.money('markups'), agg.money('provider'), agg.paid(), agg.money('pending')]);
}

const moneyOf = (r: MoneyColumns): MoneyColumns => Object.fromEntries(MONEY_COLUMNS.map((c) => [c, money(r[c])])) as MoneyColumns;

const orderingOf = (fields: Record<string, string | ReturnType<typeof sql>>, first: string): OrderingSpec => ({
  fields: { ...fields, reservations: 'k.reservations', ...Object.fromEntries(MONEY_COLUMNS.map((c) => [c, `k.${c}`])) },
  default: [first],
  tiebreaker: 'k.id',
});

export const agencyReportOrdering = orderingOf({ name: sql`lower(k.name)`, level: 'k.level' }, 'name');
export const flightReportOrdering = orderingOf({ number: 'k.number', route: sql`lower(k.route)`, passengers: 'k.passengers' }, 'number');

export function agencyReportRows(ctx: ServiceContext, q: ReportQuery) {
  const { db } = ctx;
  const inner = sums(ctx, q).select('m.agency_id').groupBy('m.agency_id');
  return db
    .selectFrom(inner.as('x'))
    .innerJoin('agencies as g', 'g.id', 'x.agency_id')
    .select(['x.agency_id as id', 'g.name', 'g.level', 'x.reservations', 'x.total', 'x.net', 'x.markups', 'x.provider', 'x.paid', 'x.pending'])
    .$call((s) => db.selectFrom(s.as('k')).selectAll('k'));
}

type AgencySqlRow = MoneyColumns & { id: number; name: string; level: number; reservations: number };

export function toAgencyReportRow(currency: number) {
  return (r: AgencySqlRow): AgencyReportRow => ({ id: r.id, agency: r.id, name: r.name, level: levelFromRank(r.level), currency, reservations: r.reservations, ...moneyOf(r) });
}

export function flightReportRows(ctx: ServiceContext, q: ReportQuery) {
  const { db } = ctx;
  const inner = sums(ctx, q).select('m.flight_id').groupBy('m.flight_id');
  return db
    .selectFrom(inner.as('x'))
    .innerJoin('flights as f', 'f.id', 'x.flight_id')
    .innerJoin('airlines as al', 'al.id', 'f.airline_id')
    .innerJoin('flight_routes as rt', 'rt.id', 'f.route_id')
    .select(['x.flight_id as id', 'f.number', 'al.name as airline', 'rt.name as route', 'x.reservations', 'x.passengers', 'x.total', 'x.net', 'x.markups', 'x.provider', 'x.paid', 'x.pending'])
    .$call((s) => db.selectFrom(s.as('k')).selectAll('k'));
}

type FlightSqlRow = MoneyColumns & { id: number; number: string; airline: string; route: string; reservations: number; passengers: number };

export function toFlightReportRow(currency: number) {
  return (r: FlightSqlRow): FlightReportRow => ({
    id: r.id,
    flight: r.id,
    number: r.number,
    airline: r.airline,
    route: r.route,
    currency,
    reservations: r.reservations,
    passengers: r.passengers,
    ...moneyOf(r),
  });
}

export async function accountingTotals(ctx: ServiceContext, q: ReportQuery) {
  const row = await sums(ctx, q).executeTakeFirstOrThrow();
  return { currency: q.currency, reservations: row.reservations, passengers: row.passengers, ...moneyOf(row) };
}

export function listAgencyReport(ctx: ServiceContext, url: string, q: ReportQuery) {
  const shape = { rows: () => agencyReportRows(ctx, q), ordering: agencyReportOrdering, toRow: toAgencyReportRow(q.currency), months: false, rank: 'total' };
  return reportAnswer(ctx, url, q, shape, accountingTotals(ctx, q));
}

export function listFlightReport(ctx: ServiceContext, url: string, q: ReportQuery) {
  const shape = { rows: () => flightReportRows(ctx, q), ordering: flightReportOrdering, toRow: toFlightReportRow(q.currency), months: false, rank: 'total' };
  return reportAnswer(ctx, url, q, shape, accountingTotals(ctx, q));
}
