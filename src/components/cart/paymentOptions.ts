/**
 * The choices of PaymentChoice, as a list (docs/api-cart.md 'Paying at checkout'): each says when it
 * is offered (the server's GET cart/payment-summary/), what body's `payment` it sends and which
 * inputs it shows when chosen. Another provider (the card gateway) is one more entry here.
 */
import type { CheckoutPaymentBody } from '../../../domain/schemas/orderPayment.ts';

export interface PaymentContext {
  /** Providers the server lets this user pay with as the booking is made. */
  providers: readonly string[];
  /** Hours an unpaid booking lasts; 0: booking unpaid is not allowed. */
  unpaidHours: number;
  /** The user may pay by card: booked unpaid, then sent to the gateway's hosted page. */
  card: boolean;
}

export interface PaymentValue {
  mode: string;
  /** The partial payment's amount, as typed. */
  amount: string;
}

/** The `payment` of a checkout or booking body; undefined books unpaid. */
export type PaymentBody = CheckoutPaymentBody;

export interface PaymentOption {
  mode: string;
  /** Label key: `app.cartPage.payment.<mode>` unless told. */
  label?: string;
  offered: (context: PaymentContext) => boolean;
  toPayment: (value: PaymentValue) => PaymentBody | undefined;
  /** Inputs shown below the choice while it is chosen: the partial amount, the unpaid deadline. */
  details?: 'amount' | 'deadline';
}

/** In the order shown; the first one offered is chosen at first (booking unpaid, where allowed, moves no money). */
export const PAYMENT_OPTIONS: PaymentOption[] = [
  { mode: 'unpaid', offered: ({ unpaidHours }) => unpaidHours > 0, toPayment: () => undefined, details: 'deadline' },
  { mode: 'agency_funds', offered: ({ providers }) => providers.includes('agency_funds'), toPayment: () => ({ provider: 'agency_funds' }) },
  { mode: 'partial', offered: ({ providers }) => providers.includes('partial'), toPayment: (v) => ({ provider: 'partial', amount: v.amount.trim() }), details: 'amount' },
  { mode: 'card', offered: ({ card }) => card, toPayment: () => ({ provider: 'card' }) },
];

/**
 * After a booking paid by card commits (docs/api-payments-gateways.md 'Paying a booking by card'):
 * off to the gateway's hosted page, which brings the payer back to /payment-success or
 * /payment-fail. False when there is no page to go to (not a card payment, or the gateway could not
 * be reached: the booking stands unpaid with its deadline and the answer is shown).
 */
export function followCardRedirect(answer: { redirect_url?: string | null } | undefined, go: (url: string) => void = (url) => window.location.assign(url)): boolean {
  if (!answer?.redirect_url) return false;
  go(answer.redirect_url);
  return true;
}

export function offeredOptions(context: PaymentContext, options: readonly PaymentOption[] = PAYMENT_OPTIONS): PaymentOption[] {
  return options.filter((o) => o.offered(context));
}

/** The first choice offered, or none when nothing is. */
export function defaultPaymentValue(context: PaymentContext, options: readonly PaymentOption[] = PAYMENT_OPTIONS): PaymentValue {
  return { mode: offeredOptions(context, options)[0]?.mode ?? '', amount: '' };
}

/** The body's `payment` for a chosen value (undefined: booked unpaid). */
export function toPayment(value: PaymentValue, options: readonly PaymentOption[] = PAYMENT_OPTIONS): PaymentBody | undefined {
  return options.find((o) => o.mode === value.mode)?.toPayment(value);
}

/** When an unpaid booking made now must be paid by. */
export function deadlineFrom(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * 3_600_000);
}
