/**
 * Who sees and does what in the accountants' area (issue 10). Spec §6: 'Accounting menus need an
 * accounting permission plus first level' and 'Breakdown by levels: …' (domain/rules.ts); the
 * review of reservations is ours, written once here for the server and the pages.
 */
import { canSeeLedger } from '../payments/rules.ts';
import { canSeeAccountingMenus, canSeeBreakdownByLevels, hasPermission, isFirstLevel } from '../rules.ts';
import type { Actor } from '../session.ts';

export { canSeeBreakdownByLevels };

/**
 * The agencies' balances and debt, their export and the historical balances: the accounting menus'
 * rule (an accounting permission at the first level). Such users see the whole network.
 */
export function canSeeAccountingBalances(actor: Actor): boolean {
  return canSeeAccountingMenus(actor);
}

/**
 * One agency's statement (accounting/balance/{id}/): whoever sees the accounting area, and — as the
 * ledger's balances already allow (docs/api-payments.md) — an agency's admin or a user with
 * Finances Booking, for its own agency and those below it (the server's tenant scope).
 */
export function canSeeStatement(actor: Actor): boolean {
  return canSeeAccountingBalances(actor) || canSeeLedger(actor);
}

/**
 * The accounting review of reservations (the accounting status, one or many at once): the
 * provider's accounting staff, i.e. 'Accounting with Change' at the first level. The reservation
 * change action (admin, commercial… with 'Reservation with Change') may still set one status on
 * a reservation's page (domain/reservations/rules.ts), but the bulk review is the accountants'.
 */
export function canReviewAccounting(actor: Actor): boolean {
  return hasPermission(actor, 'Accounting with Change') && isFirstLevel(actor);
}
