/**
 * Issue 11, slice "hotels" (docs/api-hotels.md): the hotel catalogue (admin-hotels/) and the hotel
 * nomenclators. Path ids are 1 (demo hotel 1 is own, with room types, seasons, prices, supplements
 * and offers); `valid` holds the required fields of an accepted body.
 */
import type { Endpoint } from './endpoints.ts';

type Body = Pick<Endpoint, 'valid' | 'numeric' | 'boolean' | 'partial'>;

/** The five routes of registerCrud without its history (a hotel's whole history is one route). */
function crud(resource: string, create: Body, update: Body): Endpoint[] {
  const list = `/api/admin-hotels/${resource}/`;
  const one = `${list}1/`;
  return [
    { method: 'GET', url: list, auth: 'bearer' },
    { method: 'POST', url: list, auth: 'bearer', ...create },
    { method: 'GET', url: one, auth: 'bearer' },
    { method: 'PATCH', url: one, auth: 'bearer', partial: true, ...update },
    { method: 'DELETE', url: one, auth: 'bearer' },
  ];
}

export const HOTEL_ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/nomenclator/destinations/', auth: 'bearer' },
  { method: 'GET', url: '/api/nomenclator/zones/', auth: 'bearer' },
  { method: 'GET', url: '/api/nomenclator/meal_plans/', auth: 'bearer' },
  ...crud('hotel', { valid: { name: 'Hotel', category: 3, country: 1, destination: 1 }, numeric: ['category', 'country', 'destination'] }, { valid: { min_nights: 2 }, numeric: ['min_nights'] }),
  { method: 'GET', url: '/api/admin-hotels/chain/1/history', auth: 'bearer' },
  ...crud('chain', { valid: { name: 'Cadena' } }, { valid: { active: false }, boolean: ['active'] }),
  ...crud('room-type', { valid: { hotel: 1, code: 'NEW', name: 'Nueva', capacity: 2 }, numeric: ['hotel', 'capacity'] }, { valid: { capacity: 3 }, numeric: ['capacity'] }),
  ...crud('occupancy', { valid: { room_type: 1, adults: 1 }, numeric: ['room_type', 'adults'] }, { valid: { adults: 1 }, numeric: ['adults'] }),
  ...crud(
    'contract',
    { valid: { hotel: 1, name: 'Temporada', start_date: '2040-01-01', end_date: '2040-01-31', currency: 1 }, numeric: ['hotel', 'currency'] },
    { valid: { min_nights: 2 }, numeric: ['min_nights'] },
  ),
  ...crud('price', { valid: { contract: 1, occupancy: 1, meal_plan: 1, price: '10' }, numeric: ['contract', 'occupancy', 'meal_plan', 'price'] }, { valid: { price: '10' }, numeric: ['price'] }),
  ...crud(
    'supplement',
    { valid: { hotel: 1, name: 'Suplemento', per: 'room', frequency: 'stay', amount: '5', currency: 1 }, numeric: ['hotel', 'amount', 'currency'] },
    { valid: { amount: '6' }, numeric: ['amount'] },
  ),
  ...crud('offer', { valid: { hotel: 1, name: 'Oferta', kind: 'percent', percent: '10' }, numeric: ['hotel', 'percent'] }, { valid: { name: 'Otra' } }),
  { method: 'GET', url: '/api/admin-hotels/hotel/1/history/', auth: 'bearer' },
  { method: 'POST', url: '/api/admin-hotels/hotel/1/photos/', auth: 'bearer', multipart: true },
  { method: 'DELETE', url: '/api/admin-hotels/hotel/1/photos/1/', auth: 'bearer' },
  {
    method: 'POST',
    url: '/api/admin-hotels/hotel/1/price-preview/',
    auth: 'bearer',
    valid: { checkin: '2040-01-01', checkout: '2040-01-03', rooms: [{ room_type: 1, meal_plan: 2, adults: 2 }] },
  },
  { method: 'PUT', url: '/api/admin-hotels/contract/1/prices/', auth: 'bearer', valid: { rows: [{ occupancy: 1, meal_plan: 2, price: '10' }] } },
];
