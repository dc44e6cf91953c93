/**
 * The route table: the side menu of spec §2 ('Side menu, shown by permission'), every area and route,
 * each with the rule that lets a user in and the page it shows, and the create and record pages
 * below it. Every path of the app is written here once: the browser builds the side menu and every
 * protected <Route> (one guard, src/routes/tableRoutes.tsx) from this table, links use `PATHS`,
 * and the server guards the endpoints behind each area with the same rules.
 */
import { canSeeAccountingProviders } from './accountingProviders.ts';
import { canManageExchangeRates } from './exchangeRateRules.ts';
import type { Permission } from './permissions.ts';
import { canManageCustomers } from './customers/rules.ts';
import { canUseQuotes } from './quotes/rules.ts';
import { canUseCardPaymentPage } from './gateways.ts';
import { canManageFunds } from './payments/rules.ts';
import { canManageAgencyGroups, canManageAlerts, canManageReleaseNotes, canReviewRegistrations } from './networkRules.ts';
import {
  canCheckin,
  canManageFlightPrices,
  canManageFlights,
  canManageOutbox,
  canSeeAccountingMenus,
  canSeeFlightAvailability,
  canSeeManifests,
  canSeeOperatorsMenu,
  canSeeReports,
  canSeeReservationHistory,
  hasAnyPermission,
  hasPermission,
} from './rules.ts';
import { canSeeEvidences } from './evidences/rules.ts';
import { below, createAndEdit, createPath, route, type MenuArea, type MenuRoute, type PageRoute, type RouteRule } from './routeTable.ts';
import type { Actor } from './session.ts';
import { canManageHotelCatalog } from './services/hotelRules.ts';
import { canSeeHotelAvailability } from './services/hotelAvailability.ts';
import { canManageHouseCatalog, canSeeHouseRequests } from './houses/rules.ts';

export type { MenuArea, MenuRoute, PageRoute, RouteRule } from './routeTable.ts';
export { createPath, recordPath } from './routeTable.ts';

/**
 * The paths that pages link to, each written once; the table below uses them. Paths of areas not
 * built yet are written in the table only. Record pages are `recordPath(PATHS.x, id)`.
 */
export const PATHS = {
  home: '/',
  bookings: '/resumen',
  flightSearch: '/vuelos/reserva/ruta',
  flightReservations: '/vuelos/reserva/list',
  flightHistory: '/vuelos/reserva/historial',
  flightAvailability: '/vuelos/disponibilidad',
  manifests: '/vuelos/manifiestos',
  checkin: '/vuelos/checkin',
  flights: '/admin/flights/list',
  airlines: '/admin/flights/list/airlines',
  cities: '/admin/flights/list/cities',
  airports: '/admin/flights/list/airports',
  seatCategories: '/admin/flights/list/seat-categories',
  luggageCategories: '/admin/flights/list/luggage-categories',
  airportSupplements: '/admin/flights/list/airport-supplements',
  flightRoutes: '/admin/flights/route',
  flightCalendars: '/admin/flights/calendars',
  subcalendars: '/admin/flights',
  flightPriceRules: '/admin/flights/flight-price-rules',
  promotionPriceRules: '/admin/flights/promotion-price-rules',
  visibleLuggage: '/admin/flights/visible-luggage-category',
  agencyGroups: '/admin/flights/agency-groups',
  agencies: '/agencias',
  operators: '/agencias/operador',
  sellers: '/agencias/vendedor',
  registrations: '/agencias/registros',
  alerts: '/admin/alertas',
  releaseNotes: '/admin/release-notes',
  outbox: '/admin/outbox',
  whatsNew: '/novedades',
  profile: '/usuario/detalles',
  changePassword: '/usuario/changePassword',
  cart: '/cart',
  customers: '/clientes',
  quotes: '/cart/cotizaciones',
  exchangeRates: '/admin/tipos-de-cambio',
  accounting: '/agencias/accounting',
  accountingHistorical: '/agencias/accounting/historical',
  deposits: '/reports/deposits',
  evidences: '/agencias/accounting/evidencias',
  reportSales: '/reports/flights/reservations-summary',
  reportPassengers: '/reports/flights/passengers-summary',
  reportAgencies: '/reports/flights/accounting-per-agency',
  reportFlights: '/reports/flights/accounting-per-flights',
  accountingProviders: '/agencias/accounting-provider',
  accountingProviderBalance: '/agencias/accounting-provider-balance',
  accountingProviderConfiguration: '/agencias/accounting-provider-configuration',
  // Issue 11: the staff's hotel catalogue (not in the spec's table; docs/decisions.md).
  hotelCatalog: '/admin/hoteles',
  // Issue 11, slice "hcat": the hotel chains' administration, beside the catalogue.
  hotelChains: '/admin/cadenas-hoteleras',
  // Issue 11, private houses: the search, the requests and the staff's catalogue (docs/decisions.md).
  houses: '/casas',
  houseRequests: '/casas/solicitudes',
  houseCatalog: '/admin/casas',
} as const;

/** Issue 11, slice "hui": where a hotel booking's page lives, `recordPath(HOTEL_RESERVATIONS, id)`, below the general list that opens it (docs/decisions.md). */
export const HOTEL_RESERVATIONS = '/resumen/hoteles';

const any =
  (...permissions: Permission[]): RouteRule =>
  (actor) =>
    hasAnyPermission(actor, permissions);

const accountingProvider: RouteRule = canSeeAccountingProviders;

const packages = any('Package View', 'Package with Booking');
const travels = any('Travels Api View', 'Travels Api With Booking');
const reservations = any('Reservation View', 'Reservation with Change');
const hotels = any('Hotel View', 'Hotel with Booking');
const houses = any('House View', 'House with Booking');
// The provider's staff only (agency users may hold the permission names): domain/services/hotelAvailability.ts.
const hotelAdmin: RouteRule = canSeeHotelAvailability;
const cars = any('Car View', 'Car with Booking');
const rentalBrandCars = any('Rental Brand Car View', 'Rental Brand Car with Booking');
const carAvailability = any('[Availability] Cars View', '[Availability] Cars Admin');
const dossiers = any('Dossier View', 'Dossier with Booking');
const flights = any('Flight View', 'Flight with Booking');
const flightAdmin = canManageFlights;
const flightPriceRules = canManageFlightPrices;
const excursions = any('Excursion View', 'Excursion with Booking');
const insurance = any('Pax List', 'Pax Reservation');
const transfers = any('Transfer View', 'Transfer with Booking');
const agencies = any('Agency and Operators View', 'Operator and Agency');
const admissions = any('FOD Activity View', 'FOD Activity Booking');
const parks = any('FOD Parks View', 'FOD Parks Booking');

export const MENU: readonly MenuArea[] = [
  {
    key: 'packages',
    routes: [
      route('/paquetes', 'packages', packages),
      route('/paquetes/:slug', 'packages', packages),
      route('/paquetes/reserva', 'packages.booking', any('Package with Booking')),
      route('/viajes', 'travels', travels),
    ],
  },
  {
    key: 'quotes',
    routes: [route(PATHS.quotes, 'quotes', canUseQuotes, { page: 'quotes.list', pages: [below(`${PATHS.quotes}/:id`, 'quotes', 'show', 'quotes.show')] })],
  },
  {
    key: 'bookings',
    routes: [
      route('/resumen', 'reservations', reservations, { page: 'resumen.list', pages: [below(`${HOTEL_RESERVATIONS}/:id`, 'hotel-reservations', 'show', 'hotels.reservation')] }),
      route('/resumen/vendedores', 'reservations.sellers', any('Seller Role', 'Seller Admin'), { page: 'resumen.sellers' }),
      route('/reservation/manual', 'reservations.manual', any('Reservation with Change')),
      // Not in the spec's table: the agencies' customers (spec §3 'Customer'), docs/decisions.md.
      route(PATHS.customers, 'customers', canManageCustomers, { page: 'customers.list', pages: createAndEdit(PATHS.customers, 'customers', 'customers') }),
    ],
  },
  {
    key: 'accommodation',
    routes: [
      route('/hoteles', 'hotels', hotels, { page: 'hotels.search' }),
      route('/hoteles/:slug', 'hotels', hotels, { page: 'hotels.detail' }),
      route(PATHS.houses, 'houses', houses, { page: 'houses.search' }),
      route(`${PATHS.houses}/:slug`, 'houses', houses, { page: 'houses.detail' }),
      route(PATHS.houseRequests, 'house-requests', canSeeHouseRequests, {
        page: 'house-requests.list',
        pages: [below(`${PATHS.houseRequests}/:id`, 'house-requests', 'show', 'house-requests.show')],
      }),
    ],
  },
  {
    key: 'hotel_admin',
    routes: [
      route('/disponibilidad/hoteles', 'hotel-availability', hotelAdmin, { page: 'hotel-availability.grid' }),
      route('/disponibilidad/logs', 'hotel-availability.logs', hotelAdmin, { page: 'hotel-availability.logs' }),
      route(PATHS.hotelCatalog, 'admin-hotels', canManageHotelCatalog, { page: 'admin-hotels.list', pages: createAndEdit(PATHS.hotelCatalog, 'admin-hotels', 'admin-hotels') }),
      route(PATHS.hotelChains, 'admin-hotel-chains', canManageHotelCatalog, { page: 'admin-hotel-chains.list', pages: createAndEdit(PATHS.hotelChains, 'admin-hotel-chains', 'admin-hotel-chains') }),
      route(PATHS.houseCatalog, 'admin-houses', canManageHouseCatalog, { page: 'admin-houses.list', pages: createAndEdit(PATHS.houseCatalog, 'admin-houses', 'admin-houses') }),
    ],
  },
  {
    key: 'cars',
    routes: [
      route('/carros', 'cars', cars),
      route('/carros/:slug', 'cars', cars),
      route('/carros_hdt', 'rental-brand-cars', rentalBrandCars),
      route('/carros_hdt/:slug', 'rental-brand-cars', rentalBrandCars),
      route('/carros_disponibilidad', 'car-risk-quotas', carAvailability),
      route('/disponibilidad/carros', 'car-availability', carAvailability),
    ],
  },
  { key: 'dossiers', routes: [route('/admin/dossiers', 'dossiers', dossiers)] },
  { key: 'logistics', routes: [route('/logistica', 'logistics', any('Logistic Commercial', 'Logistic Admin'))] },
  {
    key: 'reports',
    routes: [
      route(PATHS.deposits, 'deposits', canSeeReports, { page: 'deposits.report' }),
      // The flight reports (issue 10, slice "reports"; docs/decisions.md): below /reports, beside the deposits.
      route(PATHS.reportSales, 'reports.reservations-summary', canSeeReports, { page: 'reports.reservations-summary' }),
      route(PATHS.reportPassengers, 'reports.passengers-summary', canSeeReports, { page: 'reports.passengers-summary' }),
      route(PATHS.reportAgencies, 'reports.accounting-per-agency', canSeeReports, { page: 'reports.accounting-per-agency' }),
      route(PATHS.reportFlights, 'reports.accounting-per-flights', canSeeReports, { page: 'reports.accounting-per-flights' }),
    ],
  },
  {
    key: 'flights',
    routes: [
      route(PATHS.flightSearch, 'flights.search', any('Flight with Booking'), { page: 'flights.search' }),
      route(PATHS.flightReservations, 'flights.reservations', flights, {
        page: 'flights.reservations',
        pages: [below(`${PATHS.flightReservations}/:id`, 'flights.reservations', 'show', 'flights.reservation')],
      }),
      route(PATHS.flightHistory, 'flights.history', canSeeReservationHistory, { page: 'flights.history' }),
      route(PATHS.flightAvailability, 'flights.availability', (actor) => canSeeFlightAvailability(actor), { page: 'flights.availability' }),
      route(PATHS.manifests, 'flights.manifests', canSeeManifests, { page: 'flights.manifests' }),
      route(`${PATHS.manifests}/:slug`, 'flights.manifests', canSeeManifests, { page: 'flights.manifest' }),
      route(PATHS.checkin, 'flights.checkin', canCheckin, { page: 'flights.checkin' }),
      route(`${PATHS.checkin}/:slug`, 'flights.checkin', canCheckin, { page: 'flights.checkin-detail' }),
    ],
  },
  {
    key: 'flight_admin',
    routes: [
      route(PATHS.flights, 'admin-flights.flights', flightAdmin, {
        page: 'flights-admin.list',
        pages: [
          ...createAndEdit(PATHS.flights, 'flights', 'flights-admin'),
          below(PATHS.airlines, 'airlines', 'list', 'airlines.list'),
          below(PATHS.cities, 'cities', 'list', 'cities.list'),
          below(PATHS.airports, 'airports', 'list', 'airports.list'),
          below(PATHS.seatCategories, 'seat-categories', 'list', 'seat-categories.list'),
          below(PATHS.luggageCategories, 'luggage-categories', 'list', 'luggage-categories.list'),
          below(PATHS.airportSupplements, 'airport-supplements', 'list', 'airport-supplements.list'),
        ],
      }),
      route(PATHS.flightRoutes, 'admin-flights.routes', flightAdmin, {
        page: 'flight-routes.list',
        pages: createAndEdit(PATHS.flightRoutes, 'flight-routes', 'flight-routes'),
      }),
      route(PATHS.flightCalendars, 'admin-flights.calendars', flightAdmin, {
        page: 'flight-calendars.list',
        pages: createAndEdit(PATHS.flightCalendars, 'flight-calendars', 'flight-calendars'),
      }),
      route(PATHS.subcalendars, 'admin-flights.subcalendars', flightAdmin, {
        page: 'subcalendars.list',
        pages: [below(`${PATHS.subcalendars}/:id`, 'subcalendars', 'edit', 'subcalendars.edit')],
      }),
      route(PATHS.flightPriceRules, 'admin-flights.price-rules', flightPriceRules, {
        page: 'flight-price-rules.list',
        pages: createAndEdit(PATHS.flightPriceRules, 'flight-price-rules', 'flight-price-rules'),
      }),
      route(PATHS.promotionPriceRules, 'admin-flights.promotion-price-rules', flightPriceRules, {
        page: 'promotion-price-rules.list',
        pages: createAndEdit(PATHS.promotionPriceRules, 'promotion-price-rules', 'promotion-price-rules'),
      }),
      route(PATHS.visibleLuggage, 'admin-flights.visible-luggage-categories', flightAdmin, { page: 'visible-luggage-categories.list' }),
      route(PATHS.agencyGroups, 'agency-groups', canManageAgencyGroups, {
        page: 'agency-groups.list',
        pages: [below(createPath(PATHS.agencyGroups), 'agency-groups', 'create', 'agency-groups.create')],
      }),
      route(`${PATHS.agencyGroups}/:id`, 'agency-groups', canManageAgencyGroups, { page: 'agency-groups.edit', action: 'edit' }),
    ],
  },
  {
    key: 'excursions',
    routes: [route('/excursiones', 'excursions', excursions), route('/excursiones/:slug', 'excursions', excursions)],
  },
  {
    key: 'insurance',
    routes: [
      route('/seguros', 'insurance', insurance),
      route('/seguros/:slug', 'insurance', insurance),
      route('/seguros/emisiones', 'insurance.issues', insurance),
    ],
  },
  {
    key: 'transfers',
    routes: [route('/transfers', 'transfers', transfers), route('/transfers/:slug', 'transfers', transfers)],
  },
  {
    key: 'accounting',
    routes: [
      route(PATHS.accounting, 'accounting.agencies', canSeeAccountingMenus, {
        page: 'accounting.agencies',
        pages: [below(`${PATHS.accounting}/:id`, 'accounting-statement', 'show', 'accounting.statement')],
      }),
      route(PATHS.accountingHistorical, 'accounting.historical', canSeeAccountingMenus, { page: 'accounting.historical' }),
      route(PATHS.accountingProviders, 'accounting-providers', accountingProvider, {
        page: 'accounting-providers.list',
        pages: createAndEdit(PATHS.accountingProviders, 'accounting-providers', 'accounting-providers'),
      }),
      route(PATHS.accountingProviderBalance, 'accounting-providers.balance', accountingProvider, {
        page: 'accounting-providers.balance',
        pages: [below(`${PATHS.accountingProviderBalance}/:id`, 'accounting-providers.balance', 'show', 'accounting-providers.statement')],
      }),
      route(PATHS.accountingProviderConfiguration, 'accounting-providers.configuration', accountingProvider, {
        page: 'accounting-provider-configurations.list',
        pages: createAndEdit(PATHS.accountingProviderConfiguration, 'accounting-providers.configuration', 'accounting-provider-configurations'),
      }),
    ],
  },
  {
    key: 'payment_evidences',
    routes: [
      route(PATHS.evidences, 'payment-evidences', canSeeEvidences, {
        page: 'payment-evidences.list',
        pages: [
          below(createPath(PATHS.evidences), 'payment-evidences', 'create', 'payment-evidences.create'),
          below(`${PATHS.evidences}/:id`, 'payment-evidences', 'show', 'payment-evidences.show'),
        ],
      }),
    ],
  },
  {
    key: 'sustainability',
    routes: [route('/sostenibilidad/documents', 'sustainability', any('Sustainability View', 'Sustainability Admin'))],
  },
  {
    key: 'payment_gateways',
    routes: [
      route('/payment/custom', 'payments.custom', canManageFunds, { page: 'payments.custom' }),
      route('/payment', 'payments', canUseCardPaymentPage, { page: 'payments.card' }),
      route('/payment/revolut', 'payments.revolut', any('Revolut View', 'Revolut Payment Link'), { page: 'payments.revolut' }),
      route('/payment/payfacto', 'payments.payfacto', any('Payfacto View'), { page: 'payments.payfacto' }),
    ],
  },
  {
    key: 'agencies',
    routes: [
      route(PATHS.agencies, 'agencies', agencies, {
        page: 'agencies.list',
        pages: [below(createPath(PATHS.agencies), 'agencies', 'create', 'agencies.create')],
      }),
      route(`${PATHS.agencies}/:id`, 'agencies', agencies, { page: 'agencies.edit' }),
      route(PATHS.operators, 'operators', canSeeOperatorsMenu, {
        page: 'operators.list',
        pages: [below(createPath(PATHS.operators), 'operators', 'create', 'operators.create')],
      }),
      route(`${PATHS.operators}/:id`, 'operators', canSeeOperatorsMenu, { page: 'operators.edit', action: 'edit' }),
      route(PATHS.sellers, 'sellers', any('Seller Admin'), { page: 'sellers.list', pages: createAndEdit(PATHS.sellers, 'sellers', 'sellers') }),
      route(PATHS.registrations, 'registrations', canReviewRegistrations, {
        page: 'registrations.list',
        pages: [below(`${PATHS.registrations}/:id`, 'registrations', 'show', 'registrations.show')],
      }),
    ],
  },
  {
    key: 'admissions',
    routes: [route('/admisiones', 'admissions', admissions), route('/admisiones/:slug', 'admissions', admissions)],
  },
  {
    key: 'parks',
    routes: [route('/parques', 'parks', parks), route('/parques/:slug', 'parks', parks)],
  },
  // Not in the spec's table: the provider's staff need a place to write alerts and release notes.
  {
    key: 'administration',
    routes: [
      route(PATHS.alerts, 'alerts', canManageAlerts, { page: 'alerts.list', pages: createAndEdit(PATHS.alerts, 'alerts', 'alerts') }),
      route(PATHS.releaseNotes, 'release-notes.admin', canManageReleaseNotes, {
        page: 'release-notes.list',
        pages: createAndEdit(PATHS.releaseNotes, 'release-notes', 'release-notes'),
      }),
      route(PATHS.outbox, 'outbox', canManageOutbox, { page: 'outbox.list' }),
      route(PATHS.exchangeRates, 'exchange-rates', canManageExchangeRates, { page: 'exchange-rates.list' }),
    ],
  },
];

/** Routes every signed-in user may open whatever the groups (profile, cart, what's new). */
export const ALWAYS_ALLOWED_RESOURCES = ['profile', 'cart', 'release-notes'] as const;

/** What's new: every signed-in user reads the release notes here (user menu). */
export const WHATS_NEW_PATH = PATHS.whatsNew;

/** Pages of every signed-in user outside the side menu (user menu, top bar). */
export const ACCOUNT_PAGES: readonly PageRoute[] = [
  below(PATHS.profile, 'profile', 'show', 'profile'),
  below(PATHS.changePassword, 'profile', 'edit', 'change-password'),
  below(PATHS.cart, 'cart', 'list', 'cart'),
  below(PATHS.whatsNew, 'release-notes', 'list', 'whats-new'),
];

/** The areas a user sees, each with only the menu entries the user may open. */
export function visibleMenu(actor: Actor): MenuArea[] {
  return MENU.map((area) => ({ ...area, routes: area.routes.filter((r) => r.inMenu && r.rule(actor)) })).filter(
    (area) => area.routes.length > 0,
  );
}

/**
 * Where a sign-in without a `next` lands: an agency operator who may book flights starts on the
 * flight search (who books all day goes there first, issue 8); everyone else on the dashboard.
 */
export function landingPath(actor: Actor): string {
  const search = MENU.flatMap((area) => area.routes).find((r) => r.path === PATHS.flightSearch);
  return actor.type === 'operator' && search?.rule(actor) ? PATHS.flightSearch : PATHS.home;
}

export function findMenuRoute(resource: string): MenuRoute | undefined {
  for (const area of MENU) {
    const found = area.routes.find((r) => r.resource === resource);
    if (found) return found;
  }
  return undefined;
}
