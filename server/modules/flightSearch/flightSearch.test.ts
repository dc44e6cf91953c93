import { beforeAll, describe, expect, it } from 'vitest';
import type { FlightOptionRecord, PriceQuoteRecord } from '../../../domain/records/flightBooking.ts';
import { addDays } from '../../../domain/flights/schedule.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { addDeparture, addFlight, createFlightFixture, createGroup, datedRulesOn, daysFromNow, firstDayFrom, ruleFreeDays, type FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
let fx: FlightFixture;
let out: number;
let back: number;
let mexicoGroup: number;
let otherGroup: number;
// Off the demo's weekend and summer rules, so the prices below hold on any day; 'on a day a dated
// rule applies' tests those days on purpose.
const [D, R] = ruleFreeDays(40, 47);

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
  const cancun = await t.agencyId('Agencia Cancún Travel');
  mexicoGroup = await createGroup(t.db, 'Cupo Cancún', [cancun]);
  otherGroup = await createGroup(t.db, 'Cupo ajeno', []);
  out = await addDeparture(t.db, fx, {
    date: D,
    categories: [
      { category: fx.economy, capacity: 20, groups: [{ group: mexicoGroup, seats: 4 }, { group: otherGroup, seats: 6 }] },
      { category: fx.premium, capacity: 2 },
    ],
  });
  back = await addDeparture(t.db, fx, { date: R, back: true, categories: [{ category: fx.economy, capacity: 10 }] });
  // A departure that cannot be booked: blocked.
  await addDeparture(t.db, fx, { date: D, flightId: await addFlight(t.db, fx), time: '18:00', categories: [{ category: fx.economy, capacity: 10 }] }).then((id) =>
    t.db.updateTable('subcalendars').set({ blocked: true }).where('id', '=', id).execute(),
  );
});

async function search(user: string, query: string) {
  return t.app.inject({ method: 'GET', url: `/api/flights/search/flights-open/?${query}`, headers: await t.auth(user) });
}

const q = (extra = '') => `origin=${fx.originCityId}&destination=${fx.destinationCityId}&departure_date=${D}&adults=2${extra}`;

describe('GET flights/search/flights-open/', () => {
  it('lists bookable departures with the seats the caller’s agency may buy and its sell prices', async () => {
    const res = await search('operator3', q(`&return_date=${R}`));
    expect(res.statusCode, res.body).toBe(200);
    const { outbound, inbound } = res.json<{ outbound: FlightOptionRecord[]; inbound: FlightOptionRecord[] }>();
    expect(outbound.map((o) => o.id)).toEqual([out]); // the blocked one is left out
    expect(inbound.map((o) => o.id)).toEqual([back]);
    const economy = outbound[0].categories.find((c) => c.id === fx.economy);
    // General pool 20 − 10 held for groups = 10, plus Cancún's own group allocation of 4; never the other group's 6.
    expect(economy?.seats_available).toBe(14);
    // Net 200 (one way) through the chain: México 8 % + 2.5 % flights markup, Cancún 5 %.
    expect(economy?.prices.one_way.adult).toBe('232.05');
    expect(economy?.prices.round_trip.adult).toBe('208.85');
    expect(outbound[0]).toMatchObject({ currency: 1, seats_total_capacity: 22, seats_total_sales: 0, origin: { id: fx.originCityId }, destination: { id: fx.destinationCityId } });
    expect(outbound[0].cancellation_policy.length).toBeGreaterThan(0);
  });

  it('prices for each agency of the chain: the first level buys at net, another branch sees only the pool', async () => {
    const admin = (await search('admin', q())).json<{ outbound: FlightOptionRecord[] }>().outbound[0].categories[0];
    expect(admin.prices.one_way.adult).toBe('200.00');
    expect(admin.seats_available).toBe(10);
    const merida = (await search('operator3b', q())).json<{ outbound: FlightOptionRecord[] }>().outbound[0].categories[0];
    expect(merida.seats_available).toBe(10);
  });

  it('leaves out departures without enough seats for the party, and filters by category', async () => {
    const premiumOnly = await search('operator3', q(`&category=${fx.premium}`));
    expect(premiumOnly.json<{ outbound: FlightOptionRecord[] }>().outbound[0].categories.map((c) => c.id)).toEqual([fx.premium]);
    const tooMany = await search('operator3', `origin=${fx.originCityId}&destination=${fx.destinationCityId}&departure_date=${D}&adults=9&children=9&category=${fx.premium}`);
    expect(tooMany.json<{ outbound: FlightOptionRecord[] }>().outbound).toEqual([]);
  });

  it('answers 400 for bad queries, 401 without a token and 403 without a flight permission', async () => {
    const bad = await t.app.inject({ method: 'GET', url: `/api/flights/search/flights-open/?origin=x&departure_date=2027-02-30`, headers: { ...(await t.auth('operator3')), 'accept-language': 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['origin', 'destination', 'departure_date']));
    expect(bad.json().destination).toEqual(['This field is required.']);
    expect((await t.app.inject({ method: 'GET', url: `/api/flights/search/flights-open/?${q()}` })).statusCode).toBe(401);
    expect((await search('accounting', q())).statusCode).toBe(403);
  });
});

describe('GET …/get_bookable_days/', () => {
  it('gives the days of the month with a bookable departure that has a seat', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/flights/search/flights-open/get_bookable_days/?origin=${fx.originCityId}&destination=${fx.destinationCityId}&month=${D.slice(0, 7)}`,
      headers: await t.auth('operator3'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toEqual([D]);
    const next = addDays(D, 1);
    const sold = await addDeparture(t.db, fx, { date: next, categories: [{ category: fx.economy, capacity: 3, groups: [{ group: otherGroup, seats: 3 }] }] });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/flights/search/flights-open/get_bookable_days/?origin=${fx.originCityId}&destination=${fx.destinationCityId}&month=${next.slice(0, 7)}`,
      headers: await t.auth('operator3'),
    });
    // Every seat of that departure is held for another group: not bookable for Cancún.
    expect(after.json().days).not.toContain(next);
    expect(sold).toBeGreaterThan(0);
  });
});

describe('POST flights/v2/price-calculation/', () => {
  const body = () => ({ outbound: out, inbound: back, category: fx.economy, adults: 2, children: 1, infants: 1 });

  it('prices the whole trip with rules, promotions (a coded one only with its code) and supplements', async () => {
    const headers = await t.auth('operator3');
    const plain = (await t.app.inject({ method: 'POST', url: '/api/flights/v2/price-calculation/', headers, payload: body() })).json<PriceQuoteRecord>();
    expect(plain).toMatchObject({ currency: 1, trip_type: 'round_trip', per_passenger: { adult: '417.70' }, supplements: '0.00' });
    expect(plain.price_token).toMatch(/^[\w-]{20,}$/);
    // total = 2 × 417.70 + 313.28 + 41.76
    expect(plain.total).toBe('1190.44');

    const rule = await t.db.insertInto('flight_price_rules').values({ name: 'Temporada alta', priority: 5, route_id: fx.routeId, kind: 'fixed', value: '20.00', passenger_type: 'adult' }).returning('id').executeTakeFirstOrThrow();
    const promotion = await t.db.insertInto('promotion_price_rules').values({ name: 'Código VERANO', priority: 1, route_id: fx.routeId, kind: 'percent', value: '10.00', code: 'VERANO' }).returning('id').executeTakeFirstOrThrow();
    const supplement = await t.db.insertInto('airport_supplements').values({ airport_id: fx.originAirportId, kind: 'per_passenger', passenger_type: null, amount: '15.00' }).returning('id').executeTakeFirstOrThrow();
    const ruled = (await t.app.inject({ method: 'POST', url: '/api/flights/v2/price-calculation/', headers, payload: body() })).json<PriceQuoteRecord>();
    // Outbound adult net 180 + 20 = 200 → 232.05 sold; the way back stays 208.85.
    expect(ruled.legs[0].per_passenger.adult).toBe('232.05');
    expect(ruled.legs[1].per_passenger.adult).toBe('208.85');
    expect(ruled.supplements).toBe('60.00'); // 4 passengers × 15 at the outbound airport
    const coded = (await t.app.inject({ method: 'POST', url: '/api/flights/v2/price-calculation/', headers, payload: { ...body(), discount_code: 'verano' } })).json<PriceQuoteRecord>();
    // 10 % off the outbound adult's 200 net → 180 → 208.85.
    expect(coded.legs[0].per_passenger.adult).toBe('208.85');
    expect(Number(coded.total)).toBeLessThan(Number(ruled.total));
    // Only this test's rows: the demo's rules of every route (weekend, summer) must stay for the tests below.
    await t.db.deleteFrom('flight_price_rules').where('id', '=', rule.id).execute();
    await t.db.deleteFrom('promotion_price_rules').where('id', '=', promotion.id).execute();
    await t.db.deleteFrom('airport_supplements').where('id', '=', supplement.id).execute();
  });

  it('refuses a departure that is not bookable, a wrong way back and a category not on sale', async () => {
    const headers = { ...(await t.auth('operator3')), 'accept-language': 'en' };
    const wrongBack = await t.app.inject({ method: 'POST', url: '/api/flights/v2/price-calculation/', headers, payload: { ...body(), inbound: out } });
    expect(wrongBack.statusCode).toBe(400);
    expect(wrongBack.json().inbound[0]).toMatch(/return flight/);
    const missing = await t.app.inject({ method: 'POST', url: '/api/flights/v2/price-calculation/', headers, payload: { ...body(), outbound: 999_999 } });
    expect(missing.json()).toEqual({ outbound: ['The departure does not exist.'] });
    const category = await t.app.inject({ method: 'POST', url: '/api/flights/v2/price-calculation/', headers, payload: { ...body(), category: fx.premium } });
    expect(Object.keys(category.json())).toEqual(['category']);
    const past = await addDeparture(t.db, fx, { date: daysFromNow(-1), categories: [{ category: fx.economy, capacity: 5 }] });
    const gone = await t.app.inject({ method: 'POST', url: '/api/flights/v2/price-calculation/', headers, payload: { outbound: past, category: fx.economy, adults: 1 } });
    expect(gone.json()).toEqual({ outbound: ['This departure can no longer be booked.'] });
  });
});

describe('prices on a day a dated rule applies', () => {
  // A Saturday on which only the demo's weekend surcharge (+10 net, every route) applies, and a plain day after it to come back.
  const saturday = firstDayFrom(40, (day) => datedRulesOn(day).join() === 'Recargo de fin de semana');
  const weekday = firstDayFrom(41, (day) => day > saturday && datedRulesOn(day).length === 0);
  let own: FlightFixture;
  let there: number;
  let home: number;

  beforeAll(async () => {
    own = await createFlightFixture(t.db);
    there = await addDeparture(t.db, own, { date: saturday, categories: [{ category: own.economy, capacity: 10 }] });
    home = await addDeparture(t.db, own, { date: weekday, back: true, categories: [{ category: own.economy, capacity: 10 }] });
  });

  const query = () => `origin=${own.originCityId}&destination=${own.destinationCityId}&departure_date=${saturday}&return_date=${weekday}&adults=1`;
  const quote = async (user: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/flights/v2/price-calculation/', headers: await t.auth(user), payload: { outbound: there, inbound: home, category: own.economy, adults: 1 } })).json<PriceQuoteRecord>();

  it('adds the weekend surcharge to the Saturday leg only, alike in the search and the price calculation', async () => {
    const admin = (await search('admin', query())).json<{ outbound: FlightOptionRecord[]; inbound: FlightOptionRecord[] }>();
    // The first level buys at net: 200 + 10 one way, 180 + 10 as part of a round trip; the weekday way back stays 180.
    expect(admin.outbound[0].categories[0].prices).toMatchObject({ one_way: { adult: '210.00' }, round_trip: { adult: '190.00' } });
    expect(admin.inbound[0].categories[0].prices.round_trip.adult).toBe('180.00');
    const cancun = (await search('operator3', query())).json<{ outbound: FlightOptionRecord[]; inbound: FlightOptionRecord[] }>();
    // Through Cancún's chain (× 1.105 × 1.05): 210 → 243.65, 190 → 220.45, 180 → 208.85.
    expect(cancun.outbound[0].categories[0].prices).toMatchObject({ one_way: { adult: '243.65' }, round_trip: { adult: '220.45' } });
    expect(cancun.inbound[0].categories[0].prices.round_trip.adult).toBe('208.85');
    const priced = await quote('operator3');
    expect(priced.legs.map((l) => l.per_passenger.adult)).toEqual(['220.45', '208.85']);
    expect(priced.total).toBe('429.30');
  });

  it('lets a dated rule of higher priority replace the weekend surcharge on its day, not add to it', async () => {
    const headers = await t.auth('admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin-flights/flight-price-rule/',
      headers,
      payload: { name: 'Feria de un día', priority: 8, route: own.routeId, date_from: saturday, date_to: saturday, kind: 'percent', value: '15.00' },
    });
    expect(created.statusCode, created.body).toBe(201);
    // 180 × 1.15 = 207 as part of the round trip (not 217 nor 218.50); the other day keeps its 180.
    expect((await quote('admin')).legs.map((l) => l.per_passenger.adult)).toEqual(['207.00', '180.00']);
    // A search not asked before (answers are kept SEARCH_CACHE_TTL_MS): one way, 200 × 1.15.
    const oneWay = `origin=${own.originCityId}&destination=${own.destinationCityId}&departure_date=${saturday}&adults=1`;
    expect((await search('admin', oneWay)).json<{ outbound: FlightOptionRecord[] }>().outbound[0].categories[0].prices.one_way.adult).toBe('230.00');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin-flights/flight-price-rule/${created.json().id}/`, headers })).statusCode).toBe(204);
  });
});

describe('prices with airport supplements', () => {
  let own: FlightFixture;
  let there: number;
  let home: number;
  const [day, later] = ruleFreeDays(50, 55);

  beforeAll(async () => {
    own = await createFlightFixture(t.db);
    there = await addDeparture(t.db, own, { date: day, categories: [{ category: own.economy, capacity: 10 }] });
    home = await addDeparture(t.db, own, { date: later, back: true, categories: [{ category: own.economy, capacity: 10 }] });
  });

  it('shows at the search, per passenger, what the price calculation charges in total', async () => {
    const headers = await t.auth('admin');
    const add = async (payload: object) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin-flights/airport-supplement/', headers, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    // Through the administration, as an operator's admin would: the search's caches hear of it.
    const ids = [
      await add({ airport: own.originAirportId, kind: 'per_passenger', amount: '15.00' }),
      await add({ airport: own.destinationAirportId, kind: 'per_passenger', passenger_type: 'infant', amount: '4.50' }),
    ];
    const found = (await search('operator3', `origin=${own.originCityId}&destination=${own.destinationCityId}&departure_date=${day}&return_date=${later}&adults=2&children=1&infants=1`)).json<{
      outbound: FlightOptionRecord[];
      inbound: FlightOptionRecord[];
    }>();
    const [outbound, inbound] = [found.outbound[0], found.inbound[0]];
    expect(outbound.supplements).toEqual({ adult: '15.00', child: '15.00', infant: '15.00' });
    expect(inbound.supplements).toEqual({ adult: '0.00', child: '0.00', infant: '4.50' });
    // Cancún's round-trip adult 208.85 + 15 on the way out.
    expect(outbound.categories[0].prices.round_trip.adult).toBe('223.85');
    const shown = [outbound, inbound].reduce((sum, option) => {
      const prices = option.categories.find((c) => c.id === own.economy)!.prices.round_trip;
      return sum + 2 * toMinor(prices.adult) + toMinor(prices.child) + toMinor(prices.infant);
    }, 0);
    const quote = (
      await t.app.inject({
        method: 'POST',
        url: '/api/flights/v2/price-calculation/',
        headers: await t.auth('operator3'),
        payload: { outbound: there, inbound: home, category: own.economy, adults: 2, children: 1, infants: 1 },
      })
    ).json<PriceQuoteRecord>();
    expect(quote.supplements).toBe('64.50'); // 4 × 15 out, 4.50 for the infant back
    expect(fromMinor(shown)).toBe(quote.total);
    for (const id of ids) expect((await t.app.inject({ method: 'DELETE', url: `/api/admin-flights/airport-supplement/${id}/`, headers })).statusCode).toBe(204);
  });
});
