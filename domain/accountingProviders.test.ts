/** Who pays providers and who sees the provider pages (spec §6: provider operations and accounting menus belong to the first level). */
import { describe, expect, it } from 'vitest';
import { canEditAccountingProviders, canManageAccountingProvider, canReadAccountingProviderCatalogue, canSeeAccountingProviders, canSeeProviderCost, canSetProviderCost } from './accountingProviders.ts';
import { paymentActions } from './reservations/paymentActions.ts';
import { actor, firstLevelAdmin } from './testing/actors.ts';

const MANAGE = '[Accounting Provider] Manage';

describe('accounting-provider rules', () => {
  it('provider operations need [Accounting Provider] Manage at the first level: an agency admin below holding it may not', () => {
    const level2 = actor('admin', 'agency_2nd_level', [MANAGE, 'Accounting View', 'Accounting with Change']);
    const level3 = actor('admin', 'agency_3rd_level', [MANAGE]);
    expect(canManageAccountingProvider(level2)).toBe(false);
    expect(canManageAccountingProvider(level3)).toBe(false);
    expect(canManageAccountingProvider(actor('accounting', 'agency_1st_level', [MANAGE]))).toBe(true);
    expect(canManageAccountingProvider(actor('accounting', 'agency_1st_level', ['Accounting with Change']))).toBe(false);
    // The reservation's payments panel offers the action from the same rule.
    const owing = { status: 'reserved', commercial_status: 'non-paid', total: '10.00', paid_amount: '0.00' };
    expect(paymentActions(level2, owing).accountingProvider).toBe(false);
    expect(paymentActions(firstLevelAdmin, owing).accountingProvider).toBe(true);
  });

  it('the provider pages are the accounting menus: an accounting permission (Admin Finances counts) at the first level, Manage alone opens nothing', () => {
    for (const permission of ['Accounting View', 'Accounting with Change', 'Admin Finances'] as const) {
      expect(canSeeAccountingProviders(actor('accounting', 'agency_1st_level', [permission])), permission).toBe(true);
      expect(canSeeAccountingProviders(actor('admin', 'agency_2nd_level', [permission])), permission).toBe(false);
    }
    const manageOnly = actor('accounting', 'agency_1st_level', [MANAGE]);
    expect(canSeeAccountingProviders(manageOnly)).toBe(false);
    expect(canEditAccountingProviders(manageOnly)).toBe(false);
    expect(canSetProviderCost(manageOnly)).toBe(false);
    expect(canSeeProviderCost(manageOnly)).toBe(false);
    // …but reads the catalogue, to pick the provider it pays (a provider operation, not a menu).
    expect(canReadAccountingProviderCatalogue(manageOnly)).toBe(true);
    expect(canReadAccountingProviderCatalogue(actor('admin', 'agency_2nd_level', [MANAGE, 'Accounting View']))).toBe(false);
    const manager = actor('accounting', 'agency_1st_level', ['Accounting View', MANAGE]);
    expect([canSeeAccountingProviders(manager), canEditAccountingProviders(manager), canSetProviderCost(manager), canSeeProviderCost(manager)]).toEqual([true, true, true, true]);
    expect(canEditAccountingProviders(actor('accounting', 'agency_1st_level', ['Accounting View']))).toBe(false);
  });
});
