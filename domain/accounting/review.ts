/**
 * The accounting review of many reservations at once (POST accounting/reservations/review/). The
 * transitions are those of domain/reservations/statuses.ts, for this actor, through the same
 * `nextStatuses` the reservation page shows as `next_statuses`: one source for both.
 *
 * All or none: a review whose target is not allowed from the current status of any one of the
 * chosen reservations changes nothing and names the refused ones, so an accountant never leaves a
 * half-applied batch to reconcile.
 */
import { nextStatuses } from '../reservations/statusChanges.ts';
import { ACCOUNTING_STATUSES, type AccountingStatus } from '../reservations/statuses.ts';
import type { Actor } from '../session.ts';
import { canReviewAccounting } from './rules.ts';

/** Most reservations one review may change (one transaction, one history row each). */
export const REVIEW_MAX_RESERVATIONS = 500;

/** Whether `actor` may take a reservation from `current` to `target` in a review. */
export function canReviewTo(actor: Actor, current: string, target: AccountingStatus): boolean {
  return canReviewAccounting(actor) && nextStatuses(actor, 'accounting_status', current).includes(target);
}

/**
 * The statuses every one of the chosen reservations may go to (what the list's bulk action offers):
 * the intersection of their next statuses; empty when nothing is chosen or the actor may not review.
 */
export function reviewTargets(actor: Actor, currents: readonly string[]): AccountingStatus[] {
  if (currents.length === 0 || !canReviewAccounting(actor)) return [];
  return ACCOUNTING_STATUSES.filter((target) => currents.every((current) => canReviewTo(actor, current, target)));
}

/** The ids among `rows` whose transition to `target` is refused. */
export function refusedReviews(actor: Actor, rows: readonly { id: number; accounting_status: string }[], target: AccountingStatus): number[] {
  return rows.filter((r) => !canReviewTo(actor, r.accounting_status, target)).map((r) => r.id);
}
