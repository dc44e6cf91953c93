/**
 * Who may search, book, cancel and answer hotel bookings (spec §6 'Hotel View', 'Hotel with
 * Booking'; docs/api-hotels-booking.md 'Permissions'). The server guards with these; the browser
 * hides what they refuse.
 */
import { canChangeReservation, hasAnyPermission, hasPermission, isFirstLevel, isType } from '../rules.ts';
import type { Actor } from '../session.ts';

/** GET hotels/search/ and the hotel page: the menu area 'hotels'. */
export function canViewHotels(actor: Actor): boolean {
  return hasAnyPermission(actor, ['Hotel View', 'Hotel with Booking']);
}

/** Put a hotel stay in the cart and book it at checkout. */
export function canBookHotels(actor: Actor): boolean {
  return hasPermission(actor, 'Hotel with Booking');
}

/** Cancel a hotel booking: who books hotels, or the reservation change action. */
export function canCancelHotelReservation(actor: Actor): boolean {
  return canBookHotels(actor) || canChangeReservation(actor);
}

/**
 * Confirm or deny an on-request booking (coordinator status `requested`): the provider's
 * coordinators and admins, or whoever holds the reservation change action at the first level.
 */
export function canAnswerHotelRequest(actor: Actor): boolean {
  return isFirstLevel(actor) && (isType(actor, 'admin', 'coordinator') || canChangeReservation(actor));
}
