/**
 * The page registry: each page key of the route table (domain/menu.ts) → its lazy page. A route
 * without a page shows 'coming soon'; a test checks that the table and this registry name the same
 * pages. Every page is its own chunk.
 */
import { lazy, type ComponentType } from 'react';
import { agencyGroups } from '../../resources/agency-groups/index.ts';
import { agencies } from '../../resources/agencies/index.ts';
import { alerts } from '../../resources/alerts/index.ts';
import { flightAdminPages as fa } from '../../resources/flight-admin/index.ts';
import { operators } from '../../resources/operators/index.ts';
import { registrations } from '../../resources/registrations/index.ts';
import { outbox } from '../../resources/outbox/index.ts';
import { releaseNotes } from '../../resources/release-notes/index.ts';
import { sellers } from '../../resources/sellers/index.ts';
import { customers } from '../../resources/customers/index.ts';
import { quotes } from '../../resources/quotes/index.ts';
import { exchangeRates } from '../../resources/exchange-rates/index.ts';
import { CartPage, ChangePasswordPage, ProfilePage } from './lazyPages.ts';
import { accountingPages } from '../../resources/accounting/index.ts';
import { reportPages } from '../../resources/reports/index.ts';
import { accountingProviderPages as ap } from '../../resources/accounting-providers/index.ts';
import { hotelPages } from '../../resources/hotels/index.ts';
import { hotelChainPages } from '../../resources/hotel-chains/index.ts';
import { hotelAvailabilityPages } from '../../resources/hotel-availability/index.ts';

export const PAGES: Readonly<Record<string, ComponentType>> = {
  // Hotels (issue 11, hsell): search and the hotel page.
  'hotels.search': lazy(() => import('../booking/hotels/HotelSearchPage.tsx')),
  'hotels.detail': lazy(() => import('../booking/hotels/HotelPage.tsx')),
  'hotels.reservation': lazy(() => import('../../resources/hotel-reservations/HotelReservationShow.tsx')),
  // Flights (issue 4): booking, reservations, check-in and manifests.
  'flights.search': lazy(() => import('../booking/flights/FlightBookingPage.tsx')),
  'flights.reservations': lazy(() => import('../../resources/flight-reservations/ReservationList.tsx')),
  'flights.reservation': lazy(() => import('../../resources/flight-reservations/ReservationShow.tsx')),
  'flights.history': lazy(() => import('../../resources/flight-reservations/HistoryList.tsx')),
  'flights.availability': lazy(() => import('../../resources/flight-availability/AvailabilityList.tsx')),
  'flights.checkin': lazy(() => import('../../resources/checkin/CheckinList.tsx')),
  'flights.checkin-detail': lazy(() => import('../../resources/checkin/CheckinDetail.tsx')),
  'flights.manifests': lazy(() => import('../../resources/manifests/ManifestList.tsx')),
  'flights.manifest': lazy(() => import('../../resources/manifests/ManifestDetail.tsx')),
  // Flight administration (issue 4).
  'flights-admin.list': fa.flights,
  'flights-admin.create': fa.flightCreate,
  'flights-admin.edit': fa.flightEdit,
  'airlines.list': fa.airlines,
  'cities.list': fa.cities,
  'airports.list': fa.airports,
  'seat-categories.list': fa.seatCategories,
  'luggage-categories.list': fa.luggageCategories,
  'airport-supplements.list': fa.supplements,
  'flight-routes.list': fa.routes,
  'flight-routes.create': fa.routeCreate,
  'flight-routes.edit': fa.routeEdit,
  'flight-calendars.list': fa.calendars,
  'flight-calendars.create': fa.calendarCreate,
  'flight-calendars.edit': fa.calendarEdit,
  'subcalendars.list': fa.subcalendars,
  'subcalendars.edit': fa.subcalendarEdit,
  'flight-price-rules.list': fa.priceRules,
  'flight-price-rules.create': fa.priceRuleCreate,
  'flight-price-rules.edit': fa.priceRuleEdit,
  'promotion-price-rules.list': fa.promotions,
  'promotion-price-rules.create': fa.promotionCreate,
  'promotion-price-rules.edit': fa.promotionEdit,
  'visible-luggage-categories.list': fa.visibleLuggage,
  // The agency network (issue 3).
  'agencies.list': agencies.list,
  'agencies.create': agencies.create,
  'agencies.edit': agencies.edit,
  'operators.list': operators.list,
  'operators.create': operators.create,
  'operators.edit': operators.edit,
  'sellers.list': sellers.list,
  'sellers.create': sellers.create,
  'sellers.edit': sellers.edit,
  'registrations.list': registrations.list,
  'registrations.show': registrations.show,
  'agency-groups.list': agencyGroups.list,
  'agency-groups.create': agencyGroups.create,
  'agency-groups.edit': agencyGroups.edit,
  'alerts.list': alerts.list,
  'alerts.create': alerts.create,
  'alerts.edit': alerts.edit,
  'release-notes.list': releaseNotes.list,
  'release-notes.create': releaseNotes.create,
  'release-notes.edit': releaseNotes.edit,
  'outbox.list': outbox.list,
  // Payment gateways (issue 9, slice "cardpay").
  'payments.card': lazy(() => import('../../resources/payments/CardPaymentPage.tsx')),
  'payments.custom': lazy(() => import('../../resources/payments/CustomPaymentPage.tsx')),
  'payments.revolut': lazy(() => import('../../resources/payments/GatewayPages.tsx').then((m) => ({ default: m.RevolutPage }))),
  'payments.payfacto': lazy(() => import('../../resources/payments/GatewayPages.tsx').then((m) => ({ default: m.PayfactoPage }))),
  // Deposits and payment evidences (issue 10, docs/api-evidences.md).
  'deposits.report': lazy(() => import('../../resources/deposits/DepositReport.tsx')),
  'payment-evidences.list': lazy(() => import('../../resources/evidences/EvidenceList.tsx')),
  'payment-evidences.create': lazy(() => import('../../resources/evidences/EvidenceCreate.tsx')),
  'payment-evidences.show': lazy(() => import('../../resources/evidences/EvidenceShow.tsx')),
  // Private houses (issue 11, docs/api-houses.md).
  'houses.search': lazy(() => import('../booking/houses/HouseSearchPage.tsx')),
  'houses.detail': lazy(() => import('../booking/houses/HouseDetailPage.tsx')),
  'house-requests.list': lazy(() => import('../../resources/house-requests/HouseRequestList.tsx')),
  'house-requests.show': lazy(() => import('../../resources/house-requests/HouseRequestShow.tsx')),
  'admin-houses.list': lazy(() => import('../../resources/houses-admin/HouseList.tsx')),
  'admin-houses.create': lazy(() => import('../../resources/houses-admin/HouseCreate.tsx')),
  'admin-houses.edit': lazy(() => import('../../resources/houses-admin/HouseEdit.tsx')),
  // Every signed-in user.
  'whats-new': releaseNotes.whatsNew,
  profile: ProfilePage,
  'change-password': ChangePasswordPage,
  cart: CartPage,
  // Issue 9, slice "checkout": the agencies' customers.
  'customers.list': customers.list,
  'customers.create': customers.create,
  'customers.edit': customers.edit,
  // Issue 9, quotes and the exchange rates they convert with.
  'quotes.list': quotes.list,
  'quotes.show': quotes.show,
  'exchange-rates.list': exchangeRates.list,
  // The general reservation lists (issue 9).
  'resumen.list': lazy(() => import('../../resources/resumen/ResumenList.tsx')),
  'resumen.sellers': lazy(() => import('../../resources/resumen/SellerReservationList.tsx')),
  // The accountants' area (issue 10).
  'accounting.agencies': accountingPages.agencies,
  'accounting.statement': accountingPages.statement,
  'accounting.historical': accountingPages.historical,
  // The flight reports (issue 10).
  'reports.reservations-summary': reportPages.sales,
  'reports.passengers-summary': reportPages.passengers,
  'reports.accounting-per-agency': reportPages.agencies,
  'reports.accounting-per-flights': reportPages.flights,
  // The accounting providers (issue 10).
  'accounting-providers.list': ap.list,
  'accounting-providers.create': ap.create,
  'accounting-providers.edit': ap.edit,
  'accounting-providers.balance': ap.balance,
  'accounting-providers.statement': ap.statement,
  'accounting-provider-configurations.list': ap.configurations,
  'accounting-provider-configurations.create': ap.configurationCreate,
  'accounting-provider-configurations.edit': ap.configurationEdit,
  // The hotel catalogue (issue 11).
  'admin-hotels.list': hotelPages.list,
  'admin-hotels.create': hotelPages.create,
  'admin-hotels.edit': hotelPages.edit,
  // The hotel chains (issue 11, slice "hcat").
  'admin-hotel-chains.list': hotelChainPages.list,
  'admin-hotel-chains.create': hotelChainPages.create,
  'admin-hotel-chains.edit': hotelChainPages.edit,
  // Hotel availability administration (issue 11, slice "havail").
  'hotel-availability.grid': hotelAvailabilityPages.grid,
  'hotel-availability.logs': hotelAvailabilityPages.logs,
};
