/** Issue 9, slice "checkout" (docs/api-customers.md, docs/api-cart.md): customers and the payment options. */
import type { Endpoint } from './endpoints.ts';

export const CHECKOUT_ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/customers/', auth: 'bearer' },
  { method: 'GET', url: '/api/customers/1/', auth: 'bearer' },
  {
    method: 'POST',
    url: '/api/customers/',
    auth: 'bearer',
    // The fields required one by one; a passport or a DNI (either) is checked by customers.test.ts.
    valid: { first_name: 'Ana', last_name: 'Cliente', email: 'ana@example.test', phone: '9981234567' },
    numeric: ['country', 'agency'],
  },
  { method: 'PATCH', url: '/api/customers/1/', auth: 'bearer', valid: { phone: '9981234567' }, partial: true },
  { method: 'DELETE', url: '/api/customers/1/', auth: 'bearer' },
  { method: 'GET', url: '/api/cart/payment-summary/', auth: 'bearer' },
];
