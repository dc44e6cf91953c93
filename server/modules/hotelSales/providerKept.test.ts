/**
 * The provider's availability answers kept for the search's list (hotelProvider/keptAvailability.ts):
 * the same search asks the provider once, the hotel's page always asks it live, a booking we make
 * with the provider drops the kept answers (on every instance, through the bus), and
 * HOTEL_PROVIDER_SEARCH_KEEP_S=0 asks on every search. The sandbox is this test's own app over HTTP;
 * the calls are counted on the adapter.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HotelSearchResult } from '../../../domain/records/hotelSales.ts';
import { caller } from '../../testing/flightAdmin.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { invalidationBus, TOPICS } from '../../http/invalidation.ts';
import { listening } from '../gateways/testing.ts';
import { HotelbedsClient } from '../hotelProvider/client.ts';
import { hotelProviderOf, providerSearch } from '../hotelProvider/service.ts';

const t = useTestApp();
const call = caller(t);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// Other dates than providerSales.test.ts: nothing of this file's bookings meets its figures.
const CHECKIN = day(40);
const CHECKOUT = day(43);
const TWO = [{ adults: 2, children_ages: [] }];
let royalton: { id: number; slug: string };
let std: number;
let ai: number;

const search = async () => {
  const res = await call('operator3', 'GET', `hotels/search/?checkin=${CHECKIN}&checkout=${CHECKOUT}&rooms=2&page_size=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: HotelSearchResult[] }>().results.find((r) => r.id === royalton.id);
};

beforeAll(async () => {
  await listening(t.app);
  royalton = await t.db.selectFrom('hotels').select(['id', 'slug']).where('provider_code', '=', 'RCSM01').executeTakeFirstOrThrow();
  std = (await t.db.selectFrom('hotel_room_types').select('id').where('hotel_id', '=', royalton.id).where('code', '=', 'STD').executeTakeFirstOrThrow()).id;
  ai = (await t.db.selectFrom('meal_plans').select('id').where('code', '=', 'AI').executeTakeFirstOrThrow()).id;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the provider’s availability answers kept for the search', () => {
  it('one provider call for the same search; the hotel page asks live; our booking drops what was kept', async () => {
    const asked = vi.spyOn(HotelbedsClient.prototype, 'availability');
    const first = await search();
    expect(first).toBeDefined();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(await search()).toEqual(first);
    expect(asked).toHaveBeenCalledTimes(1);

    const page = await call('operator3', 'GET', `hotels/${royalton.slug}/?checkin=${CHECKIN}&checkout=${CHECKOUT}&rooms=2`);
    expect(page.statusCode, page.body).toBe(200);
    expect(asked).toHaveBeenCalledTimes(2);

    // Booking with the provider tells every instance through the bus, this one included.
    const told = vi.fn();
    const stop = invalidationBus(t.db).subscribe(TOPICS.hotelProviderBookings, told);
    try {
      const added = await call('operator3', 'POST', 'cart/items/', {
        service_type: 'hotels',
        hotel: royalton.id,
        checkin: CHECKIN,
        checkout: CHECKOUT,
        meal_plan: ai,
        rooms: [{ room_type: std, adults: 2, holder: { first_name: 'Ana', last_name: 'Kept' } }],
      });
      expect(added.statusCode, added.body).toBe(201);
      const done = await call('operator3', 'POST', 'cart/checkout/', { items: [{ id: added.json<{ id: number }>().id }], payment: { provider: 'agency_funds' } });
      expect(done.statusCode, done.body).toBe(201);
      expect(told).toHaveBeenCalled();
    } finally {
      stop();
    }
    const calls = asked.mock.calls.length;
    expect(await search()).toBeDefined();
    expect(asked).toHaveBeenCalledTimes(calls + 1);
  });

  it('HOTEL_PROVIDER_SEARCH_KEEP_S=0 asks on every search; what is not the list never takes a kept answer', async () => {
    await listening(t.app);
    const asked = vi.spyOn(HotelbedsClient.prototype, 'availability');
    const stay = { checkin: CHECKIN, checkout: day(44), rooms: TWO, hotelIds: [royalton.id] };
    const never = hotelProviderOf(t.app, { HOTEL_PROVIDER_SEARCH_KEEP_S: '0' });
    await providerSearch(never, { ...stay, kept: true });
    await providerSearch(never, { ...stay, kept: true });
    expect(asked).toHaveBeenCalledTimes(2);
    const keeping = hotelProviderOf(t.app, {});
    await providerSearch(keeping, stay);
    await providerSearch(keeping, stay);
    expect(asked).toHaveBeenCalledTimes(4);
  });
});
