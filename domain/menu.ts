/**
 * The side menu of spec §2 ('Side menu, shown by permission'), every area and route, each with the
 * rule that lets a user in. The browser builds the menu and guards custom routes from this table;
 * the server guards the endpoints behind each area with the same rules.
 */
import type { Permission } from './permissions.ts';
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
import type { Actor } from './session.ts';

export type RouteRule = (actor: Actor) => boolean;

export interface MenuRoute {
  /** Path as react-router matches it; `:slug` stands for the spec's `[slug]`. */
  path: string;
  /** Access-control resource name, used with react-admin's canAccess and the server guard. */
  resource: string;
  /** Shown as an entry of the side menu (detail pages are not). */
  inMenu: boolean;
  rule: RouteRule;
}

export interface MenuArea {
  /** i18n key suffix: app.menu.areas.<key> */
  key: string;
  routes: MenuRoute[];
}

const any =
  (...permissions: Permission[]): RouteRule =>
  (actor) =>
    hasAnyPermission(actor, permissions);

const accountingProvider: RouteRule = (actor) =>
  canSeeAccountingMenus(actor) || (hasPermission(actor, '[Accounting Provider] Manage') && actor.agency.level === 'agency_1st_level');

function route(path: string, resource: string, rule: RouteRule, inMenu = true): MenuRoute {
  return { path, resource, rule, inMenu };
}

const packages = any('Package View', 'Package with Booking');
const travels = any('Travels Api View', 'Travels Api With Booking');
const reservations = any('Reservation View', 'Reservation with Change');
const hotels = any('Hotel View', 'Hotel with Booking');
const houses = any('House View', 'House with Booking');
const hotelAdmin = any('[Availability] Hotel View', 'Admin Products Availability');
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
      route('/paquetes/:slug', 'packages', packages, false),
      route('/paquetes/reserva', 'packages.booking', any('Package with Booking')),
      route('/viajes', 'travels', travels),
    ],
  },
  { key: 'quotes', routes: [route('/cart/cotizaciones', 'quotes', any('Shopping Cart Quotes'))] },
  {
    key: 'bookings',
    routes: [
      route('/resumen', 'reservations', reservations),
      route('/resumen/vendedores', 'reservations.sellers', any('Seller Role', 'Seller Admin')),
      route('/reservation/manual', 'reservations.manual', any('Reservation with Change')),
    ],
  },
  {
    key: 'accommodation',
    routes: [
      route('/hoteles', 'hotels', hotels),
      route('/hoteles/:slug', 'hotels', hotels, false),
      route('/casas', 'houses', houses),
      route('/casas/:slug', 'houses', houses, false),
      route('/casas/solicitudes', 'houses.requests', any('House Solicitude')),
    ],
  },
  {
    key: 'hotel_admin',
    routes: [
      route('/disponibilidad/hoteles', 'hotel-availability', hotelAdmin),
      route('/disponibilidad/logs', 'hotel-availability.logs', hotelAdmin),
    ],
  },
  {
    key: 'cars',
    routes: [
      route('/carros', 'cars', cars),
      route('/carros/:slug', 'cars', cars, false),
      route('/carros_hdt', 'rental-brand-cars', rentalBrandCars),
      route('/carros_hdt/:slug', 'rental-brand-cars', rentalBrandCars, false),
      route('/carros_disponibilidad', 'car-risk-quotas', carAvailability),
      route('/disponibilidad/carros', 'car-availability', carAvailability),
    ],
  },
  { key: 'dossiers', routes: [route('/admin/dossiers', 'dossiers', dossiers)] },
  { key: 'logistics', routes: [route('/logistica', 'logistics', any('Logistic Commercial', 'Logistic Admin'))] },
  { key: 'reports', routes: [route('/reports/deposits', 'reports.deposits', canSeeReports)] },
  {
    key: 'flights',
    routes: [
      route('/vuelos/reserva/ruta', 'flights.search', any('Flight with Booking')),
      route('/vuelos/reserva/list', 'flights.reservations', flights),
      route('/vuelos/reserva/historial', 'flights.history', canSeeReservationHistory),
      route('/vuelos/disponibilidad', 'flights.availability', (actor) => canSeeFlightAvailability(actor)),
      route('/vuelos/manifiestos', 'flights.manifests', canSeeManifests),
      route('/vuelos/manifiestos/:slug', 'flights.manifests', canSeeManifests, false),
      route('/vuelos/checkin', 'flights.checkin', canCheckin),
      route('/vuelos/checkin/:slug', 'flights.checkin', canCheckin, false),
    ],
  },
  {
    key: 'flight_admin',
    routes: [
      route('/admin/flights/list', 'admin-flights.flights', flightAdmin),
      route('/admin/flights/route', 'admin-flights.routes', flightAdmin),
      route('/admin/flights/calendars', 'admin-flights.calendars', flightAdmin),
      route('/admin/flights', 'admin-flights.subcalendars', flightAdmin),
      route('/admin/flights/flight-price-rules', 'admin-flights.price-rules', flightPriceRules),
      route('/admin/flights/promotion-price-rules', 'admin-flights.promotion-price-rules', flightPriceRules),
      route('/admin/flights/visible-luggage-category', 'admin-flights.visible-luggage-categories', flightAdmin),
      route('/admin/flights/agency-groups', 'agency-groups', canManageAgencyGroups),
      route('/admin/flights/agency-groups/:slug', 'agency-groups', canManageAgencyGroups, false),
    ],
  },
  {
    key: 'excursions',
    routes: [route('/excursiones', 'excursions', excursions), route('/excursiones/:slug', 'excursions', excursions, false)],
  },
  {
    key: 'insurance',
    routes: [
      route('/seguros', 'insurance', insurance),
      route('/seguros/:slug', 'insurance', insurance, false),
      route('/seguros/emisiones', 'insurance.issues', insurance),
    ],
  },
  {
    key: 'transfers',
    routes: [route('/transfers', 'transfers', transfers), route('/transfers/:slug', 'transfers', transfers, false)],
  },
  {
    key: 'accounting',
    routes: [
      route('/agencias/accounting', 'accounting.agencies', canSeeAccountingMenus),
      route('/agencias/accounting/historical', 'accounting.historical', canSeeAccountingMenus),
      route('/agencias/accounting-provider', 'accounting-providers', accountingProvider),
      route('/agencias/accounting-provider-balance', 'accounting-providers.balance', accountingProvider),
      route('/agencias/accounting-provider-configuration', 'accounting-providers.configuration', accountingProvider),
    ],
  },
  {
    key: 'payment_evidences',
    routes: [route('/agencias/accounting/evidencias', 'payment-evidences', any('Finances Booking', 'Admin Finances', 'Accounting with Change'))],
  },
  {
    key: 'sustainability',
    routes: [route('/sostenibilidad/documents', 'sustainability', any('Sustainability View', 'Sustainability Admin'))],
  },
  {
    key: 'payment_gateways',
    routes: [
      route('/payment/custom', 'payments.custom', any('TPV Payment')),
      route('/payment', 'payments', any('TPV Payment')),
      route('/payment/revolut', 'payments.revolut', any('Revolut View', 'Revolut Payment Link')),
      route('/payment/payfacto', 'payments.payfacto', any('Payfacto View')),
    ],
  },
  {
    key: 'agencies',
    routes: [
      route('/agencias', 'agencies', agencies),
      route('/agencias/:slug', 'agencies', agencies, false),
      route('/agencias/operador', 'operators', canSeeOperatorsMenu),
      route('/agencias/operador/:slug', 'operators', canSeeOperatorsMenu, false),
      route('/agencias/vendedor', 'sellers', any('Seller Admin')),
      route('/agencias/registros', 'registrations', canReviewRegistrations),
    ],
  },
  {
    key: 'admissions',
    routes: [route('/admisiones', 'admissions', admissions), route('/admisiones/:slug', 'admissions', admissions, false)],
  },
  {
    key: 'parks',
    routes: [route('/parques', 'parks', parks), route('/parques/:slug', 'parks', parks, false)],
  },
  // Not in the spec's table: the provider's staff need a place to write alerts and release notes.
  {
    key: 'administration',
    routes: [
      route('/admin/alertas', 'alerts', canManageAlerts),
      route('/admin/release-notes', 'release-notes.admin', canManageReleaseNotes),
      route('/admin/outbox', 'outbox', canManageOutbox),
    ],
  },
];

/** Routes every signed-in user may open whatever the groups (profile, cart, what's new). */
export const ALWAYS_ALLOWED_RESOURCES = ['profile', 'cart', 'release-notes'] as const;

/** What's new: every signed-in user reads the release notes here (user menu). */
export const WHATS_NEW_PATH = '/novedades';

/** The areas a user sees, each with only the menu entries the user may open. */
export function visibleMenu(actor: Actor): MenuArea[] {
  return MENU.map((area) => ({ ...area, routes: area.routes.filter((r) => r.inMenu && r.rule(actor)) })).filter(
    (area) => area.routes.length > 0,
  );
}

export function findMenuRoute(resource: string): MenuRoute | undefined {
  for (const area of MENU) {
    const found = area.routes.find((r) => r.resource === resource);
    if (found) return found;
  }
  return undefined;
}
