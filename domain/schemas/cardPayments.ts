/** Card payments (issue 9, slice "cardpay"): the public result record, the reservation lookup of /payment. */
import { z } from '../validation.ts';

/** A card payment's public id (its return and result pages; no login). */
export const cardPaymentParams = z.object({ public_id: z.uuid() });

/** GET payments/reservation-lookup/?locator= */
export const reservationLookupQuery = z.strictObject({
  locator: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .transform((v) => v.toUpperCase()),
});

export const payableReservationRecord = z.object({
  id: z.number().int(),
  locator: z.string(),
  service_type: z.string(),
  client_name: z.string(),
  agency: z.number().int(),
  agency_name: z.string(),
  currency: z.number().int(),
  currency_code: z.string(),
  total: z.string(),
  paid_amount: z.string(),
  /** What is still owed (what a payment takes by default). */
  owed: z.string(),
  status: z.string(),
  commercial_status: z.string(),
  order: z.number().int().nullable(),
});
export type PayableReservationRecord = z.infer<typeof payableReservationRecord>;
