/**
 * react-admin resource name → API endpoint (docs/api.md). A resource missing here is served at
 * `<resource>/`; add an entry when the path differs or a record lives somewhere special.
 */
import type { Identifier } from 'ra-core';

export interface Endpoint {
  /** List path, relative to the API base, with a trailing slash. */
  list: string;
  /** Path of one record; defaults to `<list><id>/`. */
  one?: (id: Identifier) => string;
}

const ENDPOINTS: Record<string, Endpoint> = {
  countries: { list: 'nomenclator/countries/', one: (id) => `nomenclator/country/${id}` },
  provinces: { list: 'nomenclator/provinces/' },
  'hotel-chains': { list: 'nomenclator/hotel_chains/' },
  'available-prices': { list: 'nomenclator/available-prices/' },
  currencies: { list: 'currency/' },
  configurations: { list: 'configurations/' },
  'cancellation-policies': { list: 'flights/cancellationpolicy/' },
  'term-conditions': { list: 'flights/termconditions/' },
  'user-alerts': { list: 'notifications/user-alerts/' },
  profile: { list: 'agency/operators/user/', one: (id) => `agency/operators/user/${id}/perfil` },
  'agency-funds': { list: 'accounting/agency-funds/' },
};

export function endpointFor(resource: string): Required<Endpoint> {
  const endpoint = ENDPOINTS[resource] ?? { list: `${resource.replace(/\/+$/, '')}/` };
  return { list: endpoint.list, one: endpoint.one ?? ((id) => `${endpoint.list}${encodeURIComponent(String(id))}/`) };
}
