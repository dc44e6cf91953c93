/** What the payments tab reads of a reservation detail (any service's): its money, state and buyer. */
import type { ReservationMoney } from '../../../domain/reservations/paymentActions.ts';

export interface PaymentsRecord extends ReservationMoney {
  id: number;
  locator: string;
  currency: number;
  agency_name: string;
  accounting_provider: string;
  /** Staff of the first level only (the provider's net). */
  net?: string;
  /** The reservation client's e-mail when known: the payment link's default address. */
  customer_email?: string | null;
  /** The frozen breakdown: its `net` sets how low a price change may go. */
  price_levels?: unknown;
}
