/**
 * One access decision for the whole product: react-admin's authProvider.canAccess, the side menu,
 * the custom-route guards and the server's permission guard all call `canAccess`.
 * Unknown resources are refused: access is granted only where a rule says so.
 */
import { canEditAccountingProviders, canSeeAccountingProviders } from './accountingProviders.ts';
import { canSeeAccountingBalances, canSeeBreakdownByLevels, canSeeStatement } from './accounting/rules.ts';
import { ALWAYS_ALLOWED_RESOURCES, findMenuRoute } from './menu.ts';
import {
  canDeleteAgency,
  canEditAgency,
  canManageAgencyGroups,
  canManageAlerts,
  canManageMarkups,
  canManageOperator,
  canManageOperators,
  canManageReleaseNotes,
  canManageSellers,
  canReviewRegistrations,
  canViewAgencies,
  type AgencyTarget,
} from './networkRules.ts';
import {
  canCheckin,
  canCreateAgency,
  canSeeAgencyFund,
  canEditConfigurations,
  canSeeFlightAvailability,
  canSeeManifests,
  canSeeReports,
  canSeeReservationHistory,
  hasAnyPermission,
  hasPermission,
} from './rules.ts';
import { canSeePaymentOperations } from './payments/rules.ts';
import { canListOwnSales, canListReservations } from './reservations/listRules.ts';
import type { AgencyLevel } from './roles.ts';
import { canChooseAgencies, canReviewEvidences, canSeeEvidences, canUploadEvidences } from './evidences/rules.ts';
import { canManageFunds } from './payments/rules.ts';
import type { Actor } from './session.ts';
import { canManageHotelCatalog } from './services/hotelRules.ts';
import { canChangeHotelAvailability, canSeeHotelAvailability } from './services/hotelAvailability.ts';
import { canManageHouseCatalog, canRequestHouses, canSearchHouses, canSeeHouseRequests } from './houses/rules.ts';
import { canOpenHotelReservation } from './services/hotelBookingPage.ts';

export interface AccessRequest {
  resource: string;
  /** react-admin actions: list, show, create, edit, delete, export, or a custom verb. */
  action: string;
  record?: unknown;
}

type ActionRule = (actor: Actor, record?: unknown) => boolean;

function agencyOf(record: unknown): AgencyTarget | undefined {
  const r = record as { id?: unknown; level?: unknown } | undefined;
  return r && typeof r.id === 'number' && typeof r.level === 'string' ? { id: r.id, level: r.level as AgencyLevel } : undefined;
}

/** A markup record names its agency's level; without a record, the permission alone decides. */
function markupAgencyOf(record: unknown): AgencyTarget | undefined {
  const r = record as { agency?: unknown; agency_level?: unknown } | undefined;
  return r && typeof r.agency === 'number' && typeof r.agency_level === 'string' ? { id: r.agency, level: r.agency_level as AgencyLevel } : undefined;
}

/** An operator record names its type and groups: an admin holding more than the actor is out of reach. */
const manageOperator: ActionRule = (actor, record) => {
  const r = record as { id?: unknown; type?: unknown; groups?: unknown } | undefined;
  if (r && typeof r.id === 'number' && typeof r.type === 'string' && Array.isArray(r.groups)) {
    return canManageOperator(actor, { id: r.id, type: r.type, groups: r.groups.filter((g): g is string => typeof g === 'string') });
  }
  return canManageOperators(actor);
};

const all = (rule: ActionRule): Partial<Record<string, ActionRule>> => ({ list: rule, show: rule, create: rule, edit: rule, delete: rule, export: rule });

/** Flight search, the reservation list and its details (menu area 'flights'). */
const flightReader: ActionRule = (actor) => hasAnyPermission(actor, ['Flight View', 'Flight with Booking']);
const readOnly = (rule: ActionRule): Partial<Record<string, ActionRule>> => ({ list: rule, show: rule, export: rule });

/**
 * Flight administration (menu area 'flight_admin'): the same rules as its pages, read from the
 * menu so the browser and the server guards cannot drift apart.
 */
const menuRule =
  (resource: string): ActionRule =>
  (actor) =>
    findMenuRoute(resource)?.rule(actor) ?? false;
const flightManager = menuRule('admin-flights.flights');
const flightPricer = menuRule('admin-flights.price-rules');

const manageMarkup: ActionRule = (actor, record) => {
  const target = markupAgencyOf(record);
  return target ? canManageMarkups(actor, target) : hasPermission(actor, 'Operator and Agency') || hasPermission(actor, 'Flight Margination');
};

/**
 * Rules that differ by action from the route rule of the resource's area. Record-level rules get
 * the record when react-admin passes one (edit and delete buttons); without it they answer whether
 * the action is possible at all, and the server decides for the actual record.
 */
const ACTION_RULES: Record<string, Partial<Record<string, ActionRule>>> = {
  agencies: {
    list: canViewAgencies,
    show: canViewAgencies,
    export: canViewAgencies,
    create: (actor) => canCreateAgency(actor),
    edit: (actor, record) => {
      const target = agencyOf(record);
      return target ? canEditAgency(actor, target) : hasPermission(actor, 'Operator and Agency');
    },
    delete: (actor, record) => {
      const target = agencyOf(record);
      return target ? canDeleteAgency(actor, target) : hasPermission(actor, 'Operator and Agency');
    },
  },
  markups: { list: canViewAgencies, show: canViewAgencies, create: manageMarkup, edit: manageMarkup, delete: manageMarkup },
  operators: { ...all(canManageOperators), edit: manageOperator },
  sellers: all(canManageSellers),
  'agency-groups': all(canManageAgencyGroups),
  registrations: all(canReviewRegistrations),
  alerts: all(canManageAlerts),
  'alert-recipients': all(canManageAlerts),
  'release-notes': { create: canManageReleaseNotes, edit: canManageReleaseNotes, delete: canManageReleaseNotes },
  configurations: { edit: canEditConfigurations },
  'agency-funds': { show: canSeeAgencyFund, list: canSeeAgencyFund, read: canSeeAgencyFund },
  // Flights (issue 4): the dataProvider resources behind the /vuelos pages.
  'flight-cities-origin': readOnly(flightReader),
  'flight-cities-destination': readOnly(flightReader),
  'flight-cities': readOnly(flightReader),
  'flight-categories': readOnly(flightReader),
  'flight-airlines': readOnly(flightReader),
  'flight-reservations': readOnly(flightReader),
  'reservation-notes': { list: flightReader, show: flightReader, create: flightReader, edit: flightReader },
  'flight-reservation-history': readOnly(canSeeReservationHistory),
  'flight-availability': readOnly((actor) => canSeeFlightAvailability(actor)),
  'flight-checkin': { ...readOnly(canCheckin), edit: canCheckin },
  'flight-manifests': readOnly(canSeeManifests),
  // Flight administration (issue 4, docs/api-flights.md 'Administration API in detail').
  airlines: all(flightManager),
  cities: all(flightManager),
  airports: all(flightManager),
  'seat-categories': all(flightManager),
  'luggage-categories': all(flightManager),
  'visible-luggage-categories': all(flightManager),
  'flight-routes': all(flightManager),
  flights: all(flightManager),
  'flight-calendars': all(flightManager),
  subcalendars: all(flightManager),
  'airport-supplements': all(flightManager),
  'flight-admin-history': readOnly(flightManager),
  'flight-price-rules': all(flightPricer),
  'promotion-price-rules': all(flightPricer),
  // The general reservation lists (/resumen, /resumen/vendedores) and a reservation's payment operations (issue 9).
  reservations: readOnly(canListReservations),
  'seller-reservations': readOnly(canListOwnSales),
  'payment-operations': readOnly(canSeePaymentOperations),
  // The accountants' area (issue 10, domain/accounting/rules.ts).
  'accounting-balances': readOnly(canSeeAccountingBalances),
  'accounting-statement': readOnly(canSeeStatement),
  'accounting-historic': readOnly(canSeeAccountingBalances),
  'accounting-breakdown': readOnly(canSeeBreakdownByLevels),
  // Issue 10, slice "evidences" (docs/api-evidences.md).
  deposits: { list: canSeeReports, show: canSeeReports, export: canSeeReports, create: canManageFunds },
  'payment-evidences': { list: canSeeEvidences, show: canSeeEvidences, create: canUploadEvidences, edit: canReviewEvidences },
  'agency-choices': { list: canChooseAgencies, show: canChooseAgencies },
  // The flight reports (issue 10, spec §6 'Reports', domain/reports/rules.ts).
  'report-sales-month': readOnly(canSeeReports),
  'report-sales-agency': readOnly(canSeeReports),
  'report-sales-route': readOnly(canSeeReports),
  'report-passengers': readOnly(canSeeReports),
  'report-accounting-agencies': readOnly(canSeeReports),
  'report-accounting-flights': readOnly(canSeeReports),
  // The hotel catalogue (issue 11, domain/services/hotelRules.ts).
  'admin-hotels': all(canManageHotelCatalog),
  'hotel-chains': all(canManageHotelCatalog),
  'hotel-room-types': all(canManageHotelCatalog),
  'hotel-occupancies': all(canManageHotelCatalog),
  'hotel-contracts': all(canManageHotelCatalog),
  'hotel-prices': all(canManageHotelCatalog),
  'hotel-supplements': all(canManageHotelCatalog),
  'hotel-offers': all(canManageHotelCatalog),
  'hotel-history': readOnly(canManageHotelCatalog),
  'admin-hotel-chains': all(canManageHotelCatalog),
  // Issue 11, slice "havail": availability administration and its log (domain/services/hotelAvailability.ts).
  'hotel-availability': { list: canSeeHotelAvailability, show: canSeeHotelAvailability, export: canSeeHotelAvailability, edit: canChangeHotelAvailability, create: canChangeHotelAvailability },
  'hotel-availability-logs': readOnly(canSeeHotelAvailability),
  // The accounting providers' lists (issue 10, domain/accountingProviders.ts): without these the
  // balance, statement and configuration pages were sent to /access-denied (their List checks canAccess).
  'accounting-provider-balances': readOnly(canSeeAccountingProviders),
  'accounting-provider-statement': readOnly(canSeeAccountingProviders),
  'accounting-provider-configurations': { ...readOnly(canSeeAccountingProviders), create: canEditAccountingProviders, edit: canEditAccountingProviders, delete: canEditAccountingProviders },
  'accounting-provider-payouts': { ...readOnly(canSeeAccountingProviders), create: canEditAccountingProviders },
  // Private houses (issue 11, domain/houses/rules.ts).
  houses: { ...readOnly(canSearchHouses), create: canRequestHouses },
  'house-requests': { ...readOnly(canSeeHouseRequests), edit: canSeeHouseRequests },
  'admin-houses': all(canManageHouseCatalog),
  // A hotel booking's page (issue 11, slice "hui"; domain/services/hotelBookingPage.ts).
  'hotel-reservations': readOnly(canOpenHotelReservation),
};

export function canAccess(actor: Actor | null | undefined, request: AccessRequest): boolean {
  if (!actor) return false;
  const special = ACTION_RULES[request.resource]?.[request.action];
  if (special) return special(actor, request.record);
  if ((ALWAYS_ALLOWED_RESOURCES as readonly string[]).includes(request.resource)) return true;
  const route = findMenuRoute(request.resource);
  if (route) return route.rule(actor);
  return false;
}
