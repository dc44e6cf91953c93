/** Issue 9, slice "quotes" (docs/api-quotes.md): exchange rates and the cart's quotes. Quotes 1 and 2 are operator2's demo quotes. */
import type { Endpoint } from './endpoints.ts';

export const QUOTE_ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/currency/exchange-rates/', auth: 'bearer' },
  { method: 'GET', url: '/api/currency/exchange-rates/current/', auth: 'bearer' },
  { method: 'GET', url: '/api/currency/exchange-rates/1/', auth: 'bearer' },
  { method: 'POST', url: '/api/currency/exchange-rates/', auth: 'bearer', valid: { currency: 2, rate: '0.9' }, numeric: ['currency', 'rate'] },
  { method: 'GET', url: '/api/cart/quotes/', auth: 'bearer' },
  { method: 'POST', url: '/api/cart/quotes/', auth: 'bearer', valid: { name: 'Cotización', currency: 1 }, numeric: ['currency'] },
  { method: 'GET', url: '/api/cart/quotes/1/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/cart/quotes/1/', auth: 'bearer', valid: { name: 'Otra' } },
  { method: 'DELETE', url: '/api/cart/quotes/1/', auth: 'bearer' },
  { method: 'GET', url: '/api/cart/quotes/1/pdf/', auth: 'bearer' },
  { method: 'POST', url: '/api/cart/quotes/1/send/', auth: 'bearer', valid: { email: 'cliente@example.test' } },
  { method: 'POST', url: '/api/cart/quotes/1/convert/', auth: 'bearer', valid: {} },
];
