/**
 * Room types and their occupancies (docs/api-hotels.md 'Room types and occupancies'; spec §3 'Hotel
 * booking': idTipoHab/textTipoHab, idOcup/textOcup, min_age_accepted/max_age_accepted). History
 * rows carry the hotel's id.
 */
import { sql } from 'kysely';
import type { occupancyBody, occupancyListQuery, roomTypeBody, roomTypeListQuery } from '../../../domain/schemas/hotelAdmin.ts';
import type { z } from '../../../domain/validation.ts';
import { nameIn } from '../../db/catalogNames.ts';
import { fieldError } from '../../http/errors.ts';
import { checkRefs, entityService, pick } from '../flightAdmin/crud.ts';

type In<T extends z.ZodType> = z.infer<T>;

export const roomTypes = entityService({
  entity: 'hotel_room_type',
  table: 'hotel_room_types',
  idColumn: 'rt.id',
  base: (db, lang) =>
    db
      .selectFrom('hotel_room_types as rt')
      .select(['rt.id', 'rt.hotel_id', 'rt.code', 'rt.name', 'rt.name_en', nameIn(lang, 'rt').as('label'), 'rt.capacity', 'rt.active'])
      .select(sql<number>`(select count(*)::int from hotel_occupancies o where o.room_type_id = rt.id)`.as('occupancies_count')),
  toRecord: (r) => ({ id: r.id, hotel: r.hotel_id, code: r.code, name: r.name, name_en: r.name_en, label: r.label, capacity: r.capacity, active: r.active, occupancies_count: r.occupancies_count }),
  filter: (query, q: In<typeof roomTypeListQuery>) => {
    let out = query;
    if (q.hotel !== undefined) out = out.where('rt.hotel_id', '=', q.hotel);
    if (q.active !== undefined) out = out.where('rt.active', '=', q.active);
    return out;
  },
  ordering: { fields: { id: 'rt.id', code: 'rt.code', name: sql`lower(rt.name)`, capacity: 'rt.capacity' }, default: ['code'], tiebreaker: 'rt.id' },
  columns: async (db, body: Partial<In<typeof roomTypeBody>>, current) => {
    await checkRefs(db, { hotel: ['hotels', body.hotel] });
    if (current && body.capacity !== undefined) {
      const biggest = await db.selectFrom('hotel_occupancies').select(sql<number>`max(adults + children)`.as('n')).where('room_type_id', '=', current.id).executeTakeFirst();
      if (biggest?.n && biggest.n > body.capacity) throw fieldError('capacity', 'hotels.capacity', { capacity: biggest.n });
    }
    return pick(body, { hotel: 'hotel_id', code: 'code', name: 'name', name_en: 'name_en', capacity: 'capacity', active: 'active' });
  },
  unique: { hotel_room_types_hotel_id_code_key: { field: 'code', key: 'hotels.room_type_taken' } },
  historyId: (rec) => rec.hotel,
});

export const occupancies = entityService({
  entity: 'hotel_occupancy',
  table: 'hotel_occupancies',
  idColumn: 'o.id',
  base: (db, lang) =>
    db
      .selectFrom('hotel_occupancies as o')
      .innerJoin('hotel_room_types as rt', 'rt.id', 'o.room_type_id')
      .select(['o.id', 'o.room_type_id', nameIn(lang, 'rt').as('room_type_name'), 'rt.hotel_id', 'rt.capacity', 'o.adults', 'o.children', 'o.min_age_accepted', 'o.max_age_accepted']),
  toRecord: (r) => ({
    id: r.id,
    room_type: r.room_type_id,
    room_type_name: r.room_type_name,
    hotel: r.hotel_id,
    adults: r.adults,
    children: r.children,
    min_age_accepted: r.min_age_accepted,
    max_age_accepted: r.max_age_accepted,
    /** spec's textOcup: '2+1' (adults + children). */
    text: r.children > 0 ? `${r.adults}+${r.children}` : String(r.adults),
  }),
  filter: (query, q: In<typeof occupancyListQuery>) => {
    let out = query;
    if (q.room_type !== undefined) out = out.where('o.room_type_id', '=', q.room_type);
    if (q.hotel !== undefined) out = out.where('rt.hotel_id', '=', q.hotel);
    return out;
  },
  ordering: { fields: { id: 'o.id', room_type: 'rt.code', adults: 'o.adults', children: 'o.children' }, default: ['room_type', 'adults', 'children'], tiebreaker: 'o.id' },
  columns: async (db, body: Partial<In<typeof occupancyBody>>, current) => {
    await checkRefs(db, { room_type: ['hotel_room_types', body.room_type] });
    const roomTypeId = body.room_type ?? current?.room_type;
    if (roomTypeId !== undefined) {
      const rt = await db.selectFrom('hotel_room_types').select('capacity').where('id', '=', roomTypeId).executeTakeFirstOrThrow();
      const adults = body.adults ?? current?.adults ?? 1;
      const children = body.children ?? current?.children ?? 0;
      if (adults + children > rt.capacity) throw fieldError(body.children !== undefined ? 'children' : 'adults', 'hotels.capacity', { capacity: rt.capacity });
    }
    const min = body.min_age_accepted ?? current?.min_age_accepted;
    const max = body.max_age_accepted ?? current?.max_age_accepted;
    if (min !== undefined && max !== undefined && min > max) throw fieldError('max_age_accepted', 'hotels.age_order');
    return pick(body, { room_type: 'room_type_id', adults: 'adults', children: 'children', min_age_accepted: 'min_age_accepted', max_age_accepted: 'max_age_accepted' });
  },
  unique: { hotel_occupancies_room_type_id_adults_children_key: { field: 'children', key: 'hotels.occupancy_taken' } },
  historyId: (rec) => rec.hotel,
});
