/**
 * The payment-provider interface (ARCHITECTURE.md 'Payments'; Medusa's payment module is the
 * anchor: initiate, authorize, capture, refund, cancel, and a webhook parser that verifies the
 * signature and maps the provider's event to our status). Every provider (agency funds, partial
 * payment, card gateways, Revolut, Payfacto, TPV, payment links, custom, accounting providers)
 * implements it and registers itself in registry.ts; operations.ts records what it answers and
 * settles the ledger when an operation completes. A provider never writes the ledger itself.
 */
import type { OperationStatus } from '../../../domain/payments/statuses.ts';
import type { Actor } from '../../../domain/session.ts';
import type { AccountKey, Db } from '../ledger/accounts.ts';
import type { OperationRow } from './operations.ts';

/** What the provider says after a call: the status it moved to and what it recorded. */
export interface ProviderResult {
  status: OperationStatus;
  /** The provider's id of the payment (order id, transaction id…), unique per provider. */
  externalId?: string | null;
  /** What was captured so far, in minor units (completed payments; defaults to the amount). */
  capturedMinor?: number;
  /** Where the payer must go to pay (hosted card page, public payment-link page). */
  redirectUrl?: string | null;
  /** The provider's raw answer, stored on the operation for support. */
  payload?: unknown;
  /** A failure reason in the provider's words (stored; never shown as is to agencies). */
  error?: string;
}

/** The context of a provider call: the caller's transaction (or db), who acts, the request language. */
export interface ProviderContext {
  db: Db;
  userId: number | null;
  /** The acting user's agency (the buyer for agency funds). */
  agencyId: number;
  lang: 'es' | 'en';
  /** This server's public origin, for return URLs and the sandbox gateway. */
  origin?: string;
  /**
   * Where the gateway sends the payer back (a payment link's own return); default: the card
   * payment's return page of the operation's `public_id`.
   */
  returnUrl?: string;
}

/**
 * A call to an outside gateway that did not give an answer to record: `refused` when the gateway
 * answered no, `not_sent` when the request never reached it (nothing happened there either way),
 * `unknown` when it may have acted (a timeout, a 5xx, an unreadable answer). What the core does
 * with the operation then is in remote.ts.
 */
export type CallOutcome = 'refused' | 'not_sent' | 'unknown';

export class ProviderCallError extends Error {
  constructor(
    readonly provider: string,
    readonly outcome: CallOutcome,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderCallError';
  }
}

/** A webhook, verified and mapped: which operation and what it became. */
export interface WebhookEvent {
  /** The provider's event id: a replay of the same id changes nothing. */
  eventId: string;
  externalId: string;
  /** Our own reference sent with the order (`operation-{id}`): finds an operation whose order id was never recorded. */
  reference?: string;
  status: OperationStatus;
  capturedMinor?: number;
  payload: unknown;
}

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export interface PaymentProvider {
  /** Stored in payment_operations.provider: 'agency_funds', 'partial', 'card', 'revolut', … */
  readonly code: string;
  /**
   * True for a provider that calls an outside gateway over HTTP: the core never calls it while a
   * database transaction is open (operations are recorded first, the answer in a second one).
   */
  readonly remote?: boolean;
  /** A remote provider whose refund call may be repeated safely (the gateway dedupes by our key). */
  readonly retrySafeRefunds?: boolean;
  /** Who may pay with it (beyond seeing the reservation); default: canPayReservations. */
  canUse?(actor: Actor): boolean;
  /**
   * The ledger account the money comes from when a payment completes (and goes back to on a
   * refund): the buyer's agency funds, the gateway's clearing account, the accounting provider's…
   */
  sourceAccount(operation: OperationRow): AccountKey;
  /**
   * The money comes from the paying agency's funds, kept in the agency's currency: a reservation in
   * another currency is paid converted at the day's rates (payments/exchange.ts), and
   * `sourceAccount` must name the funds of `operation.funds_currency_id` when it is set.
   */
  paysFromFunds?: boolean;
  /** Starts a payment: agency funds complete at once; card providers answer a redirect. */
  initiate(ctx: ProviderContext, operation: OperationRow): Promise<ProviderResult>;
  authorize(ctx: ProviderContext, operation: OperationRow): Promise<ProviderResult>;
  capture(ctx: ProviderContext, operation: OperationRow, amountMinor: number): Promise<ProviderResult>;
  /** Gives back `refund.amount` of `payment` (never above its captured minus refunded: checked before). */
  refund(ctx: ProviderContext, refund: OperationRow, payment: OperationRow): Promise<ProviderResult>;
  cancel(ctx: ProviderContext, operation: OperationRow): Promise<ProviderResult>;
  /** Verifies the signature (throw a FieldErrors/ApiError 400 when forged or stale) and maps the event. */
  parseWebhook?(request: WebhookRequest): Promise<WebhookEvent | null>;
}

/** A provider whose money moves inside our own ledger: every step completes at once. */
export function immediateResult(operation: OperationRow, payload: unknown = {}): ProviderResult {
  return { status: 'completed', capturedMinor: Math.round(Number(operation.amount) * 100), payload };
}
