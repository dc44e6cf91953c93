/**
 * Every endpoint of docs/api.md and docs/api-flights.md, for the cross-cutting checks of this
 * folder: the 401 matrix, the bad-input sweep, the paging of every list. routes.test.ts fails when
 * the app registers a route that is not described here (or in endpoints-flights.ts).
 */
import { FLIGHT_ADMIN_ENDPOINTS, FLIGHT_ENDPOINTS, PASSENGER } from './endpoints-flights.ts';
import { GATEWAY_ENDPOINTS } from './endpoints-gateways.ts';
import { CHECKOUT_ENDPOINTS } from './endpoints-checkout.ts';
import { QUOTE_ENDPOINTS } from './endpoints-quotes.ts';
import { RESUMEN_ENDPOINTS } from './endpoints-resumen.ts';
import { DOCUMENT_ENDPOINTS } from './endpoints-documents.ts';
import { ACCOUNTING_ENDPOINTS } from './endpoints-accounting.ts';
import { CARDPAY_ENDPOINTS } from './endpoints-cardpay.ts';
import { EVIDENCE_ENDPOINTS } from './endpoints-evidences.ts';
import { REPORT_ENDPOINTS } from './endpoints-reports.ts';
import { ACCPROV_ENDPOINTS } from './endpoints-accprov.ts';
import { HOTEL_ENDPOINTS } from './endpoints-hotels.ts';
import { HCAT_ENDPOINTS } from './endpoints-hcat.ts';
import { HAVAIL_ENDPOINTS } from './endpoints-havail.ts';
import { HSELL_ENDPOINTS } from './endpoints-hsell.ts';
import { HOUSE_ENDPOINTS } from './endpoints-houses.ts';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A valid URL (path ids of the demo data where needed). */
  url: string;
  auth: 'none' | 'optional' | 'bearer';
  /**
   * For the endpoints that read a body: the required fields of a body the endpoint accepts (for a
   * `partial` one, a field it accepts).
   */
  valid?: Record<string, unknown>;
  /** Fields that take numbers (ids, amounts): the sweep does not count a number as a wrong type there. */
  numeric?: string[];
  /** Fields that take booleans: the sweep does not count `false` as a wrong type there. */
  boolean?: string[];
  /** A partial update: no field is required, so the sweep sends wrong types but does not leave fields out. */
  partial?: boolean;
  /** A PATCH action whose parameters are all optional, so `{}` is a request (emptyPatchAllowed). */
  emptyPatch?: boolean;
  /** Takes multipart/form-data, not JSON: left out of the JSON body sweep. */
  multipart?: boolean;
  /** A third party's signed body (a gateway webhook), read raw: left out of the JSON body sweep; its own tests cover forgery. */
  signed?: boolean;
}

/** Issue 9, slice "ledger" (docs/api-payments.md): the payments core and the ledger's accounting calls. */
export const PAYMENT_ENDPOINTS: Endpoint[] = [
  { method: 'POST', url: '/api/payments/reservations/1/pay/', auth: 'bearer', valid: { provider: 'agency_funds' }, numeric: ['amount'] },
  { method: 'POST', url: '/api/payments/operations/1/refund/', auth: 'bearer', valid: { amount: '1.00' }, numeric: ['amount'] },
  { method: 'GET', url: '/api/payments/operations/', auth: 'bearer' },
  { method: 'POST', url: '/api/accounting/deposit/', auth: 'bearer', valid: { agency: 2, amount: '1.00', transaction_number: 'SWEEP-1', payment_type: 'cash' }, numeric: ['agency', 'amount', 'currency'] },
  { method: 'GET', url: '/api/accounting/agency-balance/2/', auth: 'bearer' },
  { method: 'GET', url: '/api/accounting/balance/2/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/accounting/credit-limit/2/', auth: 'bearer', valid: { credit_limit: '0' }, numeric: ['credit_limit'] },
  { method: 'GET', url: '/api/accounting/movements/', auth: 'bearer' },
];

/** Issue 3 (docs/api.md 'Agency network'). Ids are the demo seed's: agency 2 is Turismo Azul México. */
export const NETWORK_ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/agency/agencies/', auth: 'bearer' },
  { method: 'GET', url: '/api/agency/agencies/export_to_excel/', auth: 'bearer' },
  { method: 'GET', url: '/api/agency/agencies/2/', auth: 'bearer' },
  { method: 'GET', url: '/api/agency/agencies/2/price-preview/?service_type=flights&net=100', auth: 'bearer' },
  {
    method: 'POST',
    url: '/api/agency/agencies/',
    auth: 'bearer',
    valid: { name: 'Agencia', owner: 'Dueño', email: 'a@example.test', country: 1, acronym: 'AG', currency: 1, phone: '5550000000', general_margin: '5', parent: 2 },
    numeric: ['country', 'currency', 'general_margin', 'parent'],
  },
  { method: 'PATCH', url: '/api/agency/agencies/4/', auth: 'bearer', valid: { phone: '5550000000' }, partial: true },
  { method: 'DELETE', url: '/api/agency/agencies/4/', auth: 'bearer' },
  { method: 'POST', url: '/api/agency/agencies/4/logo/', auth: 'bearer', multipart: true },
  { method: 'DELETE', url: '/api/agency/agencies/4/logo/', auth: 'bearer' },
  { method: 'GET', url: '/api/agency/agencies/groups/', auth: 'bearer' },
  { method: 'GET', url: '/api/agency/agencies/groups/1/', auth: 'bearer' },
  { method: 'POST', url: '/api/agency/agencies/groups/', auth: 'bearer', valid: { name: 'Grupo' } },
  { method: 'PATCH', url: '/api/agency/agencies/groups/1/', auth: 'bearer', valid: { name: 'Grupo' }, partial: true },
  { method: 'DELETE', url: '/api/agency/agencies/groups/1/', auth: 'bearer' },
  { method: 'GET', url: '/api/agency/markups/', auth: 'bearer' },
  { method: 'GET', url: '/api/agency/markups/1/', auth: 'bearer' },
  {
    method: 'POST',
    url: '/api/agency/markups/',
    auth: 'bearer',
    valid: { service_type: 'cars', kind: 'percent', value: '2', agency: 4 },
    numeric: ['value', 'agency'],
  },
  { method: 'PATCH', url: '/api/agency/markups/1/', auth: 'bearer', valid: { value: '3' }, partial: true },
  { method: 'DELETE', url: '/api/agency/markups/1/', auth: 'bearer' },
  { method: 'GET', url: '/api/agency/operators/', auth: 'bearer' },
  { method: 'GET', url: '/api/agency/operators/7/', auth: 'bearer' },
  {
    method: 'POST',
    url: '/api/agency/operators/',
    auth: 'bearer',
    valid: { first_name: 'Ana', last_name: 'Pérez', email: 'ana@example.test', username: 'ana.perez', agency: 4, type: 'operator', password: 'clave-segura-1', password2: 'clave-segura-1' },
    numeric: ['agency'],
  },
  { method: 'PATCH', url: '/api/agency/operators/7/', auth: 'bearer', valid: { phone: '5550000000' }, partial: true },
  { method: 'POST', url: '/api/agency/operators/7/set-password/', auth: 'bearer', valid: { new_password1: 'clave-segura-1', new_password2: 'clave-segura-1' } },
  { method: 'PATCH', url: '/api/agency/operators/user/1/perfil', auth: 'bearer', valid: { phone: '5550000000' }, partial: true },
  { method: 'GET', url: '/api/agency/sellers/', auth: 'bearer' },
  { method: 'GET', url: '/api/agency/sellers/1/', auth: 'bearer' },
  { method: 'POST', url: '/api/agency/sellers/', auth: 'bearer', valid: { code: 'V-9', corporate_email: 'v9@example.test', operator: 6 }, numeric: ['operator'] },
  { method: 'PATCH', url: '/api/agency/sellers/1/', auth: 'bearer', valid: { cost_center: 'CDMX' }, partial: true },
  { method: 'DELETE', url: '/api/agency/sellers/1/', auth: 'bearer' },
  {
    method: 'POST',
    url: '/api/agency/registrations/',
    auth: 'none',
    valid: {
      agency_name: 'Agencia Pública',
      country: 1,
      city: 'Cancún',
      address: 'Calle 1',
      phone: '9980000000',
      email: 'agencia@example.test',
      contact_first_name: 'Ana',
      contact_last_name: 'Pérez',
      contact_email: 'ana@example.test',
      contact_phone: '9980000001',
      requested_level: 'agency_3rd_level',
      accept_terms: true,
    },
    numeric: ['country'],
  },
  { method: 'GET', url: '/api/agency/registrations/', auth: 'bearer' },
  { method: 'GET', url: '/api/agency/registrations/1/', auth: 'bearer' },
  {
    method: 'POST',
    url: '/api/agency/registrations/1/approve/',
    auth: 'bearer',
    valid: { parent: 2, general_margin: '5', username: 'nuevo.admin', acronym: 'NEW' },
    numeric: ['parent', 'general_margin'],
  },
  { method: 'POST', url: '/api/agency/registrations/1/reject/', auth: 'bearer', valid: { reason: 'No cumple los requisitos.' } },
  { method: 'GET', url: '/api/notifications/alerts/', auth: 'bearer' },
  { method: 'GET', url: '/api/notifications/alerts/1/', auth: 'bearer' },
  { method: 'GET', url: '/api/notifications/alerts/recipients/', auth: 'bearer' },
  { method: 'POST', url: '/api/notifications/alerts/', auth: 'bearer', valid: { level: 'info', topic: 'Aviso', body: 'Texto', audience: 'all' } },
  { method: 'PATCH', url: '/api/notifications/alerts/1/', auth: 'bearer', valid: { active: false }, boolean: ['active'], partial: true },
  { method: 'DELETE', url: '/api/notifications/alerts/1/', auth: 'bearer' },
  { method: 'GET', url: '/api/release-notes/', auth: 'bearer' },
  { method: 'GET', url: '/api/release-notes/1/', auth: 'bearer' },
  {
    method: 'POST',
    url: '/api/release-notes/',
    auth: 'bearer',
    valid: { version: '9.9.9', title: 'Versión', date: '2026-01-01', author: 'Equipo', changes: [{ type: 'feature', text: 'Algo' }] },
  },
  { method: 'PATCH', url: '/api/release-notes/1/', auth: 'bearer', valid: { title: 'Versión' }, partial: true },
  { method: 'DELETE', url: '/api/release-notes/1/', auth: 'bearer' },
];

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
  { method: 'GET', url: '/api/nomenclator/countries/', auth: 'none' },
  { method: 'GET', url: '/api/nomenclator/country/1', auth: 'bearer' },
  { method: 'GET', url: '/api/nomenclator/provinces/', auth: 'bearer' },
  { method: 'GET', url: '/api/nomenclator/hotel_chains/', auth: 'bearer' },
  { method: 'GET', url: '/api/nomenclator/available-prices/', auth: 'bearer' },
  { method: 'GET', url: '/api/currency/', auth: 'bearer' },
  { method: 'GET', url: '/api/configurations', auth: 'bearer' },
  { method: 'PATCH', url: '/api/configurations/1/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/cancellationpolicy', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/termconditions', auth: 'bearer' },
  { method: 'GET', url: '/api/config/', auth: 'none' },
  { method: 'GET', url: '/api/health/', auth: 'none' },
  { method: 'GET', url: '/api/notifications/user-alerts/', auth: 'bearer' },
  { method: 'POST', url: '/api/notifications/user-alerts/1/mark-as-read/', auth: 'bearer', valid: {} },
  { method: 'GET', url: '/api/accounting/agency-funds/1/', auth: 'bearer' },
  { method: 'GET', url: '/api/cart/summary/', auth: 'bearer' },
  // Issue 9, slice "cart" (docs/api-cart.md).
  { method: 'GET', url: '/api/cart/items/', auth: 'bearer' },
  {
    method: 'POST',
    url: '/api/cart/items/',
    auth: 'bearer',
    valid: { service_type: 'flights', outbound: 1, category: 1, adults: 1, price_token: 'x'.repeat(64) },
    numeric: ['outbound', 'category', 'adults'],
  },
  { method: 'DELETE', url: '/api/cart/items/1/', auth: 'bearer' },
  { method: 'POST', url: '/api/cart/checkout/', auth: 'bearer', valid: { items: [{ id: 1, passengers: [PASSENGER] }] } },
  { method: 'GET', url: '/api/system/outbox/', auth: 'bearer' },
  { method: 'GET', url: '/api/system/outbox/1/', auth: 'bearer' },
  { method: 'POST', url: '/api/system/outbox/1/retry/', auth: 'bearer', valid: {} },
  // Issue 9 "resumen": the general reservation list (docs/api-reservations.md).
  { method: 'GET', url: '/api/reservations/', auth: 'bearer' },
  { method: 'GET', url: '/api/reservations/export/', auth: 'bearer' },
  { method: 'GET', url: '/api/sellers/reservations/', auth: 'bearer' },
  { method: 'GET', url: '/api/sellers/reservations/export/', auth: 'bearer' },
  ...NETWORK_ENDPOINTS,
  ...PAYMENT_ENDPOINTS,
  ...FLIGHT_ADMIN_ENDPOINTS,
  ...FLIGHT_ENDPOINTS,
  ...GATEWAY_ENDPOINTS,
  ...CHECKOUT_ENDPOINTS,
  ...QUOTE_ENDPOINTS,
  ...RESUMEN_ENDPOINTS,
  ...DOCUMENT_ENDPOINTS,
  ...ACCOUNTING_ENDPOINTS,
  ...CARDPAY_ENDPOINTS,
  ...EVIDENCE_ENDPOINTS,
  ...REPORT_ENDPOINTS,
  ...ACCPROV_ENDPOINTS,
  ...HOTEL_ENDPOINTS,
  ...HCAT_ENDPOINTS,
  ...HAVAIL_ENDPOINTS,
  ...HSELL_ENDPOINTS,
  ...HOUSE_ENDPOINTS,
];

export const POST_ENDPOINTS = ENDPOINTS.filter((e) => e.method === 'POST');
/** Endpoints that read a JSON body: the malformed-body sweep covers them all. */
export const BODY_ENDPOINTS = ENDPOINTS.filter((e) => (e.method === 'POST' || e.method === 'PUT' || e.method === 'PATCH') && !e.multipart && !e.signed);
export const PROTECTED_ENDPOINTS = ENDPOINTS.filter((e) => e.auth === 'bearer');
