/**
 * The integrated provider's hotels sold beside ours (docs/api-hotels-booking.md 'Hotels of the
 * integrated provider'), the sandbox served by this test's own app over real HTTP: the search mixes
 * both sources with exact order, price range and paging, and survives the provider failing; the
 * hotel page; the cart and checkout book at the sandbox and pay from funds; a provider booking
 * refused, or a later step failing, leaves nothing booked or charged (compensation); the cancel
 * takes the provider's penalty and refunds the rest through the ledger. Dates are relative to
 * today (the sandbox refuses a past check-in); prices are recomputed from the sandbox's inventory.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../../domain/money.ts';
import type { CheckoutRecord } from '../../../domain/records/cart.ts';
import type { HotelPageRecord, HotelReservationRecord, HotelSearchResult } from '../../../domain/records/hotelSales.ts';
import { sellPrice, stayNights } from '../../../domain/services/hotels.ts';
import { caller } from '../../testing/flightAdmin.ts';
import { pdfText } from '../../testing/pdfText.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { chainSteps, loadChain } from '../agencies/pricing.ts';
import { listening } from '../gateways/testing.ts';
import { hotelProviderOf, providerSearch } from '../hotelProvider/service.ts';
import { nightMinor, SANDBOX_ALLOTMENT, SANDBOX_HOTELS } from '../hotelProvider/sandbox/inventory.ts';
import { postTransaction } from '../ledger/post.ts';
import { fundsOf } from '../payments/testing.ts';

const t = useTestApp();
const call = caller(t);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// Ten days ahead: inside the sandbox's one-night penalty (from 14 days before), outside the full one (3 days).
const CHECKIN = day(10);
const CHECKOUT = day(14);
const TWO = [{ adults: 2, children_ages: [] }];
let royalton: { id: number; slug: string };
let std: number;
let ai: number;
let cancun: number;
let steps: Awaited<ReturnType<typeof chainSteps>>;

const searchUrl = (query: string) => `hotels/search/?checkin=${CHECKIN}&checkout=${CHECKOUT}&page_size=100&${query}`;
const found = async (query: string) => {
  const res = await call('operator3', 'GET', searchUrl(query));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ count: number; results: HotelSearchResult[] }>();
};
const providerIds = async () => (await t.db.selectFrom('hotels').select('id').where('provider', '<>', 'own').where('active', '=', true).execute()).map((h) => h.id);

/** The sandbox's net of one room for the stay, in cents. */
function netMinor(code: string, room: string, board: string, adults: number): number {
  const hotel = SANDBOX_HOTELS.get(code)!;
  const r = hotel.rooms.find((x) => x.code === room)!;
  return stayNights(CHECKIN, CHECKOUT).reduce((total, date) => total + nightMinor(hotel, r, board, adults, [], date), 0);
}

const item = (rooms: string[], extra: object = {}) => ({
  service_type: 'hotels',
  hotel: royalton.id,
  checkin: CHECKIN,
  checkout: CHECKOUT,
  meal_plan: ai,
  rooms: rooms.map((last) => ({ room_type: std, adults: 2, holder: { first_name: 'Ana', last_name: last } })),
  ...extra,
});

async function added(rooms: string[]): Promise<{ id: number; price: string }> {
  const res = await call('operator3', 'POST', 'cart/items/', item(rooms));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const sandboxBooking = (clientReference: string) => t.db.selectFrom('sandbox_hotel_bookings').selectAll().where('client_reference', '=', clientReference).executeTakeFirst();
const reservationCount = async () => Number((await t.db.selectFrom('reservations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

async function adjustFunds(agencyId: number, minor: number) {
  await t.db.transaction().execute((tx) =>
    postTransaction(tx, {
      kind: 'adjustment',
      createdBy: null,
      entries: [
        { account: { kind: 'agency_funds', agencyId, currencyId: 1 }, amountMinor: minor },
        { account: { kind: 'opening_balance', currencyId: 1 }, amountMinor: -minor },
      ],
    }),
  );
}

beforeAll(async () => {
  await listening(t.app);
  royalton = await t.db.selectFrom('hotels').select(['id', 'slug']).where('provider_code', '=', 'RCSM01').executeTakeFirstOrThrow();
  std = (await t.db.selectFrom('hotel_room_types').select('id').where('hotel_id', '=', royalton.id).where('code', '=', 'STD').executeTakeFirstOrThrow()).id;
  ai = (await t.db.selectFrom('meal_plans').select('id').where('code', '=', 'AI').executeTakeFirstOrThrow()).id;
  cancun = await t.agencyId('Agencia Cancún Travel');
  const agency = await t.db.selectFrom('agencies').select('path').where('id', '=', cancun).executeTakeFirstOrThrow();
  steps = chainSteps(await loadChain(t.db, agency.path, 'hotels'));
});

describe('GET hotels/search/ with the provider', () => {
  it('mixes own and provider hotels in one list: provider prices are its cheapest offer through the caller’s chain', async () => {
    const all = await found('ordering=price');
    const ids = all.results.map((r) => r.id);
    const provider = await providerIds();
    expect(ids.filter((id) => provider.includes(id)).length).toBe(provider.length);
    expect(ids.some((id) => !provider.includes(id))).toBe(true);
    expect(all.count).toBe(all.results.length);
    const prices = all.results.map((r) => toMinor(r.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const offers = (await providerSearch(hotelProviderOf(t.app, {}), { checkin: CHECKIN, checkout: CHECKOUT, rooms: TWO, hotelIds: [royalton.id] }))[0].offers;
    const cheapest = Math.min(...offers.map((o) => sellPrice(o.price, steps).sellMinor));
    const result = all.results.find((r) => r.id === royalton.id)!;
    expect(toMinor(result.price)).toBe(cheapest);
    expect(result).toMatchObject({ nights: 4, on_request: false, is_hotel_integration: true });
    // Its rooms are named by our room types the provider's codes map to.
    expect(result.rooms.every((r) => r.room_type_name !== '')).toBe(true);
    // The source is told per result (spec §3 isHotelIntegration): ours are not the provider's.
    expect(all.results.every((r) => r.is_hotel_integration === provider.includes(r.id))).toBe(true);
    // The all-inclusive standard room is the sandbox's net for the stay.
    expect(offers.find((o) => o.room_code === 'STD' && o.board_code === 'AI')!.price.netMinor).toBe(netMinor('RCSM01', 'STD', 'AI', 2));
    // Paging by id is exact over both sources.
    const byId = [...ids].sort((a, b) => a - b);
    const page2 = (await call('operator3', 'GET', `hotels/search/?checkin=${CHECKIN}&checkout=${CHECKOUT}&ordering=id&page=2&page_size=5`)).json<{ count: number; results: HotelSearchResult[] }>();
    expect(page2.count).toBe(all.count);
    expect(page2.results.map((r) => r.id)).toEqual(byId.slice(5, 10));
    // The price range filters provider hotels like ours.
    const ranged = await found(`price_min=${result.price}&price_max=${result.price}`);
    expect(ranged.results.map((r) => r.id)).toContain(royalton.id);
    expect(ranged.results.every((r) => r.price === result.price)).toBe(true);
    // Filters reach the provider part: a plan it does not sell there, a category.
    const bb = (await t.db.selectFrom('meal_plans').select('id').where('code', '=', 'BB').executeTakeFirstOrThrow()).id;
    expect((await found(`hotel=${royalton.id}&plan=${bb}`)).count).toBe(0);
    expect((await found(`hotel=${royalton.id}&plan=${ai}`)).count).toBe(1);
  });

  it('answers with our own hotels alone when the provider fails (500), and logs it', async () => {
    const model = await t.db.selectFrom('hotels').selectAll().where('id', '=', royalton.id).executeTakeFirstOrThrow();
    const { id, created_at, updated_at, ...rest } = model;
    void id, void created_at, void updated_at;
    const broken = await t.db.insertInto('hotels').values({ ...rest, name: 'Test ERR500', slug: 'test-err500', provider_code: 'ERR500' }).returning('id').executeTakeFirstOrThrow();
    try {
      const all = await found('ordering=price');
      const provider = await providerIds();
      expect(all.results.some((r) => provider.includes(r.id))).toBe(false);
      expect(all.count).toBeGreaterThan(0);
      expect(t.logs.some((l) => String(l.msg).includes('integrated provider failed'))).toBe(true);
      // Where the provider's answer is the answer, its failure is a translated 502, never a 500.
      const page = await call('operator3', 'GET', `hotels/test-err500/?checkin=${CHECKIN}&checkout=${CHECKOUT}&rooms=2`, undefined, 'en');
      expect(page.statusCode).toBe(502);
      expect(page.json()).toMatchObject({ code: 'provider_unavailable', detail: 'The hotel provider does not answer. Try again in a few minutes.' });
      const cart = await call('operator3', 'POST', 'cart/items/', { ...item(['E']), hotel: broken.id });
      expect([cart.statusCode, cart.json().code]).toEqual([502, 'provider_unavailable']);
    } finally {
      await t.db.updateTable('hotels').set({ active: false }).where('id', '=', broken.id).execute();
    }
  });
});

describe('GET hotels/{slug}/ of a provider hotel', () => {
  it('shows the provider’s offers priced for the caller and its cancellation policy without zero penalties', async () => {
    const res = await call('operator3', 'GET', `hotels/${royalton.slug}/?checkin=${CHECKIN}&checkout=${CHECKOUT}&rooms=2`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<HotelPageRecord>();
    const offer = page.offers.find((o) => o.room_type === std && o.meal_plan === ai)!;
    const net = netMinor('RCSM01', 'STD', 'AI', 2);
    expect(toMinor(offer.price)).toBe(sellPrice({ nights: 4, currency_id: 0, rooms: [], netMinor: net, min_nights: 1, cancellation_policies: [], onRequest: false }, steps).sellMinor);
    expect(toMinor(offer.accommodation)).toBe(net);
    expect(page.unavailable).toBeNull();
    expect(page.is_hotel_integration).toBe(true);
    expect(page.cancellation_policy.length).toBeGreaterThan(0);
    expect(page.cancellation_policy.every((p) => toMinor(p.value) > 0)).toBe(true);
  });

  it('says spec §8’s "no rooms provided… (try more nights)" when the provider has none for the stay', async () => {
    const tulum = await t.db.selectFrom('hotels').select('slug').where('provider_code', '=', 'TLP118').executeTakeFirstOrThrow();
    const res = await call('operator3', 'GET', `hotels/${tulum.slug}/?checkin=${CHECKIN}&checkout=${day(12)}&rooms=2`, undefined, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<HotelPageRecord>()).toMatchObject({ offers: [], unavailable: 'No rooms provided, hotel not available (try more nights).' });
  });
});

describe('booking a provider hotel through the cart and checkout', () => {
  let bookedId = 0;
  let bookedTotal = '';

  it('re-checks the rate when added, books at the sandbox at checkout and pays from funds; no rooms of ours taken', async () => {
    const mixed = await call('operator3', 'POST', 'cart/items/', { ...item(['A']), rooms: [item(['A']).rooms[0], { ...item(['B']).rooms[0], room_type: std + 1 }] });
    expect(mixed.statusCode).toBe(400);
    const cart = await added(['Uno', 'Dos']);
    expect(toMinor(cart.price)).toBe(sellPrice({ nights: 4, currency_id: 0, rooms: [], netMinor: 2 * netMinor('RCSM01', 'STD', 'AI', 2), min_nights: 1, cancellation_policies: [], onRequest: false }, steps).sellMinor);
    const before = await fundsOf(t.db, cancun);
    const res = await call('operator3', 'POST', 'cart/checkout/', { items: [{ id: cart.id }], payment: { provider: 'agency_funds' } });
    expect(res.statusCode, res.body).toBe(201);
    const done = res.json<CheckoutRecord>();
    expect(done.reservations[0]).toMatchObject({ service_type: 'hotels', commercial_status: 'paid', total: cart.price });
    expect(before - (await fundsOf(t.db, cancun))).toBeGreaterThan(0);
    const detail = (await call('operator3', 'GET', `hotels/reservations/${done.reservations[0].id}/`)).json<HotelReservationRecord>();
    const booking = (await sandboxBooking(`CART${cart.id}`))!;
    expect(booking.status).toBe('CONFIRMED');
    expect(detail.provider_reference).toBe(booking.reference);
    expect(detail.rooms.map((r) => r.holder.last_name)).toEqual(['Uno', 'Dos']);
    const taken = await t.db.selectFrom('hotel_reservations').select('taken').where('reservation_id', '=', detail.id).executeTakeFirstOrThrow();
    expect(taken.taken).toEqual([]);
    const voucher = await call('operator3', 'GET', `reservations/${detail.id}/voucher/`);
    expect(voucher.statusCode, voucher.body.slice(0, 300)).toBe(200);
    expect(pdfText(voucher.rawPayload).replace(/\s+/g, ' ')).toContain(`Referencia del proveedor ${booking.reference}`);
    bookedId = detail.id;
    bookedTotal = detail.total;
  });

  it('a changed price is the checkout’s 409 price_changed; posting again books', async () => {
    const cart = await added(['P']);
    await t.db.updateTable('cart_items').set({ price: '1.00' }).where('id', '=', cart.id).execute();
    const changed = await call('operator3', 'POST', 'cart/checkout/', { items: [{ id: cart.id }] });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'price_changed', items: [{ id: cart.id, old_price: '1.00', new_price: cart.price }] });
    const again = await call('operator3', 'POST', 'cart/checkout/', { items: [{ id: cart.id }] });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('the provider refusing a later item cancels the one it booked: nothing booked, nothing charged', async () => {
    const first = await added(['F1']);
    const second = await added(['F2']);
    // The sandbox has one standard room left on every night: the first takes it, the second is refused.
    const sold = await t.db.selectFrom('sandbox_hotel_sold').select(['date', 'rooms']).where('hotel_code', '=', 'RCSM01').where('room_code', '=', 'STD').where('date', '>=', CHECKIN).where('date', '<', CHECKOUT).execute();
    expect(sold.length).toBe(4);
    await t.db.updateTable('sandbox_hotel_sold').set({ rooms: SANDBOX_ALLOTMENT - 1 }).where('hotel_code', '=', 'RCSM01').where('room_code', '=', 'STD').where('date', '>=', CHECKIN).where('date', '<', CHECKOUT).execute();
    const count = await reservationCount();
    const funds = await fundsOf(t.db, cancun);
    const res = await call('operator3', 'POST', 'cart/checkout/', { items: [{ id: first.id }, { id: second.id }], payment: { provider: 'agency_funds' } }, 'en');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'provider_no_availability', detail: 'No availability found.' });
    expect((await sandboxBooking(`CART${first.id}`))!.status).toBe('CANCELLED');
    expect(await sandboxBooking(`CART${second.id}`)).toBeUndefined();
    expect(await reservationCount()).toBe(count);
    expect(await fundsOf(t.db, cancun)).toBe(funds);
    const left = await t.db.selectFrom('sandbox_hotel_sold').select('rooms').where('hotel_code', '=', 'RCSM01').where('room_code', '=', 'STD').where('date', '>=', CHECKIN).where('date', '<', CHECKOUT).execute();
    expect(left.every((r) => r.rooms === SANDBOX_ALLOTMENT - 1)).toBe(true);
    await t.db.updateTable('sandbox_hotel_sold').set({ rooms: 0 }).where('hotel_code', '=', 'RCSM01').execute();
    for (const id of [first.id, second.id]) await call('operator3', 'DELETE', `cart/items/${id}/`);
  });

  it('a later step failing (funds refused) cancels the provider booking: no reservation, no money moved', async () => {
    const cart = await added(['L']);
    const limit = await t.db.selectFrom('agencies').select('credit_limit').where('id', '=', cancun).executeTakeFirstOrThrow();
    const drop = (await fundsOf(t.db, cancun)) + toMinor(limit.credit_limit) - 100;
    await adjustFunds(cancun, -drop);
    try {
      const count = await reservationCount();
      const res = await call('operator3', 'POST', 'cart/checkout/', { items: [{ id: cart.id }], payment: { provider: 'agency_funds' } });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('insufficient_funds');
      expect((await sandboxBooking(`CART${cart.id}`))!.status).toBe('CANCELLED');
      expect(await reservationCount()).toBe(count);
    } finally {
      await adjustFunds(cancun, drop);
    }
  });

  it('cancel: the provider cancels, its penalty is ours, the rest is refunded through the ledger', async () => {
    expect(bookedId).toBeGreaterThan(0);
    expect((await call('operator3b', 'POST', `hotels/reservations/${bookedId}/cancel/`, {})).statusCode).toBe(404);
    const before = await fundsOf(t.db, cancun);
    const res = await call('operator3', 'POST', `hotels/reservations/${bookedId}/cancel/`, {});
    expect(res.statusCode, res.body).toBe(200);
    const reference = (await t.db.selectFrom('hotel_reservations').select('provider_reference').where('reservation_id', '=', bookedId).executeTakeFirstOrThrow()).provider_reference!;
    const booking = (await t.db.selectFrom('sandbox_hotel_bookings').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow());
    expect(booking.status).toBe('CANCELLED');
    const penalty = toMinor(booking.cancellation_amount ?? '0');
    // Ten days before the check-in: the sandbox charges one night of each room.
    expect(penalty).toBeGreaterThan(0);
    const body = res.json<{ penalty: string; refund: string }>();
    expect(toMinor(body.penalty)).toBe(penalty);
    expect(toMinor(body.refund)).toBe(toMinor(bookedTotal) - penalty);
    expect(await fundsOf(t.db, cancun)).toBeGreaterThan(before);
    expect((await call('operator3', 'POST', `hotels/reservations/${bookedId}/cancel/`, {})).statusCode).toBe(409);
  });
});
