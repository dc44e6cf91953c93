/**
 * Where a reservation of the general list opens: its service's detail page, when the service has
 * one and the user may open it (the page's own rule); otherwise the row opens nothing.
 */
import type { ServiceType } from '../../domain/constants.ts';
import { HOTEL_RESERVATIONS, PATHS, recordPath } from '../../domain/menu.ts';
import { canViewFlights } from '../../domain/reservations/rules.ts';
import { canOpenHotelReservation } from '../../domain/services/hotelBookingPage.ts';
import type { Actor } from '../../domain/session.ts';

const DETAIL_PAGES: Partial<Record<ServiceType, { base: string; may: (actor: Actor) => boolean }>> = {
  flights: { base: PATHS.flightReservations, may: canViewFlights },
  hotels: { base: HOTEL_RESERVATIONS, may: canOpenHotelReservation },
};

export function detailPathOf(record: { id: number; service_type: string }, actor: Actor): string | null {
  const page = DETAIL_PAGES[record.service_type as ServiceType];
  return page && page.may(actor) ? recordPath(page.base, record.id) : null;
}
