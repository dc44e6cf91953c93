/**
 * Who may open a hotel booking's page (/resumen/hoteles/:id, issue 11 slice "hui"): whoever reads
 * the general reservation list, books or views hotels, or answers on-request stays. What the page
 * shows is still the server's: GET hotels/reservations/{id}/ answers only inside the caller's scope,
 * and its `can_confirm` / `can_cancel` say which actions are offered.
 */
import { canListReservations } from '../reservations/listRules.ts';
import type { Actor } from '../session.ts';
import { canAnswerHotelRequest, canViewHotels } from './hotelSalesRules.ts';

export function canOpenHotelReservation(actor: Actor): boolean {
  return canListReservations(actor) || canViewHotels(actor) || canAnswerHotelRequest(actor);
}
