/**
 * What the hotel search and booking call for hotels of the integrated provider (`provider` other
 * than 'own'; docs/api-hotel-provider.md 'Service'): search, check a rate, book, cancel. Offers come
 * in our priced shape (offers.ts); the provider's failures become translated API errors — spec §8's
 * 'no rooms provided…' and 'no availability found' as 409s, a refusal as a 422, a provider down or
 * answering nonsense as a 502, a timeout as a 503 — never a 500.
 */
import type { Kysely } from 'kysely';
import type { PolicySnapshot } from '../../../domain/catalogNames.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { HOTEL_PROVIDER_OWN, type Occupancy } from '../../../domain/services/hotels.ts';
import type { Database } from '../../db/schema.ts';
import { sharedCache, wrapMany } from '../../http/cache.ts';
import { ApiError, fieldError, notFound } from '../../http/errors.ts';
import { TOPICS } from '../../http/invalidation.ts';
import { GatewayError } from '../gateways/gatewayHttp.ts';
import { appAddress, type AppAddress } from '../gateways/runtime.ts';
import { HotelbedsClient } from './client.ts';
import { keptAvailability, providerStockChanged } from './keptAvailability.ts';
import { occupancyGroups, offersOf, policiesOf, wireOccupancies, type CatalogueMap, type ProviderOffer, type ProviderStay } from './offers.ts';
import { PRODUCT_ERROR, type WirePax } from './protocol.ts';
import { hotelProviderSettings } from './settings.ts';

export type { ProviderOffer, ProviderStay } from './offers.ts';

type Db = Kysely<Database>;

export interface HotelProvider {
  db: Db;
  client: HotelbedsClient;
  /** How long the search's list may keep an availability answer (settings.ts searchKeepMs). */
  searchKeepMs: number;
}

/** The provider as this app reaches it (the sandbox on this very server unless HOTEL_PROVIDER_URL is set). */
export function hotelProviderOf(app: AppAddress & { db: Db }, env: Record<string, string | undefined> = process.env): HotelProvider {
  const settings = hotelProviderSettings(appAddress(app), env);
  return { db: app.db, client: new HotelbedsClient(settings), searchKeepMs: settings.searchKeepMs };
}

export interface ProviderSearchParams extends ProviderStay {
  /** Only these hotels (ours); default every active hotel of the provider matching the filters. */
  hotelIds?: readonly number[];
  /** These hotels with their codes, as the caller already read them (the search): not read again. */
  hotels?: readonly ProviderHotelRow[];
  countryId?: number;
  destinationId?: number;
  /** Only offers of this meal plan. */
  mealPlanId?: number;
  /** The search's list: an answer the provider gave a little while ago will do (keptAvailability.ts). */
  kept?: boolean;
}

export interface ProviderHotelOffers {
  hotel_id: number;
  provider_code: string;
  /** Cheapest first. */
  offers: ProviderOffer[];
}

/** The provider's failure as our answer; anything else passes through. */
export function providerError(err: unknown): unknown {
  if (!(err instanceof GatewayError)) return err;
  if (err.code === 'timeout') return new ApiError(503, { key: 'hotel_provider.timeout' }, 'provider_timeout');
  if (err.code === PRODUCT_ERROR) return new ApiError(409, { key: 'hotel_provider.no_availability' }, 'provider_no_availability');
  // Our credentials refused, a quota, a 5xx, no connection, an answer we cannot read: not the user's doing.
  if (err.status === 0 || err.status >= 500 || [401, 403, 429].includes(err.status) || err.code === 'bad_response') {
    return new ApiError(502, { key: 'hotel_provider.unavailable' }, 'provider_unavailable');
  }
  return new ApiError(422, { key: 'hotel_provider.rejected', params: { code: err.code } }, 'provider_rejected');
}

async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw providerError(err);
  }
}

export interface ProviderHotelRow {
  id: number;
  provider_code: string;
}

async function providerHotels(db: Db, params: ProviderSearchParams): Promise<ProviderHotelRow[]> {
  let q = db
    .selectFrom('hotels')
    .select(['id', 'provider_code'])
    .where('provider', '<>', HOTEL_PROVIDER_OWN)
    .where('provider_code', 'is not', null)
    .where('active', '=', true);
  if (params.hotelIds) q = q.where('id', 'in', params.hotelIds.length ? [...params.hotelIds] : [0]);
  if (params.countryId !== undefined) q = q.where('country_id', '=', params.countryId);
  if (params.destinationId !== undefined) q = q.where('destination_id', '=', params.destinationId);
  const rows = await q.orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, provider_code: r.provider_code ?? '' }));
}

/** The safety net of a lost bus message only: every catalogue write clears the maps on every instance. */
const MAPS_TTL_MS = 10 * 60_000;

/**
 * Our room types, meal plans, currencies and occupancies the provider's codes map to: catalogue
 * data, kept per hotel (ARCHITECTURE 'Several instances') and cleared by every write of the hotel
 * catalogue or the reference lists, as the search's own catalogue (hotelSales/searchCatalogue.ts).
 */
function catalogueMaps(db: Db, hotelIds: readonly number[]): Promise<Map<number, CatalogueMap>> {
  const cache = sharedCache(db, { name: 'hotel-provider-maps', ttlMs: MAPS_TTL_MS, maxEntries: 50_000, topics: [TOPICS.hotelCatalog, TOPICS.flightCatalog] });
  return wrapMany(cache, hotelIds, (missing) => loadCatalogueMaps(db, missing));
}

async function loadCatalogueMaps(db: Db, hotelIds: readonly number[]): Promise<Map<number, CatalogueMap>> {
  const [roomTypes, mealPlans, currencies, occupancies] = await Promise.all([
    db.selectFrom('hotel_room_types').select(['id', 'hotel_id', 'code']).where('hotel_id', 'in', [...hotelIds]).where('active', '=', true).execute(),
    db.selectFrom('meal_plans').select(['id', 'code']).execute(),
    db.selectFrom('currencies').select(['id', 'abbreviation']).execute(),
    db
      .selectFrom('hotel_occupancies as o')
      .innerJoin('hotel_room_types as rt', 'rt.id', 'o.room_type_id')
      .select(['o.id', 'o.room_type_id', 'o.adults', 'o.children', 'o.min_age_accepted', 'o.max_age_accepted', 'rt.hotel_id'])
      .where('rt.hotel_id', 'in', [...hotelIds])
      .execute(),
  ]);
  const plans = new Map(mealPlans.map((m) => [m.code, m.id]));
  const money = new Map(currencies.map((c) => [c.abbreviation, c.id]));
  return new Map(
    hotelIds.map((hotelId) => [
      hotelId,
      {
        hotelId,
        roomTypes: new Map(roomTypes.filter((r) => r.hotel_id === hotelId).map((r) => [r.code, r.id])),
        mealPlans: plans,
        currencies: money,
        occupancies: occupancies.filter((o) => o.hotel_id === hotelId) satisfies Occupancy[],
      },
    ]),
  );
}

/** Every provider hotel (of the filters) with rooms for the stay, each with its offers. */
export async function providerSearch(provider: HotelProvider, params: ProviderSearchParams): Promise<ProviderHotelOffers[]> {
  const hotels = params.hotels ?? (await providerHotels(provider.db, params));
  if (hotels.length === 0) return [];
  const byCode = new Map(hotels.map((h) => [h.provider_code, h.id]));
  const groups = occupancyGroups(params.rooms);
  const request = {
    stay: { checkIn: params.checkin, checkOut: params.checkout },
    occupancies: wireOccupancies(groups),
    hotels: { hotel: hotels.map((h) => h.provider_code) },
    dailyRate: true,
  };
  const answer = await viaProvider(() => (params.kept ? keptAvailability(provider, request) : provider.client.availability(request)));
  const maps = await catalogueMaps(provider.db, hotels.map((h) => h.id));
  const out: ProviderHotelOffers[] = [];
  for (const wire of answer) {
    const hotelId = byCode.get(wire.code);
    const map = hotelId === undefined ? undefined : maps.get(hotelId);
    if (hotelId === undefined || !map) continue;
    const offers = offersOf(wire, map, params).filter((o) => params.mealPlanId === undefined || o.meal_plan_id === params.mealPlanId);
    if (offers.length) out.push({ hotel_id: hotelId, provider_code: wire.code, offers });
  }
  return out.sort((a, b) => a.offers[0].price.netMinor - b.offers[0].price.netMinor);
}

/** One provider hotel's offers (its detail page); 409 'no rooms provided…' when it has none for the stay. */
export async function providerHotelOffers(provider: HotelProvider, hotelId: number, stay: ProviderStay): Promise<ProviderHotelOffers> {
  if ((await providerHotels(provider.db, { ...stay, hotelIds: [hotelId] })).length === 0) throw notFound();
  const [found] = await providerSearch(provider, { ...stay, hotelIds: [hotelId] });
  if (!found) throw new ApiError(409, { key: 'hotel_provider.no_rooms' }, 'provider_no_rooms');
  return found;
}

/** What the caller keeps of a chosen offer to check and book it. */
export interface ProviderSelection extends ProviderStay {
  hotel_id: number;
  /** ProviderOffer.rate_keys: one per room asked, in the same order. */
  rate_keys: readonly string[];
}

const distinct = (keys: readonly string[]) => [...new Set(keys)];

/**
 * The offer's current price and conditions (APItude's CheckRate; needed when its rate_type is
 * RECHECK, harmless otherwise). 409 'no availability found' when the rate is gone.
 */
export async function providerCheckRate(provider: HotelProvider, selection: ProviderSelection): Promise<ProviderOffer> {
  if (selection.rate_keys.length !== selection.rooms.length) throw fieldError('rate_keys', 'validation.invalid_type');
  const maps = await catalogueMaps(provider.db, [selection.hotel_id]);
  const hotel = await viaProvider(() => provider.client.checkRates(distinct(selection.rate_keys)));
  const [offer] = offersOf(hotel, maps.get(selection.hotel_id)!, selection);
  if (!offer) throw new ApiError(409, { key: 'hotel_provider.no_availability' }, 'provider_no_availability');
  return offer;
}

export interface ProviderBookingInput {
  selection: ProviderSelection;
  /** The holder of each room asked, in the same order (spec §5 'room holder names'). */
  holders: readonly { name: string; surname: string }[];
  /** Ours, e.g. the reservation's locator (APItude: up to 20 characters). */
  client_reference: string;
  remark?: string;
}

export interface ProviderBooking {
  reference: string;
  client_reference: string;
  status: 'CONFIRMED' | 'CANCELLED' | 'PENDING';
  hotel_code: string;
  checkin: string;
  checkout: string;
  currency: string;
  net: string;
  netMinor: number;
  cancellation_policies: PolicySnapshot[];
}

/** APItude's paxes of one rate: its rooms' adults (the first one named: the room's holder) and children. */
function paxesOf(selection: ProviderSelection, holders: ProviderBookingInput['holders'], rateKey: string): WirePax[] {
  const indexes = selection.rate_keys.flatMap((k, i) => (k === rateKey ? [i] : []));
  return indexes.flatMap((index, position) => {
    const room = selection.rooms[index];
    const roomId = position + 1;
    const holder = holders[index];
    return [
      ...Array.from({ length: room.adults }, (_, a): WirePax => (a === 0 ? { roomId, type: 'AD', name: holder.name, surname: holder.surname } : { roomId, type: 'AD' })),
      ...room.children_ages.map((age): WirePax => ({ roomId, type: 'CH', age })),
    ];
  });
}

/** Books the selection with the provider; 409 'no availability found' when it no longer has the rooms. */
export async function providerBook(provider: HotelProvider, input: ProviderBookingInput): Promise<ProviderBooking> {
  const { selection, holders } = input;
  if (selection.rate_keys.length !== selection.rooms.length) throw fieldError('rate_keys', 'validation.invalid_type');
  if (holders.length !== selection.rooms.length || holders.some((h) => !h.name.trim() || !h.surname.trim())) throw fieldError('holders', 'hotel_provider.holders');
  // Booked or refused, the provider's rooms are not what the kept answers say any more.
  const booking = await viaProvider(() =>
    provider.client.book({
      holder: { name: holders[0].name, surname: holders[0].surname },
      rooms: distinct(selection.rate_keys).map((rateKey) => ({ rateKey, paxes: paxesOf(selection, holders, rateKey) })),
      clientReference: input.client_reference.slice(0, 20),
      ...(input.remark ? { remark: input.remark } : {}),
    }),
  ).finally(() => providerStockChanged(provider));
  const netMinor = Math.round(booking.totalNet * 100);
  return {
    reference: booking.reference,
    client_reference: booking.clientReference,
    status: booking.status,
    hotel_code: booking.hotel.code,
    checkin: booking.hotel.checkIn,
    checkout: booking.hotel.checkOut,
    currency: booking.currency,
    net: fromMinor(netMinor),
    netMinor,
    cancellation_policies: policiesOf(
      booking.hotel.rooms.flatMap((r) => r.rates),
      booking.hotel.checkIn,
      booking.currency,
    ),
  };
}

export interface ProviderCancellation {
  reference: string;
  status: 'CONFIRMED' | 'CANCELLED' | 'PENDING';
  cancellation_reference: string | null;
  /** What the provider charges for it. */
  penalty: string;
  penaltyMinor: number;
  currency: string;
}

/**
 * Cancels a provider booking (`simulate`: only says what it would cost). Cancelling a cancelled
 * booking answers it again, so a compensation retried after a lost answer is safe.
 */
export async function providerCancel(provider: HotelProvider, reference: string, options: { simulate?: boolean } = {}): Promise<ProviderCancellation> {
  const simulate = options.simulate ?? false;
  const booking = await viaProvider(() => provider.client.cancel(reference, simulate)).finally(() => (simulate ? undefined : providerStockChanged(provider)));
  const penaltyMinor = toMinor(booking.hotel.cancellationAmount ?? 0);
  return {
    reference: booking.reference,
    status: booking.status,
    cancellation_reference: booking.cancellationReference ?? null,
    penalty: fromMinor(penaltyMinor),
    penaltyMinor,
    currency: booking.currency,
  };
}
