/**
 * Flight inventory for the booking tests, written straight into the tables so the tests do not
 * depend on the demo flights: an airline, two cities with an airport each, a route and a flight
 * each way, seat categories, and dated departures with capacity and agency-group allocations.
 *
 *   const fx = await createFlightFixture(t.db);
 *   const dep = await addDeparture(t.db, fx, { date: daysFromNow(20), categories: [{ category: fx.economy, capacity: 10 }] });
 */
import { sql, type Kysely } from 'kysely';
import type { PassengerType } from '../../domain/constants.ts';
import type { Passenger } from '../../domain/flights/passengers.ts';
import { appliesOnDay } from '../../domain/flights/pricing.ts';
import type { Database } from '../db/schema.ts';
import { datedDemoRules } from '../db/seed/flights.ts';

type Db = Kysely<Database>;

let serial = 0;
/** Three-character codes no real airport, city or airline of the demo data uses. */
function code(): string {
  serial += 1;
  const n = (Date.now() + serial * 7919 + Math.floor(Math.random() * 1000)) % (36 * 36);
  return `9${n.toString(36).toUpperCase().padStart(2, '0')}`;
}

export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The demo's rules of every route that apply by the day (weekends, the coming summer) on `day`. */
export function datedRulesOn(day: string): string[] {
  return datedDemoRules(daysFromNow(0))
    .filter((rule) => appliesOnDay(rule, day))
    .map((rule) => rule.name);
}

/**
 * Days about `offsets` days from today on which none of the demo's dated price rules applies, so a
 * fixture's prices are the same whatever day the tests run. All are moved on by the same fewest
 * days, so their order and the gaps between them stay as written.
 */
export function ruleFreeDays(...offsets: number[]): string[] {
  for (let shift = 0; shift <= 400; shift++) {
    const days = offsets.map((offset) => daysFromNow(offset + shift));
    if (days.every((day) => datedRulesOn(day).length === 0)) return days;
  }
  throw new Error(`no days free of dated price rules near ${offsets.join(', ')} days from today`);
}

/** The first day `offset` or more days from today that satisfies `test` (within a year and a half). */
export function firstDayFrom(offset: number, test: (day: string) => boolean): string {
  for (let n = offset; n <= offset + 550; n++) {
    const day = daysFromNow(n);
    if (test(day)) return day;
  }
  throw new Error(`no day from ${offset} days on satisfies the condition`);
}

export interface FlightFixture {
  airlineId: number;
  originCityId: number;
  destinationCityId: number;
  originAirportId: number;
  destinationAirportId: number;
  routeId: number;
  returnRouteId: number;
  flightId: number;
  returnFlightId: number;
  economy: number;
  premium: number;
}

export interface FixturePrices {
  one_way: [adult: string, child: string, infant: string];
  round_trip: [adult: string, child: string, infant: string];
}

export const FIXTURE_PRICES: FixturePrices = { one_way: ['200.00', '150.00', '20.00'], round_trip: ['180.00', '135.00', '18.00'] };

const priceColumns = (p: FixturePrices) => ({
  price_adult: p.one_way[0],
  price_child: p.one_way[1],
  price_infant: p.one_way[2],
  price_adult_oi: p.round_trip[0],
  price_child_oi: p.round_trip[1],
  price_infant_oi: p.round_trip[2],
});

async function uniqueInsert<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if ((err as { code?: string }).code !== '23505' || i > 20) throw err;
    }
  }
}

export async function createFlightFixture(db: Db, options: { prices?: FixturePrices; marginMinutes?: number; policyId?: number | null } = {}): Promise<FlightFixture> {
  const country = (await db.selectFrom('countries').select('id').where('code', '=', 'CU').executeTakeFirstOrThrow()).id;
  const airlineId = await uniqueInsert(async () => (await db.insertInto('airlines').values({ name: 'Aerolínea de prueba', code: code().slice(1), logo: null }).returning('id').executeTakeFirstOrThrow()).id);
  const city = (name: string) => uniqueInsert(async () => (await db.insertInto('cities').values({ name, code: code(), country_id: country }).returning('id').executeTakeFirstOrThrow()).id);
  const originCityId = await city('Origen de prueba');
  const destinationCityId = await city('Destino de prueba');
  const airport = (city_id: number) => uniqueInsert(async () => (await db.insertInto('airports').values({ name: 'Aeropuerto de prueba', iata: code(), city_id }).returning('id').executeTakeFirstOrThrow()).id);
  const originAirportId = await airport(originCityId);
  const destinationAirportId = await airport(destinationCityId);
  const prices = priceColumns(options.prices ?? FIXTURE_PRICES);
  const route = async (from: number, to: number) =>
    (await db.insertInto('flight_routes').values({ name: `Ruta ${from}-${to}`, origin_city_id: from, destination_city_id: to, margin_minutes: options.marginMinutes ?? 0, ...prices }).returning('id').executeTakeFirstOrThrow()).id;
  const routeId = await route(originCityId, destinationCityId);
  const returnRouteId = await route(destinationCityId, originCityId);
  const flight = async (route_id: number, from: number, to: number, number: string) =>
    (
      await db
        .insertInto('flights')
        .values({ number, airline_id: airlineId, route_id, origin_airport_id: from, destination_airport_id: to, departure_time: '10:00', arrival_time: '11:30', travel_minutes: 90, cancellation_policy_id: options.policyId ?? null, term_conditions_id: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const flightId = await flight(routeId, originAirportId, destinationAirportId, `T${serial}01`);
  const returnFlightId = await flight(returnRouteId, destinationAirportId, originAirportId, `T${serial}02`);
  const category = (name: string, sort: number) => uniqueInsert(async () => (await db.insertInto('seat_categories').values({ name: `${name} ${code()}`, code: code() + sort, sort }).returning('id').executeTakeFirstOrThrow()).id);
  return { airlineId, originCityId, destinationCityId, originAirportId, destinationAirportId, routeId, returnRouteId, flightId, returnFlightId, economy: await category('Económica', 1), premium: await category('Premium', 2) };
}

/** A second flight on the fixture's outbound route (a flight departs at most once a day). */
export async function addFlight(db: Db, fx: FlightFixture): Promise<number> {
  const { id } = await db
    .insertInto('flights')
    .values({ number: `T${serial}09`, airline_id: fx.airlineId, route_id: fx.routeId, origin_airport_id: fx.originAirportId, destination_airport_id: fx.destinationAirportId, departure_time: '18:00', arrival_time: '19:30', travel_minutes: 90 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface DepartureSpec {
  date: string;
  /** Another flight of the fixture's routes (see addFlight); default the fixture's own. */
  flightId?: number;
  /** The return flight (destination → origin) instead of the outbound one. */
  back?: boolean;
  time?: string;
  categories: { category: number; capacity: number; groups?: { group: number; seats: number }[] }[];
  prices?: FixturePrices;
  checkin_status?: 'open' | 'closed';
}

/** One dated departure with its inventory; returns the subcalendar id. */
export async function addDeparture(db: Db, fx: FlightFixture, spec: DepartureSpec): Promise<number> {
  const flightId = spec.flightId ?? (spec.back ? fx.returnFlightId : fx.flightId);
  const time = spec.time ?? '10:00';
  const { id } = await db
    .insertInto('subcalendars')
    .values({
      flight_id: flightId,
      departure_date: spec.date,
      departure_time: time,
      arrival_date: spec.date,
      arrival_time: '23:59',
      checkin_time: '07:00',
      flight_number: `T${flightId}`,
      checkin_status: spec.checkin_status ?? 'closed',
      ...priceColumns(spec.prices ?? FIXTURE_PRICES),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const c of spec.categories) {
    const reserved = (c.groups ?? []).reduce((n, g) => n + g.seats, 0);
    await db.insertInto('subcalendar_categories').values({ subcalendar_id: id, category_id: c.category, capacity: c.capacity, group_reserved: reserved }).execute();
    for (const g of c.groups ?? []) {
      await db.insertInto('subcalendar_group_seats').values({ subcalendar_id: id, category_id: c.category, agency_group_id: g.group, seats: g.seats }).execute();
    }
  }
  return id;
}

/** An agency group with these member agencies. */
export async function createGroup(db: Db, name: string, agencyIds: number[]): Promise<number> {
  const { id } = await db.insertInto('agency_groups').values({ name: `${name} ${code()}` }).returning('id').executeTakeFirstOrThrow();
  if (agencyIds.length > 0) await db.insertInto('agency_group_members').values(agencyIds.map((agency_id) => ({ group_id: id, agency_id }))).execute();
  return id;
}

export interface Inventory {
  categories: { category_id: number; capacity: number; sold: number; group_reserved: number }[];
  groups: { category_id: number; agency_group_id: number; seats: number; sold: number }[];
}

/** A departure's seat counters, for 'nothing was taken' assertions. */
export async function inventoryOf(db: Db, subcalendarId: number): Promise<Inventory> {
  const categories = await db.selectFrom('subcalendar_categories').select(['category_id', 'capacity', 'sold', 'group_reserved']).where('subcalendar_id', '=', subcalendarId).orderBy('category_id').execute();
  const groups = await db.selectFrom('subcalendar_group_seats').select(['category_id', 'agency_group_id', 'seats', 'sold']).where('subcalendar_id', '=', subcalendarId).orderBy('category_id').orderBy('agency_group_id').execute();
  return { categories, groups };
}

/** Seats sold on a departure in every pool. */
export async function soldOn(db: Db, subcalendarId: number): Promise<number> {
  const row = await sql<{ n: number }>`select (coalesce((select sum(sold) from subcalendar_categories where subcalendar_id = ${subcalendarId}), 0)
    + coalesce((select sum(sold) from subcalendar_group_seats where subcalendar_id = ${subcalendarId}), 0))::int as n`.execute(db);
  return row.rows[0].n;
}

let passport = 0;
const addYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
const dob = (yearsBefore: number, travel: string) => `${Number(travel.slice(0, 4)) - yearsBefore}${travel.slice(4)}`;

/** A valid passenger list for these counts travelling on `departure` (first adult holds the booking). */
export function passengersFor(counts: { adults: number; children?: number; infants?: number }, departure: string): Passenger[] {
  const list: Passenger[] = [];
  const one = (type: PassengerType, years: number): Passenger => {
    passport += 1;
    const p: Passenger = {
      type,
      first_name: ['Ana', 'Luis', 'Marta', 'Jorge', 'Elena', 'Pablo'][passport % 6],
      last_name: 'Pérez Prueba',
      date_of_birth: dob(years, departure),
      gender: passport % 2 ? 'female' : 'male',
      nationality: 1,
      passport: `P${String(passport).padStart(7, '0')}${Math.floor(Math.random() * 90 + 10)}`,
      // Ten years after the departure: valid for any return the tests book.
      passport_expiry: addYears(departure, 10),
      passport_country: 1,
    };
    if (type === 'child') p.age = years;
    return p;
  };
  for (let i = 0; i < counts.adults; i++) list.push(one('adult', 35));
  Object.assign(list[0], { email: 'titular@example.test', phone: '+5350000000', address: 'Calle 1', zip_code: '10400', country: 1 });
  for (let i = 0; i < (counts.children ?? 0); i++) list.push(one('child', 8));
  for (let i = 0; i < (counts.infants ?? 0); i++) list.push({ ...one('infant', 1), infant_of: i });
  return list;
}

export interface Selection {
  outbound: number;
  inbound?: number;
  category: number;
  adults: number;
  children?: number;
  infants?: number;
  discount_code?: string;
}

interface Injector {
  inject(options: { method: 'POST'; url: string; headers: Record<string, string>; payload: object }): Promise<{ statusCode: number; body: string; json<T = Record<string, unknown>>(): T }>;
}

/** Price-calculation then booking, as the browser does; returns the booking's answer. */
export async function book(app: Injector, headers: Record<string, string>, selection: Selection, options: { passengers?: Passenger[]; key?: string; extra?: object; departure?: string } = {}) {
  const sel = { children: 0, infants: 0, ...selection };
  const quote = await app.inject({ method: 'POST', url: '/api/flights/v2/price-calculation/', headers, payload: sel });
  if (quote.statusCode !== 200) throw new Error(`price-calculation answered ${quote.statusCode}: ${quote.body}`);
  const passengers = options.passengers ?? passengersFor({ adults: sel.adults, children: sel.children, infants: sel.infants }, options.departure ?? daysFromNow(30));
  const payload = { ...sel, passengers, price_token: quote.json<{ price_token: string }>().price_token, ...options.extra };
  return app.inject({ method: 'POST', url: '/api/flights/reservation/', headers: options.key ? { ...headers, 'idempotency-key': options.key } : headers, payload });
}
