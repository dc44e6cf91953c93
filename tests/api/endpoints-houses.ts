/**
 * Issue 11, slice "houses" (docs/api-houses.md): the staff's house catalogue, the house filter,
 * detail and price, and the requests with their status changes. Path ids are the demo seed's:
 * house 1 (casa-colonial-obispo) rents rooms, request 1 is `requested`.
 */
import type { Endpoint } from './endpoints.ts';

const house = {
  code: 'SWEEP-1',
  name: 'Casa',
  country: 1,
  destination: 1,
  property_type: 'house',
  accommodation_type: 'casa_particular',
};

export const HOUSE_ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/admin-houses/house/', auth: 'bearer' },
  { method: 'POST', url: '/api/admin-houses/house/', auth: 'bearer', valid: house, numeric: ['country', 'destination'] },
  { method: 'GET', url: '/api/admin-houses/house/1/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/admin-houses/house/1/', auth: 'bearer', partial: true, valid: { min_nights: 2 }, numeric: ['min_nights'] },
  { method: 'DELETE', url: '/api/admin-houses/house/1/', auth: 'bearer' },
  { method: 'GET', url: '/api/houses/search/', auth: 'bearer' },
  // By id here (the sweep takes a path without a digit for a list); by slug in server/modules/houses/houses.test.ts.
  { method: 'GET', url: '/api/houses/1/', auth: 'bearer' },
  { method: 'POST', url: '/api/houses/1/price/', auth: 'bearer', valid: { checkin: '2040-01-10', checkout: '2040-01-12', ages: [30] } },
  { method: 'GET', url: '/api/houses/requests/', auth: 'bearer' },
  {
    method: 'POST',
    url: '/api/houses/requests/',
    auth: 'bearer',
    valid: { house: 1, checkin: '2040-01-10', checkout: '2040-01-12', guests: [{ name: 'Ana', age: 30 }], customer_name: 'Ana' },
    numeric: ['house'],
  },
  { method: 'GET', url: '/api/houses/requests/1/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/houses/requests/1/status/', auth: 'bearer', valid: { status: 'cancelled' } },
];
