/**
 * What a user may do with a reservation's money now (issue 9, the reservation's payments tab): the
 * access rules of each action (the server guards its endpoint with the same rule) joined with the
 * reservation's state, so the page offers only what the server would accept.
 */
import { canManageAccountingProvider } from '../accountingProviders.ts';
import { canSendPaymentLink } from '../gateways.ts';
import { toMinor } from '../money.ts';
import { canPayReservations, canRefundPayments, canSeePaymentOperations } from '../payments/rules.ts';
import { outstandingMinor, refundableMinor } from '../payments/statuses.ts';
import type { Actor } from '../session.ts';
import { canChangeReservationPrice } from './priceChange.ts';

export interface ReservationMoney {
  status: string;
  commercial_status: string;
  total: string;
  /** Absent on answers from before the payments core: nothing paid. */
  paid_amount?: string;
}

export interface PaymentActions {
  /** Pay what is owed from the agency's funds. */
  pay: boolean;
  /** Pay part of it from the agency's funds. */
  partial: boolean;
  /** E-mail the customer a card payment link. */
  link: boolean;
  accountingProvider: boolean;
  /** Pay what is owed, or part of it, to an accounting provider (release note 1.2.0). */
  providerPay: boolean;
  price: boolean;
  operations: boolean;
  /** Refund completed payments (each one: canRefundOperation). */
  refund: boolean;
}

export function isLive(r: Pick<ReservationMoney, 'status' | 'commercial_status'>): boolean {
  return r.status !== 'cancelled' && r.commercial_status !== 'cancelled';
}

export function owedMinor(r: Pick<ReservationMoney, 'total' | 'paid_amount'>): number {
  return outstandingMinor(toMinor(r.total), toMinor(r.paid_amount ?? '0'));
}

export function paymentActions(actor: Actor, r: ReservationMoney): PaymentActions {
  const live = isLive(r);
  const owes = live && owedMinor(r) > 0;
  const pays = owes && canPayReservations(actor);
  return {
    pay: pays,
    partial: pays,
    link: owes && canSendPaymentLink(actor),
    accountingProvider: canManageAccountingProvider(actor),
    providerPay: owes && canManageAccountingProvider(actor),
    price: live && canChangeReservationPrice(actor),
    operations: canSeePaymentOperations(actor),
    refund: canRefundPayments(actor),
  };
}

export interface RefundableOperation {
  kind: string;
  status: string;
  captured_amount: string;
  refunded_amount: string;
}

/** What may still be refunded of this operation by this user: a completed payment, up to captured minus refunded. */
export function refundableBy(actor: Actor, op: RefundableOperation): number {
  if (!canRefundPayments(actor) || op.kind === 'refund' || op.status !== 'completed') return 0;
  return refundableMinor(toMinor(op.captured_amount), toMinor(op.refunded_amount));
}
