/** Pricing of private houses (domain/services/houses.ts): seasons, rent modes, breakfast, supplements, minimum nights, availability. */
import { describe, expect, it } from 'vitest';
import { freeRooms, houseNights, houseSellPrice, isAvailable, priceHouseStay, type HousePricingData, type HouseStayRequest } from './houses.ts';

const house: HousePricingData = {
  full_house: true,
  private_rooms: true,
  breakfast: 'optional',
  breakfast_price: '6.00',
  min_nights: 2,
  rooms: [
    { id: 1, name: 'A', capacity: 2 },
    { id: 2, name: 'B', capacity: 3 },
  ],
  seasons: [
    { id: 10, start_date: '2040-01-01', end_date: '2040-01-31', full_house_price: '90.00', room_price: '40.00', min_nights: null },
    { id: 11, start_date: '2040-02-01', end_date: '2040-02-28', full_house_price: '120.00', room_price: '55.50', min_nights: 3 },
  ],
  supplements: [
    { id: 1, name: 'Limpieza', mandatory: true, per: 'booking', frequency: 'stay', amount: '10.00' },
    { id: 2, name: 'Cena', mandatory: false, per: 'person', frequency: 'night', amount: '15.00' },
  ],
};
const stay = (over: Partial<HouseStayRequest> = {}): HouseStayRequest => ({ checkin: '2040-01-10', checkout: '2040-01-12', type: 'private_room', rooms: [1], ages: [30, 30], breakfast: false, supplements: [], ...over });

describe('priceHouseStay', () => {
  it('prices rooms per night with the mandatory supplement', () => {
    const r = priceHouseStay(house, stay());
    expect(r.ok && r.price.netMinor).toBe(2 * 4000 + 1000);
    const two = priceHouseStay(house, stay({ rooms: [1, 2], ages: [30, 30, 30, 8] }));
    expect(two.ok && two.price.accommodationMinor).toBe(2 * 2 * 4000);
  });
  it('prices the whole house per night, each night in its season, across the boundary', () => {
    const r = priceHouseStay(house, stay({ type: 'full_house', checkin: '2040-01-30', checkout: '2040-02-03', rooms: [] }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.price.nights.map((n) => [n.date, n.season, n.minor])).toEqual([
      ['2040-01-30', 10, 9000],
      ['2040-01-31', 10, 9000],
      ['2040-02-01', 11, 12000],
      ['2040-02-02', 11, 12000],
    ]);
    expect(r.price.netMinor).toBe(42000 + 1000);
  });
  it('charges optional breakfast per guest and night, and chosen supplements per person and night', () => {
    const r = priceHouseStay(house, stay({ breakfast: true, supplements: [2] }));
    expect(r.ok && r.price.breakfastMinor).toBe(600 * 2 * 2);
    expect(r.ok && r.price.supplements.map((s) => s.minor)).toEqual([1000, 1500 * 2 * 2]);
    const included = priceHouseStay({ ...house, breakfast: 'included' }, stay({ breakfast: true }));
    expect(included.ok && included.price.breakfastMinor).toBe(0);
    expect(priceHouseStay({ ...house, breakfast: 'none' }, stay({ breakfast: true }))).toEqual({ ok: false, error: { code: 'breakfast' } });
  });
  it('applies the largest minimum of the house and of every season touched', () => {
    expect(priceHouseStay(house, stay({ checkout: '2040-01-11' }))).toEqual({ ok: false, error: { code: 'min_nights', min_nights: 2 } });
    expect(priceHouseStay(house, stay({ checkin: '2040-02-10', checkout: '2040-02-12' }))).toEqual({ ok: false, error: { code: 'min_nights', min_nights: 3 } });
  });
  it('refuses what the house cannot take', () => {
    expect(priceHouseStay({ ...house, full_house: false }, stay({ type: 'full_house' }))).toEqual({ ok: false, error: { code: 'rent_type' } });
    expect(priceHouseStay(house, stay({ rooms: [] }))).toEqual({ ok: false, error: { code: 'no_rooms' } });
    expect(priceHouseStay(house, stay({ rooms: [9] }))).toEqual({ ok: false, error: { code: 'unknown_room' } });
    expect(priceHouseStay(house, stay({ rooms: [1, 1] }))).toEqual({ ok: false, error: { code: 'unknown_room' } });
    expect(priceHouseStay(house, stay({ ages: [30, 30, 5] }))).toEqual({ ok: false, error: { code: 'capacity', capacity: 2 } });
    expect(priceHouseStay(house, stay({ checkin: '2040-03-01', checkout: '2040-03-03' }))).toEqual({ ok: false, error: { code: 'no_price', date: '2040-03-01' } });
    expect(priceHouseStay(house, stay({ supplements: [1] }))).toEqual({ ok: false, error: { code: 'supplement' } });
    expect(priceHouseStay(house, stay({ checkout: '2040-01-10' }))).toEqual({ ok: false, error: { code: 'invalid_dates' } });
    expect(priceHouseStay(house, stay({ ages: [] }))).toEqual({ ok: false, error: { code: 'no_guests' } });
  });
  it('sells through the markup chain', () => {
    const r = priceHouseStay(house, stay());
    if (!r.ok) throw new Error('not priced');
    const sold = houseSellPrice(r.price, [{ agencyId: 2, parentAgencyId: 1, generalMargin: '10', markup: null }]);
    expect(sold.sellMinor).toBe(9900);
  });
});

describe('availability', () => {
  const held = [{ checkin: '2040-01-10', checkout: '2040-01-12', full_house: false, rooms: [1] }];
  it('a confirmed room stay takes its room on its nights only; the check-out day is free', () => {
    expect(freeRooms(house.rooms, held, { checkin: '2040-01-11', checkout: '2040-01-13' }).map((r) => r.id)).toEqual([2]);
    expect(freeRooms(house.rooms, held, { checkin: '2040-01-12', checkout: '2040-01-14' }).map((r) => r.id)).toEqual([1, 2]);
    expect(isAvailable(house.rooms, held, { checkin: '2040-01-11', checkout: '2040-01-13', type: 'private_room', rooms: [1] })).toBe(false);
    expect(isAvailable(house.rooms, held, { checkin: '2040-01-11', checkout: '2040-01-13', type: 'private_room', rooms: [2] })).toBe(true);
    expect(isAvailable(house.rooms, held, { checkin: '2040-01-11', checkout: '2040-01-13', type: 'full_house', rooms: [] })).toBe(false);
  });
  it('a confirmed whole-house stay takes every room', () => {
    expect(freeRooms(house.rooms, [{ ...held[0], full_house: true, rooms: [1, 2] }], { checkin: '2040-01-09', checkout: '2040-01-11' })).toEqual([]);
  });
  it('counts nights from check-in to the day before check-out', () => {
    expect(houseNights('2040-02-28', '2040-03-02')).toEqual(['2040-02-28', '2040-02-29', '2040-03-01']);
    expect(houseNights('2040-02-28', '2040-02-28')).toEqual([]);
  });
});
