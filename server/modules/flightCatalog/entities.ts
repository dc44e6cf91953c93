/**
 * The reference tables of flights as administration entities (docs/api-flights.md 'Administration
 * API in detail'): airlines, cities, airports, seat categories, luggage categories and which
 * luggage is visible on which route or airline.
 */
import { sql } from 'kysely';
import type {
  airlineListQuery,
  airlineUpdateBody,
  airportListQuery,
  airportUpdateBody,
  cityListQuery,
  cityUpdateBody,
  luggageCategoryListQuery,
  luggageCategoryUpdateBody,
  seatCategoryListQuery,
  seatCategoryUpdateBody,
  visibleLuggageListQuery,
  visibleLuggageUpdateBody,
} from '../../../domain/schemas/flightAdmin.ts';
import type { z } from '../../../domain/validation.ts';
import { fieldError } from '../../http/errors.ts';
import { checkRefs, entityService, pick } from '../flightAdmin/crud.ts';
import { nameIn } from '../../db/catalogNames.ts';
import { containsPattern } from '../nomenclators/service.ts';

type In<T extends z.ZodType> = z.infer<T>;

export const airlines = entityService({
  entity: 'airline',
  table: 'airlines',
  idColumn: 'a.id',
  base: (db) => db.selectFrom('airlines as a').select(['a.id', 'a.name', 'a.code', 'a.logo', 'a.active']),
  toRecord: (r) => r,
  filter: (query, q: In<typeof airlineListQuery>) => {
    let out = query;
    if (q.search) out = out.where((eb) => eb.or([eb('a.name', 'ilike', containsPattern(q.search ?? '')), eb('a.code', 'ilike', containsPattern(q.search ?? ''))]));
    if (q.active !== undefined) out = out.where('a.active', '=', q.active);
    return out;
  },
  ordering: { fields: { id: 'a.id', name: sql`lower(a.name)`, code: 'a.code', active: 'a.active' }, default: ['name'], tiebreaker: 'a.id' },
  columns: async (_db, body: In<typeof airlineUpdateBody>) => pick(body, { name: 'name', code: 'code', logo: 'logo', active: 'active' }),
  unique: { airlines_code_key: { field: 'code', key: 'validation.code_in_use' } },
  usedBy: [['visible_luggage_categories', 'airline_id']],
});

export const cities = entityService({
  entity: 'city',
  table: 'cities',
  idColumn: 'c.id',
  base: (db, lang) =>
    db
      .selectFrom('cities as c')
      .innerJoin('countries as co', 'co.id', 'c.country_id')
      .select(['c.id', 'c.name', 'c.code', 'c.country_id', lang === 'en' ? 'co.name_en as country_name' : 'co.name_es as country_name']),
  toRecord: (r) => ({ id: r.id, name: r.name, code: r.code, country: r.country_id, country_name: r.country_name }),
  filter: (query, q: In<typeof cityListQuery>) => {
    let out = query;
    if (q.search) out = out.where((eb) => eb.or([eb('c.name', 'ilike', containsPattern(q.search ?? '')), eb('c.code', 'ilike', containsPattern(q.search ?? ''))]));
    if (q.country !== undefined) out = out.where('c.country_id', '=', q.country);
    return out;
  },
  ordering: { fields: { id: 'c.id', name: sql`lower(c.name)`, code: 'c.code' }, default: ['name'], tiebreaker: 'c.id' },
  columns: async (db, body: In<typeof cityUpdateBody>) => {
    await checkRefs(db, { country: ['countries', body.country] });
    return pick(body, { name: 'name', code: 'code', country: 'country_id' });
  },
  unique: { cities_code_key: { field: 'code', key: 'validation.code_in_use' } },
});

export const airports = entityService({
  entity: 'airport',
  table: 'airports',
  idColumn: 'ap.id',
  base: (db) => db.selectFrom('airports as ap').innerJoin('cities as c', 'c.id', 'ap.city_id').select(['ap.id', 'ap.name', 'ap.iata', 'ap.city_id', 'c.name as city_name']),
  toRecord: (r) => ({ id: r.id, name: r.name, iata: r.iata, city: r.city_id, city_name: r.city_name }),
  filter: (query, q: In<typeof airportListQuery>) => {
    let out = query;
    if (q.search) out = out.where((eb) => eb.or([eb('ap.name', 'ilike', containsPattern(q.search ?? '')), eb('ap.iata', 'ilike', containsPattern(q.search ?? ''))]));
    if (q.city !== undefined) out = out.where('ap.city_id', '=', q.city);
    return out;
  },
  ordering: { fields: { id: 'ap.id', name: sql`lower(ap.name)`, iata: 'ap.iata', city_name: sql`lower(c.name)` }, default: ['name'], tiebreaker: 'ap.id' },
  columns: async (db, body: In<typeof airportUpdateBody>, current) => {
    await checkRefs(db, { city: ['cities', body.city] });
    // Flights fly between airports of their route's cities: an airport they use keeps its city.
    if (current && body.city !== undefined && body.city !== current.city) {
      const used = await db.selectFrom('flights').select('id').where((eb) => eb.or([eb('origin_airport_id', '=', current.id), eb('destination_airport_id', '=', current.id)])).limit(1).executeTakeFirst();
      if (used) throw fieldError('city', 'validation.airport_flights_city');
    }
    return pick(body, { name: 'name', iata: 'iata', city: 'city_id' });
  },
  unique: { airports_iata_key: { field: 'iata', key: 'validation.code_in_use' } },
  usedBy: [['airport_supplements', 'airport_id']],
});

export const seatCategories = entityService({
  entity: 'category',
  table: 'seat_categories',
  idColumn: 'sc.id',
  base: (db) => db.selectFrom('seat_categories as sc').select(['sc.id', 'sc.name', 'sc.name_en', 'sc.code', 'sc.sort', 'sc.visible']),
  toRecord: (r) => r,
  filter: (query, q: In<typeof seatCategoryListQuery>) => {
    let out = query;
    if (q.search) out = out.where((eb) => eb.or([eb('sc.name', 'ilike', containsPattern(q.search ?? '')), eb('sc.name_en', 'ilike', containsPattern(q.search ?? '')), eb('sc.code', 'ilike', containsPattern(q.search ?? ''))]));
    if (q.visible !== undefined) out = out.where('sc.visible', '=', q.visible);
    return out;
  },
  ordering: { fields: { id: 'sc.id', sort: 'sc.sort', name: sql`lower(sc.name)`, name_en: sql`lower(sc.name_en)`, code: 'sc.code' }, default: ['sort'], tiebreaker: 'sc.id' },
  columns: async (_db, body: In<typeof seatCategoryUpdateBody>) => pick(body, { name: 'name', name_en: 'name_en', code: 'code', sort: 'sort', visible: 'visible' }),
  unique: {
    seat_categories_name_key: { field: 'name', key: 'validation.name_taken' },
    seat_categories_code_key: { field: 'code', key: 'validation.code_in_use' },
  },
  usedBy: [
    ['flight_price_rules', 'category_id'],
    ['promotion_price_rules', 'category_id'],
  ],
});

export const luggageCategories = entityService({
  entity: 'luggage_category',
  table: 'luggage_categories',
  idColumn: 'l.id',
  base: (db) => db.selectFrom('luggage_categories as l').select(['l.id', 'l.name', 'l.name_en', 'l.weight_lbs', 'l.price', 'l.currency_id', 'l.visible']),
  toRecord: (r) => ({ id: r.id, name: r.name, name_en: r.name_en, weight_lbs: r.weight_lbs, price: r.price, currency: r.currency_id, visible: r.visible }),
  filter: (query, q: In<typeof luggageCategoryListQuery>) => {
    let out = query;
    if (q.search) out = out.where((eb) => eb.or([eb('l.name', 'ilike', containsPattern(q.search ?? '')), eb('l.name_en', 'ilike', containsPattern(q.search ?? ''))]));
    if (q.visible !== undefined) out = out.where('l.visible', '=', q.visible);
    return out;
  },
  ordering: { fields: { id: 'l.id', name: sql`lower(l.name)`, name_en: sql`lower(l.name_en)`, weight_lbs: 'l.weight_lbs', price: 'l.price' }, default: ['weight_lbs'], tiebreaker: 'l.id' },
  columns: async (_db, body: In<typeof luggageCategoryUpdateBody>) => pick(body, { name: 'name', name_en: 'name_en', weight_lbs: 'weight_lbs', price: 'price', currency: 'currency_id', visible: 'visible' }),
  usedBy: [
    ['visible_luggage_categories', 'luggage_category_id'],
    ['airport_supplements', 'luggage_category_id'],
  ],
});

export const visibleLuggage = entityService({
  entity: 'visible_luggage_category',
  table: 'visible_luggage_categories',
  idColumn: 'v.id',
  base: (db, lang) =>
    db
      .selectFrom('visible_luggage_categories as v')
      .innerJoin('luggage_categories as l', 'l.id', 'v.luggage_category_id')
      .leftJoin('flight_routes as r', 'r.id', 'v.route_id')
      .leftJoin('airlines as a', 'a.id', 'v.airline_id')
      .select(['v.id', 'v.luggage_category_id', nameIn(lang, 'l').as('luggage_category_name'), 'l.weight_lbs', 'v.route_id', 'r.name as route_name', 'v.airline_id', 'a.name as airline_name', 'v.visible']),
  toRecord: (r) => ({
    id: r.id,
    luggage_category: r.luggage_category_id,
    luggage_category_name: r.luggage_category_name,
    weight_lbs: r.weight_lbs,
    route: r.route_id,
    route_name: r.route_name,
    airline: r.airline_id,
    airline_name: r.airline_name,
    visible: r.visible,
  }),
  filter: (query, q: In<typeof visibleLuggageListQuery>) => {
    let out = query;
    if (q.luggage_category !== undefined) out = out.where('v.luggage_category_id', '=', q.luggage_category);
    if (q.route !== undefined) out = out.where('v.route_id', '=', q.route);
    if (q.airline !== undefined) out = out.where('v.airline_id', '=', q.airline);
    if (q.visible !== undefined) out = out.where('v.visible', '=', q.visible);
    return out;
  },
  ordering: { fields: { id: 'v.id', luggage_category_name: sql`lower(l.name)`, weight_lbs: 'l.weight_lbs', route_name: 'r.name', airline_name: 'a.name' }, default: ['weight_lbs'], tiebreaker: 'v.id' },
  columns: async (db, body: In<typeof visibleLuggageUpdateBody>) => {
    await checkRefs(db, { luggage_category: ['luggage_categories', body.luggage_category], route: ['flight_routes', body.route], airline: ['airlines', body.airline] });
    return pick(body, { luggage_category: 'luggage_category_id', route: 'route_id', airline: 'airline_id', visible: 'visible' });
  },
});
