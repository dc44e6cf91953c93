/**
 * Issue 11, slice "havail" (docs/api-hotels.md 'Availability administration'): hotel-availability/.
 * Demo hotel 1 is own with room type 1 (STD); the bodies' dates are in 2041, past the seeded year.
 * `valid` holds the required fields only: a body also needs `allotment` and/or `mode` (400 otherwise).
 */
import type { Endpoint } from './endpoints.ts';

export const HAVAIL_ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/hotel-availability/grid/1/?start=2041-01-01&end=2041-01-31', auth: 'bearer' },
  { method: 'PUT', url: '/api/hotel-availability/cell/', auth: 'bearer', valid: { room_type: 1, date: '2041-01-01' }, numeric: ['room_type'] },
  { method: 'POST', url: '/api/hotel-availability/mass-change/', auth: 'bearer', valid: { hotel: 1, start: '2041-01-01', room_types: [1] }, numeric: ['hotel'] },
  { method: 'GET', url: '/api/hotel-availability/logs/', auth: 'bearer' },
  { method: 'GET', url: '/api/hotel-availability/logs/export/', auth: 'bearer' },
  { method: 'GET', url: '/api/hotel-availability/hotels/', auth: 'bearer' },
  { method: 'GET', url: '/api/hotel-availability/room-types/', auth: 'bearer' },
  { method: 'GET', url: '/api/hotel-availability/users/', auth: 'bearer' },
];
