/**
 * Where each resource of the agency network lives: react-admin and the API know it by its English
 * name, the user by the spec's Spanish path of the route table (domain/menu.ts). Every link, redirect
 * after save and row click goes through these helpers; react-admin's own English paths (/agencies/5)
 * redirect here (src/routes/resourceRedirects.tsx).
 */
import type { Identifier } from 'ra-core';
import { createPath as createPathOf, PATHS, recordPath as recordPathOf } from '../domain/menu.ts';
import { FLIGHT_ADMIN_PATHS } from './flight-admin/paths.ts';

export const RESOURCE_PATHS = {
  agencies: PATHS.agencies,
  operators: PATHS.operators,
  sellers: PATHS.sellers,
  registrations: PATHS.registrations,
  'agency-groups': PATHS.agencyGroups,
  alerts: PATHS.alerts,
  'release-notes': PATHS.releaseNotes,
  outbox: PATHS.outbox,
  // Flight administration (issue 4): the inventory and its catalogue.
  ...FLIGHT_ADMIN_PATHS,
  customers: PATHS.customers,
  // Issue 9, quotes.
  quotes: PATHS.quotes,
  'exchange-rates': PATHS.exchangeRates,
  // Issue 11, the hotel catalogue.
  'admin-hotels': PATHS.hotelCatalog,
  'admin-hotel-chains': PATHS.hotelChains,
  // Issue 11, private houses.
  'admin-houses': PATHS.houseCatalog,
  'house-requests': PATHS.houseRequests,
} as const;

export type NetworkResource = keyof typeof RESOURCE_PATHS;

export function isNetworkResource(resource: string): resource is NetworkResource {
  return Object.hasOwn(RESOURCE_PATHS, resource);
}

export function listPath(resource: NetworkResource): string {
  return RESOURCE_PATHS[resource];
}

export function createPath(resource: NetworkResource): string {
  return createPathOf(RESOURCE_PATHS[resource]);
}

export function recordPath(resource: NetworkResource, id: Identifier): string {
  return recordPathOf(RESOURCE_PATHS[resource], id);
}

/** A DataTable rowClick that opens the record at its Spanish path. */
export const rowClickTo =
  (resource: NetworkResource) =>
  (id: Identifier): string =>
    recordPath(resource, id);
