/** Issue 9, slice "gateways" (docs/api-payments-gateways.md): payment links and the gateways' webhooks. */
import type { Endpoint } from './endpoints.ts';

const REQUEST = '00000000-0000-4000-8000-000000000001';

export const GATEWAY_ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/payments/payment-requests/reservation-payment-request/',
    auth: 'bearer',
    valid: { reservation: 1, email: 'client@example.test' },
    numeric: ['reservation'],
  },
  { method: 'GET', url: `/api/payments/payment-requests/${REQUEST}/public/`, auth: 'none' },
  { method: 'POST', url: `/api/payments/payment-requests/${REQUEST}/pay/`, auth: 'none', valid: {} },
  { method: 'GET', url: `/api/payments/payment-requests/${REQUEST}/return/`, auth: 'none' },
  { method: 'POST', url: '/api/payments/webhooks/revolut/', auth: 'none', signed: true },
  { method: 'GET', url: '/api/payments/gateways/revolut/operations/', auth: 'bearer' },
  { method: 'GET', url: '/api/payments/gateways/revolut/operations/export/', auth: 'bearer' },
  {
    method: 'POST',
    url: '/api/accounting-provider/payments/',
    auth: 'bearer',
    valid: { reservation: 1, accounting_provider: 'gaviota' },
    numeric: ['reservation'],
  },
  {
    method: 'POST',
    url: '/api/accounting-provider/payments/partial/',
    auth: 'bearer',
    valid: { reservation: 1, accounting_provider: 'gaviota', amount: '10.00' },
    numeric: ['reservation', 'amount'],
  },
  { method: 'PATCH', url: '/api/reservations/1/accounting-provider/', auth: 'bearer', valid: { accounting_provider: 'gaviota' } },
];
