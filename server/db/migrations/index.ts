/**
 * Every migration, by name, in the order they run. A static map rather than a folder scan, so it
 * works the same under tsx, vitest and a bundler. Never rename or edit a migration that shipped:
 * add a new one.
 */
import type { Migration } from 'kysely';
import { migration as nomenclators } from './0001_nomenclators.ts';
import { migration as accounts } from './0002_accounts.ts';
import { migration as ledgerAlertsCart } from './0003_ledger_alerts_cart.ts';
import { migration as agencyNetwork } from './0004_agency_network.ts';
import { migration as agencyNameSearch } from './0005_agency_name_search.ts';
import { migration as flights } from './0006_flights.ts';
import { migration as flightBooking } from './0007_flight_booking.ts';
import { migration as reservationListScope } from './0008_reservation_list_scope.ts';
import { migration as sessionGeneration } from './0009_session_generation.ts';
import { migration as outboxDelivery } from './0010_outbox_delivery.ts';
import { migration as reservationListTotals } from './0011_reservation_list_totals.ts';
import { migration as agencyListIndexes } from './0012_agency_list_indexes.ts';
import { migration as reservationListSummary } from './0013_reservation_list_summary.ts';
import { migration as passportData } from './0014_passport_data.ts';
import { migration as catalogueEnglishNames } from './0015_catalogue_english_names.ts';
import { migration as ledgerPayments } from './0016_ledger_payments.ts';
import { migration as cartHolds } from './0017_cart_holds.ts';
import { migration as paymentGateways } from './0018_payment_gateways.ts';
import { migration as unpaidDeadline } from './0023_unpaid_deadline.ts';
import { migration as customers } from './0024_customers.ts';
import { migration as quotesExchangeRates } from './0025_quotes_exchange_rates.ts';
import { migration as documents } from './0027_documents.ts';
import { migration as accountingArea } from './0030_accounting_area.ts';
import { migration as cardPayments } from './0028_card_payments.ts';
import { migration as depositsEvidences } from './0031_deposits_evidences.ts';
import { migration as paymentExchange } from './0035_payment_exchange.ts';
import { migration as hotelProviderSandbox } from './0039_hotel_provider_sandbox.ts';
import { migration as hotelAvailabilitySearchByHotel } from './0040_hotel_availability_search_by_hotel.ts';
import { migration as agencyDebts } from './0043_agency_debts.ts';
import { migration as ledgerEntryCounts } from './0043b_ledger_entry_counts.ts';
import { migration as agencyDebtTotals } from './0046_agency_debt_totals.ts';
import { migration as hotelSales } from './0037_hotel_sales.ts';
import { migration as accountingProviders } from './0033_accounting_providers.ts';
import { migration as hotels } from './0032_hotels.ts';
import { migration as hotelAvailabilityLogs } from './0036_hotel_availability_logs.ts';
import { migration as houses } from './0038_houses.ts';
import { migration as hotelProviderBookings } from './0041_hotel_provider_bookings.ts';
import { migration as orderNumbers } from './0044_order_numbers.ts';
import { migration as paymentRequestKeys } from './0045_payment_request_keys.ts';
import { migration as paymentKeysPerUser } from './0047_payment_keys_per_user.ts';
import { migration as agencyUnpaidTerms } from './0048_agency_unpaid_terms.ts';
import { migration as generalListOrderings } from './0049_general_list_orderings.ts';
import { migration as reservationListSummaryAppends } from './0050_reservation_list_summary_appends.ts';
import { migration as ledgerBalancesAtCommit } from './0051_ledger_balances_at_commit.ts';
import { migration as reservationListRollup } from './0052_reservation_list_rollup.ts';
import { migration as reservationListCreatedOrder } from './0053_reservation_list_created_order.ts';
import { migration as hotelCatalogVersion } from './0054_hotel_catalog_version.ts';
import { migration as hotelAvailabilityVersions } from './0055_hotel_availability_versions.ts';

export const MIGRATIONS: Record<string, Migration> = {
  '0001_nomenclators': nomenclators,
  '0002_accounts': accounts,
  '0003_ledger_alerts_cart': ledgerAlertsCart,
  '0004_agency_network': agencyNetwork,
  '0005_agency_name_search': agencyNameSearch,
  '0006_flights': flights,
  '0007_flight_booking': flightBooking,
  '0008_reservation_list_scope': reservationListScope,
  '0009_session_generation': sessionGeneration,
  '0010_outbox_delivery': outboxDelivery,
  '0011_reservation_list_totals': reservationListTotals,
  '0012_agency_list_indexes': agencyListIndexes,
  '0013_reservation_list_summary': reservationListSummary,
  '0014_passport_data': passportData,
  '0015_catalogue_english_names': catalogueEnglishNames,
  '0016_ledger_payments': ledgerPayments,
  '0017_cart_holds': cartHolds,
  '0018_payment_gateways': paymentGateways,
  '0023_unpaid_deadline': unpaidDeadline,
  '0024_customers': customers,
  '0025_quotes_exchange_rates': quotesExchangeRates,
  '0027_documents': documents,
  '0028_card_payments': cardPayments,
  '0030_accounting_area': accountingArea,
  '0031_deposits_evidences': depositsEvidences,
  '0032_hotels': hotels,
  '0033_accounting_providers': accountingProviders,
  '0035_payment_exchange': paymentExchange,
  '0036_hotel_availability_logs': hotelAvailabilityLogs,
  '0037_hotel_sales': hotelSales,
  '0038_houses': houses,
  '0039_hotel_provider_sandbox': hotelProviderSandbox,
  '0040_hotel_availability_search_by_hotel': hotelAvailabilitySearchByHotel,
  '0041_hotel_provider_bookings': hotelProviderBookings,
  '0043_agency_debts': agencyDebts,
  '0043b_ledger_entry_counts': ledgerEntryCounts,
  '0044_order_numbers': orderNumbers,
  '0045_payment_request_keys': paymentRequestKeys,
  '0046_agency_debt_totals': agencyDebtTotals,
  '0047_payment_keys_per_user': paymentKeysPerUser,
  '0048_agency_unpaid_terms': agencyUnpaidTerms,
  '0049_general_list_orderings': generalListOrderings,
  '0050_reservation_list_summary_appends': reservationListSummaryAppends,
  '0051_ledger_balances_at_commit': ledgerBalancesAtCommit,
  '0052_reservation_list_rollup': reservationListRollup,
  '0053_reservation_list_created_order': reservationListCreatedOrder,
  '0054_hotel_catalog_version': hotelCatalogVersion,
  '0055_hotel_availability_versions': hotelAvailabilityVersions,
};
