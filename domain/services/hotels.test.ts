import { describe, expect, it } from 'vitest';
import { priceThroughChain } from '../pricing/markupChain.ts';
import { DEFAULT_ROOMS, priceStay, sellPrice, stayNights, type Contract, type HotelPricingData, type NightAvailability, type StayRequest, type Supplement } from './hotels.ts';
import type { HotelOffer } from './hotelOffers.ts';

const bands = [
  { min_age: 0, max_age: 1, price: '0' },
  { min_age: 2, max_age: 11, price: '20.00' },
  { min_age: 12, max_age: 17, price: '35.00' },
];
const season = (id: number, start: string, end: string, double: string, extra: Partial<Contract> = {}): Contract => ({
  id,
  start_date: start,
  end_date: end,
  currency_id: 1,
  min_nights: 1,
  cancellation_policies: [{ name: `P${id}`, discount_type: 'percent', value: '50', min_days: 0, max_days: 7 }],
  prices: [
    { occupancy_id: 1, meal_plan_id: 2, price: double, child_prices: [] },
    { occupancy_id: 2, meal_plan_id: 2, price: double, child_prices: bands },
    { occupancy_id: 3, meal_plan_id: 2, price: '70.00', child_prices: [] },
  ],
  ...extra,
});
const supplement = (over: Partial<Supplement>): Supplement => ({
  id: 1, name: 'S', mandatory: false, per: 'person', frequency: 'night', amount: '10.00', currency_id: 1, date_from: null, date_to: null, min_age: 0, max_age: 120, room_type_id: null, meal_plan_id: null, ...over,
});
const offer = (over: Partial<HotelOffer>): HotelOffer => ({
  id: 1, name: 'O', kind: 'percent', percent: '10', stay_nights: null, pay_nights: null, min_days_before: null, stay_from: null, stay_to: null, booking_from: null, booking_to: null, room_type_id: null, meal_plan_id: null, combinable: false, ...over,
});
const data = (over: Partial<HotelPricingData> = {}): HotelPricingData => ({
  min_nights: 1,
  occupancies: [
    { id: 1, room_type_id: 10, adults: 2, children: 0, min_age_accepted: 0, max_age_accepted: 11 },
    { id: 2, room_type_id: 10, adults: 2, children: 1, min_age_accepted: 0, max_age_accepted: 17 },
    { id: 3, room_type_id: 10, adults: 1, children: 0, min_age_accepted: 0, max_age_accepted: 11 },
  ],
  contracts: [season(1, '2031-01-01', '2031-04-30', '100.00'), season(2, '2031-05-01', '2031-10-31', '80.00')],
  supplements: [],
  offers: [],
  ...over,
});
const stay = (checkin: string, checkout: string, rooms: StayRequest['rooms'] = [{ adults: 2, children_ages: [], room_type_id: 10, meal_plan_id: 2 }], bookingDate = '2031-01-01'): StayRequest => ({ checkin, checkout, rooms, bookingDate });

const ok = (result: ReturnType<typeof priceStay>) => {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.price;
};

describe('priceStay: seasons', () => {
  it('prices a stay across two seasons night by night, policies of the check-in season', () => {
    const price = ok(priceStay(data(), stay('2031-04-29', '2031-05-02')));
    expect(price.rooms[0].nights.map((n) => [n.date, n.contract_id, n.roomMinor])).toEqual([
      ['2031-04-29', 1, 10000],
      ['2031-04-30', 1, 10000],
      ['2031-05-01', 2, 8000],
    ]);
    expect(price.netMinor).toBe(28000);
    expect(price.cancellation_policies.map((p) => p.name)).toEqual(['P1']);
    expect(stayNights('2031-12-30', '2032-01-02')).toEqual(['2031-12-30', '2031-12-31', '2032-01-01']);
  });
  it('refuses a night no season covers, and seasons in two currencies', () => {
    expect(priceStay(data(), stay('2031-10-31', '2031-11-02'))).toEqual({ ok: false, error: { code: 'no_price', room: 0, date: '2031-11-01' } });
    const mixed = data({ contracts: [season(1, '2031-01-01', '2031-04-30', '100.00'), season(2, '2031-05-01', '2031-10-31', '80.00', { currency_id: 2 })] });
    expect(priceStay(mixed, stay('2031-04-30', '2031-05-02'))).toEqual({ ok: false, error: { code: 'currency_mismatch' } });
  });
  it('takes the season of the latest start where two ever overlap, on its first and last days too', () => {
    const overlapping = data({ contracts: [season(1, '2031-01-01', '2031-12-31', '100.00'), season(2, '2031-05-01', '2031-05-02', '80.00'), season(3, '2031-05-02', '2031-05-03', '60.00')] });
    const price = ok(priceStay(overlapping, stay('2031-04-30', '2031-05-05')));
    expect(price.rooms[0].nights.map((n) => n.contract_id)).toEqual([1, 2, 3, 3, 1]);
    expect(price.cancellation_policies.map((p) => p.name)).toEqual(['P1']);
  });
  it('refuses an empty or reversed stay', () => {
    expect(priceStay(data(), stay('2031-02-01', '2031-02-01')).ok).toBe(false);
    expect(priceStay(data(), stay('2031-02-02', '2031-02-01')).ok).toBe(false);
  });
});

describe('priceStay: minimum nights', () => {
  it("takes the largest of the hotel's and the touched seasons'", () => {
    const d = data({ min_nights: 2, contracts: [season(1, '2031-01-01', '2031-04-30', '100.00'), season(2, '2031-05-01', '2031-10-31', '80.00', { min_nights: 4 })] });
    expect(priceStay(d, stay('2031-02-01', '2031-02-02'))).toEqual({ ok: false, error: { code: 'min_nights', min_nights: 2 } });
    expect(ok(priceStay(d, stay('2031-02-01', '2031-02-03'))).nights).toBe(2);
    expect(priceStay(d, stay('2031-04-29', '2031-05-02'))).toEqual({ ok: false, error: { code: 'min_nights', min_nights: 4 } });
    expect(ok(priceStay(d, stay('2031-04-29', '2031-05-03'))).min_nights).toBe(4);
  });
});

describe('priceStay: occupancies and child ages', () => {
  const withChild = (age: number) => stay('2031-02-01', '2031-02-03', [{ adults: 2, children_ages: [age], room_type_id: 10, meal_plan_id: 2 }]);
  it('prices a child by the band holding its age, edges included', () => {
    expect(ok(priceStay(data(), withChild(1))).rooms[0].nights[0].childrenMinor).toBe(0);
    expect(ok(priceStay(data(), withChild(2))).rooms[0].nights[0].childrenMinor).toBe(2000);
    expect(ok(priceStay(data(), withChild(11))).rooms[0].nights[0].childrenMinor).toBe(2000);
    expect(ok(priceStay(data(), withChild(12))).rooms[0].nights[0].childrenMinor).toBe(3500);
    expect(ok(priceStay(data(), withChild(17))).netMinor).toBe(2 * (10000 + 3500));
  });
  it('refuses ages outside the occupancy and guests without one', () => {
    const d = data({ occupancies: [{ id: 2, room_type_id: 10, adults: 2, children: 1, min_age_accepted: 2, max_age_accepted: 11 }] });
    expect(priceStay(d, withChild(12))).toEqual({ ok: false, error: { code: 'child_age', room: 0, min_age: 2, max_age: 11 } });
    expect(priceStay(d, withChild(1))).toEqual({ ok: false, error: { code: 'child_age', room: 0, min_age: 2, max_age: 11 } });
    expect(ok(priceStay(d, withChild(11))).netMinor).toBe(24000);
    expect(priceStay(data(), stay('2031-02-01', '2031-02-02', [{ adults: 3, children_ages: [], room_type_id: 10, meal_plan_id: 2 }]))).toEqual({ ok: false, error: { code: 'no_occupancy', room: 0 } });
  });
  it('defaults to one room of two adults (spec §9) and sums several rooms', () => {
    expect(DEFAULT_ROOMS).toEqual([{ adults: 2, children_ages: [] }]);
    const price = ok(priceStay(data(), stay('2031-02-01', '2031-02-05', [{ adults: 2, children_ages: [], room_type_id: 10, meal_plan_id: 2 }, { adults: 2, children_ages: [7], room_type_id: 10, meal_plan_id: 2 }])));
    expect(price.rooms.map((r) => r.netMinor)).toEqual([40000, 48000]);
    expect(price.netMinor).toBe(88000);
  });
});

describe('priceStay: supplements', () => {
  const two = (over: Partial<Supplement>[], chosen: number[] = []) =>
    priceStay(data({ supplements: over.map((o, i) => supplement({ id: i + 1, ...o })) }), stay('2031-02-01', '2031-02-04', [{ adults: 2, children_ages: [5], room_type_id: 10, meal_plan_id: 2, supplements: chosen }]));
  it('adds mandatory ones always, optional ones only when chosen', () => {
    expect(ok(two([{ mandatory: true }])).rooms[0].supplementsMinor).toBe(3 * 3 * 1000);
    expect(ok(two([{ mandatory: false }])).rooms[0].supplementsMinor).toBe(0);
    expect(ok(two([{ mandatory: false }], [1])).rooms[0].supplementsMinor).toBe(9000);
  });
  it('per room, per stay, by age and by dates', () => {
    expect(ok(two([{ mandatory: true, per: 'room' }])).rooms[0].supplementsMinor).toBe(3000);
    expect(ok(two([{ mandatory: true, per: 'room', frequency: 'stay', amount: '25.00' }])).rooms[0].supplementsMinor).toBe(2500);
    expect(ok(two([{ mandatory: true, min_age: 18 }])).rooms[0].supplementsMinor).toBe(2 * 3 * 1000);
    expect(ok(two([{ mandatory: true, max_age: 11 }])).rooms[0].supplementsMinor).toBe(3000);
    // Gala dinner on the night of 2031-02-02 only.
    expect(ok(two([{ mandatory: true, date_from: '2031-02-02', date_to: '2031-02-02' }])).rooms[0].supplementsMinor).toBe(3 * 1000);
    expect(ok(two([{ mandatory: true, frequency: 'stay', date_from: '2031-02-02' }])).rooms[0].supplementsMinor).toBe(0);
  });
  it('refuses an unknown or mandatory supplement as a choice, and one in another currency', () => {
    expect(two([{ mandatory: false }], [9])).toEqual({ ok: false, error: { code: 'supplement', room: 0, supplement: 9 } });
    expect(two([{ mandatory: true }], [1])).toEqual({ ok: false, error: { code: 'supplement', room: 0, supplement: 1 } });
    expect(two([{ mandatory: false, room_type_id: 99 }], [1]).ok).toBe(false);
    expect(two([{ mandatory: true, currency_id: 2 }])).toEqual({ ok: false, error: { code: 'currency_mismatch' } });
  });
});

describe('priceStay: offers', () => {
  const run = (offers: HotelOffer[], checkin = '2031-02-01', checkout = '2031-02-08', bookingDate = '2031-01-01', supplements: Supplement[] = []) =>
    ok(priceStay(data({ offers, supplements }), stay(checkin, checkout, undefined, bookingDate))).rooms[0];
  it('a percent off the nights inside its stay window, never off supplements', () => {
    const room = run([offer({ percent: '10', stay_from: '2031-02-05' })], undefined, undefined, undefined, [supplement({ mandatory: true, per: 'room' })]);
    expect(room.discountMinor).toBe(3 * 1000);
    expect(room.netMinor).toBe(7 * 10000 - 3000 + 7 * 1000);
  });
  it('booking window and early booking use the booking date', () => {
    expect(run([offer({ booking_to: '2030-12-31' })]).discountMinor).toBe(0);
    expect(run([offer({ booking_from: '2031-01-01', booking_to: '2031-01-01' })]).discountMinor).toBe(7000);
    expect(run([offer({ kind: 'early_booking', percent: '15', min_days_before: 31 })], '2031-02-01', '2031-02-08', '2031-01-01').discountMinor).toBe(10500);
    expect(run([offer({ kind: 'early_booking', percent: '15', min_days_before: 32 })], '2031-02-01', '2031-02-08', '2031-01-01').discountMinor).toBe(0);
  });
  it('7×6 frees the cheapest night of every whole block of 7', () => {
    const free = offer({ kind: 'free_nights', percent: null, stay_nights: 7, pay_nights: 6 });
    expect(run([free], '2031-04-28', '2031-05-05').discountMinor).toBe(8000);
    expect(run([free], '2031-02-01', '2031-02-07').discountMinor).toBe(0);
    expect(run([free], '2031-02-01', '2031-02-15').discountMinor).toBe(20000);
  });
  it('the best single offer, unless the combinable stack is worth more', () => {
    const free = offer({ id: 1, kind: 'free_nights', percent: null, stay_nights: 7, pay_nights: 6, combinable: true });
    const tenPercent = offer({ id: 2, percent: '10', combinable: true });
    const twenty = offer({ id: 3, percent: '20' });
    // Stack: one night free (10000) then 10 % of 60000 (6000) = 16000 beats 20 % of 70000 = 14000.
    const stacked = run([free, tenPercent, twenty]);
    expect(stacked.offers.map((o) => [o.id, o.discountMinor])).toEqual([[1, 10000], [2, 6000]]);
    expect(stacked.discountMinor).toBe(16000);
    const single = run([free, tenPercent, offer({ id: 3, percent: '25' })]);
    expect(single.offers.map((o) => o.id)).toEqual([3]);
    expect(single.discountMinor).toBe(17500);
    // Free nights come first in the stack whatever the ids (the percent then applies to what is left).
    const percentFirst = run([offer({ id: 1, percent: '10', combinable: true }), offer({ id: 2, kind: 'free_nights', percent: null, stay_nights: 7, pay_nights: 6, combinable: true })]);
    expect(percentFirst.offers.map((o) => [o.id, o.discountMinor])).toEqual([[2, 10000], [1, 6000]]);
    // Not combinable: they never add up.
    expect(run([offer({ id: 1, percent: '10' }), offer({ id: 2, percent: '5' })]).offers.map((o) => o.id)).toEqual([1]);
  });
});

describe('priceStay: availability and the markup chain', () => {
  const nightsOf = (mode: NightAvailability['mode'], allotment: number, sold: number) =>
    new Map([[10, new Map(stayNights('2031-02-01', '2031-02-04').map((d) => [d, { mode, allotment, sold }]))]]);
  const rooms = (n: number) => Array.from({ length: n }, () => ({ adults: 2, children_ages: [], room_type_id: 10, meal_plan_id: 2 }));
  it('needs an available room on every night (spec §5) and counts rooms of one type together', () => {
    expect(ok(priceStay(data({ availability: nightsOf('cupon_sales', 2, 1) }), stay('2031-02-01', '2031-02-04'))).onRequest).toBe(false);
    expect(priceStay(data({ availability: nightsOf('cupon_sales', 2, 1) }), stay('2031-02-01', '2031-02-04', rooms(2)))).toEqual({ ok: false, error: { code: 'no_availability', room: 0, date: '2031-02-01' } });
    expect(priceStay(data({ availability: nightsOf('stop_sale', 9, 0) }), stay('2031-02-01', '2031-02-04')).ok).toBe(false);
    expect(ok(priceStay(data({ availability: nightsOf('open_sales', 0, 0) }), stay('2031-02-01', '2031-02-04', rooms(3)))).rooms).toHaveLength(3);
    expect(ok(priceStay(data({ availability: nightsOf('on_request', 0, 0) }), stay('2031-02-01', '2031-02-04'))).onRequest).toBe(true);
    expect(priceStay(data({ availability: nightsOf('open_sales', 0, 0) }), stay('2031-02-01', '2031-02-05'))).toEqual({ ok: false, error: { code: 'no_availability', room: 0, date: '2031-02-04' } });
  });
  it('the sell price is the net through the agency chain', () => {
    const price = ok(priceStay(data(), stay('2031-02-01', '2031-02-03')));
    const chain = [{ agencyId: 2, parentAgencyId: 1, generalMargin: '10', markup: { kind: 'fixed' as const, value: '5.00' } }];
    expect(sellPrice(price, chain)).toEqual(priceThroughChain(20000, chain));
    expect(sellPrice(price, chain).sellMinor).toBe(20000 + 2000 + 500);
  });
});
