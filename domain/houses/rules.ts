/**
 * Who may do what with private houses (spec §2 /casas, /casas/solicitudes; §6 House View, House
 * with Booking, House Solicitude). The spec names the permissions, not the rules; ours
 * (docs/api-houses.md 'Who'):
 * - search and detail: 'House View' or 'House with Booking';
 * - send a request: 'House with Booking' (an agency user for its own agency);
 * - the request list: 'House Solicitude' or 'House with Booking', in the tenant scope (the
 *   provider's first-level staff see the whole network);
 * - handle requests (confirm, process, reject, deny): the provider's first-level staff (or admins)
 *   holding 'House Solicitude';
 * - the house catalogue: whoever administers the hotel catalogue (canManageHotelCatalog).
 */
import { isStaffType } from '../roles.ts';
import { hasAnyPermission, hasPermission, isFirstLevel } from '../rules.ts';
import type { Actor } from '../session.ts';
import { canManageHotelCatalog } from '../services/hotelRules.ts';

export function canSearchHouses(actor: Actor): boolean {
  return hasAnyPermission(actor, ['House View', 'House with Booking']);
}

export function canRequestHouses(actor: Actor): boolean {
  return hasPermission(actor, 'House with Booking');
}

export function canSeeHouseRequests(actor: Actor): boolean {
  return hasAnyPermission(actor, ['House Solicitude', 'House with Booking']);
}

/** The provider's staff that confirm, process, reject and deny requests. */
export function canHandleHouseRequests(actor: Actor): boolean {
  return isFirstLevel(actor) && isStaffType(actor.type) && hasPermission(actor, 'House Solicitude');
}

export function canManageHouseCatalog(actor: Actor): boolean {
  return canManageHotelCatalog(actor);
}
