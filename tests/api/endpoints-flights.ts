/**
 * The flight endpoints (issue 4, docs/api-flights.md), for the cross-cutting checks of this folder.
 * Path ids are 1: every check here is refused before the id is looked up (401, 400), and the
 * coverage test (routes.test.ts) only needs a URL of the route's pattern.
 */
import type { Endpoint } from './endpoints.ts';

/** The six routes of registerCrud (server/modules/flightAdmin/crud.ts): list, create, read, edit, delete, history. */
function crud(resource: string): Endpoint[] {
  const list = `/api/admin-flights/${resource}/`;
  const one = `${list}1/`;
  return [
    { method: 'GET', url: list, auth: 'bearer' },
    { method: 'POST', url: list, auth: 'bearer' },
    { method: 'GET', url: one, auth: 'bearer' },
    { method: 'PATCH', url: one, auth: 'bearer' },
    { method: 'DELETE', url: one, auth: 'bearer' },
    { method: 'GET', url: `${one}history/`, auth: 'bearer' },
  ];
}

const CRUD_RESOURCES = ['airline', 'airport', 'airport-supplement', 'city', 'category', 'luggage-category', 'visible-luggage-category', 'route', 'flight', 'flight-price-rule', 'promotion-price-rule', 'schedule', 'subcalendar'];

/** Flight administration (docs/api-flights.md 'Administration'): catalogues, routes, flights, price rules, schedules and departures. */
export const FLIGHT_ADMIN_ENDPOINTS: Endpoint[] = [
  ...CRUD_RESOURCES.flatMap(crud),
  { method: 'GET', url: '/api/admin-flights/airport-supplement/luggage-types/', auth: 'bearer' },
  { method: 'POST', url: '/api/admin-flights/airport-supplement/calculate-supplement/', auth: 'bearer' },
  { method: 'POST', url: '/api/admin-flights/visible-luggage-category/assign/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/admin-flights/visible-luggage-category/update-bulk/', auth: 'bearer' },
  { method: 'POST', url: '/api/admin-flights/route/bulk-update/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/admin-flights/route/bulk-update/', auth: 'bearer' },
  { method: 'POST', url: '/api/admin-flights/route/bulk-delete/', auth: 'bearer' },
  { method: 'DELETE', url: '/api/admin-flights/route/bulk-delete/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/admin-flights/route/1/update-route-configuration/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/admin-flights/route/1/update-mix-dependent-schedule/', auth: 'bearer', emptyPatch: true },
  { method: 'POST', url: '/api/admin-flights/flight/1/add_schedule/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/admin-flights/flight/1/schedule/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/admin-flights/flights/schedule/1/schedule_only/', auth: 'bearer' },
  { method: 'GET', url: '/api/admin-flights/history-flight-price-rule/', auth: 'bearer' },
  { method: 'GET', url: '/api/admin-flights/history-promotion-price-rule/', auth: 'bearer' },
  { method: 'GET', url: '/api/admin-flights/history-subcategorys/', auth: 'bearer' },
  { method: 'GET', url: '/api/admin-flights/history-subseatsagency/', auth: 'bearer' },
  { method: 'DELETE', url: '/api/admin-flights/schedule/bulk-delete-schedule/', auth: 'bearer' },
  { method: 'POST', url: '/api/admin-flights/dependentschedulesbulk/add-category/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/admin-flights/dependentschedulesbulk/add-category/', auth: 'bearer' },
  { method: 'POST', url: '/api/admin-flights/dependentschedulesbulk/add-agency-category/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/admin-flights/dependentschedulesbulk/add-agency-category/', auth: 'bearer' },
  { method: 'POST', url: '/api/admin-flights/dependentschedulesbulk/seats/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/admin-flights/dependentschedulesbulk/seats/', auth: 'bearer' },
  { method: 'POST', url: '/api/admin-flights/dependentschedulesbulk/update-number-flight/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/admin-flights/dependentschedulesbulk/update-number-flight/', auth: 'bearer' },
  { method: 'POST', url: '/api/admin-flights/dependentschedulesbulk/update-schedule-status/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/admin-flights/dependentschedulesbulk/update-schedule-status/', auth: 'bearer' },
  { method: 'POST', url: '/api/admin-flights/dependentschedulesbulk/delete/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/admin-flights/dependentschedulesbulk/delete/', auth: 'bearer' },
  { method: 'POST', url: '/api/admin-flights/dependentschedule/update_capacity_dependent_schedule/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/admin-flights/dependentschedule/update_capacity_dependent_schedule/', auth: 'bearer' },
  { method: 'GET', url: '/api/admin-flights/edifact-report/', auth: 'bearer' },
];

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
  { method: 'POST', url: '/api/flights/v2/price-calculation/', auth: 'bearer' },
  { method: 'POST', url: '/api/flights/reservation/', auth: 'bearer' },
  { method: 'POST', url: '/api/flights/reservation/checkin/', auth: 'bearer' },
  { method: 'POST', url: '/api/flights/reservation/checkin-undo/', auth: 'bearer' },
  { method: 'POST', url: '/api/flights/reservation/checkin-status/', auth: 'bearer' },
  { method: 'POST', url: '/api/flights/reservation/change-checkin-status/', auth: 'bearer' },
  { method: 'POST', url: '/api/flights/reservation/1/cancel/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/reservations/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/reservations/export/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/reservations/export-extended/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/reservations/history/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/reservations/1/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/note/', auth: 'bearer' },
  { method: 'POST', url: '/api/flights/note/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/note/1/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/flights/note/1/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/manifests/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/manifest/export/', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/1/manifest', auth: 'bearer' },
  { method: 'GET', url: '/api/flights/1/manifest/v2', auth: 'bearer' },
  { method: 'GET', url: '/api/reservations/notes/', auth: 'bearer' },
  { method: 'POST', url: '/api/reservations/notes/', auth: 'bearer' },
  { method: 'GET', url: '/api/reservations/notes/1/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/reservations/notes/1/', auth: 'bearer' },
  { method: 'PUT', url: '/api/reservations/1/flight-reservation/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/reservations/1/status/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/reservations/1/provider-confirmation/', auth: 'bearer' },
  { method: 'GET', url: '/api/passengers/', auth: 'bearer' },
  { method: 'GET', url: '/api/passenger/1/', auth: 'bearer' },
  { method: 'PATCH', url: '/api/passenger/1/', auth: 'bearer' },
];
