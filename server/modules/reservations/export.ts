/**
 * GET flights/reservations/export/ (one row per reservation) and export-extended/ (one row per
 * passenger): the filtered, ordered list as a streamed XLSX, read in keyset batches (http/xlsx.ts).
 */
import type { Kysely } from 'kysely';
import { currencyById } from '../../../domain/currencies.ts';
import type { LegRecord } from '../../../domain/records/flightBooking.ts';
import type { ReservationListQuery } from '../../../domain/schemas/flightBooking.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { keysetBatches } from '../../http/pagination.ts';
import { addSheet, DATE_FORMAT, datedFilename, excelDate, EXPORT_BATCH_SIZE, INSTANT_FORMAT, type Cell, type WorkbookContext } from '../../http/xlsx.ts';
import { passengersOf, type PassengerRow } from './detail.ts';
import { legRecords } from './legs.ts';
import { reservationOrdering, reservationRows, toListRecord } from './query.ts';

type Db = Kysely<Database>;

const RESERVATION_COLUMNS = [
  ['locator', 10],
  ['created_at', 18],
  ['agency', 28],
  ['operator', 24],
  ['seller', 24],
  ['client_name', 28],
  ['status', 12],
  ['trip_type', 14],
  ['category', 16],
  ['outbound_flight', 10],
  ['outbound_date', 12],
  ['outbound_route', 30],
  ['inbound_flight', 10],
  ['inbound_date', 12],
  ['adults', 8],
  ['children', 8],
  ['infants', 8],
  ['currency', 8],
  ['total', 12],
  ['commercial_status', 16],
  ['accounting_status', 16],
  ['provider_status', 16],
  ['coordinator_status', 16],
  ['provider_confirmation_code', 18],
  ['business_line', 16],
  ['cost_center', 16],
  ['penalty', 12],
] as const;

const PASSENGER_COLUMNS = [
  ['position', 6],
  ['passenger_type', 14],
  ['first_name', 18],
  ['middle_name', 16],
  ['last_name', 24],
  ['date_of_birth', 14],
  ['gender', 10],
  ['passport', 14],
  ['nationality', 16],
  ['checkin_status', 12],
] as const;

/** Columns whose cells are days (`excelDate`) or instants: Excel dates, not text. */
const DATE_COLUMNS = new Set(['outbound_date', 'inbound_date', 'date_of_birth']);
const INSTANT_COLUMNS = new Set(['created_at']);

type Record_ = ReturnType<typeof toListRecord>;

/** The departures each passenger checked in on (passenger_checkins), to say which leg. */
async function checkedInLegs(db: Db, passengerIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const legs = new Map<number, Set<number>>();
  if (passengerIds.length === 0) return legs;
  const rows = await db.selectFrom('passenger_checkins').select(['reservation_passenger_id', 'subcalendar_id']).where('reservation_passenger_id', 'in', [...passengerIds]).execute();
  for (const row of rows) legs.set(row.reservation_passenger_id, (legs.get(row.reservation_passenger_id) ?? new Set()).add(row.subcalendar_id));
  return legs;
}

/** 'Ida: Embarcado · Vuelta: Pendiente': the passenger's check-in on each leg of the booking. */
export function legCheckins(t: ServiceContext['t'], r: Pick<Record_, 'outbound' | 'inbound'>, done: ReadonlySet<number> | undefined): string {
  const legs = [['outbound', r.outbound], ['inbound', r.inbound]] as const;
  return legs
    .flatMap(([leg, l]) => (l ? [t('export.leg_checkin', { leg: t(`export.legs.${leg}`), status: t(`export.checkin.${done?.has(l.subcalendar) ? 'checked_in' : 'pending'}`) })] : []))
    .join(' · ');
}

function reservationCells({ t }: ServiceContext, r: Record_): Cell[] {
  const route = (l: LegRecord | null) => (l ? `${l.origin} - ${l.destination}` : '');
  const status = (field: string, value: string) => t(`export.statuses.${field}.${value}`);
  return [
    r.locator,
    new Date(r.created_at),
    r.agency_name,
    r.operator_name,
    r.seller_name ?? '',
    r.client_name,
    status('status', r.status),
    t(`export.trip_types.${r.trip_type}`),
    r.category_name,
    r.outbound.flight_number,
    excelDate(r.outbound.departure_date),
    route(r.outbound),
    r.inbound?.flight_number ?? '',
    excelDate(r.inbound?.departure_date),
    r.adults,
    r.children,
    r.infants,
    currencyById(r.currency)?.abbreviation ?? String(r.currency),
    Number(r.total),
    status('commercial_status', r.commercial_status),
    status('accounting_status', r.accounting_status),
    status('provider_status', r.provider_status),
    status('coordinator_status', r.coordinator_status),
    r.provider_confirmation_code,
    r.business_line,
    r.cost_center,
    r.penalty === null ? null : Number(r.penalty),
  ];
}

function passengerCells({ t, lang }: ServiceContext, r: Record_, p: PassengerRow, checkins: Map<number, Set<number>>): Cell[] {
  return [
    p.position + 1,
    t(`export.passenger_types.${p.type}`),
    p.first_name,
    p.middle_name,
    p.last_name,
    excelDate(p.date_of_birth),
    p.gender ? t(`export.genders.${p.gender}`) : '',
    p.passport,
    (lang === 'en' ? p.nationality_en : p.nationality_es) ?? '',
    legCheckins(t, r, checkins.get(p.id)),
  ];
}

/** The file name and how to fill the workbook; the route streams it (streamWorkbook). */
export function reservationsWorkbook(ctx: ServiceContext, q: ReservationListQuery, extended: boolean) {
  const { db, actor, t } = ctx;
  const prefix = extended ? 'reservas-vuelos-pasajeros' : 'reservas-vuelos';
  const fill = async ({ workbook, pace }: WorkbookContext): Promise<void> => {
    const format = (key: string) => (DATE_COLUMNS.has(key) ? DATE_FORMAT : INSTANT_COLUMNS.has(key) ? INSTANT_FORMAT : undefined);
    const columns = [...RESERVATION_COLUMNS, ...(extended ? PASSENGER_COLUMNS : [])].map(([key, width]) => ({ key, width, header: t(`export.reservation.${key}`), numFmt: format(key) }));
    const sheet = addSheet(workbook, t(extended ? 'export.flight_passengers_sheet' : 'export.flight_reservations_sheet'), columns);
    const { page: _p, page_size: _s, ordering, ...filters } = q;
    for await (const batch of keysetBatches(reservationRows(db, actor, filters, ctx.lang), ordering, reservationOrdering, EXPORT_BATCH_SIZE)) {
      const passengers = extended ? await passengersOf(db, batch.map((r) => r.id)) : [];
      const checkins = await checkedInLegs(db, passengers.map((p) => p.id));
      const legs = await legRecords(db, batch);
      for (const row of batch) {
        const record = toListRecord(actor, row, legs);
        const cells = reservationCells(ctx, record);
        if (!extended) {
          sheet.addRow(cells).commit();
          continue;
        }
        for (const p of passengers.filter((x) => x.reservation_id === row.id)) sheet.addRow([...cells, ...passengerCells(ctx, record, p, checkins)]).commit();
      }
      if (!(await pace())) return;
    }
  };
  return { filename: datedFilename(prefix), fill };
}
