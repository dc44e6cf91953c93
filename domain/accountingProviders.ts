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

/**
 * spec §6 '[Accounting Provider] Manage': pay or refund a booking to a provider (POST
 * accounting-provider/payments/ and /partial/), change a reservation's provider (PATCH
 * reservations/{id}/accounting-provider/) — at the first level: what the company pays its suppliers
 * is the provider's own accounting (spec §6), whatever permission an agency below was given.
 */
export function canManageAccountingProvider(actor: Actor): boolean {
  return hasPermission(actor, '[Accounting Provider] Manage') && isFirstLevel(actor);
}

/**
 * The three accounting-provider pages (spec §2 Accounting): spec §6 'accounting menus need an
 * accounting permission plus first level' (canSeeAccountingMenus), nothing else: '[Accounting
 * Provider] Manage' alone is not an accounting permission and opens no menu.
 */
export function canSeeAccountingProviders(actor: Actor): boolean {
  return canSeeAccountingMenus(actor);
}

/**
 * Read the catalogue of providers (their codes and names): whoever sees the provider pages, and
 * whoever pays them or changes a reservation's provider (canManageAccountingProvider), who must
 * be able to pick one without the accounting menus.
 */
export function canReadAccountingProviderCatalogue(actor: Actor): boolean {
  return canSeeAccountingProviders(actor) || canManageAccountingProvider(actor);
}

/** Create and edit providers and their configuration, record what the company paid them: on those pages, with Manage. */
export function canEditAccountingProviders(actor: Actor): boolean {
  return canManageAccountingProvider(actor) && canSeeAccountingProviders(actor);
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
