/**
 * Answers of the general reservation list (GET reservations/, sellers/reservations/): one row per
 * reservation of any service, with the service's one-line summary, plus the filter's totals.
 */
import { z } from '../validation.ts';
import { pageSchema } from './page.ts';

const int = z.number().int();
const money = z.string();

export const generalReservationRecord = z.object({
  id: int,
  locator: z.string(),
  service_type: z.string(),
  summary: z.string().describe('one line per service: for flights the route, flight numbers and dates'),
  status: z.string(),
  agency: int,
  agency_name: z.string(),
  operator: int,
  operator_name: z.string(),
  seller: int.nullable(),
  seller_name: z.string().nullable(),
  client_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  created_at: z.string(),
  currency: int,
  total: money,
  is_paid: z.boolean(),
  commercial_status: z.string(),
  accounting_status: z.string(),
  provider_status: z.string(),
  coordinator_status: z.string(),
  business_line: z.string(),
  cost_center: z.string(),
  has_notes: z.boolean(),
  accounting_provider: z.string(),
  /** The provider's name in the catalogue (its code when it is not there; '' when none). */
  accounting_provider_name: z.string(),
});
export type GeneralReservationRecord = z.infer<typeof generalReservationRecord>;

export const generalReservationPage = pageSchema(generalReservationRecord).extend({
  totals: z.object({ paid: money, unpaid: money, currency: int }),
});
export type GeneralReservationPage = z.infer<typeof generalReservationPage>;

/** PATCH reservations/{id}/price/: the reservation's money after the change. */
export const priceChangeRecord = z.object({
  id: int,
  locator: z.string(),
  currency: int,
  total: money,
  paid_amount: money,
  commercial_status: z.string(),
  accounting_provider: z.string(),
});
export type PriceChangeRecord = z.infer<typeof priceChangeRecord>;
