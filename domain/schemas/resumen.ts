/**
 * GET reservations/ and sellers/reservations/: the seller reservation list's query parameters
 * (spec §7), over the general reservation record of every service. Page size 10 as the spec says.
 */
import { accountingProviderCode } from '../accountingProviders.ts';
import { SERVICE_TYPES } from '../constants.ts';
import { CURRENCIES } from '../currencies.ts';
import { ACCOUNTING_STATUSES, COMMERCIAL_STATUSES, COORDINATOR_STATUSES, PROVIDER_STATUSES } from '../reservations/statuses.ts';
import { z } from '../validation.ts';
import { amount } from './agencies.ts';
import { id, isoDate, listQuery, optionalText, text, toNumber } from './common.ts';
import { queryBoolean } from './flightBooking.ts';

export const SELLER_RESERVATION_PAGE_SIZE = 10;

export const sellerReservationListQuery = listQuery.extend({
  page_size: z.coerce.number().int().min(1).max(1000).default(SELLER_RESERVATION_PAGE_SIZE),
  customer_name: optionalText(150),
  reservation_code: optionalText(20),
  transaction_code: optionalText(50),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  commercial_status: z.enum(COMMERCIAL_STATUSES).optional(),
  coordinator_status: z.enum(COORDINATOR_STATUSES).optional(),
  accounting_status: z.enum(ACCOUNTING_STATUSES).optional(),
  provider_status: z.enum(PROVIDER_STATUSES).optional(),
  service_type: z.enum(SERVICE_TYPES).optional(),
  agency: id.optional(),
  operator_name: optionalText(150),
  currency: z.preprocess(toNumber, z.number().int().refine((v) => CURRENCIES.some((c) => c.id === v), { error: 'validation.invalid_choice' })).default(1),
  reservation_status: z.enum(['reserved', 'cancelled']).optional(),
  service_checkin_start_date: isoDate.optional(),
  service_checkin_end_date: isoDate.optional(),
  service_checkout_start_date: isoDate.optional(),
  service_checkout_end_date: isoDate.optional(),
  seller: id.optional(),
  has_notes: queryBoolean.optional(),
  /** Spec §3 'paid': true, the commercial status is paid; false, not yet (non-paid, partial-paid). */
  is_paid: queryBoolean.optional(),
  /** Spec §3 'bank code': the buying agency's bank code contains the text. */
  bank_code: optionalText(50),
  business_line: optionalText(50),
  cost_center: optionalText(50),
  /** The service's provider by name or code (flights: the airline of a leg); services without one never match. */
  provider: optionalText(100),
  /** The country of the service's destination (flights: the outbound leg's destination city). */
  destination_country: id.optional(),
  /** Release note 1.1.0: the reservation's accounting provider. */
  accounting_provider: accountingProviderCode.optional(),
  /** Booked through an integrated provider whose code contains the text (hotels: e.g. 'hotelbeds'). */
  integration: optionalText(100),
  // Accepted for the spec's callers; it does not narrow the list (docs/api-reservations.md).
  include_reservations: queryBoolean.optional(),
});
export type SellerReservationListQuery = z.infer<typeof sellerReservationListQuery>;
export type SellerReservationFilters = Omit<SellerReservationListQuery, 'page' | 'page_size' | 'ordering'>;

/** PATCH reservations/{id}/price/: the new total (the reservation's currency) and why. */
export const priceChangeBody = z.strictObject({
  total: amount,
  reason: text(500),
});
export type PriceChangeBody = z.infer<typeof priceChangeBody>;
