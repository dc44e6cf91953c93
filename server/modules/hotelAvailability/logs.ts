/**
 * The hotel availability log (GET hotel-availability/logs/ and its XLSX export) and the pickers of
 * the staff's pages: own hotels, their room types and the users found in the log. Inventory of the
 * provider, not tenant data: no agency scope (the route rule admits the provider's staff only).
 */
import { sql } from 'kysely';
import type { Language } from '../../../domain/constants.ts';
import type { Run } from '../../../domain/services/hotelAvailability.ts';
import { HOTEL_PROVIDER_OWN } from '../../../domain/services/hotels.ts';
import type { LogListQuery } from '../../../domain/schemas/hotelAvailability.ts';
import type { ListQuery } from '../../http/pagination.ts';
import { nameIn } from '../../db/catalogNames.ts';
import type { ServiceContext } from '../../http/context.ts';
import { keysetBatches, paginate } from '../../http/pagination.ts';
import { addSheet, DATE_FORMAT, datedFilename, EXPORT_BATCH_SIZE, excelDate, INSTANT_FORMAT, type WorkbookContext } from '../../http/xlsx.ts';
import type { Db } from '../flightAdmin/crud.ts';
import { containsPattern } from '../nomenclators/service.ts';

type ReadContext = Pick<ServiceContext, 'db' | 'lang'>;
type Filters = Omit<LogListQuery, 'page' | 'page_size' | 'ordering'>;

const userName = (r: { username: string | null; first_name: string | null; last_name: string | null }) =>
  r.username === null ? null : `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.username;

function logRows(db: Db, lang: Language, q: Filters) {
  let query = db
    .selectFrom('hotel_availability_logs as l')
    .innerJoin('hotels as h', 'h.id', 'l.hotel_id')
    .innerJoin('hotel_room_types as rt', 'rt.id', 'l.room_type_id')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .select([
      'l.id',
      'l.created_at',
      'l.user_id',
      'u.username',
      'u.first_name',
      'u.last_name',
      'l.hotel_id',
      'h.name as hotel_name',
      'l.room_type_id',
      'rt.code as room_type_code',
      nameIn(lang, 'rt').as('room_type_name'),
      'l.action',
      'l.date_from',
      'l.date_to',
      'l.allotment',
      'l.mode',
      'l.before',
      'l.after',
    ]);
  if (q.hotel !== undefined) query = query.where('l.hotel_id', '=', q.hotel);
  if (q.user !== undefined) query = query.where('l.user_id', '=', q.user);
  if (q.room_type !== undefined) query = query.where('l.room_type_id', '=', q.room_type);
  if (q.action) query = query.where('l.action', '=', q.action);
  if (q.date_from) query = query.where('l.created_at', '>=', new Date(`${q.date_from}T00:00:00Z`));
  if (q.date_to) query = query.where('l.created_at', '<', new Date(Date.parse(`${q.date_to}T00:00:00Z`) + 86_400_000));
  if (q.id__in) query = query.where('l.id', 'in', q.id__in);
  return query;
}

type Row = Awaited<ReturnType<ReturnType<typeof logRows>['executeTakeFirstOrThrow']>>;

const toRecord = (r: Row) => ({
  id: r.id,
  created_at: r.created_at.toISOString(),
  user: r.user_id,
  user_name: userName(r),
  hotel: r.hotel_id,
  hotel_name: r.hotel_name,
  room_type: r.room_type_id,
  room_type_code: r.room_type_code,
  room_type_name: r.room_type_name,
  action: r.action,
  date_from: r.date_from,
  date_to: r.date_to,
  allotment: r.allotment,
  mode: r.mode,
  before: r.before as Run[],
  after: r.after as Run[],
});

export type LogRecord = ReturnType<typeof toRecord>;

const ordering = {
  fields: { created_at: 'l.created_at', date_from: 'l.date_from', date_to: 'l.date_to', hotel_name: 'h.name', room_type_code: 'rt.code', action: 'l.action' },
  default: ['-created_at'],
  tiebreaker: 'l.id',
};

export function listLogs({ db, lang }: ReadContext, url: string, q: LogListQuery) {
  const { page: _p, page_size: _s, ordering: _o, ...filters } = q;
  return paginate(db, { url }, logRows(db, lang, filters), q, ordering, toRecord);
}

const COLUMNS = ['created_at', 'user', 'hotel', 'room_type', 'action', 'date_from', 'date_to', 'allotment', 'mode', 'before', 'after'] as const;

/** The log as a streamed workbook, in the list's filters and ordering; runs as text ('from – to: …'). */
export function logsWorkbook({ db, t, lang }: ServiceContext, q: LogListQuery) {
  const runsText = (runs: Run[]) =>
    runs
      .map((r) => {
        const span = r.from === r.to ? r.from : `${r.from} – ${r.to}`;
        const night = r.mode === null ? t('hotel_availability.no_row') : t('hotel_availability.run', { allotment: r.allotment ?? 0, sold: r.sold ?? 0, mode: t(`hotel_availability.modes.${r.mode}`) });
        return `${span}: ${night}`;
      })
      .join('; ');
  const fill = async ({ workbook, pace }: WorkbookContext): Promise<void> => {
    const wide = new Set(['hotel', 'before', 'after']);
    const sheet = addSheet(
      workbook,
      t('hotel_availability.export.sheet'),
      COLUMNS.map((key) => ({
        key,
        width: wide.has(key) ? 40 : 14,
        header: t(`hotel_availability.export.${key}`),
        numFmt: key === 'created_at' ? INSTANT_FORMAT : key.startsWith('date_') ? DATE_FORMAT : undefined,
      })),
    );
    const { page: _p, page_size: _s, ordering: order, ...filters } = q;
    for await (const batch of keysetBatches(logRows(db, lang, filters), order, ordering, EXPORT_BATCH_SIZE)) {
      for (const row of batch.map(toRecord)) {
        sheet
          .addRow([
            new Date(row.created_at),
            row.user_name,
            row.hotel_name,
            `${row.room_type_code} ${row.room_type_name}`,
            t(`hotel_availability.actions.${row.action}`),
            excelDate(row.date_from),
            excelDate(row.date_to),
            row.allotment,
            row.mode === null ? null : t(`hotel_availability.modes.${row.mode}`),
            runsText(row.before),
            runsText(row.after),
          ])
          .commit();
      }
      if (!(await pace())) return;
    }
  };
  return { filename: datedFilename('disponibilidad-hoteles-logs'), fill };
}

/** GET hotels/: own hotels (an integrated provider's keep their availability at the provider). */
export function listHotelChoices({ db }: ReadContext, url: string, q: ListQuery & { search?: string; id__in?: number[] }) {
  let query = db
    .selectFrom('hotels as h')
    .leftJoin('destinations as d', 'd.id', 'h.destination_id')
    .select(['h.id', 'h.name', 'h.active', 'd.name as destination_name'])
    .where('h.provider', '=', HOTEL_PROVIDER_OWN);
  if (q.search) query = query.where((eb) => eb.or([eb('h.name', 'ilike', containsPattern(q.search ?? '')), eb('h.slug', 'ilike', containsPattern(q.search ?? ''))]));
  if (q.id__in) query = query.where('h.id', 'in', q.id__in);
  return paginate(db, { url }, query, q, { fields: { name: 'h.name' }, default: ['name'], tiebreaker: 'h.id' }, (r) => ({ id: r.id, name: r.name, destination_name: r.destination_name, active: r.active }));
}

/** GET room-types/: the room types of own hotels (the log's filter). */
export function listRoomTypeChoices({ db, lang }: ReadContext, url: string, q: ListQuery & { hotel?: number; id__in?: number[] }) {
  let query = db
    .selectFrom('hotel_room_types as rt')
    .innerJoin('hotels as h', 'h.id', 'rt.hotel_id')
    .select(['rt.id', 'rt.hotel_id', 'rt.code', nameIn(lang, 'rt').as('name'), 'h.name as hotel_name'])
    .where('h.provider', '=', HOTEL_PROVIDER_OWN);
  if (q.hotel !== undefined) query = query.where('rt.hotel_id', '=', q.hotel);
  if (q.id__in) query = query.where('rt.id', 'in', q.id__in);
  return paginate(db, { url }, query, q, { fields: { code: 'rt.code', hotel_name: 'h.name' }, default: ['hotel_name', 'code'], tiebreaker: 'rt.id' }, (r) => ({
    id: r.id,
    hotel: r.hotel_id,
    code: r.code,
    name: r.name,
    label: `${r.code} · ${r.name}`,
  }));
}

/** GET users/: the users who changed availability (the log's filter). */
export function listLogUsers({ db }: ReadContext, url: string, q: ListQuery & { search?: string; id__in?: number[] }) {
  let query = db
    .selectFrom('users as u')
    .select(['u.id', 'u.username', 'u.first_name', 'u.last_name'])
    .where(({ exists, selectFrom }) => exists(selectFrom('hotel_availability_logs as l').select(sql`1`.as('one')).whereRef('l.user_id', '=', 'u.id')));
  if (q.search) {
    const pattern = containsPattern(q.search);
    query = query.where((eb) => eb.or([eb('u.username', 'ilike', pattern), eb('u.first_name', 'ilike', pattern), eb('u.last_name', 'ilike', pattern)]));
  }
  if (q.id__in) query = query.where('u.id', 'in', q.id__in);
  return paginate(db, { url }, query, q, { fields: { username: 'u.username' }, default: ['username'], tiebreaker: 'u.id' }, (r) => ({ id: r.id, username: r.username, name: userName(r) }));
}
