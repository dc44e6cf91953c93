/**
 * Supplements and offers of a hotel (docs/api-hotels.md 'Supplements', 'Offers'; the arithmetic is
 * domain/services/hotels.ts and hotelOffers.ts). A room type named by one must be of its hotel.
 * History rows carry the hotel's id.
 */
import { sql } from 'kysely';
import { offerShapeIssues, type offerBody, type offerListQuery, type supplementBody, type supplementListQuery } from '../../../domain/schemas/hotelAdmin.ts';
import type { OfferKind } from '../../../domain/services/hotelOffers.ts';
import type { Supplement } from '../../../domain/services/hotels.ts';
import type { z } from '../../../domain/validation.ts';
import { FieldErrors, fieldError } from '../../http/errors.ts';
import { checkRefs, entityService, pick, type Db } from '../flightAdmin/crud.ts';

type In<T extends z.ZodType> = z.infer<T>;

async function checkRoomType(db: Db, hotelId: number | undefined, roomTypeId: number | null | undefined): Promise<void> {
  if (hotelId === undefined || roomTypeId === null || roomTypeId === undefined) return;
  const rt = await db.selectFrom('hotel_room_types').select('hotel_id').where('id', '=', roomTypeId).executeTakeFirst();
  if (rt && rt.hotel_id !== hotelId) throw fieldError('room_type', 'hotels.other_hotel');
}

export const supplements = entityService({
  entity: 'hotel_supplement',
  table: 'hotel_supplements',
  idColumn: 's.id',
  base: (db) =>
    db
      .selectFrom('hotel_supplements as s')
      .select(['s.id', 's.hotel_id', 's.name', 's.name_en', 's.mandatory', 's.per', 's.frequency', 's.amount', 's.currency_id', 's.date_from', 's.date_to', 's.min_age', 's.max_age', 's.room_type_id', 's.meal_plan_id', 's.active']),
  toRecord: (r) => ({
    id: r.id,
    hotel: r.hotel_id,
    name: r.name,
    name_en: r.name_en,
    mandatory: r.mandatory,
    per: r.per as Supplement['per'],
    frequency: r.frequency as Supplement['frequency'],
    amount: r.amount,
    currency: r.currency_id,
    date_from: r.date_from,
    date_to: r.date_to,
    min_age: r.min_age,
    max_age: r.max_age,
    room_type: r.room_type_id,
    meal_plan: r.meal_plan_id,
    active: r.active,
  }),
  filter: (query, q: In<typeof supplementListQuery>) => {
    let out = query;
    if (q.hotel !== undefined) out = out.where('s.hotel_id', '=', q.hotel);
    if (q.mandatory !== undefined) out = out.where('s.mandatory', '=', q.mandatory);
    if (q.active !== undefined) out = out.where('s.active', '=', q.active);
    return out;
  },
  ordering: { fields: { id: 's.id', name: sql`lower(s.name)`, amount: 's.amount', mandatory: 's.mandatory', date_from: 's.date_from' }, default: ['name'], tiebreaker: 's.id' },
  columns: async (db, body: Partial<In<typeof supplementBody>>, current) => {
    await checkRefs(db, { hotel: ['hotels', body.hotel], room_type: ['hotel_room_types', body.room_type], meal_plan: ['meal_plans', body.meal_plan] });
    await checkRoomType(db, body.hotel ?? current?.hotel, body.room_type);
    const from = body.date_from === undefined ? current?.date_from : body.date_from;
    const to = body.date_to === undefined ? current?.date_to : body.date_to;
    if (from && to && from > to) throw fieldError('date_to', 'validation.date_order');
    const min = body.min_age ?? current?.min_age;
    const max = body.max_age ?? current?.max_age;
    if (min !== undefined && max !== undefined && min > max) throw fieldError('max_age', 'hotels.age_order');
    return pick(body, {
      hotel: 'hotel_id',
      name: 'name',
      name_en: 'name_en',
      mandatory: 'mandatory',
      per: 'per',
      frequency: 'frequency',
      amount: 'amount',
      currency: 'currency_id',
      date_from: 'date_from',
      date_to: 'date_to',
      min_age: 'min_age',
      max_age: 'max_age',
      room_type: 'room_type_id',
      meal_plan: 'meal_plan_id',
      active: 'active',
    });
  },
  historyId: (rec) => rec.hotel,
});

export const offers = entityService({
  entity: 'hotel_offer',
  table: 'hotel_offers',
  idColumn: 'f.id',
  base: (db) =>
    db
      .selectFrom('hotel_offers as f')
      .select([
        'f.id',
        'f.hotel_id',
        'f.name',
        'f.name_en',
        'f.kind',
        'f.percent',
        'f.stay_nights',
        'f.pay_nights',
        'f.min_days_before',
        'f.stay_from',
        'f.stay_to',
        'f.booking_from',
        'f.booking_to',
        'f.room_type_id',
        'f.meal_plan_id',
        'f.combinable',
        'f.active',
      ]),
  toRecord: (r) => ({
    id: r.id,
    hotel: r.hotel_id,
    name: r.name,
    name_en: r.name_en,
    kind: r.kind as OfferKind,
    percent: r.percent,
    stay_nights: r.stay_nights,
    pay_nights: r.pay_nights,
    min_days_before: r.min_days_before,
    stay_from: r.stay_from,
    stay_to: r.stay_to,
    booking_from: r.booking_from,
    booking_to: r.booking_to,
    room_type: r.room_type_id,
    meal_plan: r.meal_plan_id,
    combinable: r.combinable,
    active: r.active,
  }),
  filter: (query, q: In<typeof offerListQuery>) => {
    let out = query;
    if (q.hotel !== undefined) out = out.where('f.hotel_id', '=', q.hotel);
    if (q.kind) out = out.where('f.kind', '=', q.kind);
    if (q.active !== undefined) out = out.where('f.active', '=', q.active);
    return out;
  },
  ordering: { fields: { id: 'f.id', name: sql`lower(f.name)`, kind: 'f.kind', stay_from: 'f.stay_from', booking_from: 'f.booking_from' }, default: ['name'], tiebreaker: 'f.id' },
  columns: async (db, body: Partial<In<typeof offerBody>>, current) => {
    await checkRefs(db, { hotel: ['hotels', body.hotel], room_type: ['hotel_room_types', body.room_type], meal_plan: ['meal_plans', body.meal_plan] });
    await checkRoomType(db, body.hotel ?? current?.hotel, body.room_type);
    if (current) {
      // An edit may change the kind: what the merged offer needs is checked here (the body's schema checks creates).
      const merged = { ...current, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) } as Parameters<typeof offerShapeIssues>[0];
      const issues = offerShapeIssues(merged);
      if (Object.keys(issues).length > 0) throw new FieldErrors(Object.fromEntries(Object.entries(issues).map(([k, key]) => [k, [{ key }]])));
      for (const [from, to] of [['stay_from', 'stay_to'], ['booking_from', 'booking_to']] as const) {
        const a = (merged as Record<string, unknown>)[from];
        const b = (merged as Record<string, unknown>)[to];
        if (typeof a === 'string' && typeof b === 'string' && a > b) throw fieldError(to, 'validation.date_order');
      }
    }
    return pick(body, {
      hotel: 'hotel_id',
      name: 'name',
      name_en: 'name_en',
      kind: 'kind',
      percent: 'percent',
      stay_nights: 'stay_nights',
      pay_nights: 'pay_nights',
      min_days_before: 'min_days_before',
      stay_from: 'stay_from',
      stay_to: 'stay_to',
      booking_from: 'booking_from',
      booking_to: 'booking_to',
      room_type: 'room_type_id',
      meal_plan: 'meal_plan_id',
      combinable: 'combinable',
      active: 'active',
    });
  },
  historyId: (rec) => rec.hotel,
});

