/** Issue 9, slice "resumen" (docs/api-reservations.md): the staff price change of a reservation. */
import type { Endpoint } from './endpoints.ts';

export const RESUMEN_ENDPOINTS: Endpoint[] = [
  { method: 'PATCH', url: '/api/reservations/1/price/', auth: 'bearer', valid: { total: '100.00', reason: 'Ajuste' }, numeric: ['total'] },
];
