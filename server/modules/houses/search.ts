/**
 * The agencies' side of the catalogue (docs/api-houses.md 'Search and detail'): the house filter
 * of spec §3 with the stay's price for the caller's agency, a house's detail by slug with the rooms
 * free for some dates, and the price of one stay (POST houses/{id}/price/).
 *
 * The catalogue is small (dozens of houses, not thousands): the filter runs in SQL, the price and
 * the free rooms of the matching houses in domain/services/houses.ts, then the page is cut.
 */
import { sql } from 'kysely';
import { localizedPolicies, type PolicySnapshot } from '../../../domain/catalogNames.ts';
import { inLanguage } from '../../../domain/catalogNames.ts';
import type { HouseDetailRecord, HousePriceRecord, HouseSearchRecord } from '../../../domain/records/houses.ts';
import type { HousePriceBody, HouseSearchQuery } from '../../../domain/schemas/houses.ts';
import {
  ADULT_AGE,
  DEFAULT_HOUSE_ADULTS,
  freeRooms,
  houseNights,
  housePriceJson,
  isAvailable,
  priceHouseStay,
  type HouseRoom,
  type RentType,
} from '../../../domain/services/houses.ts';
import type { ServiceContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { pageOf } from '../../http/pagination.ts';
import { seesWholeNetwork } from '../../http/scope.ts';
import { containsPattern } from '../nomenclators/service.ts';
import { houseCommon, houseParts, houseRows, type HouseRow } from './catalog.ts';
import { heldStays, houseChain, pricingConflict, pricingData, sellAmount } from './pricing.ts';

/** More matches than a page of results can be worth: the filter narrows before this. */
const SEARCH_LIMIT = 500;

/** The fewest free rooms (largest first) that sleep `guests`; empty when they cannot. */
export function roomsFor(free: readonly HouseRoom[], guests: number): number[] {
  const picked: number[] = [];
  let capacity = 0;
  for (const room of [...free].sort((a, b) => b.capacity - a.capacity || a.id - b.id)) {
    if (capacity >= guests) break;
    picked.push(room.id);
    capacity += room.capacity;
  }
  return capacity >= guests ? picked : [];
}

type Sortable = HouseSearchRecord & { sortPrice: number };

const SORTS: Record<string, (a: Sortable, b: Sortable) => number> = {
  id: (a, b) => a.id - b.id,
  name: (a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }),
  price: (a, b) => a.sortPrice - b.sortPrice,
  capacity: (a, b) => a.capacity - b.capacity,
  destination_name: (a, b) => a.destination_name.localeCompare(b.destination_name, 'es', { sensitivity: 'base' }),
};
export const HOUSE_SEARCH_ORDERING = Object.keys(SORTS);

function sortResults(rows: Sortable[], ordering: string | undefined): Sortable[] {
  const terms = (ordering ?? 'name').split(',').map((t) => t.trim()).filter(Boolean);
  return [...rows].sort((a, b) => {
    for (const term of terms) {
      const desc = term.startsWith('-');
      const field = desc ? term.slice(1) : term;
      // Own keys only: `__proto__` and friends are names a client can send, not fields.
      const cmp = Object.hasOwn(SORTS, field) ? SORTS[field](a, b) : 0;
      if (cmp !== 0) return desc ? -cmp : cmp;
    }
    return a.id - b.id;
  });
}

export async function searchHouses(ctx: ServiceContext, url: string, q: HouseSearchQuery) {
  let query = houseRows(ctx.db, ctx.lang).where('h.active', '=', true);
  if (q.name) query = query.where('h.name', 'ilike', containsPattern(q.name));
  if (q.code) query = query.where('h.code', 'ilike', containsPattern(q.code));
  if (q.country !== undefined) query = query.where('h.country_id', '=', q.country);
  if (q.destination !== undefined) query = query.where('h.destination_id', '=', q.destination);
  if (q.zone !== undefined) query = query.where('h.zone_id', '=', q.zone);
  if (q.property_type) query = query.where('h.property_type', '=', q.property_type);
  if (q.accommodation_type) query = query.where('h.accommodation_type', '=', q.accommodation_type);
  if (q.type === 'full_house') query = query.where('h.full_house', '=', true);
  if (q.type === 'private_room') query = query.where('h.private_rooms', '=', true);
  const rows = await query.orderBy(sql`lower(h.name)`).orderBy('h.id').limit(SEARCH_LIMIT).execute();
  const ids = rows.map((r) => r.id);
  const parts = await houseParts(ctx.db, ids);
  const stay = q.start_date && q.end_date ? { checkin: q.start_date, checkout: q.end_date } : null;
  const held = stay ? await heldStays(ctx.db, ids, stay.checkin, stay.checkout) : new Map();
  const chain = stay ? await houseChain(ctx) : [];
  const ages = [...Array.from({ length: q.adults ?? DEFAULT_HOUSE_ADULTS }, () => ADULT_AGE), ...(q.ages ?? [])];
  const guests = ages.length;

  const results: Sortable[] = [];
  for (const row of rows) {
    const data = pricingData(row, parts);
    const base = { ...houseCommon(row), rooms_count: Number(row.rooms_count) };
    if (!stay) {
      if (base.capacity < guests) continue;
      results.push({ ...base, free_rooms: null, price: null, sortPrice: 0 });
      continue;
    }
    const houseHeld = held.get(row.id) ?? [];
    const free = freeRooms(data.rooms, houseHeld, stay);
    const type: RentType = q.type ?? (row.private_rooms ? 'private_room' : 'full_house');
    const rooms = type === 'full_house' ? [] : roomsFor(free, guests);
    if (type === 'private_room' && rooms.length === 0) continue;
    if (!isAvailable(data.rooms, houseHeld, { ...stay, type, rooms })) continue;
    const priced = priceHouseStay(data, { ...stay, type, rooms, ages, breakfast: false, supplements: [] });
    if (!priced.ok) continue;
    const price = sellAmount(priced.price, chain);
    results.push({ ...base, free_rooms: free.length, price, sortPrice: Number(price) });
  }
  const sorted = sortResults(results, q.ordering);
  const start = (q.page - 1) * q.page_size;
  const page = sorted.slice(start, start + q.page_size).map(({ sortPrice: _s, ...r }) => r);
  return pageOf({ url }, q, sorted.length, page);
}

async function activeHouse(ctx: ServiceContext, where: { slug: string } | { id: number }): Promise<HouseRow> {
  let query = houseRows(ctx.db, ctx.lang).where('h.active', '=', true);
  query = 'slug' in where ? query.where('h.slug', '=', where.slug) : query.where('h.id', '=', where.id);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * GET houses/{slug}/ (or houses/{id}/, as react-admin's getOne asks): the house in the reader's
 * language; with dates, which rooms are free. Slugs are never all digits (slugify keeps letters).
 */
export async function houseDetail(ctx: ServiceContext, slug: string, dates: { start_date?: string; end_date?: string }): Promise<HouseDetailRecord> {
  const row = await activeHouse(ctx, /^\d{1,10}$/.test(slug) && Number(slug) <= 2_147_483_647 ? { id: Number(slug) } : { slug });
  const parts = await houseParts(ctx.db, [row.id]);
  const stay = dates.start_date && dates.end_date && houseNights(dates.start_date, dates.end_date).length > 0 ? { checkin: dates.start_date, checkout: dates.end_date } : null;
  const held = stay ? ((await heldStays(ctx.db, [row.id], stay.checkin, stay.checkout)).get(row.id) ?? []) : [];
  const rooms = parts.rooms.get(row.id) ?? [];
  const free = stay ? new Set(freeRooms(rooms, held, stay).map((r) => r.id)) : null;
  return {
    ...houseCommon(row),
    description: inLanguage(ctx.lang, row.description, row.description_en),
    cancellation_policies: localizedPolicies(ctx.lang, (row.cancellation_policies ?? []) as PolicySnapshot[]),
    rooms: rooms.map((r) => ({ id: r.id, name: inLanguage(ctx.lang, r.name, r.name_en), capacity: r.capacity, free: free ? free.has(r.id) : null })),
    supplements: (parts.supplements.get(row.id) ?? []).map((s) => ({
      id: s.id,
      name: inLanguage(ctx.lang, s.name, s.name_en),
      mandatory: s.mandatory,
      per: s.per as 'person' | 'booking',
      frequency: s.frequency as 'night' | 'stay',
    })),
    full_house_free: stay ? held.length === 0 : null,
  };
}

/** POST houses/{id}/price/: the caller's price of a stay; 409 with the pricing rule it breaks. */
export async function priceHouse(ctx: ServiceContext, id: number, body: HousePriceBody): Promise<HousePriceRecord> {
  const row = await activeHouse(ctx, { id });
  const parts = await houseParts(ctx.db, [row.id]);
  const data = pricingData(row, parts);
  const type = body.type ?? (row.private_rooms ? 'private_room' : 'full_house');
  const request = { checkin: body.checkin, checkout: body.checkout, type, rooms: body.rooms ?? [], ages: body.ages, breakfast: body.breakfast ?? false, supplements: body.supplements ?? [] };
  const priced = priceHouseStay(data, request);
  if (!priced.ok) throw pricingConflict(priced.error);
  const held = (await heldStays(ctx.db, [row.id], body.checkin, body.checkout)).get(row.id) ?? [];
  return {
    nights: priced.price.nights.length,
    currency: row.currency_id,
    price: sellAmount(priced.price, await houseChain(ctx)),
    available: isAvailable(data.rooms, held, request),
    breakdown: seesWholeNetwork(ctx.actor) ? housePriceJson(priced.price) : null,
  };
}
