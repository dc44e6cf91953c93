/**
 * The flight administration's pages, each its own chunk (loaded on demand: the login page's JS
 * stays small), and how each resource names one of its records.
 */
import { lazy, type ComponentType } from 'react';
import type { FlightAdminResource } from './paths.ts';

function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const catalogue = () => import('./catalogue/PlacesPages.tsx');
const categories = () => import('./catalogue/CategoryPages.tsx');
const rules = () => import('./price-rules/RulePages.tsx');
const ruleLists = () => import('./price-rules/RuleList.tsx');

export const flightAdminPages = {
  flights: page(() => import('./flights/FlightList.tsx'), 'FlightList'),
  flightCreate: page(() => import('./flights/FlightCreate.tsx'), 'FlightCreate'),
  flightEdit: page(() => import('./flights/FlightEdit.tsx'), 'FlightEdit'),
  airlines: page(catalogue, 'AirlineList'),
  cities: page(catalogue, 'CityList'),
  airports: page(catalogue, 'AirportList'),
  seatCategories: page(categories, 'SeatCategoryList'),
  luggageCategories: page(categories, 'LuggageCategoryList'),
  supplements: page(() => import('./catalogue/SupplementList.tsx'), 'SupplementList'),
  routes: page(() => import('./routes/RouteList.tsx'), 'RouteList'),
  routeCreate: page(() => import('./routes/RouteCreate.tsx'), 'RouteCreate'),
  routeEdit: page(() => import('./routes/RouteEdit.tsx'), 'RouteEdit'),
  calendars: page(() => import('./calendars/CalendarList.tsx'), 'CalendarList'),
  calendarCreate: page(() => import('./calendars/CalendarCreate.tsx'), 'CalendarCreate'),
  calendarEdit: page(() => import('./calendars/CalendarEdit.tsx'), 'CalendarEdit'),
  subcalendars: page(() => import('./subcalendars/SubcalendarList.tsx'), 'SubcalendarList'),
  subcalendarEdit: page(() => import('./subcalendars/SubcalendarEdit.tsx'), 'SubcalendarEdit'),
  priceRules: page(ruleLists, 'PriceRuleList'),
  priceRuleCreate: page(rules, 'PriceRuleCreate'),
  priceRuleEdit: page(rules, 'PriceRuleEdit'),
  promotions: page(ruleLists, 'PromotionList'),
  promotionCreate: page(rules, 'PromotionCreate'),
  promotionEdit: page(rules, 'PromotionEdit'),
  visibleLuggage: page(() => import('./luggage/VisibleLuggageList.tsx'), 'VisibleLuggageList'),
};

/** recordRepresentation of each resource (delete confirmations, reference fields). */
export const FLIGHT_ADMIN_REPRESENTATIONS: Record<FlightAdminResource, string> = {
  flights: 'number',
  'flight-routes': 'name',
  'flight-calendars': 'flight_number',
  subcalendars: 'flight_number',
  'flight-price-rules': 'name',
  'promotion-price-rules': 'name',
  'visible-luggage-categories': 'luggage_category_name',
  airlines: 'name',
  cities: 'name',
  airports: 'name',
  'seat-categories': 'name',
  'luggage-categories': 'name',
  'airport-supplements': 'airport_iata',
};
