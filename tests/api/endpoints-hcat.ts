/**
 * Issue 11, slice "hcat" (docs/api-hotels.md): the order of a hotel's photos. Demo hotel 1 has no
 * photos of its own, so the valid-looking body is answered 400 there, never 500.
 */
import type { Endpoint } from './endpoints.ts';

export const HCAT_ENDPOINTS: Endpoint[] = [{ method: 'PUT', url: '/api/admin-hotels/hotel/1/photos/order/', auth: 'bearer', valid: { photos: [1] }, numeric: ['photos'] }];
