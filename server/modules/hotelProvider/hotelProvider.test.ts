/**
 * The integrated hotel provider over real HTTP: the Hotelbeds adapter against the sandbox our
 * server serves (signature, availability, checkrates, booking, cancellation, allotment) and every
 * failure mapped to a translated answer (409 spec §8 messages, 422, 502, 503). Dates are relative
 * to today (the sandbox refuses a past check-in), prices recomputed from the sandbox's inventory,
 * so the file gives the same result on any day.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/flights/schedule.ts';
import { translate } from '../../../domain/i18n.ts';
import { stayNights, sellPrice } from '../../../domain/services/hotels.ts';
import { ApiError } from '../../http/errors.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { listening } from '../gateways/testing.ts';
import { HotelbedsClient } from './client.ts';
import { nightMinor, SANDBOX_ALLOTMENT, SANDBOX_HOTELS } from './sandbox/inventory.ts';
import { hotelProviderOf, providerBook, providerCancel, providerCheckRate, providerHotelOffers, providerSearch, type HotelProvider, type ProviderSelection } from './service.ts';
import { hotelProviderSettings, SANDBOX_HOTEL_API_KEY, SANDBOX_HOTEL_SECRET } from './settings.ts';
import { hotelbedsSignature, verifySignature } from './signature.ts';

const t = useTestApp();
const today = new Date().toISOString().slice(0, 10);
const TWO_ADULTS = [{ adults: 2, children_ages: [] }];
const TWO_ROOMS = [
  { adults: 2, children_ages: [] },
  { adults: 2, children_ages: [7] },
];

/** Without env: as a route gets it (`hotelProviderOf(req.server)`), the sandbox on this server's port. */
async function provider(env?: Record<string, string>): Promise<HotelProvider> {
  const base = await listening(t.app);
  if (!env) return hotelProviderOf(t.app, {});
  const settings = hotelProviderSettings({ publicUrl: base, port: 0 }, env);
  return { db: t.db, client: new HotelbedsClient(settings), searchKeepMs: settings.searchKeepMs };
}

async function hotelOf(code: string): Promise<number> {
  return (await t.db.selectFrom('hotels').select('id').where('provider_code', '=', code).executeTakeFirstOrThrow()).id;
}

/** A copy of a demo provider hotel under another provider code (the sandbox's test codes). */
async function providerHotel(code: string): Promise<number> {
  const model = await t.db.selectFrom('hotels').selectAll().where('provider_code', '=', 'RCSM01').executeTakeFirstOrThrow();
  const { id, created_at, updated_at, ...rest } = model;
  void id, void created_at, void updated_at;
  const hotel = await t.db.insertInto('hotels').values({ ...rest, name: `Test ${code}`, slug: `test-${code.toLowerCase()}`, provider_code: code }).returning('id').executeTakeFirstOrThrow();
  await t.db.insertInto('hotel_room_types').values({ hotel_id: hotel.id, code: 'STD', name: 'Estándar', capacity: 3 }).execute();
  return hotel.id;
}

async function failure(work: Promise<unknown>): Promise<ApiError> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

const message = (err: ApiError, lang: 'es' | 'en') => translate(lang, err.detail.key, err.detail.params);

/** The sandbox's price of one room for the stay, in cents. */
function expectedMinor(code: string, room: string, board: string, adults: number, ages: number[], checkin: string, checkout: string): number {
  const hotel = SANDBOX_HOTELS.get(code)!;
  const r = hotel.rooms.find((x) => x.code === room)!;
  return stayNights(checkin, checkout).reduce((total, date) => total + nightMinor(hotel, r, board, adults, ages, date), 0);
}

describe('signature (Api-key + X-Signature)', () => {
  it('is the SHA-256 hex of key + secret + Unix seconds, accepted within 5 minutes', () => {
    const now = Date.UTC(2030, 0, 1, 12);
    const signature = hotelbedsSignature('k', 's', now / 1000);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(verifySignature('k', 's', signature, now + 299_000)).toBe(true);
    expect(verifySignature('k', 's', signature, now + 301_000)).toBe(false);
    expect(verifySignature('k', 'other', signature, now)).toBe(false);
  });

  it('the sandbox refuses an unsigned or badly signed request with 401; the adapter maps it to a 502', async () => {
    const base = await listening(t.app);
    const body = JSON.stringify({ stay: { checkIn: addDays(today, 30), checkOut: addDays(today, 32) }, occupancies: [{ rooms: 1, adults: 2, children: 0 }], hotels: { hotel: ['RCSM01'] } });
    const url = `${base}/sandbox/hotelbeds/hotel-api/1.0/hotels`;
    const unsigned = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toMatchObject({ error: { code: 'AUTHENTICATION_ERROR' } });
    const forged = hotelbedsSignature(SANDBOX_HOTEL_API_KEY, 'not-the-secret', Math.floor(Date.now() / 1000));
    expect((await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'api-key': SANDBOX_HOTEL_API_KEY, 'x-signature': forged }, body })).status).toBe(401);
    const signed = hotelbedsSignature(SANDBOX_HOTEL_API_KEY, SANDBOX_HOTEL_SECRET, Math.floor(Date.now() / 1000));
    const headers = { 'content-type': 'application/json', 'api-key': SANDBOX_HOTEL_API_KEY, 'x-signature': signed };
    expect((await fetch(url, { method: 'POST', headers, body })).status).toBe(200);
    const malformed = await fetch(url, { method: 'POST', headers, body: '{"stay":' });
    expect([malformed.status, await malformed.json()]).toEqual([400, expect.objectContaining({ error: expect.objectContaining({ code: 'INVALID_REQUEST' }) })]);

    const wrong = await provider({ HOTEL_PROVIDER_URL: `${base}/sandbox/hotelbeds`, HOTEL_PROVIDER_SECRET: 'wrong' });
    const err = await failure(providerSearch(wrong, { checkin: addDays(today, 30), checkout: addDays(today, 32), rooms: TWO_ADULTS }));
    expect([err.statusCode, err.code]).toEqual([502, 'provider_unavailable']);
  });
});

describe('search', () => {
  it('answers the provider hotels with rooms as offers in priceStay’s shape, mapped to our room types and plans', async () => {
    const checkin = addDays(today, 40);
    const checkout = addDays(checkin, 4);
    const results = await providerSearch(await provider(), { checkin, checkout, rooms: TWO_ADULTS });
    const royalton = results.find((r) => r.provider_code === 'RCSM01')!;
    expect(royalton.hotel_id).toBe(await hotelOf('RCSM01'));
    // TLP118 asks for 3 nights: a 4-night stay finds it.
    expect(results.map((r) => r.provider_code).sort()).toEqual(['HZC442', 'RCSM01', 'SCC907', 'TLP118']);
    const std = royalton.offers.find((o) => o.room_code === 'STD' && o.board_code === 'AI')!;
    const roomType = await t.db.selectFrom('hotel_room_types').select('id').where('hotel_id', '=', royalton.hotel_id).where('code', '=', 'STD').executeTakeFirstOrThrow();
    const ai = await t.db.selectFrom('meal_plans').select('id').where('code', '=', 'AI').executeTakeFirstOrThrow();
    const eur = await t.db.selectFrom('currencies').select('id').where('abbreviation', '=', 'EUR').executeTakeFirstOrThrow();
    expect(std).toMatchObject({ room_type_id: roomType.id, meal_plan_id: ai.id, currency: 'EUR', rate_type: 'BOOKABLE', allotment: SANDBOX_ALLOTMENT });
    const expected = expectedMinor('RCSM01', 'STD', 'AI', 2, [], checkin, checkout);
    expect(std.price).toMatchObject({ nights: 4, currency_id: eur.id, netMinor: expected, onRequest: false });
    expect(std.price.rooms[0].nights.map((n) => n.date)).toEqual(stayNights(checkin, checkout));
    expect(std.price.rooms[0].nights.reduce((s, n) => s + n.roomMinor, 0)).toBe(expected);
    expect(std.price.rooms[0].occupancy_id).toBeGreaterThan(0);
    // The cancellation as ours: one night from 14 days before, everything from 3 days before.
    expect(std.price.cancellation_policies).toEqual([
      expect.objectContaining({ discount_type: 'fixed', value: (std.price.rooms[0].nights[0].roomMinor / 100).toFixed(2), min_days: 0, max_days: 14 }),
      expect.objectContaining({ discount_type: 'fixed', value: (expected / 100).toFixed(2), min_days: 0, max_days: 3, name_en: `Cancellation from ${addDays(checkin, -3)}: ${(expected / 100).toFixed(2)} EUR` }),
    ]);
    // The caller prices it for the agency as its own hotels: through the markup chain.
    expect(sellPrice(std.price, []).sellMinor).toBe(expected);
    // Cheapest offer first, cheapest hotel first.
    expect(royalton.offers.map((o) => o.price.netMinor)).toEqual([...royalton.offers.map((o) => o.price.netMinor)].sort((a, b) => a - b));
  });

  it('two rooms of different guests: one rate per room, each priced for its guests; a meal-plan filter', async () => {
    const checkin = addDays(today, 50);
    const checkout = addDays(checkin, 4);
    const bb = await t.db.selectFrom('meal_plans').select('id').where('code', '=', 'BB').executeTakeFirstOrThrow();
    const [scc] = await providerSearch(await provider(), { checkin, checkout, rooms: TWO_ROOMS, hotelIds: [await hotelOf('SCC907')], mealPlanId: bb.id });
    expect(scc.offers.every((o) => o.board_code === 'BB')).toBe(true);
    const sup = scc.offers.find((o) => o.room_code === 'SUP')!;
    expect(sup.rate_keys).toHaveLength(2);
    expect(sup.rate_keys[0]).not.toBe(sup.rate_keys[1]);
    expect(sup.price.rooms.map((r) => r.netMinor)).toEqual([expectedMinor('SCC907', 'SUP', 'BB', 2, [], checkin, checkout), expectedMinor('SCC907', 'SUP', 'BB', 2, [7], checkin, checkout)]);
    expect(sup.price.netMinor).toBe(sup.price.rooms[0].netMinor + sup.price.rooms[1].netMinor);
  });

  it("a hotel with no rooms for the stay: 409 'no rooms provided, hotel not available (try more nights)'", async () => {
    const p = await provider();
    const checkin = addDays(today, 40);
    const err = await failure(providerHotelOffers(p, await hotelOf('TLP118'), { checkin, checkout: addDays(checkin, 2), rooms: TWO_ADULTS }));
    expect([err.statusCode, err.code]).toEqual([409, 'provider_no_rooms']);
    expect(message(err, 'en')).toBe('No rooms provided, hotel not available (try more nights).');
    expect(message(err, 'es')).toBe('No hay habitaciones: el hotel no está disponible (pruebe con más noches).');
    expect((await providerHotelOffers(p, await hotelOf('TLP118'), { checkin, checkout: addDays(checkin, 3), rooms: TWO_ADULTS })).offers.length).toBeGreaterThan(0);
    const noRoom = await failure(providerHotelOffers(p, await providerHotel('NOROOM'), { checkin, checkout: addDays(checkin, 5), rooms: TWO_ADULTS }));
    expect(noRoom.code).toBe('provider_no_rooms');
    // Our own hotel is not the provider's.
    const own = await t.db.selectFrom('hotels').select('id').where('provider', '=', 'own').executeTakeFirstOrThrow();
    expect((await failure(providerHotelOffers(p, own.id, { checkin, checkout: addDays(checkin, 3), rooms: TWO_ADULTS }))).statusCode).toBe(404);
  });
});

describe('check rate, book, cancel', () => {
  it('a RECHECK rate is checked (now BOOKABLE, same price); a forged rate key is refused with a 422', async () => {
    const p = await provider();
    const checkin = addDays(today, 60);
    const stay = { checkin, checkout: addDays(checkin, 3), rooms: TWO_ADULTS };
    const hotel_id = await hotelOf('HZC442');
    const offer = (await providerHotelOffers(p, hotel_id, stay)).offers[0];
    expect(offer.rate_type).toBe('RECHECK');
    const checked = await providerCheckRate(p, { ...stay, hotel_id, rate_keys: offer.rate_keys });
    expect(checked).toMatchObject({ rate_type: 'BOOKABLE', room_code: offer.room_code, board_code: offer.board_code });
    expect(checked.price.netMinor).toBe(offer.price.netMinor);
    const forged = offer.rate_keys[0].replace('|N@', '|N@0');
    const err = await failure(providerCheckRate(p, { ...stay, hotel_id, rate_keys: [forged] }));
    expect([err.statusCode, err.code, message(err, 'en')]).toEqual([422, 'provider_rejected', 'The hotel provider refused the request (INVALID_DATA).']);
  });

  it('books two rooms (holders per room), simulates and cancels with the penalty in force, twice safely', async () => {
    const p = await provider();
    const checkin = addDays(today, 1);
    const stay = { checkin, checkout: addDays(checkin, 2), rooms: TWO_ROOMS };
    const hotel_id = await hotelOf('RCSM01');
    const offer = (await providerHotelOffers(p, hotel_id, stay)).offers.find((o) => o.room_code === 'JRS')!;
    const selection: ProviderSelection = { ...stay, hotel_id, rate_keys: offer.rate_keys };
    const holders = [
      { name: 'Ana', surname: 'Pérez' },
      { name: 'Luis', surname: 'Gómez' },
    ];
    const missing = await providerBook(p, { selection, holders: holders.slice(0, 1), client_reference: 'HPROV1' }).catch((e: unknown) => e);
    expect(missing).toMatchObject({ statusCode: 400, fields: { holders: [{ key: 'hotel_provider.holders' }] } });

    const booking = await providerBook(p, { selection, holders, client_reference: 'HPROV1', remark: 'late arrival' });
    expect(booking).toMatchObject({ status: 'CONFIRMED', client_reference: 'HPROV1', hotel_code: 'RCSM01', checkin, currency: 'EUR', netMinor: offer.price.netMinor });
    expect(booking.reference).toMatch(/^1-\d+$/);
    const stored = await t.db.selectFrom('sandbox_hotel_bookings').select(['holder', 'rooms']).where('reference', '=', booking.reference).executeTakeFirstOrThrow();
    expect(stored.holder).toEqual({ name: 'Ana', surname: 'Pérez' });
    expect(JSON.stringify(stored.rooms)).toContain('Gómez');
    const sold = () => t.db.selectFrom('sandbox_hotel_sold').select('rooms').where('hotel_code', '=', 'RCSM01').where('room_code', '=', 'JRS').where('date', '=', checkin).executeTakeFirst();
    expect((await sold())?.rooms).toBe(2);

    // Check-in tomorrow: inside 3 days, everything is charged.
    const simulated = await providerCancel(p, booking.reference, { simulate: true });
    expect(simulated).toMatchObject({ status: 'CONFIRMED', penaltyMinor: offer.price.netMinor });
    const cancelled = await providerCancel(p, booking.reference);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', penaltyMinor: offer.price.netMinor, cancellation_reference: `C-${booking.reference}` });
    expect((await sold())?.rooms).toBe(0);
    expect(await providerCancel(p, booking.reference)).toEqual(cancelled);

    const unknown = await failure(providerCancel(p, '1-0000000'));
    expect([unknown.statusCode, unknown.code]).toEqual([422, 'provider_rejected']);
  });

  it("a cancellation far ahead costs nothing; rooms gone between search and booking: 409 'no availability found'", async () => {
    const p = await provider();
    const checkin = addDays(today, 70);
    const hotel_id = await hotelOf('SCC907');
    const all = Array.from({ length: SANDBOX_ALLOTMENT }, () => ({ adults: 2, children_ages: [] }));
    const offer = (await providerHotelOffers(p, hotel_id, { checkin, checkout: addDays(checkin, 2), rooms: all })).offers.find((o) => o.room_code === 'STD')!;
    const lateOffer = (await providerHotelOffers(p, hotel_id, { checkin, checkout: addDays(checkin, 2), rooms: TWO_ADULTS })).offers.find((o) => o.room_code === 'STD')!;
    const holders = all.map((_, i) => ({ name: 'Guest', surname: `N${i}` }));
    const booking = await providerBook(p, { selection: { checkin, checkout: addDays(checkin, 2), rooms: all, hotel_id, rate_keys: offer.rate_keys }, holders, client_reference: 'HPROV2' });
    expect(booking.status).toBe('CONFIRMED');
    // Sold out: the room type leaves the answer, and the older offer cannot be booked.
    const after = await providerHotelOffers(p, hotel_id, { checkin, checkout: addDays(checkin, 2), rooms: TWO_ADULTS });
    expect(after.offers.some((o) => o.room_code === 'STD')).toBe(false);
    const late = await failure(providerBook(p, { selection: { checkin, checkout: addDays(checkin, 2), rooms: TWO_ADULTS, hotel_id, rate_keys: lateOffer.rate_keys }, holders: holders.slice(0, 1), client_reference: 'HPROV3' }));
    expect([late.statusCode, late.code, message(late, 'en'), message(late, 'es')]).toEqual([409, 'provider_no_availability', 'No availability found.', 'No se encontró disponibilidad.']);
    expect(await providerCancel(p, booking.reference)).toMatchObject({ status: 'CANCELLED', penaltyMinor: 0, penalty: '0.00' });
  });
});

describe('provider failures', () => {
  let hanging: Server | undefined;
  afterAll(() => {
    hanging?.closeAllConnections();
    hanging?.close();
  });

  it('a 5xx or no connection is a translated 502; a timeout a 503; a past check-in a 422', async () => {
    const p = await provider();
    const checkin = addDays(today, 30);
    const down = await failure(providerHotelOffers(p, await providerHotel('ERR500'), { checkin, checkout: addDays(checkin, 2), rooms: TWO_ADULTS }));
    expect([down.statusCode, down.code, message(down, 'en')]).toEqual([502, 'provider_unavailable', 'The hotel provider does not answer. Try again in a few minutes.']);

    const past = await failure(providerSearch(p, { checkin: addDays(today, -2), checkout: today, rooms: TWO_ADULTS }));
    expect([past.statusCode, past.code]).toEqual([422, 'provider_rejected']);

    const refused = await provider({ HOTEL_PROVIDER_URL: 'http://127.0.0.1:1' });
    expect((await failure(providerSearch(refused, { checkin, checkout: addDays(checkin, 2), rooms: TWO_ADULTS }))).code).toBe('provider_unavailable');

    hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging!.listen(0, '127.0.0.1', resolve));
    const address = hanging.address();
    const port = address && typeof address === 'object' ? address.port : 0;
    const slow = await provider({ HOTEL_PROVIDER_URL: `http://127.0.0.1:${port}`, HOTEL_PROVIDER_TIMEOUT_MS: '100' });
    const timeout = await failure(providerSearch(slow, { checkin, checkout: addDays(checkin, 2), rooms: TWO_ADULTS }));
    expect([timeout.statusCode, timeout.code, message(timeout, 'es')]).toEqual([503, 'provider_timeout', 'El proveedor de hoteles tarda demasiado en responder. Pruebe de nuevo en unos minutos.']);
  });

  it('settings: the sandbox by default, the real provider by environment', () => {
    expect(hotelProviderSettings({ publicUrl: '', port: 8000 }, {})).toEqual({
      apiUrl: 'http://127.0.0.1:8000/sandbox/hotelbeds',
      apiKey: SANDBOX_HOTEL_API_KEY,
      secret: SANDBOX_HOTEL_SECRET,
      timeoutMs: 10_000,
      searchKeepMs: 60_000,
      sandbox: true,
    });
    expect(hotelProviderSettings({ publicUrl: '', port: 8000 }, { HOTEL_PROVIDER_URL: 'https://api.test.hotelbeds.com/', HOTEL_PROVIDER_API_KEY: 'k', HOTEL_PROVIDER_SECRET: 's', HOTEL_PROVIDER_TIMEOUT_MS: '5000', HOTEL_PROVIDER_SEARCH_KEEP_S: '0' })).toEqual({
      apiUrl: 'https://api.test.hotelbeds.com',
      apiKey: 'k',
      secret: 's',
      timeoutMs: 5000,
      searchKeepMs: 0,
      sandbox: false,
    });
    // Nonsense falls back to the defaults rather than to no limit or keeping forever.
    expect(hotelProviderSettings({ publicUrl: '', port: 8000 }, { HOTEL_PROVIDER_TIMEOUT_MS: '0', HOTEL_PROVIDER_SEARCH_KEEP_S: '-5' })).toMatchObject({ timeoutMs: 10_000, searchKeepMs: 60_000 });
  });
});
