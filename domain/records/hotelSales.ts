/** Answers of the hotel search, page and booking (docs/api-hotels-booking.md), serialised by these schemas. */
import { cancellationPolicySchema } from '../pricing/cancellation.ts';
import { nextStatusesRecord } from './flightReservations.ts';
import { z } from '../validation.ts';

const int = z.number().int();
const money = z.string();

export const hotelSearchResult = z.object({
  id: int,
  slug: z.string(),
  name: z.string(),
  category: int,
  chain: int.nullable(),
  chain_name: z.string().nullable(),
  country: int,
  country_name: z.string(),
  destination: int,
  destination_name: z.string(),
  zone_name: z.string().nullable(),
  photo: z.string().nullable(),
  nights: int,
  /** The cheapest lodging of the asked rooms: its plan and a room type per room. */
  meal_plan: int,
  meal_plan_code: z.string(),
  meal_plan_name: z.string(),
  rooms: z.array(z.object({ room_type: int, room_type_name: z.string() })),
  /** The caller's price of the whole stay (net through its markup chain). */
  price: money,
  currency: int,
  on_request: z.boolean(),
  offers: z.array(z.string()),
  /** Sold from the integrated provider's stock (spec §3 isHotelIntegration), not from our contracts. */
  is_hotel_integration: z.boolean(),
});
export type HotelSearchResult = z.infer<typeof hotelSearchResult>;

export const supplementOffer = z.object({ id: int, name: z.string(), mandatory: z.boolean(), amount: money, price: money.describe("the caller's price it adds to the room") });

/** One room type × plan for one asked room. */
export const roomOffer = z.object({
  room: int.describe('index of the asked room'),
  room_type: int,
  room_type_name: z.string(),
  meal_plan: int,
  meal_plan_code: z.string(),
  meal_plan_name: z.string(),
  occupancy_text: z.string(),
  /** The caller's price of this room for the stay, mandatory supplements included. */
  price: money,
  accommodation: money,
  children: money,
  discount: money,
  offers: z.array(z.string()),
  supplements: z.array(supplementOffer),
  on_request: z.boolean(),
});
export type RoomOffer = z.infer<typeof roomOffer>;

export const hotelPageRecord = z.object({
  id: int,
  slug: z.string(),
  name: z.string(),
  category: int,
  chain_name: z.string().nullable(),
  country_name: z.string(),
  destination_name: z.string(),
  zone_name: z.string().nullable(),
  address: z.string(),
  description: z.string(),
  photos: z.array(z.string()),
  checkin: z.string(),
  checkout: z.string(),
  nights: int,
  min_nights: int,
  currency: int.nullable(),
  rooms: z.array(z.object({ adults: int, children_ages: z.array(int) })),
  offers: z.array(roomOffer),
  /** Why nothing is offered (a pricing error's message), when offers is empty. */
  unavailable: z.string().nullable(),
  cancellation_policy: z.array(cancellationPolicySchema),
  /** Sold from the integrated provider's stock (spec §3 isHotelIntegration): its offers are the provider's. */
  is_hotel_integration: z.boolean(),
});
export type HotelPageRecord = z.infer<typeof hotelPageRecord>;

export const hotelBookedRoom = z.object({
  room_type: int,
  room_type_name: z.string(),
  occupancy: int,
  adults: int,
  children_ages: z.array(int),
  holder: z.object({ first_name: z.string(), last_name: z.string() }),
  supplements: z.array(z.object({ id: int, name: z.string(), mandatory: z.boolean(), amount: money })),
  net: money,
  on_request: z.boolean(),
});
export type HotelBookedRoom = z.infer<typeof hotelBookedRoom>;

/** The hotel part of a reservation (GET hotels/reservations/{id}/). */
export const hotelReservationRecord = z.object({
  id: int,
  locator: z.string(),
  status: z.string(),
  commercial_status: z.string(),
  coordinator_status: z.string(),
  accounting_status: z.string(),
  provider_status: z.string(),
  /** What this caller may set each status to now (domain/reservations/statusChanges.ts; the coordinator's is confirm/deny). */
  next_statuses: nextStatusesRecord,
  agency: int,
  total: money,
  paid_amount: money,
  currency: int,
  penalty: money.nullable(),
  hotel: int,
  hotel_name: z.string(),
  hotel_slug: z.string(),
  checkin: z.string(),
  checkout: z.string(),
  nights: int,
  meal_plan: int,
  meal_plan_name: z.string(),
  rooms: z.array(hotelBookedRoom),
  on_request: z.boolean(),
  cancellation_policy: z.array(cancellationPolicySchema),
  /** The integrated provider's booking reference (a provider hotel), else null. */
  provider_reference: z.string().nullable(),
  /** The reservation client's e-mail (spec §3 'client'), when it has one: the payment link's default address. */
  customer_email: z.string().nullable().optional(),
  /** What this caller may do now. */
  can_confirm: z.boolean(),
  can_cancel: z.boolean(),
});
export type HotelReservationRecord = z.infer<typeof hotelReservationRecord>;

export const hotelCancelRecord = z.object({ penalty: money, refund: money, currency: int });
