/**
 * Issue 11, slice "hsell" (docs/api-hotels-booking.md): the hotel search, the hotel page and a hotel
 * booking's actions. The stay is in a year without availability (a valid, empty answer); hotel 1
 * of the demo is own, reservation 1 exists.
 */
import type { Endpoint } from './endpoints.ts';

const STAY = 'checkin=2030-01-10&checkout=2030-01-14';

export const HSELL_ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: `/api/hotels/search/?${STAY}`, auth: 'bearer' },
  { method: 'GET', url: `/api/hotels/hotel-1/?${STAY}`, auth: 'bearer' },
  { method: 'GET', url: '/api/hotels/reservations/1/', auth: 'bearer' },
  { method: 'POST', url: '/api/hotels/reservations/1/confirm/', auth: 'bearer', valid: {} },
  { method: 'POST', url: '/api/hotels/reservations/1/deny/', auth: 'bearer', valid: {} },
  { method: 'POST', url: '/api/hotels/reservations/1/cancel/', auth: 'bearer', valid: {}, boolean: ['apply_penalties'] },
];
