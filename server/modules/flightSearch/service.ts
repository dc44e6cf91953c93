/**
 * GET flights/search/flights-open/ and its get_bookable_days (docs/api-flights.md 'Search'): the
 * bookable departures between two cities on a date, each category with the seats the caller's
 * agency may buy (general pool + its groups' free allocations) and its prices as the agency sells.
 * Rules, policies and the buyer's chain come from the short-lived caches of cache.ts; departures and
 * seats are read on every request.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import { pricesWithSupplements, supplementPerPassenger, type Supplement } from '../../../domain/flights/supplements.ts';
import { localizedPolicies, localizedTerms, type PolicySnapshot, type TermsSnapshot } from '../../../domain/catalogNames.ts';
import type { Language } from '../../../domain/constants.ts';
import type { PenaltyType } from '../../../domain/pricing/cancellation.ts';
import { type FlightOptionRecord, type FlightSearchAnswer, type OptionCategory } from '../../../domain/records/flightSearch.ts';
import type { BookableDaysQuery, FlightSearchQuery } from '../../../domain/schemas/flightBooking.ts';
import { nameIn } from '../../db/catalogNames.ts';
import { queryTemplate } from '../../db/queryTemplate.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { legQuery, type LegRow } from './legs.ts';
import { searchAnswers, searchBuyer, searchRules, searchSnapshots, searchSupplements } from './cache.ts';
import { FLIGHT_CURRENCY_ID, sellPrices, unitPrices, type Buyer, type Rules } from './pricing.ts';
import type { TripType } from '../../../domain/flights/pricing.ts';

type Db = Kysely<Database>;

/**
 * Free seats of a category for a buyer: the general pool plus its groups' free allocations. The
 * groups go as one array value, so the text is the same whatever the buyer's groups.
 */
export function freeForGroups(groupIds: readonly number[]) {
  return sql<number>`(sc.capacity - sc.group_reserved - sc.sold + coalesce((select sum(gs.seats - gs.sold) from subcalendar_group_seats gs
    where gs.subcalendar_id = sc.subcalendar_id and gs.category_id = sc.category_id and gs.agency_group_id = any(${groupIds}::int[])), 0))::int`;
}

interface CategoryRow {
  id: number;
  name: string;
  code: string;
  capacity: number;
  sold_total: number;
  available: number;
}

/**
 * The visible categories of departure `s` (in sort order) with the seats the buyer may take, as a
 * JSON array in the departure's own row: one query for departures and seats.
 */
function categoriesOf(groupIds: readonly number[], lang: Language, category: number | null, byCategory: boolean) {
  return sql<CategoryRow[]>`(select coalesce(json_agg(json_build_object('id', c.id, 'name', ${nameIn(lang, 'c')}, 'code', c.code, 'capacity', sc.capacity,
      'sold_total', (sc.sold + coalesce((select sum(gs.sold) from subcalendar_group_seats gs where gs.subcalendar_id = sc.subcalendar_id and gs.category_id = sc.category_id), 0))::int,
      'available', ${freeForGroups(groupIds)}) order by c.sort, c.id), '[]'::json)
    from subcalendar_categories sc join seat_categories c on c.id = sc.category_id
    where sc.subcalendar_id = s.id and c.visible${byCategory ? sql` and c.id = ${category}` : sql``})`;
}

export interface Snapshots {
  policies: (PolicySnapshot & { id: number; description: string })[];
  terms: (TermsSnapshot & { id: number })[];
}

/** The 'flights' cancellation policies and terms of the catalogue (a handful of rows). */
export async function loadSnapshots(db: Db): Promise<Snapshots> {
  const [policies, terms] = await Promise.all([
    db.selectFrom('cancellation_policies').select(['id', 'name', 'name_en', 'description', 'discount_type', 'value', 'min_days', 'max_days']).where('service_type', '=', 'flights').orderBy('min_days').orderBy('id').execute(),
    db.selectFrom('term_conditions').select(['id', 'name', 'name_en', 'description', 'description_en']).where('service_type', '=', 'flights').orderBy('id').execute(),
  ]);
  return { policies: policies.map((p) => ({ ...p, discount_type: p.discount_type as PenaltyType })), terms };
}

/** A flight's own policy and terms, or the whole catalogue's when it names none. */
export function flightSnapshots(all: Snapshots, leg: Pick<LegRow, 'cancellation_policy_id' | 'term_conditions_id'>): { policies: PolicySnapshot[]; terms: TermsSnapshot[] } {
  const policies = leg.cancellation_policy_id === null ? all.policies : all.policies.filter((p) => p.id === leg.cancellation_policy_id);
  const terms = leg.term_conditions_id === null ? all.terms : all.terms.filter((t) => t.id === leg.term_conditions_id);
  return {
    policies: policies.map((p) => ({ name: p.name, name_en: p.name_en, discount_type: p.discount_type, value: p.value, min_days: p.min_days, max_days: p.max_days })),
    terms: terms.map((t) => ({ name: t.name, name_en: t.name_en, description: t.description, description_en: t.description_en })),
  };
}

function toOption(lang: Language, leg: LegRow, categories: CategoryRow[], buyer: Buyer, rules: Rules, snapshots: Snapshots, supplements: readonly Supplement[]): FlightOptionRecord {
  // What the booking will charge per passenger: the seat and the departure airport's supplements.
  const extra = supplementPerPassenger(supplements, FLIGHT_CURRENCY_ID);
  const charged = (trip: TripType, category: number) => pricesWithSupplements(sellPrices(unitPrices(leg, trip, category, buyer, rules)), extra);
  const cats: OptionCategory[] = categories.map((c) => ({
    id: c.id,
    name: c.name,
    code: c.code,
    seats_available: Math.max(c.available, 0),
    prices: { one_way: charged('one_way', c.id), round_trip: charged('round_trip', c.id) },
  }));
  const { policies, terms } = flightSnapshots(snapshots, leg);
  return {
    id: leg.id,
    flight: leg.flight_id,
    flight_number: leg.flight_number,
    airline: { id: leg.airline_id, name: leg.airline_name, code: leg.airline_code, logo: leg.airline_logo },
    departure_date: leg.departure_date,
    departure_time: leg.departure_time,
    arrival_date: leg.arrival_date,
    arrival_time: leg.arrival_time,
    checkin_time: leg.checkin_time,
    travel_minutes: leg.travel_minutes,
    distance_km: leg.distance_km,
    is_with_scales: leg.is_with_scales,
    schedule_status: leg.schedule_status,
    blocked: leg.blocked,
    origin: { id: leg.origin_city_id, name: leg.origin_city_name, code: leg.origin_city_code, airport: leg.origin_iata },
    destination: { id: leg.destination_city_id, name: leg.destination_city_name, code: leg.destination_city_code, airport: leg.destination_iata },
    categories: cats,
    supplements: extra,
    seats_available: cats.reduce((n, c) => n + c.seats_available, 0),
    seats_total_sales: categories.reduce((n, c) => n + c.sold_total, 0),
    seats_total_capacity: categories.reduce((n, c) => n + c.capacity, 0),
    currency: FLIGHT_CURRENCY_ID,
    cancellation_policy: localizedPolicies(lang, policies),
    terms: localizedTerms(lang, terms),
  };
}

/**
 * The search's answer as JSON text, through the answer cache of cache.ts (a few seconds, cleared by
 * this instance's bookings): the text is what the cache keeps, so a hit is sent as it is. The route
 * documents the answer's schema; the answer is built to its inferred type (toOption), so it is
 * stringified as it is: checking it against the schema again cost more than pricing it.
 */
export function searchFlightsJson(ctx: ServiceContext, q: FlightSearchQuery): Promise<string> {
  const { db, actor } = ctx;
  // Everything the answer depends on: the agency (its chain and groups) and every field of the query.
  const key = [ctx.lang, actor.agency.id, actor.agency.path, q.origin, q.destination, q.departure_date, q.return_date ?? '', q.adults, q.children, q.infants, q.category ?? ''].join('|');
  return searchAnswers(db).wrap(key, async () => JSON.stringify(await searchFlights(ctx, q)));
}

type SearchShape = { lang: Language; roundTrip: boolean; byCategory: boolean };
type SearchValues = { groups: readonly number[]; category: number | null; origin: number; destination: number; date: string; back: string | null };

/**
 * The departures of a search with their categories and seats: both ways in one query (sorted out
 * by the caller), one way reading only its own direction. Compiled once per shape: building it was
 * a fifth of a search's CPU.
 */
const searchLegs = queryTemplate((db: Db, shape: SearchShape, v: SearchValues) =>
  legQuery(db)
    .select(categoriesOf(v.groups, shape.lang, v.category, shape.byCategory).as('categories'))
    .where((eb) => {
      const way = (from: number, to: number, date: string | null) => eb.and([eb('r.origin_city_id', '=', from), eb('r.destination_city_id', '=', to), eb('s.departure_date', '=', date)]);
      return shape.roundTrip ? eb.or([way(v.origin, v.destination, v.date), way(v.destination, v.origin, v.back)]) : way(v.origin, v.destination, v.date);
    })
    .where(sql<SqlBool>`s.schedule_status = 'active' and not s.blocked`)
    .orderBy('s.departure_time')
    .orderBy('s.id'),
);

export async function searchFlights({ db, actor, lang }: ServiceContext, q: FlightSearchQuery): Promise<FlightSearchAnswer> {
  const [buyer, snapshots] = await Promise.all([searchBuyer(db, actor.agency), searchSnapshots(db)]);
  const { return_date: back } = q;
  const legs = (
    await searchLegs(
      db,
      { lang, roundTrip: Boolean(back), byCategory: q.category !== undefined },
      { groups: buyer.groupIds, category: q.category ?? null, origin: q.origin, destination: q.destination, date: q.departure_date, back: back ?? null },
    )
  ).rows;
  const live = (from: number, to: number, date: string) => legs.filter((l) => l.bookable && l.origin_city_id === from && l.destination_city_id === to && l.departure_date === date);
  const outbound = live(q.origin, q.destination, q.departure_date);
  const inbound = back ? live(q.destination, q.origin, back) : [];
  if (outbound.length === 0 && inbound.length === 0) return { outbound: [], inbound: [] };
  const [rules, supplements] = await Promise.all([searchRules(db), searchSupplements(db)]);
  const seats = q.adults + q.children;
  const options = (list: (LegRow & { categories: CategoryRow[] })[]) =>
    list.map((leg) => toOption(lang, leg, leg.categories, buyer, rules, snapshots, supplements.get(leg.origin_airport_id) ?? [])).filter((o) => o.categories.some((c) => c.seats_available >= seats));
  return { outbound: options(outbound), inbound: options(inbound) };
}

/** Days of the month with a bookable departure that still has a seat for the caller's agency. */
export async function bookableDays({ db, actor }: ServiceContext, q: BookableDaysQuery): Promise<{ days: string[] }> {
  const buyer = await searchBuyer(db, actor.agency);
  const first = `${q.month}-01`;
  const rows = await db
    .selectFrom('subcalendars as s')
    .innerJoin('flights as f', 'f.id', 's.flight_id')
    .innerJoin('flight_routes as r', 'r.id', 'f.route_id')
    .select('s.departure_date')
    .distinct()
    .where('r.origin_city_id', '=', q.origin)
    .where('r.destination_city_id', '=', q.destination)
    .where('r.enabled', '=', true)
    .where('f.active', '=', true)
    .where('s.schedule_status', '=', 'active')
    .where('s.blocked', '=', false)
    .where('s.departure_date', '>=', first)
    .where('s.departure_date', '<', sql<string>`(${first}::date + interval '1 month')::date`)
    .where(sql<boolean>`s.departure_date + s.departure_time - make_interval(mins => r.margin_minutes) > (now() at time zone 'UTC')`)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('subcalendar_categories as sc')
          .innerJoin('seat_categories as c', 'c.id', 'sc.category_id')
          .select('sc.id')
          .whereRef('sc.subcalendar_id', '=', 's.id')
          .where('c.visible', '=', true)
          .where(sql<boolean>`${freeForGroups(buyer.groupIds)} > 0`),
      ),
    )
    .orderBy('s.departure_date')
    .execute();
  return { days: rows.map((r) => r.departure_date) };
}
