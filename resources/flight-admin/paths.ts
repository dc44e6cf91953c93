/**
 * Where each resource of the flight administration lives (spec §2 'Flight admin'). react-admin, the
 * access rules (domain/access.ts) and the API map know a resource by its English name
 * (docs/api-flights.md), the user by its path in the route table (domain/menu.ts); resources/paths.ts
 * merges them so links, row clicks and redirects find them.
 * The catalogue (airlines … supplements) sits in tabs under the flights page.
 */
import { PATHS } from '../../domain/menu.ts';

export const FLIGHT_ADMIN_PATHS = {
  flights: PATHS.flights,
  'flight-routes': PATHS.flightRoutes,
  'flight-calendars': PATHS.flightCalendars,
  subcalendars: PATHS.subcalendars,
  'flight-price-rules': PATHS.flightPriceRules,
  'promotion-price-rules': PATHS.promotionPriceRules,
  'visible-luggage-categories': PATHS.visibleLuggage,
  airlines: PATHS.airlines,
  cities: PATHS.cities,
  airports: PATHS.airports,
  'seat-categories': PATHS.seatCategories,
  'luggage-categories': PATHS.luggageCategories,
  'airport-supplements': PATHS.airportSupplements,
} as const;

export type FlightAdminResource = keyof typeof FLIGHT_ADMIN_PATHS;

/** The catalogue tabs of the flights page, in order (the flights themselves first). */
export const CATALOGUE_TABS: readonly FlightAdminResource[] = [
  'flights',
  'airlines',
  'cities',
  'airports',
  'seat-categories',
  'luggage-categories',
  'airport-supplements',
];
