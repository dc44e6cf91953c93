/** Answers of the cart API (docs/api-cart.md), serialised by these schemas. */
import { z } from '../validation.ts';
import { reservationDetailRecord } from './flightReservations.ts';

const int = z.number().int();

export const cartItemRecord = z.object({
  id: int,
  service_type: z.string(),
  /** What the item is, for the list: 'CUN → HAV', with the return when there is one. */
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  passengers: z.object({ adults: int, children: int, infants: int }),
  price: z.string(),
  currency: int,
  expires_at: z.string(),
  /** True while the item still holds its seats (until expires_at, or its checkout). */
  held: z.boolean(),
  created_at: z.string(),
});
export type CartItemRecord = z.infer<typeof cartItemRecord>;

export const priceChangeRecord = z.object({ id: int, old_price: z.string(), new_price: z.string() });
export type PriceChangeRecord = z.infer<typeof priceChangeRecord>;

/** One booked reservation of a checkout, as its payment left it. */
export const settledReservationRecord = z.object({
  id: int,
  locator: z.string(),
  service_type: z.string(),
  total: z.string(),
  paid_amount: z.string(),
  commercial_status: z.string(),
  /** Booked unpaid: when the release job cancels it if still unpaid; null once paid (even partly). */
  payment_deadline: z.string().nullable(),
});
export type SettledReservationRecord = z.infer<typeof settledReservationRecord>;

export const checkoutRecord = z.object({
  order: z.object({ id: int, number: z.string(), total: z.string(), currency: int }),
  reservations: z.array(settledReservationRecord),
  /** The order's client (spec §3 Reservation (general) 'client'), when the checkout named one. */
  customer: z.number().int().nullable(),
  /** What the checkout paid and what is still owed (order currency); `payment_deadline`: by when. */
  paid: z.string(),
  owed: z.string(),
  payment_deadline: z.string().nullable(),
  /** Paid by card: the gateway's hosted page to send the payer to (null: the gateway could not be reached; pay the order later). */
  redirect_url: z.string().nullable().optional(),
});
export type CheckoutRecord = z.infer<typeof checkoutRecord>;

/** What a booking's settlement left: paid, owed and, booked unpaid, by when (the verify step's answer). */
export const settlementRecord = z.object({ paid: z.string(), owed: z.string(), payment_deadline: z.string().nullable(), redirect_url: z.string().nullable().optional() });
export type SettlementRecord = z.infer<typeof settlementRecord>;

/** POST flights/reservation/: the reservation's detail and how it was settled. */
export const bookedRecord = reservationDetailRecord.extend({ settlement: settlementRecord });
export type BookedRecord = z.infer<typeof bookedRecord>;
