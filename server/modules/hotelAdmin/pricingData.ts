/**
 * Loads what domain/services/hotels.ts needs to price a stay at one hotel: the active seasons that
 * touch the stay with their prices, the occupancies, the active supplements and offers, and (when
 * asked) the availability of the nights. The search, quote and booking of the next slices price
 * through this and `priceStay`, so the staff's preview and the agencies' prices cannot differ.
 */
import type { Kysely } from 'kysely';
import type { PolicySnapshot } from '../../../domain/catalogNames.ts';
import type { HotelOffer, OfferKind } from '../../../domain/services/hotelOffers.ts';
import type { AvailabilityMode, ChildPrice, Contract, HotelPricingData, NightAvailability, Supplement } from '../../../domain/services/hotels.ts';
import type { Database } from '../../db/schema.ts';

export async function loadHotelPricingData(db: Kysely<Database>, hotelId: number, checkin: string, checkout: string, options: { availability?: boolean } = {}): Promise<HotelPricingData | null> {
  const hotel = await db.selectFrom('hotels').select(['id', 'min_nights']).where('id', '=', hotelId).executeTakeFirst();
  if (!hotel) return null;
  const seasons = await db
    .selectFrom('hotel_contracts')
    .select(['id', 'start_date', 'end_date', 'currency_id', 'min_nights', 'cancellation_policies'])
    .where('hotel_id', '=', hotelId)
    .where('active', '=', true)
    .where('start_date', '<', checkout)
    .where('end_date', '>=', checkin)
    .execute();
  const priceRows = seasons.length
    ? await db
        .selectFrom('hotel_prices')
        .select(['contract_id', 'occupancy_id', 'meal_plan_id', 'price', 'child_prices'])
        .where(
          'contract_id',
          'in',
          seasons.map((s) => s.id),
        )
        .execute()
    : [];
  const contracts: Contract[] = seasons.map((s) => ({
    id: s.id,
    start_date: s.start_date,
    end_date: s.end_date,
    currency_id: s.currency_id,
    min_nights: s.min_nights,
    cancellation_policies: s.cancellation_policies as PolicySnapshot[],
    prices: priceRows.filter((p) => p.contract_id === s.id).map((p) => ({ occupancy_id: p.occupancy_id, meal_plan_id: p.meal_plan_id, price: p.price, child_prices: p.child_prices as ChildPrice[] })),
  }));
  const occupancies = await db
    .selectFrom('hotel_occupancies as o')
    .innerJoin('hotel_room_types as rt', 'rt.id', 'o.room_type_id')
    .select(['o.id', 'o.room_type_id', 'o.adults', 'o.children', 'o.min_age_accepted', 'o.max_age_accepted'])
    .where('rt.hotel_id', '=', hotelId)
    .where('rt.active', '=', true)
    .execute();
  const supplementRows = await db
    .selectFrom('hotel_supplements')
    .select(['id', 'name', 'mandatory', 'per', 'frequency', 'amount', 'currency_id', 'date_from', 'date_to', 'min_age', 'max_age', 'room_type_id', 'meal_plan_id'])
    .where('hotel_id', '=', hotelId)
    .where('active', '=', true)
    .execute();
  const offerRows = await db
    .selectFrom('hotel_offers')
    .select(['id', 'name', 'kind', 'percent', 'stay_nights', 'pay_nights', 'min_days_before', 'stay_from', 'stay_to', 'booking_from', 'booking_to', 'room_type_id', 'meal_plan_id', 'combinable'])
    .where('hotel_id', '=', hotelId)
    .where('active', '=', true)
    .execute();
  const data: HotelPricingData = {
    min_nights: hotel.min_nights,
    occupancies,
    contracts,
    supplements: supplementRows.map((s): Supplement => ({ ...s, per: s.per as Supplement['per'], frequency: s.frequency as Supplement['frequency'] })),
    offers: offerRows.map((o): HotelOffer => ({ ...o, kind: o.kind as OfferKind })),
  };
  if (!options.availability) return data;
  const nights = await db
    .selectFrom('hotel_availability')
    .select(['room_type_id', 'date', 'mode', 'allotment', 'sold'])
    .where('hotel_id', '=', hotelId)
    .where('date', '>=', checkin)
    .where('date', '<', checkout)
    .execute();
  const availability = new Map<number, Map<string, NightAvailability>>();
  for (const n of nights) {
    const byDate = availability.get(n.room_type_id) ?? new Map<string, NightAvailability>();
    byDate.set(n.date, { mode: n.mode as AvailabilityMode, allotment: n.allotment, sold: n.sold });
    availability.set(n.room_type_id, byDate);
  }
  return { ...data, availability };
}
