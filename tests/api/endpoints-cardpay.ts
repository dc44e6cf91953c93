/** Issue 9, slice "cardpay" (docs/api-payments.md, docs/api-payments-gateways.md 'Card payments'). */
import type { Endpoint } from './endpoints.ts';

const PAYMENT = '00000000-0000-4000-8000-000000000002';

export const CARDPAY_ENDPOINTS: Endpoint[] = [
  { method: 'POST', url: '/api/payments/orders/1/pay/', auth: 'bearer', valid: { provider: 'card' }, numeric: ['amount'] },
  { method: 'GET', url: `/api/payments/card/${PAYMENT}/public/`, auth: 'none' },
  { method: 'GET', url: `/api/payments/card/${PAYMENT}/return/`, auth: 'none' },
  { method: 'GET', url: '/api/payments/reservation-lookup/', auth: 'bearer' },
  { method: 'POST', url: '/api/payments/operations/1/terminal-status/', auth: 'bearer', valid: { terminal_status: 'paid' } },
  { method: 'GET', url: '/api/payments/gateways/payfacto/operations/', auth: 'bearer' },
  { method: 'GET', url: '/api/payments/gateways/tpv/operations/', auth: 'bearer' },
  { method: 'GET', url: '/api/payments/gateways/custom/operations/', auth: 'bearer' },
  { method: 'GET', url: '/api/payments/gateways/custom/operations/export/', auth: 'bearer' },
  { method: 'GET', url: '/api/payments/gateways/card/operations/', auth: 'bearer' },
  { method: 'GET', url: '/api/payments/gateways/card/operations/export/', auth: 'bearer' },
];
