/**
 * Where each resource of the flight administration lives (spec §2 'Flight admin'). react-admin, the
 * access rules (domain/access.ts) and the API map know a resource by its English name
 * (docs/api-flights.md), the user by these paths; resources/paths.ts merges them so links, row clicks and redirects find them.
 * The catalogue (airlines … supplements) sits in tabs under the flights page.
 */
export const FLIGHT_ADMIN_PATHS = {
  flights: '/admin/flights/list',
  'flight-routes': '/admin/flights/route',
  'flight-calendars': '/admin/flights/calendars',
  subcalendars: '/admin/flights',
  'flight-price-rules': '/admin/flights/flight-price-rules',
  'promotion-price-rules': '/admin/flights/promotion-price-rules',
  'visible-luggage-categories': '/admin/flights/visible-luggage-category',
  airlines: '/admin/flights/list/airlines',
  cities: '/admin/flights/list/cities',
  airports: '/admin/flights/list/airports',
  'seat-categories': '/admin/flights/list/seat-categories',
  'luggage-categories': '/admin/flights/list/luggage-categories',
  'airport-supplements': '/admin/flights/list/airport-supplements',
} as const;

export type FlightAdminResource = keyof typeof FLIGHT_ADMIN_PATHS;

/** The catalogue tabs of /admin/flights/list, in order (the flights themselves first). */
export const CATALOGUE_TABS: readonly FlightAdminResource[] = [
  'flights',
  'airlines',
  'cities',
  'airports',
  'seat-categories',
  'luggage-categories',
  'airport-supplements',
];
