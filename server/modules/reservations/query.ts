/**
 * The flight reservation list's query, shared by the page, its count and totals, the exports and
 * the detail: the caller's scope and the whole 'Flight reservation filter' (spec §3) over
 * `reservations as r` + `flight_reservations as fr`; joined filters are EXISTS sub-queries so the
 * count reads only what the filters need.
 */
import { OWING_COMMERCIAL_STATUSES } from '../../../domain/accounting/debt.ts';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { LegRecord, ReservationListRecord } from '../../../domain/records/flightBooking.ts';
import type { ReservationListQuery } from '../../../domain/schemas/flightBooking.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderingSpec } from '../../http/pagination.ts';
import { agencyIdsScope, agencyScope, seesWholeNetwork } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import type { Language } from '../../../domain/constants.ts';
import { nameIn } from '../../db/catalogNames.ts';
import { compiledOnce, isoInstant, jsonObject, type JsonMember } from '../../db/json.ts';
import { containsPattern } from '../nomenclators/service.ts';
import { keptLegJson } from './legs.ts';

type Db = Kysely<Database>;
export type ReservationFilters = Partial<Omit<ReservationListQuery, 'page' | 'page_size' | 'ordering'>>;

const dayStart = (date: string) => sql<Date>`${date}::date::timestamptz`;

/** A departure of the reservation (outbound or inbound) that matches `condition`. */
function legExists(leg: 'fr.outbound_subcalendar_id' | 'fr.inbound_subcalendar_id' | 'both', condition: (s: string) => Expression<SqlBool>) {
  const target = leg === 'both' ? sql`s.id in (fr.outbound_subcalendar_id, fr.inbound_subcalendar_id)` : sql`s.id = ${sql.ref(leg)}`;
  return sql<SqlBool>`exists (select 1 from subcalendars s join flights f on f.id = s.flight_id join flight_routes rt on rt.id = f.route_id
    where ${target} and ${condition('s')})`;
}

type Condition = Expression<SqlBool>;
/** `column op value`, the column named in the `r`/`fr` aliases of `filteredReservations`. */
const cmp = (column: string, op: '=' | '>=' | '<=' | '<' | '>' | 'like', value: unknown): Condition => sql<SqlBool>`${sql.ref(column)} ${sql.raw(op)} ${value}`;

/**
 * The caller's scope and the filters that read the reservation row (`r`) alone. `agencies`: the
 * scope's agencies already read (http/scope.ts scopeAgencyIds), for a statement planned per request.
 */
function reservationConditions(actor: AuthActor, f: ReservationFilters, agencies?: readonly number[]): Condition[] {
  return [agencies ? agencyIdsScope('r.agency_id', agencies) : agencyScope(actor, 'r.agency_id'), ...rowConditions(f)];
}

/**
 * The filters that read the reservation row (`r`) alone, by column name: also run on the list's
 * summary rows (summary.ts), whose key columns are named as the reservation's.
 */
export function rowConditions(f: ReservationFilters): Condition[] {
  const c: Condition[] = [];
  if (f.service_type) c.push(cmp('r.service_type', '=', f.service_type));
  if (f.currency !== undefined) c.push(cmp('r.currency_id', '=', f.currency));
  if (f.id__in) c.push(sql<SqlBool>`r.id in (${sql.join(f.id__in)})`);
  if (f.pnr) c.push(cmp('r.locator', 'like', `${f.pnr.toUpperCase().replace(/[\\%_]/g, '')}%`));
  if (f.passenger_name) {
    const p = containsPattern(f.passenger_name);
    c.push(sql<SqlBool>`exists (select 1 from reservation_passengers rp where rp.reservation_id = r.id
      and (rp.first_name || ' ' || coalesce(nullif(rp.middle_name, '') || ' ', '') || rp.last_name) ilike ${p})`);
  }
  if (f.flight_agency !== undefined) c.push(cmp('r.agency_id', '=', f.flight_agency));
  if (f.departure_date_start) c.push(cmp('r.start_date', '>=', f.departure_date_start));
  if (f.departure_date_end) c.push(cmp('r.start_date', '<=', f.departure_date_end));
  if (f.reservation_status) c.push(cmp('r.status', '=', f.reservation_status));
  if (f.created_start_date) c.push(cmp('r.created_at', '>=', dayStart(f.created_start_date)));
  if (f.created_end_date) c.push(cmp('r.created_at', '<', sql<Date>`${dayStart(f.created_end_date)} + interval '1 day'`));
  if (f.flight_accounting_status) c.push(cmp('r.accounting_status', '=', f.flight_accounting_status));
  if (f.seller !== undefined) c.push(cmp('r.seller_id', '=', f.seller));
  if (f.business_line) c.push(cmp('r.business_line', '=', f.business_line));
  if (f.cost_center) c.push(cmp('r.cost_center', '=', f.cost_center));
  if (f.coordinator_status) c.push(cmp('r.coordinator_status', '=', f.coordinator_status));
  if (f.provider_status) c.push(cmp('r.provider_status', '=', f.provider_status));
  if (f.accounting_provider) c.push(cmp('r.accounting_provider', '=', f.accounting_provider));
  if (f.commercial_status) c.push(cmp('r.commercial_status', '=', f.commercial_status));
  if (f.is_paid !== undefined) c.push(paidCondition(f.is_paid));
  return c;
}

/** `is_paid`: true, the commercial status is paid; false, not yet (non-paid or partial-paid). */
export function paidCondition(isPaid: boolean): Condition {
  return isPaid ? cmp('r.commercial_status', '=', 'paid') : sql<SqlBool>`r.commercial_status in (${sql.join([...OWING_COMMERCIAL_STATUSES])})`;
}

/** The filters that read the flight part (`fr`) or its departures. */
function flightConditions(f: ReservationFilters): Condition[] {
  const c: Condition[] = [];
  if (f.flight_category !== undefined) c.push(cmp('fr.category_id', '=', f.flight_category));
  const number = (v: string) => () => sql<SqlBool>`s.flight_number ilike ${containsPattern(v)}`;
  if (f.numbers_flight) c.push(legExists('both', number(f.numbers_flight)));
  if (f.numbers_flight_outbound) c.push(legExists('fr.outbound_subcalendar_id', number(f.numbers_flight_outbound)));
  if (f.numbers_flight_inbound) c.push(legExists('fr.inbound_subcalendar_id', number(f.numbers_flight_inbound)));
  const { inbound_date_start: inStart, inbound_date_end: inEnd } = f;
  if (inStart || inEnd) {
    c.push(
      legExists('fr.inbound_subcalendar_id', () =>
        sql<SqlBool>`${inStart ? sql`s.departure_date >= ${inStart}` : sql`true`} and ${inEnd ? sql`s.departure_date <= ${inEnd}` : sql`true`}`,
      ),
    );
  }
  if (f.passenger_type === 'adult') c.push(cmp('fr.adults', '>', 0));
  if (f.passenger_type === 'child') c.push(cmp('fr.children', '>', 0));
  if (f.passenger_type === 'infant') c.push(cmp('fr.infants', '>', 0));
  const { airline } = f;
  if (airline !== undefined) c.push(legExists('both', () => sql<SqlBool>`f.airline_id = ${airline}`));
  const city = (leg: 'fr.outbound_subcalendar_id' | 'fr.inbound_subcalendar_id', column: 'origin_city_id' | 'destination_city_id', id: number) =>
    legExists(leg, () => sql<SqlBool>`${sql.ref(`rt.${column}`)} = ${id}`);
  if (f.city_origin_outbound !== undefined) c.push(city('fr.outbound_subcalendar_id', 'origin_city_id', f.city_origin_outbound));
  if (f.city_origin_inbound !== undefined) c.push(city('fr.inbound_subcalendar_id', 'origin_city_id', f.city_origin_inbound));
  if (f.destination_city_outbound !== undefined) c.push(city('fr.outbound_subcalendar_id', 'destination_city_id', f.destination_city_outbound));
  if (f.destination_city_inbound !== undefined) c.push(city('fr.inbound_subcalendar_id', 'destination_city_id', f.destination_city_inbound));
  return c;
}

/** Reservations the actor sees that pass the filters; no columns selected yet. */
export function filteredReservations(db: Db, actor: AuthActor, f: ReservationFilters, agencies?: readonly number[]) {
  let q = db.selectFrom('reservations as r').innerJoin('flight_reservations as fr', 'fr.reservation_id', 'r.id');
  for (const condition of [...reservationConditions(actor, f, agencies), ...flightConditions(f)]) q = q.where(condition);
  return q;
}

/**
 * The same reservations for what reads `r` alone (a page's ids, a count, a sum): without the join
 * to flight_reservations when no filter reads it. A flight reservation's two rows are written in
 * one transaction (the booking), so the join would only cost a probe of the wide flight rows (their
 * frozen prices) per reservation matched, or a scan of them all for a count.
 */
export function matchingReservations(db: Db, actor: AuthActor, f: ReservationFilters, agencies?: readonly number[]) {
  if (flightConditions(f).length > 0) return filteredReservations(db, actor, f, agencies);
  let q = db.selectFrom('reservations as r');
  for (const condition of reservationConditions(actor, f, agencies)) q = q.where(condition);
  return q;
}

/**
 * The filtered reservations with every column of a list record but its legs (`withLegs` adds them).
 * Names come from sub-selects by primary key rather than joins — agencies, users, seat categories
 * and sellers are not-null (or, for the seller, nullable) references, so the rows are the same —
 * because planning a seven-table join cost more than running it on the embedded database.
 */
export function reservationRows(db: Db, actor: AuthActor, f: ReservationFilters, lang: Language = 'es') {
  return withListColumns(filteredReservations(db, actor, f), lang);
}

/** The columns of a list record; the seat category's name in `lang` (Spanish when it has no English one). */
function withListColumns(q: ReturnType<typeof filteredReservations>, lang: Language) {
  return q.select([
    'r.id',
    'r.locator',
    'r.service_type',
    'r.status',
    'r.agency_id',
    sql<string>`(select ag.name from agencies ag where ag.id = r.agency_id)`.as('agency_name'),
    'r.operator_id',
    sql<string>`(select trim(op.first_name || ' ' || op.last_name) from users op where op.id = r.operator_id)`.as('operator_name'),
    sql<string>`(select op.username from users op where op.id = r.operator_id)`.as('operator_username'),
    'r.seller_id',
    sql<string | null>`(select trim(su.first_name || ' ' || su.last_name) from sellers sl join users su on su.id = sl.user_id where sl.id = r.seller_id)`.as('seller_name'),
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
    sql<string>`(select ${nameIn(lang, 'c')} from seat_categories c where c.id = fr.category_id)`.as('category_name'),
    'fr.adults',
    'fr.children',
    'fr.infants',
    'fr.outbound_subcalendar_id',
    'fr.inbound_subcalendar_id',
  ]);
}

/**
 * A list record (ReservationListRecord) of the reservation `r` and its flight part `fr` as JSON, in
 * the schema's order, built by the database: the same text as JSON.stringify of
 * `reservationListRecord.encode(toListRecord(…))` (listJson.test.ts compares them), without reading
 * each column into an object and serialising it again.
 */
function listRecordJson(db: Db, actor: AuthActor, lang: Language) {
  const net = seesNet(actor);
  return compiledOnce(db, `reservation-list-record|${lang}|${net}`, () => listRecordSql(net, lang));
}

function listRecordSql(net: boolean, lang: Language) {
  const members: JsonMember[] = [
    ['id', sql`r.id`],
    ['locator', sql`r.locator`],
    ['service_type', sql`r.service_type`],
    ['status', sql`r.status`],
    ['agency', sql`r.agency_id`],
    ['agency_name', sql`(select ag.name from agencies ag where ag.id = r.agency_id)`],
    ['operator', sql`r.operator_id`],
    // toListRecord's `operator_name || operator_username`.
    ['operator_name', sql`(select coalesce(nullif(trim(op.first_name || ' ' || op.last_name), ''), op.username) from users op where op.id = r.operator_id)`],
    ['seller', sql`r.seller_id`],
    ['seller_name', sql`(select trim(su.first_name || ' ' || su.last_name) from sellers sl join users su on su.id = sl.user_id where sl.id = r.seller_id)`],
    ['client_name', sql`r.client_name`],
    ['start_date', sql`r.start_date`],
    ['end_date', sql`r.end_date`],
    ['created_at', isoInstant(sql`r.created_at`)],
    ['currency', sql`r.currency_id`],
    ['total', sql`r.total::text`],
    ...(net ? [['net', sql`r.net::text`] as const] : []),
    ['penalty', sql`r.penalty::text`],
    ['is_paid', sql`r.commercial_status = 'paid'`],
    ['commercial_status', sql`r.commercial_status`],
    ['accounting_status', sql`r.accounting_status`],
    ['provider_status', sql`r.provider_status`],
    ['coordinator_status', sql`r.coordinator_status`],
    ['provider_confirmation_code', sql`r.provider_confirmation_code`],
    ['business_line', sql`r.business_line`],
    ['cost_center', sql`r.cost_center`],
    ['has_notes', sql`exists (select 1 from reservation_notes n where n.reservation_id = r.id)`],
    ['trip_type', sql`fr.trip_type`],
    ['category', sql`fr.category_id`],
    ['category_name', sql`(select ${nameIn(lang, 'c')} from seat_categories c where c.id = fr.category_id)`],
    ['adults', sql`fr.adults`],
    ['children', sql`fr.children`],
    ['infants', sql`fr.infants`],
  ];
  return jsonObject(members);
}

/**
 * The `results` of a page, the reservations `ids` in that order, as JSON text. The ids are chosen
 * by a statement of their own: PostgreSQL plans that one for the values of every request (how many
 * reservations a filter matches decides between walking an index and sorting the matches), while
 * this one, whose only parameter is the array of ids, keeps one generic plan per connection
 * instead of planning its twenty lookups anew for every page (about 1.7 ms a page; docs/decisions.md).
 * Each record's legs, its last two members, are the departures' kept JSON (legs.ts keptLegJson).
 */
export async function pageResultsJson(db: Db, actor: AuthActor, ids: readonly number[], lang: Language): Promise<string> {
  if (ids.length === 0) return '[]';
  const { rows } = await sql<{ record: string; outbound: number; inbound: number | null }>`select (${listRecordJson(db, actor, lang)})::text as record,
      fr.outbound_subcalendar_id as outbound, fr.inbound_subcalendar_id as inbound
    from unnest(${[...ids]}::int[]) with ordinality as p(id, n)
      join reservations r on r.id = p.id
      join flight_reservations fr on fr.reservation_id = r.id
    order by p.n`.execute(db);
  const legs = await keptLegJson(db, [...new Set(rows.flatMap((r) => (r.inbound === null ? [r.outbound] : [r.outbound, r.inbound])))]);
  const leg = (id: number | null) => (id === null ? 'null' : (legs.get(id) ?? 'null'));
  return `[${rows.map((r) => `${r.record.slice(0, -1)},"outbound":${leg(r.outbound)},"inbound":${leg(r.inbound)}}`).join(',')}]`;
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

export function toListRecord(actor: AuthActor, row: ReservationRow, legs: ReadonlyMap<number, LegRecord>): ReservationListRecord {
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
    outbound: legs.get(row.outbound_subcalendar_id) as LegRecord,
    inbound: row.inbound_subcalendar_id === null ? null : (legs.get(row.inbound_subcalendar_id) ?? null),
  };
  if (seesNet(actor)) record.net = row.net;
  return record;
}
