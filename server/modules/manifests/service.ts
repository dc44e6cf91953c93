/**
 * Manifests (spec §3 'Manifest', rule canSeeManifests): departures with their passengers, the
 * manifest of one departure (also the check-in page's v2), its XLSX and its EDIFACT PAXLST.
 */
import type { Kysely } from 'kysely';
import type { Gender } from '../../../domain/constants.ts';
import { checkinHasClosed } from '../../../domain/flights/passengers.ts';
import type { ManifestDetailRecord, ManifestRecord } from '../../../domain/records/flightBooking.ts';
import type { CheckinStatus } from '../../../domain/reservations/statuses.ts';
import type { ManifestListQuery } from '../../../domain/schemas/flightBooking.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { paginate } from '../../http/pagination.ts';
import { addSheet, DATE_FORMAT, excelDate, type Cell, type WorkbookContext } from '../../http/xlsx.ts';
import type { AuthActor } from '../../security/actor.ts';
import { checkinClosedOnce, departureOrdering, departurePassengers, departureQuery, filterDepartures, freeSeats, passengerCounts, toManifestPassenger } from '../checkin/departures.ts';
import { alpha3, buildPaxlst } from './edifact.ts';

type Db = Kysely<Database>;

function manifestRows(db: Db, actor: AuthActor) {
  return departureQuery(db).select([
    's.id',
    's.flight_id',
    's.flight_number',
    's.departure_date',
    's.departure_time',
    's.arrival_date',
    's.arrival_time',
    's.checkin_status',
    'oc.name as origin',
    'dc.name as destination',
    'al.code as airline_code',
    'oa.iata as origin_iata',
    'da.iata as destination_iata',
    freeSeats.as('free'),
    checkinClosedOnce.as('closed_once'),
    ...passengerCounts(actor),
  ]);
}

type ManifestRow = Awaited<ReturnType<ReturnType<typeof manifestRows>['executeTakeFirstOrThrow']>>;

function toManifest(row: ManifestRow): ManifestRecord {
  return {
    id: row.id,
    flight: row.flight_id,
    flight_number: row.flight_number,
    date: row.departure_date,
    origin: row.origin,
    destination: row.destination,
    time_departure: row.departure_time,
    time_arrival: row.arrival_time,
    count_available: row.free,
    passengers: row.passengers,
    state: row.checkin_status as CheckinStatus,
    is_edifact: row.passengers > 0,
    checkin_closed: checkinHasClosed({ status: row.checkin_status as CheckinStatus, closedOnce: row.closed_once }),
  };
}

export async function listManifests({ db, actor }: ServiceContext, url: string, q: ManifestListQuery) {
  return paginate(db, { url }, filterDepartures(manifestRows(db, actor), q), q, departureOrdering, toManifest);
}

async function manifestRow(db: Db, actor: AuthActor, subcalendarId: number): Promise<ManifestRow> {
  const row = await manifestRows(db, actor).where('s.id', '=', subcalendarId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function manifestDetail({ db, actor, lang }: ServiceContext, subcalendarId: number): Promise<ManifestDetailRecord> {
  const row = await manifestRow(db, actor, subcalendarId);
  const [passengers, opened] = await Promise.all([
    departurePassengers(db, actor, subcalendarId, lang),
    // Every open or close is logged with the inventory's changes (checkin/service.ts changeCheckinStatus).
    db.selectFrom('admin_history').select('id').where('entity', '=', 'subcalendar').where('entity_id', '=', subcalendarId).where('action', '=', 'checkin_status').limit(1).executeTakeFirst(),
  ]);
  return { ...toManifest(row), passengers_list: passengers.map(toManifestPassenger), opened_before: opened !== undefined || row.checkin_status === 'open' };
}

const MANIFEST_COLUMNS = [
  ['position', 6],
  ['locator', 10],
  ['agency', 28],
  ['last_name', 24],
  ['first_name', 18],
  ['middle_name', 16],
  ['passenger_type', 12],
  ['gender', 10],
  ['date_of_birth', 14],
  ['nationality', 16],
  ['passport', 14],
  ['checkin_status', 12],
] as const;

/** The file name and how to fill the workbook; read before the first byte, so an unknown departure is a 404. */
export async function manifestWorkbook({ db, actor, lang, t }: ServiceContext, subcalendarId: number) {
  const row = await manifestRow(db, actor, subcalendarId);
  const passengers = await departurePassengers(db, actor, subcalendarId, lang);
  const filename = `manifiesto-${row.flight_number}-${row.departure_date}.xlsx`.replace(/[^A-Za-z0-9._-]/g, '_');
  const fill = async ({ workbook }: WorkbookContext): Promise<void> => {
    const columns = MANIFEST_COLUMNS.map(([key, width]) => ({ key, width, header: t(`export.reservation.${key}`), numFmt: key === 'date_of_birth' ? DATE_FORMAT : undefined }));
    // What the sheet is, above its table: a printed manifest names its flight, day and route.
    const preamble: Cell[][] = [
      [t('export.manifest_flight'), row.flight_number],
      [t('export.manifest_date'), excelDate(row.departure_date), row.departure_time],
      [t('export.manifest_route'), `${row.origin} (${row.origin_iata}) - ${row.destination} (${row.destination_iata})`],
    ];
    const sheet = addSheet(workbook, `${t('export.manifest_sheet')} ${row.flight_number} ${row.departure_date}`.slice(0, 31), columns, preamble);
    passengers.forEach((p, i) => {
      sheet
        .addRow([
          i + 1,
          p.locator,
          p.agency_name,
          p.last_name,
          p.first_name,
          p.middle_name,
          t(`export.passenger_types.${p.type}`),
          t(`export.genders.${p.gender}`),
          excelDate(p.date_of_birth),
          p.nationality ?? '',
          p.passport,
          t(`export.checkin.${p.checked_in_at ? 'checked_in' : 'pending'}`),
        ])
        .commit();
    });
  };
  return { filename, fill };
}

interface DocumentJson {
  number: string;
  expiry: string;
  country: number;
}

/** GET admin-flights/edifact-report/?subcalendar_id: the departure's PAXLST as text. */
export async function edifactReport({ db, actor }: ServiceContext, subcalendarId: number, now = new Date()): Promise<{ filename: string; text: string }> {
  const row = await manifestRow(db, actor, subcalendarId);
  const passengers = await departurePassengers(db, actor, subcalendarId, 'en');
  const countries = new Map((await db.selectFrom('countries').select(['id', 'code']).execute()).map((c) => [c.id, c.code]));
  // The provider (the first-level agency) answers for the list.
  const provider = await db.selectFrom('agencies').select(['name', 'phone']).where('level', '=', 1).orderBy('id').executeTakeFirst();
  const doc = (value: unknown) => value as DocumentJson | null;
  const reference = `P${subcalendarId}${now.getTime().toString(36)}`.toUpperCase().slice(0, 14);
  const text = buildPaxlst({
    sender: 'PORTALB2B',
    recipient: `${row.destination_iata}APIS`,
    reference,
    preparedAt: now,
    carrier: row.airline_code,
    flightNumber: row.flight_number,
    departureAirport: row.origin_iata,
    arrivalAirport: row.destination_iata,
    departure: { date: row.departure_date, time: row.departure_time },
    arrival: { date: row.arrival_date, time: row.arrival_time },
    contact: { name: provider?.name ?? 'PORTAL B2B', phone: provider?.phone || '0' },
    passengers: passengers.map((p) => {
      const arrivalDocuments = [doc(p.primary_document), doc(p.secondary_document)]
        .filter((d) => d !== null)
        .map((d) => ({ number: d.number, expiry: d.expiry, country: alpha3(countries.get(d.country)) }));
      return {
        lastName: p.last_name,
        firstName: p.first_name,
        middleName: p.middle_name,
        gender: p.gender as Gender,
        dateOfBirth: p.date_of_birth,
        nationality: alpha3(p.nationality_code),
        locator: p.locator,
        passport: p.passport,
        passportExpiry: p.passport_expiry,
        passportCountry: p.passport_country_code ? alpha3(p.passport_country_code) : null,
        arrivalDocuments,
        embark: row.origin_iata,
        disembark: row.destination_iata,
      };
    }),
  });
  return { filename: `paxlst-${row.flight_number}-${row.departure_date}.edi`.replace(/[^A-Za-z0-9._-]/g, '_'), text };
}
