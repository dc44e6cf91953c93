/**
 * react-admin resource name → API endpoint (docs/api.md). A resource missing here is served at
 * `<resource>/`; add an entry when the path differs or a record lives somewhere special.
 */
import type { Identifier } from 'ra-core';

/**
 * How `getMany` fetches records by id: `id__in` (one list request, the default), `one` (one
 * detail request per id, for endpoints without `id__in`), or `list` (the whole, short list once,
 * filtered here: currencies, agency groups).
 */
export type GetManyStrategy = 'id__in' | 'one' | 'list';

export interface Endpoint {
  /** List path, relative to the API base, with a trailing slash. */
  list: string;
  /** Path of one record; defaults to `<list><id>/`. */
  one?: (id: Identifier) => string;
  getMany?: GetManyStrategy;
}

const ENDPOINTS: Record<string, Endpoint> = {
  countries: { list: 'nomenclator/countries/', one: (id) => `nomenclator/country/${id}`, getMany: 'one' },
  provinces: { list: 'nomenclator/provinces/' },
  'hotel-chains': { list: 'nomenclator/hotel_chains/' },
  'available-prices': { list: 'nomenclator/available-prices/' },
  currencies: { list: 'currency/', getMany: 'list' },
  configurations: { list: 'configurations/' },
  'cancellation-policies': { list: 'flights/cancellationpolicy/' },
  'term-conditions': { list: 'flights/termconditions/' },
  'user-alerts': { list: 'notifications/user-alerts/' },
  profile: { list: 'agency/operators/user/', one: (id) => `agency/operators/user/${id}/perfil` },
  'agency-funds': { list: 'accounting/agency-funds/' },
  // Agency network (docs/api.md, issue 3).
  agencies: { list: 'agency/agencies/' },
  markups: { list: 'agency/markups/', getMany: 'one' },
  operators: { list: 'agency/operators/' },
  sellers: { list: 'agency/sellers/', getMany: 'one' },
  'agency-groups': { list: 'agency/agencies/groups/', getMany: 'list' },
  registrations: { list: 'agency/registrations/', getMany: 'one' },
  alerts: { list: 'notifications/alerts/', getMany: 'one' },
  'alert-recipients': { list: 'notifications/alerts/recipients/' },
  'release-notes': { list: 'release-notes/', getMany: 'one' },
  outbox: { list: 'system/outbox/' },
  // Flights for agencies and check-in staff (docs/api-flights.md, issue 4).
  'flight-cities-origin': { list: 'flights/city-origin/', getMany: 'list' },
  'flight-cities-destination': { list: 'flights/city-destination/', getMany: 'list' },
  'flight-cities': { list: 'flights/cities-all/', getMany: 'list' },
  'flight-categories': { list: 'flights/categories/', getMany: 'list' },
  'flight-airlines': { list: 'flights/airlines/', getMany: 'list' },
  'flight-reservations': { list: 'flights/reservations/', getMany: 'one' },
  // A hotel booking's hotel part (docs/api-hotels-booking.md 'After booking'): read one by one.
  'hotel-reservations': { list: 'hotels/reservations/', getMany: 'one' },
  'flight-reservation-history': { list: 'flights/reservations/history/' },
  'reservation-notes': { list: 'reservations/notes/', getMany: 'one' },
  'flight-availability': { list: 'flights/availability/v2/' },
  'flight-checkin': { list: 'flights/checkin/', one: (id) => `flights/${encodeURIComponent(String(id))}/manifest/v2/`, getMany: 'one' },
  'flight-manifests': { list: 'flights/manifests/', one: (id) => `flights/${encodeURIComponent(String(id))}/manifest/`, getMany: 'one' },
  // Flight administration (docs/api-flights.md 'Administration API in detail').
  airlines: { list: 'admin-flights/airline/' },
  cities: { list: 'admin-flights/city/' },
  airports: { list: 'admin-flights/airport/' },
  'seat-categories': { list: 'admin-flights/category/' },
  'luggage-categories': { list: 'admin-flights/luggage-category/' },
  'visible-luggage-categories': { list: 'admin-flights/visible-luggage-category/' },
  'flight-routes': { list: 'admin-flights/route/' },
  flights: { list: 'admin-flights/flight/' },
  'flight-calendars': { list: 'admin-flights/schedule/' },
  subcalendars: { list: 'admin-flights/subcalendar/' },
  'flight-price-rules': { list: 'admin-flights/flight-price-rule/' },
  'promotion-price-rules': { list: 'admin-flights/promotion-price-rule/' },
  'airport-supplements': { list: 'admin-flights/airport-supplement/' },
  // Issue 9, quotes (docs/api-quotes.md).
  quotes: { list: 'cart/quotes/' },
  'exchange-rates': { list: 'currency/exchange-rates/' },
  // The general reservation lists and a reservation's payment operations (issue 9).
  'seller-reservations': { list: 'sellers/reservations/' },
  'payment-operations': { list: 'payments/operations/' },
  // The accountants' area (docs/api-accounting.md, issue 10); the statement is accountingMethods.getStatementList.
  'accounting-balances': { list: 'accounting/balance/' },
  'accounting-historic': { list: 'accounting/balance-historic/' },
  'accounting-breakdown': { list: 'accounting/breakdown-levels/' },
  // Payment operations per gateway, card terminal and custom payments (docs/api-payments-gateways.md).
  'payments-revolut': { list: 'payments/gateways/revolut/operations/' },
  'payments-payfacto': { list: 'payments/gateways/payfacto/operations/' },
  'payments-tpv': { list: 'payments/gateways/tpv/operations/' },
  'payments-custom': { list: 'payments/gateways/custom/operations/' },
  'payments-card': { list: 'payments/gateways/card/operations/' },
  // Deposits and payment evidences (docs/api-evidences.md, issue 10).
  deposits: { list: 'reports/deposits/' },
  'payment-evidences': { list: 'accounting/evidences/', getMany: 'one' },
  'agency-choices': { list: 'accounting/agency-choices/' },
  // The flight reports (docs/api-reports.md, issue 10); each exports at `<list>export/` (reportMethods).
  'report-sales-month': { list: 'reports/flights/reservations-summary/month/', getMany: 'list' },
  'report-sales-agency': { list: 'reports/flights/reservations-summary/agency/', getMany: 'list' },
  'report-sales-route': { list: 'reports/flights/reservations-summary/route/', getMany: 'list' },
  'report-passengers': { list: 'reports/flights/passengers-summary/', getMany: 'list' },
  'report-accounting-agencies': { list: 'reports/flights/accounting-per-agency/', getMany: 'list' },
  'report-accounting-flights': { list: 'reports/flights/accounting-per-flights/', getMany: 'list' },
  // The accounting providers (docs/api-accounting-providers.md); a statement is accountingProviderMethods.getProviderStatementList.
  'accounting-providers': { list: 'accounting-provider/providers/' },
  'accounting-provider-configurations': { list: 'accounting-provider/configurations/' },
  'accounting-provider-balances': { list: 'accounting-provider/balance/' },
  'accounting-provider-payouts': { list: 'accounting-provider/payouts/' },
  // The hotel catalogue (docs/api-hotels.md, issue 11).
  'admin-hotels': { list: 'admin-hotels/hotel/' },
  'hotel-room-types': { list: 'admin-hotels/room-type/' },
  'hotel-occupancies': { list: 'admin-hotels/occupancy/' },
  'hotel-contracts': { list: 'admin-hotels/contract/' },
  'hotel-prices': { list: 'admin-hotels/price/' },
  'hotel-supplements': { list: 'admin-hotels/supplement/' },
  'hotel-offers': { list: 'admin-hotels/offer/' },
  // Issue 11, slice "hcat": the chains' administration (the nomenclator above reads active ones only).
  'admin-hotel-chains': { list: 'admin-hotels/chain/' },
  destinations: { list: 'nomenclator/destinations/' },
  zones: { list: 'nomenclator/zones/' },
  'meal-plans': { list: 'nomenclator/meal_plans/' },
  // Hotel availability administration (issue 11, slice "havail").
  'hotel-availability-logs': { list: 'hotel-availability/logs/' },
  'hotel-availability-hotels': { list: 'hotel-availability/hotels/' },
  'hotel-availability-room-types': { list: 'hotel-availability/room-types/' },
  'hotel-availability-users': { list: 'hotel-availability/users/' },
  // Private houses (docs/api-houses.md, issue 11).
  'admin-houses': { list: 'admin-houses/house/' },
  houses: { list: 'houses/search/' },
  'house-requests': { list: 'houses/requests/', getMany: 'one' },
};

export function endpointFor(resource: string): Required<Endpoint> {
  const endpoint = ENDPOINTS[resource] ?? { list: `${resource.replace(/\/+$/, '')}/` };
  return {
    list: endpoint.list,
    one: endpoint.one ?? ((id) => `${endpoint.list}${encodeURIComponent(String(id))}/`),
    getMany: endpoint.getMany ?? 'id__in',
  };
}
