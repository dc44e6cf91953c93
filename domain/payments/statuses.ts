/**
 * Payment operations of spec §4 and the commercial status that follows them (issue 9). Pure rules,
 * shared by the server (which settles) and the browser (which only displays). Amounts are integer
 * minor units here; callers convert with domain/money.ts.
 */
import type { CommercialStatus } from '../reservations/statuses.ts';

/** Statuses of a payment operation and of a card-link payment (spec §4). */
export const OPERATION_STATUSES = ['pending', 'processing', 'authorised', 'completed', 'cancelled', 'failed'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

/** Kinds of payment operation (spec §4). */
export const OPERATION_KINDS = ['payment', 'payment_request', 'refund'] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

/** A provider moves an operation forward only; completed, cancelled and failed are final. */
export const OPERATION_TRANSITIONS: Readonly<Partial<Record<OperationStatus, readonly OperationStatus[]>>> = {
  pending: ['processing', 'authorised', 'completed', 'cancelled', 'failed'],
  processing: ['authorised', 'completed', 'cancelled', 'failed'],
  authorised: ['completed', 'cancelled', 'failed'],
};

export function canMoveOperation(from: OperationStatus, to: OperationStatus): boolean {
  return (OPERATION_TRANSITIONS[from] ?? []).includes(to);
}

export function isFinalOperation(status: OperationStatus): boolean {
  return !OPERATION_TRANSITIONS[status];
}

/**
 * The commercial status a reservation's payments give it: nothing paid → non-paid, part → partial-paid,
 * all (or more) → paid. A cancelled reservation stays cancelled whatever moves afterwards (refunds).
 */
export function commercialStatusFor(paidMinor: number, totalMinor: number, current: CommercialStatus): CommercialStatus {
  if (current === 'cancelled') return 'cancelled';
  if (paidMinor <= 0) return 'non-paid';
  return paidMinor >= totalMinor ? 'paid' : 'partial-paid';
}

/**
 * Commercial statuses nobody may set by hand (PATCH status): paid and partial-paid only come from
 * money actually received (a completed payment operation), never from a click.
 */
export const PAYMENT_ONLY_COMMERCIAL: readonly CommercialStatus[] = ['partial-paid', 'paid'];

/** What may still be refunded from a payment operation: never above what was captured. */
export function refundableMinor(capturedMinor: number, refundedMinor: number): number {
  return Math.max(0, capturedMinor - refundedMinor);
}

/** What is still owed on a reservation. */
export function outstandingMinor(totalMinor: number, paidMinor: number): number {
  return Math.max(0, totalMinor - paidMinor);
}
