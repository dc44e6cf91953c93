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
import { addSheet, datedFilename, EXPORT_BATCH_SIZE, type Cell, type WorkbookContext } from '../../http/xlsx.ts';
import { passengersOf, type PassengerRow } from './detail.ts';
import { legRecords, reservationOrdering, reservationRows, toListRecord } from './query.ts';

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

type Record_ = ReturnType<typeof toListRecord>;

function reservationCells({ t }: ServiceContext, r: Record_): Cell[] {
  const route = (l: LegRecord | null) => (l ? `${l.origin} - ${l.destination}` : '');
  return [
    r.locator,
    new Date(r.created_at),
    r.agency_name,
    r.operator_name,
    r.seller_name ?? '',
    r.client_name,
    r.status,
    t(`export.trip_types.${r.trip_type}`),
    r.category_name,
    r.outbound.flight_number,
    r.outbound.departure_date,
    route(r.outbound),
    r.inbound?.flight_number ?? '',
    r.inbound?.departure_date ?? '',
    r.adults,
    r.children,
    r.infants,
    currencyById(r.currency)?.abbreviation ?? String(r.currency),
    Number(r.total),
    r.commercial_status,
    r.accounting_status,
    r.provider_status,
    r.coordinator_status,
    r.provider_confirmation_code,
    r.business_line,
    r.cost_center,
    r.penalty === null ? null : Number(r.penalty),
  ];
}

function passengerCells({ t, lang }: ServiceContext, p: PassengerRow): Cell[] {
  return [
    p.position + 1,
    t(`export.passenger_types.${p.type}`),
    p.first_name,
    p.middle_name,
    p.last_name,
    p.date_of_birth,
    p.gender,
    p.passport,
    (lang === 'en' ? p.nationality_en : p.nationality_es) ?? '',
    t(`export.checkin.${p.checkin_status}`),
  ];
}

/** The file name and how to fill the workbook; the route streams it (streamWorkbook). */
export function reservationsWorkbook(ctx: ServiceContext, q: ReservationListQuery, extended: boolean) {
  const { db, actor, t } = ctx;
  const prefix = extended ? 'reservas-vuelos-pasajeros' : 'reservas-vuelos';
  const fill = async ({ workbook, pace }: WorkbookContext): Promise<void> => {
    const columns = [...RESERVATION_COLUMNS, ...(extended ? PASSENGER_COLUMNS : [])].map(([key, width]) => ({ key, width, header: t(`export.reservation.${key}`) }));
    const sheet = addSheet(workbook, t(extended ? 'export.flight_passengers_sheet' : 'export.flight_reservations_sheet'), columns);
    sheet.getColumn('created_at').numFmt = 'yyyy-mm-dd hh:mm';
    const { page: _p, page_size: _s, ordering, ...filters } = q;
    for await (const batch of keysetBatches(reservationRows(db, actor, filters), ordering, reservationOrdering, EXPORT_BATCH_SIZE)) {
      const passengers = extended ? await passengersOf(db, batch.map((r) => r.id)) : [];
      const legs = await legRecords(db, batch);
      for (const row of batch) {
        const cells = reservationCells(ctx, toListRecord(actor, row, legs));
        if (!extended) {
          sheet.addRow(cells).commit();
          continue;
        }
        for (const p of passengers.filter((x) => x.reservation_id === row.id)) sheet.addRow([...cells, ...passengerCells(ctx, p)]).commit();
      }
      if (!(await pace())) return;
    }
  };
  return { filename: datedFilename(prefix), fill };
}
