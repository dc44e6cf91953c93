/**
 * Where each resource of the agency network lives: react-admin and the API know it by its English
 * name, the user by the spec's Spanish path. Every link, redirect after save and row click goes
 * through these helpers; react-admin's own English paths (/agencies/5) redirect here (routes.tsx).
 */
import type { Identifier } from 'ra-core';
import { FLIGHT_ADMIN_PATHS } from './flight-admin/paths.ts';

export const RESOURCE_PATHS = {
  agencies: '/agencias',
  operators: '/agencias/operador',
  sellers: '/agencias/vendedor',
  registrations: '/agencias/registros',
  'agency-groups': '/admin/flights/agency-groups',
  alerts: '/admin/alertas',
  'release-notes': '/admin/release-notes',
  outbox: '/admin/outbox',
  // Flight administration (issue 4): the inventory and its catalogue.
  ...FLIGHT_ADMIN_PATHS,
} as const;

export type NetworkResource = keyof typeof RESOURCE_PATHS;

export function isNetworkResource(resource: string): resource is NetworkResource {
  return Object.hasOwn(RESOURCE_PATHS, resource);
}

export function listPath(resource: NetworkResource): string {
  return RESOURCE_PATHS[resource];
}

export function createPath(resource: NetworkResource): string {
  return `${RESOURCE_PATHS[resource]}/create`;
}

export function recordPath(resource: NetworkResource, id: Identifier): string {
  return `${RESOURCE_PATHS[resource]}/${encodeURIComponent(String(id))}`;
}

/** A DataTable rowClick that opens the record at its Spanish path. */
export const rowClickTo =
  (resource: NetworkResource) =>
  (id: Identifier): string =>
    recordPath(resource, id);
