/**
 * Who manages the agencies' customers (issue 9; the spec names no permission for it): whoever
 * books for the agency (a "with Booking" permission) or changes its reservations, and its admins.
 * The tenant scope is the server's: an agency sees its own customers and those below it.
 */
import { hasPermission, isType } from '../rules.ts';
import type { Actor } from '../session.ts';

export function canManageCustomers(actor: Actor): boolean {
  if (isType(actor, 'admin') || hasPermission(actor, 'Reservation with Change')) return true;
  return actor.groups.some((g) => g.name.endsWith('with Booking'));
}
