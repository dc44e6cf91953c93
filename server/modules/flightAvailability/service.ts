/**
 * GET flights/availability/v2/ and its export (rule canSeeFlightAvailability with the setting
 * `flight_availability_hidden_operator_ids`): per departure and category, capacity, sold, free,
 * and the seats held and sold per agency group. Inventory, not tenant data: no agency scope.
 */
import type { Language } from '../../../domain/constants.ts';
import { nameIn } from '../../db/catalogNames.ts';
import { sql, type Kysely } from 'kysely';
import type { AvailabilityRecord } from '../../../domain/records/flightBooking.ts';
import type { AvailabilityQuery } from '../../../domain/schemas/flightBooking.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { keysetBatches, paginate } from '../../http/pagination.ts';
import { addSheet, DATE_FORMAT, datedFilename, excelDate, EXPORT_BATCH_SIZE, type WorkbookContext } from '../../http/xlsx.ts';

type Db = Kysely<Database>;

/** The operators the setting hides flight availability from (spec §6 'two specific operators'). */
export async function hiddenOperatorIds(db: Db): Promise<number[]> {
  const row = await db.selectFrom('configurations').select('value').where('key', '=', 'flight_availability_hidden_operator_ids').executeTakeFirst();
  let value: unknown = row?.value;
  // A list kept as JSON text; any other shape of the setting hides nothing instead of failing every request.
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = null;
    }
  }
  return Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : [];
}

function availabilityRows(db: Db, lang: Language, q: Omit<AvailabilityQuery, 'page' | 'page_size' | 'ordering'>) {
  let query = db
    .selectFrom('subcalendar_categories as sc')
    .innerJoin('subcalendars as s', 's.id', 'sc.subcalendar_id')
    .innerJoin('seat_categories as c', 'c.id', 'sc.category_id')
    .innerJoin('flights as f', 'f.id', 's.flight_id')
    .innerJoin('flight_routes as rt', 'rt.id', 'f.route_id')
    .innerJoin('cities as oc', 'oc.id', 'rt.origin_city_id')
    .innerJoin('cities as dc', 'dc.id', 'rt.destination_city_id')
    .select([
      'sc.id',
      's.id as subcalendar',
      's.flight_number',
      's.departure_date',
      's.departure_time',
      'oc.name as origin',
      'dc.name as destination',
      's.schedule_status',
      'c.id as category',
      nameIn(lang, 'c').as('category_name'),
      'sc.capacity',
      'sc.sold',
      'sc.group_reserved',
      sql<AvailabilityRecord['groups']>`coalesce((select json_agg(json_build_object('agency_group', gs.agency_group_id, 'name', g.name, 'seats', gs.seats, 'sold', gs.sold, 'free', gs.seats - gs.sold) order by gs.agency_group_id)
        from subcalendar_group_seats gs join agency_groups g on g.id = gs.agency_group_id where gs.subcalendar_id = sc.subcalendar_id and gs.category_id = sc.category_id), '[]'::json)`.as('groups'),
    ]);
  if (q.date_start) query = query.where('s.departure_date', '>=', q.date_start);
  if (q.date_end) query = query.where('s.departure_date', '<=', q.date_end);
  if (q.origin !== undefined) query = query.where('rt.origin_city_id', '=', q.origin);
  if (q.destination !== undefined) query = query.where('rt.destination_city_id', '=', q.destination);
  if (q.category !== undefined) query = query.where('c.id', '=', q.category);
  if (q.flight_number) query = query.where('s.flight_number', 'ilike', `%${q.flight_number.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return query;
}

type Row = Awaited<ReturnType<ReturnType<typeof availabilityRows>['executeTakeFirstOrThrow']>>;

const toRecord = (r: Row): AvailabilityRecord => ({ ...r, free: r.capacity - r.group_reserved - r.sold });

const ordering = {
  fields: { departure_date: 's.departure_date', flight_number: 's.flight_number', category: 'c.sort' },
  default: ['departure_date'],
  tiebreaker: 'sc.id',
};

export function listAvailability({ db, lang }: ServiceContext, url: string, q: AvailabilityQuery) {
  const { page: _p, page_size: _s, ordering: _o, ...filters } = q;
  return paginate(db, { url }, availabilityRows(db, lang, filters), q, ordering, toRecord);
}

const COLUMNS = ['departure_date', 'departure_time', 'flight_number', 'origin', 'destination', 'schedule_status', 'category', 'capacity', 'sold', 'group_reserved', 'free', 'group', 'group_seats', 'group_sold'] as const;

/** One row per departure and category, and one more per agency group holding seats in it. */
/** The file name and how to fill the workbook; the route streams it (streamWorkbook). */
export function availabilityWorkbook({ db, t, lang }: ServiceContext, q: AvailabilityQuery) {
  const fill = async ({ workbook, pace }: WorkbookContext): Promise<void> => {
    const sheet = addSheet(
      workbook,
      t('export.availability_sheet'),
      COLUMNS.map((key) => ({ key, width: key === 'origin' || key === 'destination' || key === 'group' ? 24 : 12, header: t(`export.availability.${key}`), numFmt: key === 'departure_date' ? DATE_FORMAT : undefined })),
    );
    const { page: _p, page_size: _s, ordering: order, ...filters } = q;
    for await (const batch of keysetBatches(availabilityRows(db, lang, filters), order, ordering, EXPORT_BATCH_SIZE)) {
      for (const row of batch.map(toRecord)) {
        const base = [excelDate(row.departure_date), row.departure_time, row.flight_number, row.origin, row.destination, t(`export.statuses.schedule_status.${row.schedule_status}`), row.category_name, row.capacity, row.sold, row.group_reserved, row.free];
        sheet.addRow([...base, null, null, null]).commit();
        for (const g of row.groups) sheet.addRow([...base, g.name, g.seats, g.sold]).commit();
      }
      if (!(await pace())) return;
    }
  };
  return { filename: datedFilename('disponibilidad-vuelos'), fill };
}
