/**
 * Accounting providers (release notes 1.2.0): the small fixed catalogue this slice needs to pay or
 * refund a booking to one and to change a reservation's. Issue 10 builds the real catalogue
 * (configuration, balances); it replaces this list, keeping the codes.
 */
import { hasPermission } from './rules.ts';
import type { Actor } from './session.ts';

export const ACCOUNTING_PROVIDERS = ['havanatur', 'cubanacan', 'gaviota', 'viajes_cuba'] as const;
export type AccountingProviderCode = (typeof ACCOUNTING_PROVIDERS)[number];

/** spec §6 '[Accounting Provider] Manage'. */
export function canManageAccountingProvider(actor: Actor): boolean {
  return hasPermission(actor, '[Accounting Provider] Manage');
}
