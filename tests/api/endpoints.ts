/**
 * Every endpoint of docs/api.md (issue 2), for the cross-cutting checks of this folder. A new
 * endpoint is added here so the bad-input sweep and the 401 matrix cover it.
 */
export interface Endpoint {
  method: 'GET' | 'POST';
  /** A valid URL (path ids of the demo data where needed). */
  url: string;
  auth: 'none' | 'optional' | 'bearer';
  /** A body the endpoint accepts, for the POSTs. */
  valid?: Record<string, unknown>;
}

export const ENDPOINTS: Endpoint[] = [
  { method: 'POST', url: '/api/accounts/login/', auth: 'none', valid: { username: 'admin', password: 'demo1234' } },
  { method: 'POST', url: '/api/third_party_login/login', auth: 'none', valid: { token: 'x' } },
  { method: 'POST', url: '/api/accounts/logout/', auth: 'optional', valid: {} },
  { method: 'POST', url: '/api/accounts/token/refresh/', auth: 'none', valid: { refresh: 'x' } },
  { method: 'POST', url: '/api/accounts/token/verify/', auth: 'none', valid: { token: 'x' } },
  {
    method: 'POST',
    url: '/api/accounts/password/change/',
    auth: 'bearer',
    valid: { old_password: 'demo1234', new_password1: 'otra-clave-9', new_password2: 'otra-clave-9' },
  },
  { method: 'POST', url: '/api/accounts/password/reset/', auth: 'none', valid: { email: 'a@example.test' } },
  {
    method: 'POST',
    url: '/api/accounts/password/reset/confirm/',
    auth: 'none',
    valid: { token: 'x', new_password1: 'otra-clave-9', new_password2: 'otra-clave-9' },
  },
  { method: 'GET', url: '/api/agency/operators/user/1/perfil', auth: 'bearer' },
  { method: 'GET', url: '/api/nomenclator/countries/', auth: 'bearer' },
  { method: 'GET', url: '/api/nomenclator/country/1', auth: 'bearer' },
  { method: 'GET', url: '/api/nomenclator/provinces/', auth: 'bearer' },
  { method: 'GET', url: '/api/nomenclator/hotel_chains/', auth: 'bearer' },
  { method: 'GET', url: '/api/nomenclator/available-prices/', auth: 'bearer' },
  { method: 'GET', url: '/api/currency/', auth: 'bearer' },
  { method: 'GET', url: '/api/configurations', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/cancellationpolicy', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/termconditions', auth: 'bearer' },
  { method: 'GET', url: '/api/config/', auth: 'none' },
  { method: 'GET', url: '/api/health/', auth: 'none' },
  { method: 'GET', url: '/api/notifications/user-alerts/', auth: 'bearer' },
  { method: 'POST', url: '/api/notifications/user-alerts/1/mark-as-read/', auth: 'bearer', valid: {} },
  { method: 'GET', url: '/api/accounting/agency-funds/1/', auth: 'bearer' },
  { method: 'GET', url: '/api/cart/summary/', auth: 'bearer' },
];

export const POST_ENDPOINTS = ENDPOINTS.filter((e) => e.method === 'POST');
export const PROTECTED_ENDPOINTS = ENDPOINTS.filter((e) => e.auth === 'bearer');
