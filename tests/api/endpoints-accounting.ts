/** Issue 10, slice "accounting" (docs/api-accounting.md): balances and debt, statement, historical balances, breakdown, bulk review. */
import type { Endpoint } from './endpoints.ts';

export const ACCOUNTING_ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/accounting/balance/', auth: 'bearer' },
  { method: 'GET', url: '/api/accounting/balance/export-xls/', auth: 'bearer' },
  { method: 'GET', url: '/api/accounting/balance/2/export/', auth: 'bearer' },
  { method: 'GET', url: '/api/accounting/balance-historic/', auth: 'bearer' },
  { method: 'GET', url: '/api/accounting/balance-historic-export/', auth: 'bearer' },
  { method: 'GET', url: '/api/accounting/breakdown-levels/', auth: 'bearer' },
  { method: 'GET', url: '/api/accounting/breakdown-levels/export/', auth: 'bearer' },
  { method: 'POST', url: '/api/accounting/reservations/review/', auth: 'bearer', valid: { reservations: [1], accounting_status: 'paid-verified' }, numeric: ['reservations'] },
];
