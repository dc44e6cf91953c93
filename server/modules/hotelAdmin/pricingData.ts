/**
 * Loads what domain/services/hotels.ts needs to price a stay at hotels: the active seasons that
 * touch the stay with their prices, the occupancies, the active supplements and offers, and (when
 * asked) the availability of the nights. The search, quote and booking price through this and
 * `priceStay`, so the staff's preview and the agencies' prices cannot differ.
 *
 * One code path for one hotel and many: `loadHotelsPricingData` reads the hotels asked in a fixed
 * number of set-based queries (`hotel_id = any($1)`: one statement text whatever the count, so the
 * prepared statement is reused), whatever their number; `loadHotelPricingData` is it with one id.
 * Rows are read in id order, so a hotel's data is the same whether it is loaded alone or with others.
 * `guests` (the search's asked rooms) loads only the occupancies of those adults and children and
 * their prices: priceStay and cheapestLodging read no other, so the prices come out the same, and
 * the search reads a few price rows per hotel instead of every occupancy's.
 */
import { sql, type Kysely } from 'kysely';
import type { PolicySnapshot } from '../../../domain/catalogNames.ts';
import type { HotelOffer, OfferKind } from '../../../domain/services/hotelOffers.ts';
import type { AvailabilityMode, ChildPrice, Contract, HotelPricingData, NightAvailability, Occupancy, PriceRow, Supplement } from '../../../domain/services/hotels.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** `= any($1)` over an int array: the same SQL text for any number of ids. */
const anyId = (ids: readonly number[]) => sql<number>`any(${[...ids]}::int[])`;

/** Pushes `value` to the list of `key`, creating it. */
function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Guests of a room: what picks its occupancy. */
export interface RoomGuests {
  adults: number;
  children: number;
}

/** The occupancies (alias `o`) of these guests (all when none are given). */
function ofGuests(guests: readonly RoomGuests[] | undefined) {
  if (guests === undefined) return sql<boolean>`true`;
  return sql<boolean>`(o.adults, o.children) in (${sql.join(guests.map((g) => sql`(${g.adults}::smallint, ${g.children}::smallint)`))})`;
}

/** The active seasons (alias `k`) that touch the stay; every active one for `null` (the search's kept catalogue). */
function touching(checkin: string | null, checkout: string | null) {
  if (checkin === null || checkout === null) return sql<boolean>`k.active`;
  return sql<boolean>`k.active and k.start_date < ${checkout} and k.end_date >= ${checkin}`;
}

export async function loadHotelsPricingData(db: Db, hotelIds: readonly number[], checkin: string | null, checkout: string | null, options: { availability?: boolean; guests?: readonly RoomGuests[] } = {}): Promise<Map<number, HotelPricingData>> {
  const result = new Map<number, HotelPricingData>();
  if (hotelIds.length === 0) return result;
  const ids = anyId(hotelIds);
  const guests = options.guests && [...new Map(options.guests.map((g) => [`${g.adults}-${g.children}`, g])).values()];
  const [hotels, seasons, priceRows, occupancyRows, supplementRows, offerRows, nights] = await Promise.all([
    db.selectFrom('hotels').select(['id', 'min_nights']).where('id', '=', ids).orderBy('id').execute(),
    db
      .selectFrom('hotel_contracts as k')
      .select(['k.id', 'k.hotel_id', 'k.start_date', 'k.end_date', 'k.currency_id', 'k.min_nights', 'k.cancellation_policies'])
      .where('k.hotel_id', '=', ids)
      .where(touching(checkin, checkout))
      .orderBy('k.id')
      .execute(),
    db
      .selectFrom('hotel_prices as p')
      .innerJoin('hotel_contracts as k', 'k.id', 'p.contract_id')
      .innerJoin('hotel_occupancies as o', 'o.id', 'p.occupancy_id')
      .where(ofGuests(guests))
      .select(['p.contract_id', 'p.occupancy_id', 'p.meal_plan_id', 'p.price', sql<string>`p.child_prices::text`.as('child_prices')])
      .where('k.hotel_id', '=', ids)
      .where(touching(checkin, checkout))
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('hotel_occupancies as o')
      .innerJoin('hotel_room_types as rt', 'rt.id', 'o.room_type_id')
      .select(['rt.hotel_id', 'o.id', 'o.room_type_id', 'o.adults', 'o.children', 'o.min_age_accepted', 'o.max_age_accepted'])
      .where('rt.hotel_id', '=', ids)
      .where('rt.active', '=', true)
      .where(ofGuests(guests))
      .orderBy('o.id')
      .execute(),
    db
      .selectFrom('hotel_supplements')
      .select(['hotel_id', 'id', 'name', 'mandatory', 'per', 'frequency', 'amount', 'currency_id', 'date_from', 'date_to', 'min_age', 'max_age', 'room_type_id', 'meal_plan_id'])
      .where('hotel_id', '=', ids)
      .where('active', '=', true)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('hotel_offers')
      .select(['hotel_id', 'id', 'name', 'kind', 'percent', 'stay_nights', 'pay_nights', 'min_days_before', 'stay_from', 'stay_to', 'booking_from', 'booking_to', 'room_type_id', 'meal_plan_id', 'combinable'])
      .where('hotel_id', '=', ids)
      .where('active', '=', true)
      .orderBy('id')
      .execute(),
    options.availability && checkin !== null && checkout !== null
      ? db.selectFrom('hotel_availability').select(['hotel_id', 'room_type_id', 'date', 'mode', 'allotment', 'sold']).where('hotel_id', '=', ids).where('date', '>=', checkin).where('date', '<', checkout).execute()
      : Promise.resolve([]),
  ]);

  const pricesOf = new Map<number, PriceRow[]>();
  // A few distinct children's grids serve thousands of price rows: each is parsed once and shared
  // (read-only), which keeps the search's catalogue of every hotel about half as big.
  const grids = new Map<string, ChildPrice[]>();
  const gridOf = (text: string) => {
    let grid = grids.get(text);
    if (!grid) grids.set(text, (grid = JSON.parse(text) as ChildPrice[]));
    return grid;
  };
  for (const p of priceRows) push(pricesOf, p.contract_id, { occupancy_id: p.occupancy_id, meal_plan_id: p.meal_plan_id, price: p.price, child_prices: gridOf(p.child_prices) });
  const contractsOf = new Map<number, Contract[]>();
  for (const { hotel_id, ...s } of seasons) push(contractsOf, hotel_id, { ...s, cancellation_policies: s.cancellation_policies as PolicySnapshot[], prices: pricesOf.get(s.id) ?? [] });
  const occupanciesOf = new Map<number, Occupancy[]>();
  for (const { hotel_id, ...o } of occupancyRows) push(occupanciesOf, hotel_id, o);
  const supplementsOf = new Map<number, Supplement[]>();
  for (const { hotel_id, ...s } of supplementRows) push(supplementsOf, hotel_id, { ...s, per: s.per as Supplement['per'], frequency: s.frequency as Supplement['frequency'] });
  const offersOf = new Map<number, HotelOffer[]>();
  for (const { hotel_id, ...o } of offerRows) push(offersOf, hotel_id, { ...o, kind: o.kind as OfferKind });
  const availabilityOf = new Map<number, Map<number, Map<string, NightAvailability>>>();
  for (const n of nights) {
    const byRoomType = availabilityOf.get(n.hotel_id) ?? new Map<number, Map<string, NightAvailability>>();
    const byDate = byRoomType.get(n.room_type_id) ?? new Map<string, NightAvailability>();
    byDate.set(n.date, { mode: n.mode as AvailabilityMode, allotment: n.allotment, sold: n.sold });
    byRoomType.set(n.room_type_id, byDate);
    availabilityOf.set(n.hotel_id, byRoomType);
  }

  for (const hotel of hotels) {
    const data: HotelPricingData = {
      min_nights: hotel.min_nights,
      occupancies: occupanciesOf.get(hotel.id) ?? [],
      contracts: contractsOf.get(hotel.id) ?? [],
      supplements: supplementsOf.get(hotel.id) ?? [],
      offers: offersOf.get(hotel.id) ?? [],
    };
    result.set(hotel.id, options.availability ? { ...data, availability: availabilityOf.get(hotel.id) ?? new Map() } : data);
  }
  return result;
}

/** One hotel's data (the hotel page, the cart, the staff's preview): the batch loader with one id. */
export async function loadHotelPricingData(db: Db, hotelId: number, checkin: string, checkout: string, options: { availability?: boolean } = {}): Promise<HotelPricingData | null> {
  return (await loadHotelsPricingData(db, [hotelId], checkin, checkout, options)).get(hotelId) ?? null;
}
