/**
 * The catalogue GETs of flights for the search pages (docs/api-flights.md 'Nomenclators and
 * search'): cities, where one can fly from and to, seat categories, airlines, supplements.
 */
import { sql, type Kysely } from 'kysely';
import type { Language } from '../../../domain/constants.ts';
import type { catalogQuery, cityDestinationQuery, supplementCatalogQuery } from '../../../domain/schemas/flightAdmin.ts';
import type { z } from '../../../domain/validation.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { paginate } from '../../http/pagination.ts';
import { nameIn } from '../../db/catalogNames.ts';
import { containsPattern } from '../nomenclators/service.ts';
import { supplements } from '../flightRules/supplements.ts';

type Db = Kysely<Database>;
/** The catalogue is the same for every caller: only the language of country names changes. */
type CatalogContext = Pick<ServiceContext, 'db' | 'lang'>;
type CatalogQuery = z.infer<typeof catalogQuery>;

const routeFrom = sql<boolean>`exists (select 1 from flight_routes r where r.enabled and r.origin_city_id = c.id)`;

function cityQuery(db: Db, lang: Language, q: CatalogQuery) {
  let query = db
    .selectFrom('cities as c')
    .innerJoin('countries as co', 'co.id', 'c.country_id')
    .select(['c.id', 'c.name', 'c.code', 'c.country_id', lang === 'en' ? 'co.name_en as country_name' : 'co.name_es as country_name']);
  if (q.search) query = query.where((eb) => eb.or([eb('c.name', 'ilike', containsPattern(q.search ?? '')), eb('c.code', 'ilike', containsPattern(q.search ?? ''))]));
  return query;
}

type CityRow = { id: number; name: string; code: string; country_id: number; country_name: string };
const cityRecord = (r: CityRow) => ({ id: r.id, name: r.name, code: r.code, country: r.country_id, country_name: r.country_name });
const cityOrdering = { fields: { name: sql`lower(c.name)`, code: 'c.code', id: 'c.id' }, default: ['name'], tiebreaker: 'c.id' };

export function citiesAll({ db, lang }: CatalogContext, url: string, q: CatalogQuery) {
  return paginate(db, { url }, cityQuery(db, lang, q), q, cityOrdering, cityRecord);
}

export function originCities({ db, lang }: CatalogContext, url: string, q: CatalogQuery) {
  return paginate(db, { url }, cityQuery(db, lang, q).where(routeFrom), q, cityOrdering, cityRecord);
}

export function destinationCities({ db, lang }: CatalogContext, url: string, q: z.infer<typeof cityDestinationQuery>) {
  const origin = q.origin;
  const reachable =
    origin === undefined
      ? sql<boolean>`exists (select 1 from flight_routes r where r.enabled and r.destination_city_id = c.id)`
      : sql<boolean>`exists (select 1 from flight_routes r where r.enabled and r.destination_city_id = c.id and r.origin_city_id = ${origin})`;
  return paginate(db, { url }, cityQuery(db, lang, q).where(reachable), q, cityOrdering, cityRecord);
}

/** v2: every origin with the cities its enabled routes reach. */
export function originCitiesV2({ db, lang }: CatalogContext, url: string, q: CatalogQuery) {
  const destinations = sql<{ id: number; name: string; code: string }[]>`(select coalesce(json_agg(json_build_object('id', d.id, 'name', d.name, 'code', d.code) order by d.name, d.id), '[]')
    from cities d where d.id in (select r.destination_city_id from flight_routes r where r.enabled and r.origin_city_id = c.id))`;
  const query = cityQuery(db, lang, q).where(routeFrom).select(destinations.as('destinations'));
  return paginate(db, { url }, query, q, cityOrdering, (r) => ({ ...cityRecord(r), destinations: r.destinations }));
}

/** Destinations from `origin` with an active flight that has a bookable departure from today on. */
export async function destinationsWithFlights({ db, lang }: CatalogContext, url: string, origin: number, q: CatalogQuery) {
  const exists = await db.selectFrom('cities').select('id').where('id', '=', origin).executeTakeFirst();
  if (!exists) throw notFound();
  const query = cityQuery(db, lang, q)
    .innerJoin('flight_routes as r', (join) => join.onRef('r.destination_city_id', '=', 'c.id').on('r.origin_city_id', '=', origin).on('r.enabled', '=', true))
    .select('r.id as route')
    .where(
      sql<boolean>`exists (select 1 from flights f join subcalendars s on s.flight_id = f.id
        where f.route_id = r.id and f.active and s.schedule_status = 'active' and not s.blocked and s.departure_date >= current_date)`,
    );
  return paginate(db, { url }, query, q, cityOrdering, (r) => ({ ...cityRecord(r), route: r.route }));
}

export function visibleCategories({ db, lang }: CatalogContext, url: string, q: CatalogQuery) {
  let query = db.selectFrom('seat_categories as sc').select(['sc.id', nameIn(lang, 'sc').as('name'), 'sc.code', 'sc.sort']).where('sc.visible', '=', true);
  if (q.search) query = query.where(nameIn(lang, 'sc'), 'ilike', containsPattern(q.search));
  return paginate(db, { url }, query, q, { fields: { sort: 'sc.sort', name: nameIn(lang, 'sc') }, default: ['sort'], tiebreaker: 'sc.id' }, (r) => r);
}

export function activeAirlines({ db, lang }: CatalogContext, url: string, q: CatalogQuery) {
  let query = db.selectFrom('airlines as a').select(['a.id', 'a.name', 'a.code', 'a.logo']).where('a.active', '=', true);
  if (q.search) query = query.where((eb) => eb.or([eb('a.name', 'ilike', containsPattern(q.search ?? '')), eb('a.code', 'ilike', containsPattern(q.search ?? ''))]));
  return paginate(db, { url }, query, q, { fields: { name: sql`lower(a.name)`, code: 'a.code' }, default: ['name'], tiebreaker: 'a.id' }, (r) => r);
}

export function activeSupplements({ db, lang }: CatalogContext, url: string, q: z.infer<typeof supplementCatalogQuery>) {
  return supplements.list({ db, lang }, url, { ...q, active: true });
}
