/**
 * Contracts by season and their prices (docs/api-hotels.md 'Contracts and prices'). A season is a
 * date range of one hotel in one currency, with its minimum nights and cancellation policies (spec
 * §3 'Cancellation policy', as domain/pricing/cancellation.ts reads them); the active seasons of a
 * hotel do not overlap. A price row is per room and night for the occupancy's adults, children by
 * age band per night. History rows carry the hotel's id.
 */
import { sql } from 'kysely';
import type { contractBody, contractListQuery, priceBody, priceListQuery } from '../../../domain/schemas/hotelAdmin.ts';
import type { PolicySnapshot } from '../../../domain/catalogNames.ts';
import { HOTEL_PROVIDER_OWN, normalizeChildPrices, type ChildPrice } from '../../../domain/services/hotels.ts';
import type { z } from '../../../domain/validation.ts';
import { nameIn } from '../../db/catalogNames.ts';
import { fieldError } from '../../http/errors.ts';
import { checkRefs, entityService, pick, type Db } from '../flightAdmin/crud.ts';

type In<T extends z.ZodType> = z.infer<T>;

export const contracts = entityService({
  entity: 'hotel_contract',
  table: 'hotel_contracts',
  idColumn: 'k.id',
  base: (db) =>
    db
      .selectFrom('hotel_contracts as k')
      .select(['k.id', 'k.hotel_id', 'k.name', 'k.start_date', 'k.end_date', 'k.currency_id', 'k.min_nights', 'k.cancellation_policies', 'k.active'])
      .select(sql<number>`(select count(*)::int from hotel_prices p where p.contract_id = k.id)`.as('prices_count')),
  toRecord: (r) => ({
    id: r.id,
    hotel: r.hotel_id,
    name: r.name,
    start_date: r.start_date,
    end_date: r.end_date,
    currency: r.currency_id,
    min_nights: r.min_nights,
    cancellation_policies: r.cancellation_policies as PolicySnapshot[],
    active: r.active,
    prices_count: r.prices_count,
  }),
  filter: (query, q: In<typeof contractListQuery>) => {
    let out = query;
    if (q.hotel !== undefined) out = out.where('k.hotel_id', '=', q.hotel);
    if (q.active !== undefined) out = out.where('k.active', '=', q.active);
    if (q.date) out = out.where('k.start_date', '<=', q.date).where('k.end_date', '>=', q.date);
    return out;
  },
  ordering: { fields: { id: 'k.id', start_date: 'k.start_date', end_date: 'k.end_date', name: sql`lower(k.name)` }, default: ['start_date'], tiebreaker: 'k.id' },
  columns: async (db, body: Partial<In<typeof contractBody>>, current) => {
    await checkRefs(db, { hotel: ['hotels', body.hotel] });
    const hotelId = body.hotel ?? current?.hotel;
    if (hotelId === undefined) return {};
    if (!current) {
      const hotel = await db.selectFrom('hotels').select('provider').where('id', '=', hotelId).executeTakeFirstOrThrow();
      if (hotel.provider !== HOTEL_PROVIDER_OWN) throw fieldError('hotel', 'hotels.not_own');
    }
    const start = body.start_date ?? current?.start_date;
    const end = body.end_date ?? current?.end_date;
    if (start && end && start > end) throw fieldError('end_date', 'validation.date_order');
    if ((body.active ?? current?.active ?? true) && start && end) await checkNoOverlap(db, hotelId, start, end, current?.id ?? null);
    const columns = pick(body, { hotel: 'hotel_id', name: 'name', start_date: 'start_date', end_date: 'end_date', currency: 'currency_id', min_nights: 'min_nights', active: 'active' });
    if (body.cancellation_policies !== undefined) {
      const policies: PolicySnapshot[] = body.cancellation_policies.map((p) => ({ name: p.name, name_en: p.name_en ?? null, discount_type: p.discount_type, value: p.value, min_days: p.min_days, max_days: p.max_days ?? null }));
      columns.cancellation_policies = JSON.stringify(policies);
    }
    return columns;
  },
  historyId: (rec) => rec.hotel,
});

async function checkNoOverlap(db: Db, hotelId: number, start: string, end: string, self: number | null): Promise<void> {
  let query = db.selectFrom('hotel_contracts').select('name').where('hotel_id', '=', hotelId).where('active', '=', true).where('start_date', '<=', end).where('end_date', '>=', start);
  if (self !== null) query = query.where('id', '<>', self);
  const other = await query.executeTakeFirst();
  if (other) throw fieldError('start_date', 'hotels.season_overlap', { name: other.name });
}

export const prices = entityService({
  entity: 'hotel_price',
  table: 'hotel_prices',
  idColumn: 'p.id',
  base: (db, lang) =>
    db
      .selectFrom('hotel_prices as p')
      .innerJoin('hotel_contracts as k', 'k.id', 'p.contract_id')
      .innerJoin('hotel_occupancies as o', 'o.id', 'p.occupancy_id')
      .innerJoin('hotel_room_types as rt', 'rt.id', 'p.room_type_id')
      .innerJoin('meal_plans as m', 'm.id', 'p.meal_plan_id')
      .select(['p.id', 'p.contract_id', 'k.hotel_id', 'k.currency_id', 'p.room_type_id', nameIn(lang, 'rt').as('room_type_name'), 'p.occupancy_id', 'o.adults', 'o.children', 'p.meal_plan_id', 'm.code as meal_plan_code', 'p.price', 'p.child_prices']),
  toRecord: (r) => ({
    id: r.id,
    contract: r.contract_id,
    hotel: r.hotel_id,
    currency: r.currency_id,
    room_type: r.room_type_id,
    room_type_name: r.room_type_name,
    occupancy: r.occupancy_id,
    occupancy_text: r.children > 0 ? `${r.adults}+${r.children}` : String(r.adults),
    meal_plan: r.meal_plan_id,
    meal_plan_code: r.meal_plan_code,
    price: r.price,
    child_prices: normalizeChildPrices(r.child_prices as ChildPrice[]),
  }),
  filter: (query, q: In<typeof priceListQuery>) => {
    let out = query;
    if (q.contract !== undefined) out = out.where('p.contract_id', '=', q.contract);
    if (q.room_type !== undefined) out = out.where('p.room_type_id', '=', q.room_type);
    if (q.hotel !== undefined) out = out.where('k.hotel_id', '=', q.hotel);
    if (q.meal_plan !== undefined) out = out.where('p.meal_plan_id', '=', q.meal_plan);
    return out;
  },
  ordering: { fields: { id: 'p.id', room_type: 'rt.code', occupancy: sql`o.adults * 100 + o.children`, meal_plan: 'm.sort', price: 'p.price' }, default: ['room_type', 'occupancy', 'meal_plan'], tiebreaker: 'p.id' },
  columns: async (db, body: Partial<In<typeof priceBody>>, current) => {
    await checkRefs(db, { contract: ['hotel_contracts', body.contract], occupancy: ['hotel_occupancies', body.occupancy], meal_plan: ['meal_plans', body.meal_plan] });
    const columns = pick(body, { contract: 'contract_id', occupancy: 'occupancy_id', meal_plan: 'meal_plan_id', price: 'price' });
    if (body.child_prices !== undefined) columns.child_prices = JSON.stringify(normalizeChildPrices(body.child_prices));
    if (!current && body.contract !== undefined && body.occupancy !== undefined) columns.room_type_id = await roomTypeInContract(db, body.contract, body.occupancy, 'occupancy');
    return columns;
  },
  unique: { hotel_prices_contract_id_occupancy_id_meal_plan_id_key: { field: 'meal_plan', key: 'hotels.price_taken' } },
  historyId: (rec) => rec.hotel,
});

/** The occupancy's room type, which must be of the contract's hotel (400 on `field` otherwise). */
export async function roomTypeInContract(db: Db, contractId: number, occupancyId: number, field: string): Promise<number> {
  const row = await db
    .selectFrom('hotel_occupancies as o')
    .innerJoin('hotel_room_types as rt', 'rt.id', 'o.room_type_id')
    .innerJoin('hotel_contracts as k', 'k.hotel_id', 'rt.hotel_id')
    .select('rt.id')
    .where('o.id', '=', occupancyId)
    .where('k.id', '=', contractId)
    .executeTakeFirst();
  if (!row) throw fieldError(field, 'hotels.other_hotel');
  return row.id;
}
