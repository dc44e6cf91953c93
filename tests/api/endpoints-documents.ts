/** Issue 9, slice "documents" (docs/api-documents.md): the voucher PDF of a reservation. */
import type { Endpoint } from './endpoints.ts';

export const DOCUMENT_ENDPOINTS: Endpoint[] = [{ method: 'GET', url: '/api/reservations/1/voucher/', auth: 'bearer' }];
