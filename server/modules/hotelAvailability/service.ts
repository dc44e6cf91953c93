/**
 * Hotel availability administration (docs/api-hotels.md 'Availability administration'): a hotel's
 * grid, and the change of some room types' nights over a date range (a grid cell or the mass
 * change). A change is one statement (`insert … select generate_series … on conflict do update`)
 * guarded so a `cupon_sales` night never holds more rooms sold than its allotment, in one
 * transaction with its log rows; the nights it touches are locked first, so a booking's guarded
 * update (`sold = sold + n where allotment - sold >= n`) waits for it and then sees the new values.
 */
import { sql } from 'kysely';
import type { Language } from '../../../domain/constants.ts';
import {
  applyChange,
  dateRange,
  defaultEnd,
  freeRooms,
  runsOf,
  soldExceedsAllotment,
  type AvailabilityChange,
  type AvailabilityMode,
  type Night,
} from '../../../domain/services/hotelAvailability.ts';
import { HOTEL_PROVIDER_OWN } from '../../../domain/services/hotels.ts';
import type { CellBody, GridQuery, MassChangeBody } from '../../../domain/schemas/hotelAvailability.ts';
import { nameIn } from '../../db/catalogNames.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, fieldError, FieldErrors, notFound } from '../../http/errors.ts';
import type { Db } from '../flightAdmin/crud.ts';

type ReadContext = Pick<ServiceContext, 'db' | 'lang'>;

export interface Cell {
  date: string;
  allotment: number;
  sold: number;
  free: number;
  mode: AvailabilityMode;
}

const cellOf = (date: string, n: Night): Cell => ({ date, allotment: n.allotment, sold: n.sold, free: freeRooms(n), mode: n.mode });

/** An own hotel (integrated providers keep their availability at the provider), or a field error. */
async function ownHotel(db: Db, hotelId: number, field: string) {
  const hotel = await db.selectFrom('hotels').select(['id', 'name', 'provider']).where('id', '=', hotelId).executeTakeFirst();
  if (!hotel) throw fieldError(field, 'validation.invalid_choice');
  if (hotel.provider !== HOTEL_PROVIDER_OWN) throw fieldError(field, 'hotel_availability.not_own');
  return hotel;
}

function roomTypesOf(db: Db, lang: Language) {
  return db.selectFrom('hotel_room_types as rt').select(['rt.id', 'rt.hotel_id', 'rt.code', nameIn(lang, 'rt').as('name'), 'rt.active']);
}

/** GET grid/{hotel}/: per room type of the hotel and day, the night (null: no row, not sellable). */
export async function availabilityGrid({ db, lang }: ReadContext, hotelId: number, q: GridQuery) {
  const end = q.end ?? defaultEnd(q.start);
  const hotel = await db.selectFrom('hotels').select(['id', 'name', 'provider']).where('id', '=', hotelId).executeTakeFirst();
  if (!hotel) throw notFound();
  if (hotel.provider !== HOTEL_PROVIDER_OWN) throw fieldError('hotel', 'hotel_availability.not_own');
  const [roomTypes, nights] = await Promise.all([
    roomTypesOf(db, lang).where('rt.hotel_id', '=', hotel.id).orderBy('rt.code').orderBy('rt.id').execute(),
    db
      .selectFrom('hotel_availability')
      .select(['room_type_id', 'date', 'allotment', 'sold', 'mode'])
      .where('hotel_id', '=', hotel.id)
      .where('date', '>=', q.start)
      .where('date', '<=', end)
      .execute(),
  ]);
  const dates = dateRange(q.start, end);
  const byKey = new Map(nights.map((n) => [`${n.room_type_id}|${n.date}`, n]));
  return {
    hotel: { id: hotel.id, name: hotel.name },
    start: q.start,
    end,
    dates,
    room_types: roomTypes.map((rt) => ({
      id: rt.id,
      code: rt.code,
      name: rt.name,
      active: rt.active,
      nights: dates.map((date) => {
        const n = byKey.get(`${rt.id}|${date}`);
        return n ? cellOf(date, { allotment: n.allotment, sold: n.sold, mode: n.mode as AvailabilityMode }) : null;
      }),
    })),
  };
}

interface ChangeInput extends AvailabilityChange {
  hotel: number;
  start: string;
  end: string;
  roomTypes: readonly number[];
  action: 'cell' | 'mass_change';
}

/** 400 when a night would end with more rooms sold than its allotment (cupon_sales). */
function refuseOversold(before: Map<string, Night>, codes: Map<number, string>, change: AvailabilityChange): void {
  const bad = [...before].filter(([, night]) => soldExceedsAllotment(applyChange(night, change)));
  if (bad.length === 0) return;
  const [key, night] = bad[0];
  const [roomType, date] = key.split('|');
  const field = change.allotment !== undefined ? 'allotment' : 'mode';
  throw fieldError(field, 'hotel_availability.below_sold', { room_type: codes.get(Number(roomType)) ?? roomType, date, sold: night.sold, nights: bad.length });
}

/**
 * Sets the allotment and/or mode of the room types' nights from start to end (rows created where
 * missing) and logs one row per room type, all in one transaction. Answers the log rows' ids.
 */
async function change(db: Db, userId: number, input: ChangeInput, codes: Map<number, string>): Promise<number[]> {
  const { allotment = null, mode = null } = input;
  const days = dateRange(input.start, input.end);
  const ids = [...input.roomTypes];
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('hotel_availability')
      .select(['room_type_id', 'date', 'allotment', 'sold', 'mode'])
      .where('room_type_id', 'in', ids)
      .where('date', '>=', input.start)
      .where('date', '<=', input.end)
      .forUpdate()
      .execute();
    const before = new Map(locked.map((n) => [`${n.room_type_id}|${n.date}`, { allotment: n.allotment, sold: n.sold, mode: n.mode as AvailabilityMode }]));
    refuseOversold(before, codes, input);
    // The guard repeats the rule in the statement itself: a night it would break is skipped, and a
    // count short of every night rolls the whole change back.
    const written = await sql<{ n: number }>`
      with changed as (
        insert into hotel_availability (room_type_id, date, hotel_id, allotment, sold, mode, updated_at)
        select rt.id, d::date, rt.hotel_id, coalesce(${allotment}::integer, 0), 0, coalesce(${mode}::varchar, 'cupon_sales'), now()
          from hotel_room_types rt
          cross join generate_series(${input.start}::date, ${input.end}::date, interval '1 day') as d
         where rt.id in (${sql.join(ids)}) and rt.hotel_id = ${input.hotel}
        on conflict (room_type_id, date) do update
           set allotment = coalesce(${allotment}::integer, hotel_availability.allotment),
               mode = coalesce(${mode}::varchar, hotel_availability.mode),
               updated_at = now()
         where coalesce(${mode}::varchar, hotel_availability.mode) <> 'cupon_sales'
            or coalesce(${allotment}::integer, hotel_availability.allotment) >= hotel_availability.sold
        returning 1)
      select count(*)::integer as n from changed`.execute(trx);
    if (Number(written.rows[0]?.n) !== ids.length * days.length) throw new ApiError(409, { key: 'hotel_availability.conflict' }, 'conflict');
    const logs = await trx
      .insertInto('hotel_availability_logs')
      .values(
        ids.map((roomType) => {
          const nights = days.map((date) => ({ date, night: before.get(`${roomType}|${date}`) ?? null }));
          return {
            user_id: userId,
            hotel_id: input.hotel,
            room_type_id: roomType,
            action: input.action,
            date_from: input.start,
            date_to: input.end,
            allotment,
            mode,
            before: JSON.stringify(runsOf(nights)),
            after: JSON.stringify(runsOf(nights.map(({ date, night }) => ({ date, night: applyChange(night, input) })))),
          };
        }),
      )
      .returning('id')
      .execute();
    return logs.map((l) => l.id);
  });
}

/** POST mass-change/: several room types of one hotel over a range (end default: start + 1 day). */
export async function massChange({ db, lang, actor }: ServiceContext, body: MassChangeBody) {
  const hotel = await ownHotel(db, body.hotel, 'hotel');
  const ids = [...new Set(body.room_types)];
  const roomTypes = await roomTypesOf(db, lang).where('rt.id', 'in', ids).execute();
  const foreign = ids.filter((id) => !roomTypes.some((rt) => rt.id === id && rt.hotel_id === hotel.id));
  if (foreign.length > 0) throw new FieldErrors({ room_types: [{ key: 'hotel_availability.other_hotel', params: { ids: foreign.join(', ') } }] });
  const end = body.end ?? defaultEnd(body.start);
  const codes = new Map(roomTypes.map((rt) => [rt.id, rt.code]));
  const logs = await change(db, actor.id, { hotel: hotel.id, start: body.start, end, roomTypes: ids, allotment: body.allotment, mode: body.mode, action: 'mass_change' }, codes);
  const days = dateRange(body.start, end).length;
  return { hotel: hotel.id, start: body.start, end, room_types: ids, allotment: body.allotment ?? null, mode: body.mode ?? null, days, nights: days * ids.length, logs };
}

/** PUT cell/: one room type's night, logged as a change of one day. Answers the night. */
export async function changeCell({ db, lang, actor }: ServiceContext, body: CellBody): Promise<Cell & { room_type: number }> {
  const roomType = await roomTypesOf(db, lang).where('rt.id', '=', body.room_type).executeTakeFirst();
  if (!roomType) throw fieldError('room_type', 'validation.invalid_choice');
  await ownHotel(db, roomType.hotel_id, 'room_type');
  const input = { hotel: roomType.hotel_id, start: body.date, end: body.date, roomTypes: [roomType.id], allotment: body.allotment, mode: body.mode, action: 'cell' as const };
  await change(db, actor.id, input, new Map([[roomType.id, roomType.code]]));
  const n = await db.selectFrom('hotel_availability').select(['allotment', 'sold', 'mode']).where('room_type_id', '=', roomType.id).where('date', '=', body.date).executeTakeFirstOrThrow();
  return { room_type: roomType.id, ...cellOf(body.date, { allotment: n.allotment, sold: n.sold, mode: n.mode as AvailabilityMode }) };
}
