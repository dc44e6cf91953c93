/**
 * Issue 11, slice "hsell" (docs/api-hotels-booking.md): the hotel search filter of spec §3, the
 * hotel page's stay, a hotel stay put in the cart, and the coordinator's answer to an on-request
 * booking. Rooms travel in the query as `rooms=2,2-7` (a room per comma: its adults, then `-age`
 * per child), so a search is a plain link; the default is spec §9's one room of 2 adults.
 */
import { DEFAULT_ROOMS, MAX_ROOMS, MAX_STAY_NIGHTS, type RoomRequest } from '../services/hotels.ts';
import { daysBetween } from '../pricing/cancellation.ts';
import { z } from '../validation.ts';
import { id, isoDate, listQuery, toNumber } from './common.ts';
import { checkoutPaymentBody } from './orderPayment.ts';

export const MAX_ROOM_ADULTS = 9;
export const MAX_ROOM_CHILDREN = 4;
export const MAX_CHILD_AGE = 17;

const ROOMS_PATTERN = /^\d{1,2}(-\d{1,2})*(,\d{1,2}(-\d{1,2})*)*$/;

/** `2,2-7` → [{adults: 2, children_ages: []}, {adults: 2, children_ages: [7]}]. */
export function parseRooms(text: string): RoomRequest[] {
  return text.split(',').map((room) => {
    const [adults, ...ages] = room.split('-').map(Number);
    return { adults, children_ages: ages };
  });
}

/** The inverse of parseRooms, for the browser's links. */
export function formatRooms(rooms: readonly RoomRequest[]): string {
  return rooms.map((r) => [r.adults, ...r.children_ages].join('-')).join(',');
}

export const roomsParam = z
  .string()
  .max(200)
  .regex(ROOMS_PATTERN, { error: 'hotel_sales.rooms_format' })
  .transform(parseRooms)
  .refine((rooms) => rooms.length <= MAX_ROOMS, { error: 'hotel_sales.rooms_count' })
  .refine((rooms) => rooms.every((r) => r.adults >= 1 && r.adults <= MAX_ROOM_ADULTS && r.children_ages.length <= MAX_ROOM_CHILDREN), { error: 'hotel_sales.rooms_guests' })
  .refine((rooms) => rooms.every((r) => r.children_ages.every((a) => a <= MAX_CHILD_AGE)), { error: 'hotel_sales.child_age' });

const DEFAULT_ROOMS_TEXT = formatRooms(DEFAULT_ROOMS);

/** A decimal amount of the price range filter. */
const amount = z.string().max(14).regex(/^\d{1,10}(\.\d{1,2})?$/, { error: 'validation.invalid_number' });

function checkStay(b: { checkin: string; checkout: string }, ctx: z.core.$RefinementCtx) {
  const nights = daysBetween(b.checkin, b.checkout);
  if (nights < 1) ctx.addIssue({ code: 'custom', path: ['checkout'], message: 'hotels.checkout_order' });
  else if (nights > MAX_STAY_NIGHTS) ctx.addIssue({ code: 'custom', path: ['checkout'], message: 'hotel_sales.stay_too_long', params: { max: MAX_STAY_NIGHTS } });
}

const stayFields = {
  checkin: isoDate,
  checkout: isoDate,
  rooms: roomsParam.prefault(DEFAULT_ROOMS_TEXT),
};

/** GET hotels/search/ (spec §3 'Hotel search filter'). */
export const hotelSearchQuery = listQuery
  .extend({
    ...stayFields,
    country: id.optional(),
    destination: id.optional(),
    zone: id.optional(),
    plan: id.optional(),
    category: z.preprocess(toNumber, z.number().int().min(1).max(5)).optional(),
    chain: id.optional(),
    hotel: id.optional(),
    search: z.string().trim().max(100).optional(),
    price_min: amount.optional(),
    price_max: amount.optional(),
  })
  .superRefine(checkStay);
export type HotelSearchQuery = z.infer<typeof hotelSearchQuery>;

export const HOTEL_SEARCH_ORDERING = ['price', 'category', 'name', 'id'] as const;

/** GET hotels/{slug}/: the stay the hotel's offers are priced for. */
export const hotelStayQuery = z.object(stayFields).superRefine(checkStay);
export type HotelStayQuery = z.infer<typeof hotelStayQuery>;

const personName = z.string().trim().min(1).max(100);

/** A room of a hotel stay in the cart: what it is, who holds it and what is chosen. */
export const hotelCartRoom = z.strictObject({
  room_type: id,
  adults: z.preprocess(toNumber, z.number().int().min(1).max(MAX_ROOM_ADULTS)),
  children_ages: z.array(z.number().int().min(0).max(MAX_CHILD_AGE)).max(MAX_ROOM_CHILDREN).default([]),
  supplements: z.array(id).max(20).default([]),
  holder: z.strictObject({ first_name: personName, last_name: personName }),
});

/** A hotel stay as the cart and 'book now' take it. */
const hotelStayFields = {
  hotel: id,
  checkin: isoDate,
  checkout: isoDate,
  meal_plan: id,
  rooms: z.array(hotelCartRoom).min(1).max(MAX_ROOMS),
  /** The price the page showed (the caller's sell price): a different one is a 409 price_changed, nothing changed. */
  price: amount.optional(),
};

/** POST cart/items/ with service_type 'hotels'. */
export const hotelCartItemBody = z
  .strictObject({ service_type: z.literal('hotels'), ...hotelStayFields })
  .superRefine(checkStay);
export type HotelCartItemBody = z.infer<typeof hotelCartItemBody>;

/**
 * POST hotels/book/: the hotel page's 'book now' (docs/api-hotels-booking.md 'Booking without the
 * cart') — the stay as the cart takes it, and the checkout's own settlement (`payment`, left out:
 * booked unpaid where allowed), client and seller.
 */
export const hotelBookingBody = z
  .strictObject({
    ...hotelStayFields,
    payment: checkoutPaymentBody.optional(),
    customer: id.optional(),
    seller: id.optional(),
  })
  .superRefine(checkStay);
export type HotelBookingBody = z.infer<typeof hotelBookingBody>;

/** POST hotels/reservations/{id}/cancel/. */
export const hotelCancelBody = z.strictObject({ apply_penalties: z.boolean().optional() });

/** POST hotels/reservations/{id}/confirm/ and deny/: the coordinator's note, optional. */
export const coordinatorAnswerBody = z.strictObject({ note: z.string().trim().max(500).optional() });
