/**
 * The flight reservation list's query, shared by the page, its count and totals, the exports and
 * the detail: the caller's scope and the whole 'Flight reservation filter' (spec §3) over
 * `reservations as r` + `flight_reservations as fr`; joined filters are EXISTS sub-queries so the
 * count reads only what the filters need.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { LegRecord, ReservationListRecord } from '../../../domain/records/flightBooking.ts';
import type { ReservationListQuery } from '../../../domain/schemas/flightBooking.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderingSpec } from '../../http/pagination.ts';
import { agencyScope, seesWholeNetwork } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { containsPattern } from '../nomenclators/service.ts';

type Db = Kysely<Database>;
export type ReservationFilters = Partial<Omit<ReservationListQuery, 'page' | 'page_size' | 'ordering'>>;

const dayStart = (date: string) => sql<Date>`${date}::date::timestamptz`;

/** A departure of the reservation (outbound or inbound) that matches `condition`. */
function legExists(leg: 'fr.outbound_subcalendar_id' | 'fr.inbound_subcalendar_id' | 'both', condition: (s: string) => Expression<SqlBool>) {
  const target = leg === 'both' ? sql`s.id in (fr.outbound_subcalendar_id, fr.inbound_subcalendar_id)` : sql`s.id = ${sql.ref(leg)}`;
  return sql<SqlBool>`exists (select 1 from subcalendars s join flights f on f.id = s.flight_id join flight_routes rt on rt.id = f.route_id
    where ${target} and ${condition('s')})`;
}

/** Reservations the actor sees that pass the filters; no columns selected yet. */
export function filteredReservations(db: Db, actor: AuthActor, f: ReservationFilters) {
  let q = db.selectFrom('reservations as r').innerJoin('flight_reservations as fr', 'fr.reservation_id', 'r.id').where(agencyScope(actor, 'r.agency_id'));
  if (f.service_type) q = q.where('r.service_type', '=', f.service_type);
  if (f.currency !== undefined) q = q.where('r.currency_id', '=', f.currency);
  if (f.id__in) q = q.where('r.id', 'in', f.id__in.split(',').map(Number));
  if (f.pnr) q = q.where('r.locator', 'like', `${f.pnr.toUpperCase().replace(/[\\%_]/g, '')}%`);
  if (f.passenger_name) {
    const p = containsPattern(f.passenger_name);
    q = q.where(sql<SqlBool>`exists (select 1 from reservation_passengers rp where rp.reservation_id = r.id
      and (rp.first_name || ' ' || coalesce(nullif(rp.middle_name, '') || ' ', '') || rp.last_name) ilike ${p})`);
  }
  if (f.flight_category !== undefined) q = q.where('fr.category_id', '=', f.flight_category);
  const number = (v: string) => () => sql<SqlBool>`s.flight_number ilike ${containsPattern(v)}`;
  if (f.numbers_flight) q = q.where(legExists('both', number(f.numbers_flight)));
  if (f.numbers_flight_outbound) q = q.where(legExists('fr.outbound_subcalendar_id', number(f.numbers_flight_outbound)));
  if (f.numbers_flight_inbound) q = q.where(legExists('fr.inbound_subcalendar_id', number(f.numbers_flight_inbound)));
  if (f.flight_agency !== undefined) q = q.where('r.agency_id', '=', f.flight_agency);
  if (f.departure_date_start) q = q.where('r.start_date', '>=', f.departure_date_start);
  if (f.departure_date_end) q = q.where('r.start_date', '<=', f.departure_date_end);
  const { inbound_date_start: inStart, inbound_date_end: inEnd } = f;
  if (inStart || inEnd) {
    q = q.where(
      legExists('fr.inbound_subcalendar_id', () =>
        sql<SqlBool>`${inStart ? sql`s.departure_date >= ${inStart}` : sql`true`} and ${inEnd ? sql`s.departure_date <= ${inEnd}` : sql`true`}`,
      ),
    );
  }
  if (f.reservation_status) q = q.where('r.status', '=', f.reservation_status);
  if (f.created_start_date) q = q.where('r.created_at', '>=', dayStart(f.created_start_date));
  if (f.created_end_date) q = q.where('r.created_at', '<', sql<Date>`${dayStart(f.created_end_date)} + interval '1 day'`);
  if (f.passenger_type === 'adult') q = q.where('fr.adults', '>', 0);
  if (f.passenger_type === 'child') q = q.where('fr.children', '>', 0);
  if (f.passenger_type === 'infant') q = q.where('fr.infants', '>', 0);
  const { airline } = f;
  if (airline !== undefined) q = q.where(legExists('both', () => sql<SqlBool>`f.airline_id = ${airline}`));
  const city = (leg: 'fr.outbound_subcalendar_id' | 'fr.inbound_subcalendar_id', column: 'origin_city_id' | 'destination_city_id', id: number) =>
    legExists(leg, () => sql<SqlBool>`${sql.ref(`rt.${column}`)} = ${id}`);
  if (f.city_origin_outbound !== undefined) q = q.where(city('fr.outbound_subcalendar_id', 'origin_city_id', f.city_origin_outbound));
  if (f.city_origin_inbound !== undefined) q = q.where(city('fr.inbound_subcalendar_id', 'origin_city_id', f.city_origin_inbound));
  if (f.destination_city_outbound !== undefined) q = q.where(city('fr.outbound_subcalendar_id', 'destination_city_id', f.destination_city_outbound));
  if (f.destination_city_inbound !== undefined) q = q.where(city('fr.inbound_subcalendar_id', 'destination_city_id', f.destination_city_inbound));
  if (f.flight_accounting_status) q = q.where('r.accounting_status', '=', f.flight_accounting_status);
  if (f.seller !== undefined) q = q.where('r.seller_id', '=', f.seller);
  if (f.business_line) q = q.where('r.business_line', '=', f.business_line);
  if (f.cost_center) q = q.where('r.cost_center', '=', f.cost_center);
  if (f.coordinator_status) q = q.where('r.coordinator_status', '=', f.coordinator_status);
  if (f.provider_status) q = q.where('r.provider_status', '=', f.provider_status);
  if (f.commercial_status) q = q.where('r.commercial_status', '=', f.commercial_status);
  if (f.is_paid === true) q = q.where('r.commercial_status', '=', 'paid');
  if (f.is_paid === false) q = q.where('r.commercial_status', 'in', ['non-paid', 'partial-paid']);
  return q;
}

const leg = (column: 'fr.outbound_subcalendar_id' | 'fr.inbound_subcalendar_id') => sql<LegRecord | null>`(select json_build_object(
    'subcalendar', s.id, 'flight_number', s.flight_number, 'airline', al.name,
    'departure_date', s.departure_date, 'departure_time', s.departure_time, 'arrival_date', s.arrival_date, 'arrival_time', s.arrival_time,
    'origin', oc.name, 'destination', dc.name, 'origin_id', oc.id, 'destination_id', dc.id)
  from subcalendars s join flights f on f.id = s.flight_id join airlines al on al.id = f.airline_id join flight_routes rt on rt.id = f.route_id
    join cities oc on oc.id = rt.origin_city_id join cities dc on dc.id = rt.destination_city_id
  where s.id = ${sql.ref(column)})`;

/** The filtered reservations with every column of a list record. */
export function reservationRows(db: Db, actor: AuthActor, f: ReservationFilters) {
  return filteredReservations(db, actor, f)
    .innerJoin('agencies as ag', 'ag.id', 'r.agency_id')
    .innerJoin('users as op', 'op.id', 'r.operator_id')
    .innerJoin('seat_categories as c', 'c.id', 'fr.category_id')
    .leftJoin('sellers as sl', 'sl.id', 'r.seller_id')
    .leftJoin('users as su', 'su.id', 'sl.user_id')
    .select([
      'r.id',
      'r.locator',
      'r.service_type',
      'r.status',
      'r.agency_id',
      'ag.name as agency_name',
      'r.operator_id',
      sql<string>`trim(op.first_name || ' ' || op.last_name)`.as('operator_name'),
      'op.username as operator_username',
      'r.seller_id',
      sql<string | null>`case when su.id is null then null else trim(su.first_name || ' ' || su.last_name) end`.as('seller_name'),
      'r.client_name',
      'r.start_date',
      'r.end_date',
      'r.created_at',
      'r.currency_id',
      'r.total',
      'r.net',
      'r.penalty',
      'r.commercial_status',
      'r.accounting_status',
      'r.provider_status',
      'r.coordinator_status',
      'r.provider_confirmation_code',
      'r.business_line',
      'r.cost_center',
      sql<boolean>`exists (select 1 from reservation_notes n where n.reservation_id = r.id)`.as('has_notes'),
      'fr.trip_type',
      'fr.category_id',
      'c.name as category_name',
      'fr.adults',
      'fr.children',
      'fr.infants',
      leg('fr.outbound_subcalendar_id').as('outbound'),
      leg('fr.inbound_subcalendar_id').as('inbound'),
    ]);
}

export type ReservationRow = Awaited<ReturnType<ReturnType<typeof reservationRows>['executeTakeFirstOrThrow']>>;

export const reservationOrdering: OrderingSpec = {
  fields: {
    created: 'r.created_at',
    locator: 'r.locator',
    departure_date: 'r.start_date',
    total: 'r.total',
    status: 'r.status',
    client_name: sql`lower(r.client_name)`,
  },
  default: ['-created'],
  tiebreaker: 'r.id',
};

/** The provider's net cost is for the provider's own staff. */
export function seesNet(actor: AuthActor): boolean {
  return seesWholeNetwork(actor);
}

export function toListRecord(actor: AuthActor, row: ReservationRow): ReservationListRecord {
  const record: ReservationListRecord = {
    id: row.id,
    locator: row.locator,
    service_type: row.service_type,
    status: row.status,
    agency: row.agency_id,
    agency_name: row.agency_name,
    operator: row.operator_id,
    operator_name: row.operator_name || row.operator_username,
    seller: row.seller_id,
    seller_name: row.seller_name,
    client_name: row.client_name,
    start_date: row.start_date,
    end_date: row.end_date,
    created_at: row.created_at.toISOString(),
    currency: row.currency_id,
    total: row.total,
    penalty: row.penalty,
    is_paid: row.commercial_status === 'paid',
    commercial_status: row.commercial_status,
    accounting_status: row.accounting_status,
    provider_status: row.provider_status,
    coordinator_status: row.coordinator_status,
    provider_confirmation_code: row.provider_confirmation_code,
    business_line: row.business_line,
    cost_center: row.cost_center,
    has_notes: row.has_notes,
    trip_type: row.trip_type as ReservationListRecord['trip_type'],
    category: row.category_id,
    category_name: row.category_name,
    adults: row.adults,
    children: row.children,
    infants: row.infants,
    outbound: row.outbound as LegRecord,
    inbound: row.inbound,
  };
  if (seesNet(actor)) record.net = row.net;
  return record;
}
