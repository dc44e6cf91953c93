/** Who reads the general reservation lists (/resumen and /resumen/vendedores, as domain/menu.ts shows them). */
import type { Actor } from '../session.ts';
import { hasAnyPermission, hasPermission } from '../rules.ts';

export function canListReservations(actor: Actor): boolean {
  return hasAnyPermission(actor, ['Reservation View', 'Reservation with Change']);
}

/** Sellers list their own sales. */
export function canListOwnSales(actor: Actor): boolean {
  return hasAnyPermission(actor, ['Seller Role', 'Seller Admin']);
}

/** A Seller Admin reads every seller's sales in its scope on /resumen/vendedores; a seller, its own. */
export function seesEverySellersSales(actor: Actor): boolean {
  return hasPermission(actor, 'Seller Admin');
}
