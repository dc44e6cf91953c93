/** Choices of the flights pages' selects ({id, name} with translation keys as names). */
import { PASSENGER_TYPES } from '../../../domain/constants.ts';
import { CURRENCIES } from '../../../domain/currencies.ts';
import {
  ACCOUNTING_STATUSES,
  CHECKIN_STATUSES,
  COMMERCIAL_STATUSES,
  COORDINATOR_STATUSES,
  FLIGHT_RESERVATION_STATUSES,
  PROVIDER_STATUSES,
} from '../../../domain/reservations/statuses.ts';
import type { Choice } from '../choice.ts';

const keyed = (values: readonly string[], group: string): Choice[] => values.map((id) => ({ id, name: `app.flights.${group}.${id}` }));

export const STATUS_GROUPS = {
  commercial_status: COMMERCIAL_STATUSES,
  accounting_status: ACCOUNTING_STATUSES,
  provider_status: PROVIDER_STATUSES,
  coordinator_status: COORDINATOR_STATUSES,
} as const;

export const commercialStatusChoices = keyed(COMMERCIAL_STATUSES, 'statuses.commercial_status');
export const accountingStatusChoices = keyed(ACCOUNTING_STATUSES, 'statuses.accounting_status');
export const providerStatusChoices = keyed(PROVIDER_STATUSES, 'statuses.provider_status');
export const coordinatorStatusChoices = keyed(COORDINATOR_STATUSES, 'statuses.coordinator_status');
export const reservationStatusChoices = keyed(FLIGHT_RESERVATION_STATUSES, 'statuses.status');
export const checkinStatusChoices = keyed(CHECKIN_STATUSES, 'statuses.checkin_status');
export const passengerTypeChoices = keyed(PASSENGER_TYPES, 'pax');
/** Currencies by abbreviation (no translation needed). */
export const currencyChoices = CURRENCIES.map((c) => ({ id: c.id, name: c.abbreviation }));

/** The translation key of a status value: 'app.flights.statuses.<field>.<value>'. */
export function statusKey(field: string, value: string): string {
  return `app.flights.statuses.${field}.${value}`;
}
