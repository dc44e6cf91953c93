/**
 * Who may download a reservation's voucher: whoever may see the reservation (docs/api-documents.md).
 * The general reservation list's readers see every service; a service's own view permission
 * (flights: 'Flight View' or 'Flight with Booking') sees that service; a seller who sees neither
 * sees the sales that are their own. The tenant scope comes on top, on the server.
 */
import { canViewFlights } from '../reservations/rules.ts';
import { canListOwnSales, canListReservations } from '../reservations/listRules.ts';
import type { Actor } from '../session.ts';

/** The view permission of each service's own reservation pages; a new service adds its rule here. */
const SERVICE_VIEW_RULES: Partial<Record<string, (actor: Actor) => boolean>> = {
  flights: canViewFlights,
};

/** Which of a service's reservations the actor may see: those of the tenant scope, their own sales, or none. */
export type VoucherAudience = 'scope' | 'own' | null;

export function voucherAudience(actor: Actor, serviceType: string): VoucherAudience {
  if (canListReservations(actor) || SERVICE_VIEW_RULES[serviceType]?.(actor)) return 'scope';
  if (canListOwnSales(actor)) return 'own';
  return null;
}

/** The route's guard: someone who could see some reservation (403 otherwise, before any lookup). */
export function canDownloadVouchers(actor: Actor): boolean {
  return canListReservations(actor) || canListOwnSales(actor) || Object.values(SERVICE_VIEW_RULES).some((rule) => rule?.(actor));
}
