/**
 * Issue 11, slice "hsell" (docs/api-hotels-booking.md): the hotel search, the hotel page and a hotel
 * booking's actions. The hotel page's stay is in a year without availability; reservation 1 exists.
 */
import type { Endpoint } from './endpoints.ts';

const STAY = 'checkin=2030-01-10&checkout=2030-01-14';

export const HSELL_ENDPOINTS: Endpoint[] = [
  // The dates are required: the list sweeps add their own query and read the 400 of the missing ones too.
  { method: 'GET', url: '/api/hotels/search/', auth: 'bearer' },
  // Not a list (no page): a slug starting with a digit keeps it out of the list sweeps.
  { method: 'GET', url: `/api/hotels/1-no-such-hotel/?${STAY}`, auth: 'bearer' },
  { method: 'GET', url: '/api/hotels/reservations/1/', auth: 'bearer' },
  { method: 'POST', url: '/api/hotels/reservations/1/confirm/', auth: 'bearer', valid: {} },
  { method: 'POST', url: '/api/hotels/reservations/1/deny/', auth: 'bearer', valid: {} },
  { method: 'POST', url: '/api/hotels/reservations/1/cancel/', auth: 'bearer', valid: {}, boolean: ['apply_penalties'] },
  // The hotel page's 'book now' (the shared checkout): a stay in a year without availability.
  {
    method: 'POST',
    url: '/api/hotels/book/',
    auth: 'bearer',
    valid: { hotel: 1, checkin: '2030-01-10', checkout: '2030-01-14', meal_plan: 1, rooms: [{ room_type: 1, adults: 2, holder: { first_name: 'Ana', last_name: 'Pérez' } }] },
    numeric: ['hotel', 'meal_plan', 'customer', 'seller'],
  },
];
