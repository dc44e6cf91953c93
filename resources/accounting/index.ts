/** The accountants' pages (issue 10): /agencias/accounting (balances, breakdown), the statement, the historical balances. */
import { lazy } from 'react';

export const accountingPages = {
  agencies: lazy(() => import('./AccountingPage.tsx')),
  statement: lazy(() => import('./StatementPage.tsx')),
  historical: lazy(() => import('./HistoricalPage.tsx')),
} as const;
