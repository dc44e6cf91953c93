/** Issue 10, slice "reports" (docs/api-reports.md): the flight reports and their exports. */
import type { Endpoint } from './endpoints.ts';

export const REPORT_ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/reports/flights/reservations-summary/month/', auth: 'bearer' },
  { method: 'GET', url: '/api/reports/flights/reservations-summary/agency/export/', auth: 'bearer' },
  { method: 'GET', url: '/api/reports/flights/passengers-summary/', auth: 'bearer' },
  { method: 'GET', url: '/api/reports/flights/passengers-summary/export/', auth: 'bearer' },
  { method: 'GET', url: '/api/reports/flights/accounting-per-agency/', auth: 'bearer' },
  { method: 'GET', url: '/api/reports/flights/accounting-per-agency/export/', auth: 'bearer' },
  { method: 'GET', url: '/api/reports/flights/accounting-per-flights/', auth: 'bearer' },
  { method: 'GET', url: '/api/reports/flights/accounting-per-flights/export/', auth: 'bearer' },
];
