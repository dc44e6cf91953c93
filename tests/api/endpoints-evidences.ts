/** Issue 10, slice "evidences" (docs/api-evidences.md): the deposit report and payment evidences. */
import type { Endpoint } from './endpoints.ts';

export const EVIDENCE_ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/reports/deposits/', auth: 'bearer' },
  { method: 'GET', url: '/api/reports/deposits/export/', auth: 'bearer' },
  { method: 'GET', url: '/api/accounting/evidences/', auth: 'bearer' },
  { method: 'POST', url: '/api/accounting/evidences/', auth: 'bearer', multipart: true },
  { method: 'GET', url: '/api/accounting/evidences/1/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/accounting/evidences/1/status/', auth: 'bearer', valid: { status: 'on_review' } },
  { method: 'GET', url: '/api/accounting/evidences/1/files/1/', auth: 'bearer' },
  { method: 'GET', url: '/api/accounting/agency-choices/', auth: 'bearer' },
];
