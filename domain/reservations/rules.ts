/**
 * Who may do what with flight bookings and reservations: spec §6 rules (domain/rules.ts) applied
 * to the endpoints of docs/api-flights.md. The server guards with them; the browser hides actions.
 */
import { canChangeReservation, hasAnyPermission, hasPermission, isFirstLevel } from '../rules.ts';
import type { Actor } from '../session.ts';
import type { StatusField } from '../schemas/flightBooking.ts';

/** Search, price calculation, the reservation list and its details (menu area 'flights'). */
export function canViewFlights(actor: Actor): boolean {
  return hasAnyPermission(actor, ['Flight View', 'Flight with Booking']);
}

/** POST flights/reservation/ (the route /vuelos/reserva/ruta). */
export function canBookFlights(actor: Actor): boolean {
  return hasPermission(actor, 'Flight with Booking');
}

/** Cancel or modify a booking: the booking permission, or the reservation change action. */
export function canCancelFlightReservation(actor: Actor): boolean {
  return canBookFlights(actor) || canChangeReservation(actor);
}

/**
 * Correct a booked passenger's gender, nationality and passport data: who may change the booking
 * (its agency's booking permission, or the reservation change action).
 */
export function canCorrectPassengerData(actor: Actor): boolean {
  return canCancelFlightReservation(actor);
}

/** Booking or cancelling without penalties is a reservation change action (spec §6). */
export function canWaivePenalties(actor: Actor): boolean {
  return canChangeReservation(actor);
}

/**
 * The commercial and coordinator statuses follow the reservation change action; the accounting
 * and provider statuses may also be set by accounting at the first level ('Accounting with Change').
 */
export function canChangeStatus(actor: Actor, field: StatusField): boolean {
  if (canChangeReservation(actor)) return true;
  if (field === 'accounting_status' || field === 'provider_status') return hasPermission(actor, 'Accounting with Change') && isFirstLevel(actor);
  return false;
}

/** The agency's passenger directory (spec §7 passengers/): read. */
export function canViewPassengers(actor: Actor): boolean {
  return hasAnyPermission(actor, ['Pax List', 'Pax Reservation', 'Flight with Booking']);
}

/** PATCH passenger/{id}. */
export function canEditPassengers(actor: Actor): boolean {
  return hasAnyPermission(actor, ['Pax Reservation', 'Flight with Booking']);
}
