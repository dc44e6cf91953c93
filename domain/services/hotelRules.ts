/**
 * Who administers the hotel catalogue (issue 11; docs/decisions.md 'Hotel catalogue'): the spec has
 * no rule for it, so it follows its nearest one: the provider's (first-level) staff holding 'Admin
 * Products Availability', or the provider's admins. Used by the route table (/admin/hoteles), the
 * react-admin resources and the server guards of admin-hotels/.
 */
import { isStaffType } from '../roles.ts';
import { hasPermission, isFirstLevel, isType } from '../rules.ts';
import type { Actor } from '../session.ts';

export function canManageHotelCatalog(actor: Actor): boolean {
  return isFirstLevel(actor) && (isType(actor, 'admin') || (isStaffType(actor.type) && hasPermission(actor, 'Admin Products Availability')));
}
