/**
 * cheapestChoice prices the search's rooms by parts of priceStay (roomNetMinor, typeAvailable)
 * instead of whole priceStay calls, and may read the stay's availability summed up per room type
 * (StayAvailability) instead of night by night. Both must give what the plain algorithm gives:
 * every room type alone through priceStay, then the whole stay through priceStay. Checked here on
 * many random hotels (seasons across the stay, occupancies with age limits, child bands,
 * supplements of every kind, offers that stack, availability in every mode), seeded, so a failure
 * is the same on every run.
 */
import { describe, expect, it } from 'vitest';
import { cheapestChoice, cheapestLodging, pricedPlans, roomTypesFor, type Lodging, type StayAsk } from './hotelBooking.ts';
import { priceStay, stayNights, type Contract, type HotelPricingData, type NightAvailability, type RoomRequest, type StayAvailability, type Supplement } from './hotels.ts';
import type { HotelOffer } from './hotelOffers.ts';
import { seededRandom } from '../testing/random.ts';

const random = seededRandom;
type Random = ReturnType<typeof random>;

const CHECKIN = '2031-03-08';
const STAY_DAYS = ['2031-03-01', '2031-03-05', '2031-03-08', '2031-03-10', '2031-03-12', '2031-03-20'];
const date = (r: Random) => r.pick(STAY_DAYS);

function hotel(r: Random): HotelPricingData {
  const types = [10, 11, 12].slice(0, r.int(1, 3));
  const plans = [1, 2, 3].slice(0, r.int(1, 3));
  const occupancies = types.flatMap((type, t) =>
    [
      [2, 0],
      [2, 1],
      [1, 0],
      [3, 0],
    ]
      .filter(() => r.next() < 0.8)
      .map(([adults, children], k) => ({ id: t * 10 + k + 1, room_type_id: type, adults, children, min_age_accepted: r.int(0, 3), max_age_accepted: r.int(8, 17) })),
  );
  const bands = () => (r.next() < 0.5 ? [] : [{ min_age: 0, max_age: 1, price: '0.00' }, { min_age: 2, max_age: r.int(5, 11), price: r.money(5, 30) }]);
  // Two seasons meet inside most stays; now and then a price is missing or a season in another currency.
  const split = r.pick(['2031-03-09', '2031-03-11', '2031-03-30']);
  const season = (id: number, start: string, end: string): Contract => ({
    id,
    start_date: start,
    end_date: end,
    currency_id: r.next() < 0.05 ? 2 : 1,
    min_nights: r.pick([1, 1, 2, 4]),
    cancellation_policies: [],
    prices: occupancies.flatMap((o) => plans.filter(() => r.next() < 0.9).map((plan) => ({ occupancy_id: o.id, meal_plan_id: plan, price: r.money(40, 200), child_prices: bands() }))),
  });
  const before = new Date(Date.parse(`${split}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const supplements: Supplement[] = Array.from({ length: r.int(0, 4) }, (_, i) => ({
    id: i + 1,
    name: `S${i + 1}`,
    mandatory: r.next() < 0.5,
    per: r.pick(['person', 'room'] as const),
    frequency: r.pick(['night', 'stay'] as const),
    amount: r.money(0, 20),
    currency_id: r.next() < 0.05 ? 2 : 1,
    date_from: r.next() < 0.5 ? null : date(r),
    date_to: r.next() < 0.5 ? null : '2031-03-30',
    min_age: r.pick([0, 0, 2, 18]),
    max_age: r.pick([120, 11, 17]),
    room_type_id: r.next() < 0.7 ? null : r.pick(types),
    meal_plan_id: r.next() < 0.7 ? null : r.pick(plans),
  }));
  const offers: HotelOffer[] = Array.from({ length: r.int(0, 3) }, (_, i) => {
    const kind = r.pick(['percent', 'early_booking', 'free_nights'] as const);
    return {
      id: i + 1,
      name: `O${i + 1}`,
      kind,
      percent: kind === 'free_nights' ? null : r.money(1, 30),
      stay_nights: kind === 'free_nights' ? r.pick([3, 4, 7]) : null,
      pay_nights: kind === 'free_nights' ? r.pick([2, 3, 6]) : null,
      min_days_before: kind === 'early_booking' ? r.pick([10, 30, 60]) : null,
      stay_from: r.next() < 0.6 ? null : date(r),
      stay_to: r.next() < 0.6 ? null : '2031-03-30',
      booking_from: null,
      booking_to: r.next() < 0.8 ? null : '2031-01-01',
      room_type_id: r.next() < 0.8 ? null : r.pick(types),
      meal_plan_id: r.next() < 0.8 ? null : r.pick(plans),
      combinable: r.next() < 0.6,
    };
  });
  const availability = new Map<number, Map<string, NightAvailability>>();
  for (const type of types) {
    const nights = new Map<string, NightAvailability>();
    for (const d of stayNights('2031-03-01', '2031-03-20')) {
      if (r.next() < 0.01) continue;
      const mode = r.next() < 0.03 ? 'stop_sale' : r.pick(['cupon_sales', 'cupon_sales', 'open_sales', 'on_request'] as const);
      nights.set(d, { mode, allotment: r.int(1, 5), sold: r.int(0, 2) });
    }
    availability.set(type, nights);
  }
  return { min_nights: r.pick([1, 1, 3]), occupancies, contracts: [season(1, '2031-01-01', before), season(2, split, '2031-12-31')], supplements, offers, availability };
}

/** What the search's query sums up (search.ts `candidates`): per type sellable on every night, its fewest cupon rooms left. */
function summedUp(data: HotelPricingData, checkin: string, checkout: string): StayAvailability {
  const nights = stayNights(checkin, checkout);
  const roomTypes = new Map<number, { free: number; onRequest: boolean }>();
  for (const [type, byDate] of data.availability ?? []) {
    const stay = nights.map((d) => byDate.get(d));
    if (stay.some((n) => !n || n.mode === 'stop_sale')) continue;
    const free = Math.min(Infinity, ...stay.filter((n) => n?.mode === 'cupon_sales').map((n) => n!.allotment - n!.sold));
    if (free < 1) continue;
    roomTypes.set(type, { free, onRequest: stay.some((n) => n?.mode === 'on_request') });
  }
  return { checkin, nights: nights.length, roomTypes };
}

/** The plain algorithm: every type of every room priced alone by priceStay, then the whole stay. */
function plainCheapest(data: HotelPricingData, ask: StayAsk): Lodging | null {
  let best: Lodging | null = null;
  for (const plan of pricedPlans(data)) {
    const chosen: number[] = [];
    for (const room of ask.rooms) {
      let cheapest: { type: number; minor: number } | null = null;
      for (const type of roomTypesFor(data, room)) {
        const alone = priceStay(data, { ...ask, rooms: [{ ...room, room_type_id: type, meal_plan_id: plan, supplements: [] }] });
        if (alone.ok && (!cheapest || alone.price.netMinor < cheapest.minor)) cheapest = { type, minor: alone.price.netMinor };
      }
      if (!cheapest) break;
      chosen.push(cheapest.type);
    }
    if (chosen.length !== ask.rooms.length) continue;
    const whole = priceStay(data, { ...ask, rooms: ask.rooms.map((room, i) => ({ ...room, room_type_id: chosen[i], meal_plan_id: plan, supplements: [] })) });
    if (whole.ok && (!best || whole.price.netMinor < best.price.netMinor)) best = { meal_plan_id: plan, room_type_ids: chosen, price: whole.price };
  }
  return best;
}

const ROOM_SETS: RoomRequest[][] = [
  [{ adults: 2, children_ages: [] }],
  [{ adults: 2, children_ages: [] }, { adults: 2, children_ages: [] }],
  [{ adults: 2, children_ages: [7] }],
  [{ adults: 2, children_ages: [] }, { adults: 2, children_ages: [1] }, { adults: 1, children_ages: [] }],
  [{ adults: 3, children_ages: [] }, { adults: 2, children_ages: [12] }],
];

describe('cheapestChoice', () => {
  it('chooses as the plain algorithm over whole priceStay calls, with the availability night by night or summed up', () => {
    const r = random(20_311_128);
    let found = 0;
    for (let h = 0; h < 400; h++) {
      const data = hotel(r);
      const nights = r.pick([1, 2, 3, 5, 8]);
      const checkout = new Date(Date.parse(`${CHECKIN}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10);
      const ask: StayAsk = { checkin: CHECKIN, checkout, bookingDate: r.pick(['2031-01-01', '2031-02-20', '2031-03-01']), rooms: r.pick(ROOM_SETS) };
      const expected = plainCheapest(data, ask);
      const summed: HotelPricingData = { ...data, availability: undefined, stayAvailability: summedUp(data, CHECKIN, checkout) };
      for (const form of [data, summed]) {
        const choice = cheapestChoice(form, ask);
        expect(choice && { meal_plan_id: choice.meal_plan_id, room_type_ids: choice.room_type_ids, netMinor: choice.netMinor }).toEqual(expected && { meal_plan_id: expected.meal_plan_id, room_type_ids: expected.room_type_ids, netMinor: expected.price.netMinor });
        expect(cheapestLodging(form, ask)?.price.rooms.map((room) => room.netMinor)).toEqual(expected?.price.rooms.map((room) => room.netMinor));
      }
      if (expected) found++;
    }
    // Neither always nor never sellable: the draw exercises both sides.
    expect(found).toBeGreaterThan(80);
    expect(found).toBeLessThan(360);
  });

  it('refuses a summary of another stay', () => {
    const r = random(7);
    const ask: StayAsk = { checkin: CHECKIN, checkout: '2031-03-12', bookingDate: '2031-01-01', rooms: [{ adults: 2, children_ages: [] }] };
    let data = hotel(r);
    while (!cheapestChoice(data, ask)) data = hotel(r);
    const other: HotelPricingData = { ...data, availability: undefined, stayAvailability: summedUp(data, CHECKIN, '2031-03-13') };
    expect(() => cheapestChoice(other, ask)).toThrow(/another stay/);
  });
});
