/** Issue 10, slice "accounting providers" (docs/api-accounting-providers.md). Provider 1 is havanatur (migration 0033). */
import type { Endpoint } from './endpoints.ts';

export const ACCPROV_ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/accounting-provider/providers/', auth: 'bearer' },
  { method: 'GET', url: '/api/accounting-provider/providers/1/', auth: 'bearer' },
  { method: 'POST', url: '/api/accounting-provider/providers/', auth: 'bearer', valid: { code: 'sweep_provider', name: 'Sweep' }, numeric: ['country'], boolean: ['active'] },
  { method: 'PATCH', url: '/api/accounting-provider/providers/1/', auth: 'bearer', valid: { name: 'Havanatur' }, numeric: ['country'], boolean: ['active'], partial: true },
  { method: 'DELETE', url: '/api/accounting-provider/providers/1/', auth: 'bearer' },
  { method: 'GET', url: '/api/accounting-provider/configurations/', auth: 'bearer' },
  { method: 'GET', url: '/api/accounting-provider/configurations/1/', auth: 'bearer' },
  {
    method: 'POST',
    url: '/api/accounting-provider/configurations/',
    auth: 'bearer',
    valid: { provider: 1, service_type: 'cars', currency: 1, payment_terms_days: 10 },
    numeric: ['provider', 'currency', 'payment_terms_days'],
    boolean: ['active'],
  },
  { method: 'PATCH', url: '/api/accounting-provider/configurations/1/', auth: 'bearer', valid: { payment_terms_days: 30 }, numeric: ['currency', 'payment_terms_days'], boolean: ['active'], partial: true },
  { method: 'DELETE', url: '/api/accounting-provider/configurations/1/', auth: 'bearer' },
  { method: 'GET', url: '/api/accounting-provider/balance/', auth: 'bearer' },
  { method: 'GET', url: '/api/accounting-provider/balance/export-xls/', auth: 'bearer' },
  { method: 'GET', url: '/api/accounting-provider/balance/1/', auth: 'bearer' },
  { method: 'GET', url: '/api/accounting-provider/balance/1/export/', auth: 'bearer' },
  { method: 'GET', url: '/api/accounting-provider/payouts/', auth: 'bearer' },
  { method: 'POST', url: '/api/accounting-provider/payouts/', auth: 'bearer', valid: { provider: 1, currency: 1, amount: '1.00' }, numeric: ['provider', 'currency', 'amount'] },
  { method: 'GET', url: '/api/reservations/1/provider-cost/', auth: 'bearer' },
  { method: 'PUT', url: '/api/reservations/1/provider-cost/', auth: 'bearer', valid: { amount: '1.00' }, numeric: ['amount'] },
];
