/**
 * The hotel catalogue's operations beyond plain CRUD (docs/api-hotels.md): the price grid of a
 * season saved at once, the staff's price preview of a stay, a hotel's whole history, and the
 * nomenclators of the hotel and house filters (destinations, zones, meal plans).
 */
import { sql } from 'kysely';
import type { Language } from '../../../domain/constants.ts';
import { fromMinor } from '../../../domain/money.ts';
import { HOTEL_HISTORY_ENTITIES, type hotelHistoryQuery, type priceGridBody, type pricePreviewBody } from '../../../domain/schemas/hotelAdmin.ts';
import { normalizeChildPrices, priceStay, roomPriceJson, type PricingError } from '../../../domain/services/hotels.ts';
import type { z } from '../../../domain/validation.ts';
import { nameIn } from '../../db/catalogNames.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, FieldErrors, notFound } from '../../http/errors.ts';
import { paginate, type ListQuery } from '../../http/pagination.ts';
import type { Db } from '../flightAdmin/crud.ts';
import { listHistory, writeHistory, type HistoryRow } from '../flightAdmin/history.ts';
import { containsPattern } from '../nomenclators/service.ts';
import { contracts, prices } from './contracts.ts';
import { loadHotelPricingData } from './pricingData.ts';

type ReadContext = Pick<ServiceContext, 'db' | 'lang'>;

/**
 * Saves a season's grid in one transaction: a row with a price is created or changed, a row with
 * `price: null` removed; one history row per changed price. Answers the season's prices.
 */
export async function savePriceGrid(db: Db, userId: number, contractId: number, body: z.infer<typeof priceGridBody>, lang: Language) {
  const contract = await contracts.get(db, contractId, lang);
  const occupancies = await db
    .selectFrom('hotel_occupancies as o')
    .innerJoin('hotel_room_types as rt', 'rt.id', 'o.room_type_id')
    .select(['o.id', 'o.room_type_id'])
    .where('rt.hotel_id', '=', contract.hotel)
    .execute();
  const roomTypeOf = new Map(occupancies.map((o) => [o.id, o.room_type_id]));
  const plans = new Set((await db.selectFrom('meal_plans').select('id').execute()).map((p) => p.id));
  const errors: Record<string, { key: string }[]> = {};
  for (const [i, row] of body.rows.entries()) {
    if (!roomTypeOf.has(row.occupancy)) errors[`rows.${i}.occupancy`] = [{ key: 'hotels.other_hotel' }];
    if (!plans.has(row.meal_plan)) errors[`rows.${i}.meal_plan`] = [{ key: 'validation.invalid_choice' }];
  }
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  await db.transaction().execute(async (trx) => {
    await sql`select id from hotel_contracts where id = ${contractId} for update`.execute(trx);
    const existing = await prices.list({ db: trx, lang }, '/', { page: 1, page_size: 1000, contract: contractId } as Parameters<typeof prices.list>[2]);
    const byKey = new Map(existing.results.map((p) => [`${p.occupancy}:${p.meal_plan}`, p]));
    const history: HistoryRow[] = [];
    for (const row of body.rows) {
      const before = byKey.get(`${row.occupancy}:${row.meal_plan}`);
      const childPrices = normalizeChildPrices(row.child_prices ?? before?.child_prices ?? []);
      if (row.price === null) {
        if (!before) continue;
        await trx.deleteFrom('hotel_prices').where('id', '=', before.id).execute();
        history.push({ entity: 'hotel_price', entity_id: contract.hotel, action: 'grid', user_id: userId, before, after: null });
        continue;
      }
      if (before && Number(before.price) === Number(row.price) && JSON.stringify(before.child_prices) === JSON.stringify(childPrices)) continue;
      const saved = before
        ? await trx.updateTable('hotel_prices').set({ price: row.price, child_prices: JSON.stringify(childPrices) }).where('id', '=', before.id).returning('id').executeTakeFirstOrThrow()
        : await trx
            .insertInto('hotel_prices')
            .values({ contract_id: contractId, occupancy_id: row.occupancy, room_type_id: roomTypeOf.get(row.occupancy) ?? 0, meal_plan_id: row.meal_plan, price: row.price, child_prices: JSON.stringify(childPrices) })
            .returning('id')
            .executeTakeFirstOrThrow();
      history.push({ entity: 'hotel_price', entity_id: contract.hotel, action: 'grid', user_id: userId, before: before ?? null, after: await prices.get(trx, saved.id, lang) });
    }
    await writeHistory(trx, history);
  });
  return prices.list({ db, lang }, `/api/admin-hotels/contract/${contractId}/prices/`, { page: 1, page_size: 1000, contract: contractId } as Parameters<typeof prices.list>[2]);
}

/** 409 `{detail, code}` with the pricing error's message (domain/messages/hotels.ts 'pricing'). */
export function pricingConflict(error: PricingError): ApiError {
  const { code, ...params } = error;
  const shown = { ...params, ...('room' in params ? { room: params.room + 1 } : {}) };
  return new ApiError(409, { key: `hotels.pricing.${code}`, params: shown }, code);
}

export async function pricePreview({ db }: ReadContext, hotelId: number, body: z.infer<typeof pricePreviewBody>, today: string) {
  const data = await loadHotelPricingData(db, hotelId, body.checkin, body.checkout);
  if (!data) throw notFound();
  const result = priceStay(data, {
    checkin: body.checkin,
    checkout: body.checkout,
    bookingDate: body.booking_date ?? today,
    rooms: body.rooms.map((r) => ({ adults: r.adults, children_ages: r.children_ages ?? [], room_type_id: r.room_type, meal_plan_id: r.meal_plan, supplements: r.supplements ?? [] })),
  });
  if (!result.ok) throw pricingConflict(result.error);
  const p = result.price;
  return { nights: p.nights, currency: p.currency_id, min_nights: p.min_nights, net: fromMinor(p.netMinor), rooms: p.rooms.map(roomPriceJson), cancellation_policies: p.cancellation_policies };
}

export function listHotelHistory(ctx: Pick<ServiceContext, 'db'>, url: string, hotelId: number, q: z.infer<typeof hotelHistoryQuery>) {
  return listHistory(ctx, url, q, { entities: q.entity ? [q.entity] : HOTEL_HISTORY_ENTITIES, entityId: hotelId });
}

// Nomenclators of the hotel and house filters (spec §3): names in the reader's language.
export async function listDestinations({ db, lang }: ReadContext, url: string, q: ListQuery & { search?: string; country?: number; active?: boolean; id__in?: number[] }) {
  let query = db.selectFrom('destinations as d').select(['d.id', nameIn(lang, 'd').as('name'), 'd.name as name_es', 'd.name_en', 'd.code', 'd.country_id', 'd.active']);
  if (q.search) query = query.where((eb) => eb.or([eb('d.name', 'ilike', containsPattern(q.search ?? '')), eb('d.name_en', 'ilike', containsPattern(q.search ?? '')), eb('d.code', 'ilike', containsPattern(q.search ?? ''))]));
  if (q.country !== undefined) query = query.where('d.country_id', '=', q.country);
  if (q.active !== undefined) query = query.where('d.active', '=', q.active);
  if (q.id__in) query = query.where('d.id', 'in', q.id__in);
  return paginate(db, { url }, query, q, { fields: { id: 'd.id', name: nameIn(lang, 'd'), code: 'd.code' }, default: ['name'], tiebreaker: 'd.id' }, (r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    country: r.country_id,
    active: r.active,
  }));
}

export async function listZones({ db, lang }: ReadContext, url: string, q: ListQuery & { search?: string; destination?: number; country?: number; id__in?: number[] }) {
  let query = db.selectFrom('zones as z').innerJoin('destinations as d', 'd.id', 'z.destination_id').select(['z.id', nameIn(lang, 'z').as('name'), 'z.destination_id', 'd.country_id', 'z.active']);
  if (q.search) query = query.where((eb) => eb.or([eb('z.name', 'ilike', containsPattern(q.search ?? '')), eb('z.name_en', 'ilike', containsPattern(q.search ?? ''))]));
  if (q.destination !== undefined) query = query.where('z.destination_id', '=', q.destination);
  if (q.country !== undefined) query = query.where('d.country_id', '=', q.country);
  if (q.id__in) query = query.where('z.id', 'in', q.id__in);
  return paginate(db, { url }, query, q, { fields: { id: 'z.id', name: nameIn(lang, 'z') }, default: ['name'], tiebreaker: 'z.id' }, (r) => ({
    id: r.id,
    name: r.name,
    destination: r.destination_id,
    country: r.country_id,
    active: r.active,
  }));
}

export async function listMealPlans({ db, lang }: ReadContext, url: string, q: ListQuery & { search?: string; id__in?: number[] }) {
  let query = db.selectFrom('meal_plans as m').select(['m.id', 'm.code', nameIn(lang, 'm').as('name'), 'm.sort']);
  if (q.search) query = query.where((eb) => eb.or([eb('m.name', 'ilike', containsPattern(q.search ?? '')), eb('m.name_en', 'ilike', containsPattern(q.search ?? '')), eb('m.code', 'ilike', containsPattern(q.search ?? ''))]));
  if (q.id__in) query = query.where('m.id', 'in', q.id__in);
  return paginate(db, { url }, query, q, { fields: { id: 'm.id', code: 'm.code', name: nameIn(lang, 'm'), sort: 'm.sort' }, default: ['sort'], tiebreaker: 'm.id' }, (r) => ({ id: r.id, code: r.code, name: r.name }));
}
