/**
 * The flight endpoints (issue 4, docs/api-flights.md), for the cross-cutting checks of this folder.
 * Path ids are 1: every check here is refused before the id is looked up (401, 400), and the
 * coverage test (routes.test.ts) only needs a URL of the route's pattern. Bodies: `valid` holds
 * the required fields of a body the endpoint accepts (for a partial update, one field it accepts),
 * so the bad-input sweep can leave each out and give each the wrong type.
 */
import type { Endpoint } from './endpoints.ts';

type Body = Pick<Endpoint, 'valid' | 'numeric' | 'boolean' | 'partial'>;

/** The six routes of registerCrud (server/modules/flightAdmin/crudRoutes.ts): list, create, read, edit, delete, history. */
function crud(resource: string, create: Body, update: Body): Endpoint[] {
  const list = `/api/admin-flights/${resource}/`;
  const one = `${list}1/`;
  return [
    { method: 'GET', url: list, auth: 'bearer' },
    { method: 'POST', url: list, auth: 'bearer', ...create },
    { method: 'GET', url: one, auth: 'bearer' },
    { method: 'PATCH', url: one, auth: 'bearer', partial: true, ...update },
    { method: 'DELETE', url: one, auth: 'bearer' },
    { method: 'GET', url: `${one}history/`, auth: 'bearer' },
  ];
}

const capacities = [{ category: 1, capacity: 10 }];
const calendar = { start_date: '2027-01-01', end_date: '2027-01-31', weekdays: [1, 3], capacities };
const named = (name: string): Body => ({ valid: { name } });
/** Issue 8: a catalogue name and its optional English twin (a POST's `valid` lists required fields only, so the twin is swept through the PATCH). */
const bilingual = (name: string, name_en: string): Body => ({ valid: { name, name_en } });

const CRUD: [string, Body, Body][] = [
  ['airline', { valid: { name: 'Aerolínea', code: 'XQ' } }, named('Aerolínea')],
  ['airport', { valid: { name: 'Aeropuerto', iata: 'XQA', city: 1 }, numeric: ['city'] }, named('Aeropuerto')],
  ['airport-supplement', { valid: { airport: 1, kind: 'per_passenger', amount: '10' }, numeric: ['airport', 'amount'] }, { valid: { amount: '12' }, numeric: ['amount'] }],
  ['city', { valid: { name: 'Ciudad', code: 'XQC', country: 1 }, numeric: ['country'] }, named('Ciudad')],
  ['category', { valid: { name: 'Categoría', code: 'XQ' } }, bilingual('Categoría', 'Category')],
  ['luggage-category', { valid: { name: 'Maleta', weight_lbs: 50 }, numeric: ['weight_lbs'] }, bilingual('Maleta', 'Suitcase')],
  ['visible-luggage-category', { valid: { luggage_category: 1 }, numeric: ['luggage_category'] }, { valid: { visible: true }, boolean: ['visible'] }],
  ['route', { valid: { name: 'Ruta', origin_city: 1, destination_city: 2 }, numeric: ['origin_city', 'destination_city'] }, named('Ruta')],
  [
    'flight',
    {
      valid: { number: 'XQ100', airline: 1, route: 1, origin_airport: 1, destination_airport: 2, departure_time: '08:00', arrival_time: '10:00', travel_minutes: 120 },
      numeric: ['airline', 'route', 'origin_airport', 'destination_airport', 'travel_minutes'],
    },
    { valid: { travel_minutes: 90 }, numeric: ['travel_minutes'] },
  ],
  ['flight-price-rule', { valid: { name: 'Regla', value: '5', kind: 'percent' }, numeric: ['value'] }, bilingual('Regla', 'Rule')],
  ['promotion-price-rule', { valid: { name: 'Promoción', value: '5', kind: 'percent' }, numeric: ['value'] }, bilingual('Promoción', 'Promotion')],
  ['schedule', { valid: { flight: 1, ...calendar }, numeric: ['flight'] }, { valid: { departure_time: '08:00' } }],
  ['subcalendar', { valid: { flight: 1, departure_date: '2027-01-04', capacities }, numeric: ['flight'] }, { valid: { flight_number: 'XQ100' } }],
];

/** A bulk operation on departures, sent by POST or PATCH (spec §7 allows either). */
function bulk(url: string, body: Body): Endpoint[] {
  return (['POST', 'PATCH'] as const).map((method) => ({ method, url, auth: 'bearer' as const, ...body }));
}
const departures = { subcalendars: [1] };

/** Flight administration (docs/api-flights.md 'Administration'): catalogues, routes, flights, price rules, schedules and departures. */
export const FLIGHT_ADMIN_ENDPOINTS: Endpoint[] = [
  ...CRUD.flatMap(([resource, create, update]) => crud(resource, create, update)),
  { method: 'GET', url: '/api/admin-flights/airport-supplement/luggage-types/', auth: 'bearer' },
  { method: 'POST', url: '/api/admin-flights/airport-supplement/calculate-supplement/', auth: 'bearer', valid: { airport: 1, adults: 1 }, numeric: ['airport', 'adults'] },
  { method: 'POST', url: '/api/admin-flights/visible-luggage-category/assign/', auth: 'bearer', valid: { luggage_categories: [1] } },
  { method: 'PATCH', url: '/api/admin-flights/visible-luggage-category/update-bulk/', auth: 'bearer', valid: { ids: [1], visible: true }, boolean: ['visible'] },
  ...bulk('/api/admin-flights/route/bulk-update/', { valid: { ids: [1] } }),
  { method: 'POST', url: '/api/admin-flights/route/bulk-delete/', auth: 'bearer', valid: { ids: [1] } },
  { method: 'DELETE', url: '/api/admin-flights/route/bulk-delete/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/admin-flights/route/1/update-route-configuration/', auth: 'bearer', valid: { use_configuration_prices: true }, boolean: ['use_configuration_prices'] },
  { method: 'PATCH', url: '/api/admin-flights/route/1/update-mix-dependent-schedule/', auth: 'bearer', emptyPatch: true },
  { method: 'POST', url: '/api/admin-flights/flight/1/add_schedule/', auth: 'bearer', valid: calendar },
  { method: 'PATCH', url: '/api/admin-flights/flight/1/schedule/', auth: 'bearer', valid: { calendar: 1 }, numeric: ['calendar'] },
  { method: 'PATCH', url: '/api/admin-flights/flights/schedule/1/schedule_only/', auth: 'bearer', valid: { flight_number: 'XQ100' }, partial: true },
  { method: 'GET', url: '/api/admin-flights/history-flight-price-rule/', auth: 'bearer' },
  { method: 'GET', url: '/api/admin-flights/history-promotion-price-rule/', auth: 'bearer' },
  { method: 'GET', url: '/api/admin-flights/history-subcategorys/', auth: 'bearer' },
  { method: 'GET', url: '/api/admin-flights/history-subseatsagency/', auth: 'bearer' },
  { method: 'DELETE', url: '/api/admin-flights/schedule/bulk-delete-schedule/', auth: 'bearer' },
  ...bulk('/api/admin-flights/dependentschedulesbulk/add-category/', { valid: { ...departures, category: 1, capacity: 10 }, numeric: ['category', 'capacity'] }),
  ...bulk('/api/admin-flights/dependentschedulesbulk/add-agency-category/', { valid: { ...departures, category: 1, agency_group: 1, seats: 2 }, numeric: ['category', 'agency_group', 'seats'] }),
  ...bulk('/api/admin-flights/dependentschedulesbulk/seats/', { valid: { ...departures, category: 1, capacity: 10 }, numeric: ['category', 'capacity'] }),
  ...bulk('/api/admin-flights/dependentschedulesbulk/update-number-flight/', { valid: { ...departures, flight_number: 'XQ100' } }),
  ...bulk('/api/admin-flights/dependentschedulesbulk/update-schedule-status/', { valid: { ...departures, schedule_status: 'closed' } }),
  ...bulk('/api/admin-flights/dependentschedulesbulk/delete/', { valid: departures }),
  ...bulk('/api/admin-flights/dependentschedule/update_capacity_dependent_schedule/', { valid: { subcalendar: 1 }, numeric: ['subcalendar'] }),
  { method: 'GET', url: '/api/admin-flights/edifact-report/', auth: 'bearer' },
];

export const PASSENGER = { type: 'adult', first_name: 'Ana', last_name: 'Pérez', date_of_birth: '1990-05-01', gender: 'female', nationality: 1, passport: 'X1234567' };

/** Search, booking, reservations, notes, check-in, manifests and passengers (docs/api-flights.md). */
export const FLIGHT_ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/flights/categories/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/cities-all/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/city-origin/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/city-destination/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/checkin/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/origin-city/v2', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/origin-city/v2/1/get_destination_city_flight', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/airlines/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/availability/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/availability/v2', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/availability/export/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/suplement/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/search/flights-open/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/search/flights-open/get_bookable_days/', auth: 'bearer' },
  { method: 'POST', url: '/api/flights/v2/price-calculation/', auth: 'bearer', valid: { outbound: 1, category: 1, adults: 1 }, numeric: ['outbound', 'category', 'adults'] },
  {
    method: 'POST',
    url: '/api/flights/reservation/',
    auth: 'bearer',
    valid: { outbound: 1, category: 1, adults: 1, passengers: [PASSENGER], price_token: 'x'.repeat(64) },
    numeric: ['outbound', 'category', 'adults'],
  },
  { method: 'POST', url: '/api/flights/reservation/checkin/', auth: 'bearer', valid: { passengers: [1] } },
  { method: 'POST', url: '/api/flights/reservation/checkin-undo/', auth: 'bearer', valid: { passengers: [1], subcalendar: 1 }, numeric: ['subcalendar'] },
  { method: 'POST', url: '/api/flights/reservation/checkin-status/', auth: 'bearer', valid: { subcalendar: 1 }, numeric: ['subcalendar'] },
  { method: 'POST', url: '/api/flights/reservation/change-checkin-status/', auth: 'bearer', valid: { subcalendar: 1, checkin_status: 'closed' }, numeric: ['subcalendar'] },
  { method: 'POST', url: '/api/flights/reservation/1/cancel/', auth: 'bearer', valid: { apply_penalties: true }, boolean: ['apply_penalties'], partial: true },
  { method: 'GET', url: '/api/flights/reservations/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/reservations/export/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/reservations/export-extended/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/reservations/history/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/reservations/1/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/flights/reservations/1/passengers/1/', auth: 'bearer', valid: { gender: 'female', nationality: 1, passport_expiry: '2036-01-31', passport_country: 1 }, numeric: ['nationality', 'passport_country'], partial: true },
  { method: 'GET', url: '/api/flights/note/', auth: 'bearer' },
  { method: 'POST', url: '/api/flights/note/', auth: 'bearer', valid: { reservation: 1, text: 'Nota' }, numeric: ['reservation'] },
  { method: 'GET', url: '/api/flights/note/1/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/flights/note/1/', auth: 'bearer', valid: { text: 'Nota' } },
  { method: 'GET', url: '/api/flights/manifests/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/manifest/export/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/1/manifest', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/1/manifest/v2', auth: 'bearer' },
  { method: 'GET', url: '/api/reservations/notes/', auth: 'bearer' },
  { method: 'POST', url: '/api/reservations/notes/', auth: 'bearer', valid: { reservation: 1, text: 'Nota' }, numeric: ['reservation'] },
  { method: 'GET', url: '/api/reservations/notes/1/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/reservations/notes/1/', auth: 'bearer', valid: { text: 'Nota' } },
  { method: 'PUT', url: '/api/reservations/1/flight-reservation/', auth: 'bearer', valid: { modify: 'outbound', subcalendar: 1, price_token: 'x'.repeat(64) }, numeric: ['subcalendar'] },
  { method: 'PATCH', url: '/api/reservations/1/status/', auth: 'bearer', valid: { commercial_status: 'paid' }, partial: true },
  { method: 'PATCH', url: '/api/reservations/1/provider-confirmation/', auth: 'bearer', valid: { provider_confirmation_code: 'ABC123' } },
  { method: 'GET', url: '/api/passengers/', auth: 'bearer' },
  { method: 'GET', url: '/api/passenger/1/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/passenger/1/', auth: 'bearer', valid: { first_name: 'Ana' }, partial: true },
];
