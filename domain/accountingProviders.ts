/**
 * Accounting providers (release notes 1.2.0 and 1.3.0): the suppliers the company pays. The
 * catalogue lives in the database (migration 0033, /agencias/accounting-provider): pages, filters
 * and validation read it, never a fixed list.
 *
 * Who does what, written once for the server and the pages. Every rule here is for the
 * provider's own staff (first level): an agency never sees what the company owes its suppliers.
 */
import { canSeeAccountingMenus, hasAnyPermission, hasPermission, isFirstLevel } from './rules.ts';
import type { Actor } from './session.ts';
import { z } from './validation.ts';

/** A provider's code (a row of accounting_providers). */
export type AccountingProviderCode = string;

/** Lower-case letters, digits and '_', 2 to 40: the key of the provider's ledger account. */
export const accountingProviderCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{2,40}$/, { error: 'accounting_providers.invalid_code' });

/** spec §6 '[Accounting Provider] Manage': pay or refund a booking to a provider, change a reservation's provider. */
export function canManageAccountingProvider(actor: Actor): boolean {
  return hasPermission(actor, '[Accounting Provider] Manage');
}

/**
 * The three accounting-provider pages (spec §2 Accounting): the accounting menus' rule (an
 * accounting permission at the first level), or '[Accounting Provider] Manage' at the first level.
 */
export function canSeeAccountingProviders(actor: Actor): boolean {
  return canSeeAccountingMenus(actor) || (canManageAccountingProvider(actor) && isFirstLevel(actor));
}

/** Create and edit providers and their configuration, record what the company paid them. */
export function canEditAccountingProviders(actor: Actor): boolean {
  return canManageAccountingProvider(actor) && isFirstLevel(actor);
}

/**
 * The provider cost price of a reservation (release note 1.3.0) and its history: whoever sees the
 * provider pages, or 'Reservation View Provider' — always at the first level.
 */
export function canSeeProviderCost(actor: Actor): boolean {
  return isFirstLevel(actor) && (canSeeAccountingProviders(actor) || hasAnyPermission(actor, ['Reservation View Provider']));
}

/** Setting the provider cost price: '[Accounting Provider] Manage' at the first level. */
export function canSetProviderCost(actor: Actor): boolean {
  return canEditAccountingProviders(actor);
}
