/**
 * Who may move money (spec §6 'Finances Booking', 'Admin Finances'; issue 9). The spec names the
 * permissions without their rules; these are ours, written once here for the server and the menu.
 */
import { hasPermission, isFirstLevel, isType } from '../rules.ts';
import type { Actor } from '../session.ts';

/** Deposits, credit limits, every agency's ledger: the provider's finance staff (first level, Admin Finances). */
export function canManageFunds(actor: Actor): boolean {
  return isType(actor, 'admin', 'accounting') && isFirstLevel(actor) && hasPermission(actor, 'Admin Finances');
}

/**
 * Pay a reservation from its agency's funds (whole or partly): whoever books for the agency (a
 * "with Booking" permission), holds Finances Booking, or administers it — inside the tenant scope.
 */
export function canPayReservations(actor: Actor): boolean {
  if (isType(actor, 'admin') || hasPermission(actor, 'Finances Booking')) return true;
  return actor.groups.some((g) => g.name.endsWith('with Booking'));
}

/** Refund a payment by hand: the finance staff only (a cancellation refunds by itself). */
export function canRefundPayments(actor: Actor): boolean {
  return canManageFunds(actor);
}

/**
 * Balances and ledger movements: the finance staff see every agency; an agency's admin (or a user
 * with Finances Booking) sees its own agency and those below it.
 */
export function canSeeLedger(actor: Actor): boolean {
  return canManageFunds(actor) || isType(actor, 'admin') || hasPermission(actor, 'Finances Booking');
}

/** A reservation's payment operations: who may see the reservation and pay it, or the finance staff. */
export function canSeePaymentOperations(actor: Actor): boolean {
  return canSeeLedger(actor) || canPayReservations(actor) || hasPermission(actor, 'Reservation View');
}
