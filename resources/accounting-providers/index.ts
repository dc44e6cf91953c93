/** The accounting providers' pages (issue 10): catalogue, configuration, balances and a provider's statement. */
import { lazy } from 'react';

export const accountingProviderPages = {
  list: lazy(() => import('./ProviderList.tsx')),
  create: lazy(() => import('./ProviderForm.tsx').then((m) => ({ default: m.ProviderCreate }))),
  edit: lazy(() => import('./ProviderForm.tsx').then((m) => ({ default: m.ProviderEdit }))),
  configurations: lazy(() => import('./ConfigurationPages.tsx').then((m) => ({ default: m.ConfigurationList }))),
  configurationCreate: lazy(() => import('./ConfigurationPages.tsx').then((m) => ({ default: m.ConfigurationCreate }))),
  configurationEdit: lazy(() => import('./ConfigurationPages.tsx').then((m) => ({ default: m.ConfigurationEdit }))),
  balance: lazy(() => import('./BalancePage.tsx')),
  statement: lazy(() => import('./StatementPage.tsx')),
} as const;
