/**
 * Who sets exchange rates (issue 9). Every signed-in user reads them (a quote shows its rate);
 * the provider's finance staff set them (canManageFunds: first level, admin or accounting, Admin
 * Finances), and so does the provider's own admin: a first-level admin runs the portal's settings.
 * An agency admin further down never does: a rate applies to the whole network.
 */
import { canManageFunds } from './payments/rules.ts';
import { isFirstLevel, isType } from './rules.ts';
import type { Actor } from './session.ts';

export function canManageExchangeRates(actor: Actor): boolean {
  return canManageFunds(actor) || (isType(actor, 'admin') && isFirstLevel(actor));
}
