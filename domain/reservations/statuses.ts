/**
 * The statuses of spec §4 and the transitions we allow between them (the spec does not show them;
 * these are ours, written once here). A status not listed as a key has no way out. Which of them a
 * user may set now is statusChanges.ts nextStatuses, the one list the server checks and sends.
 */
export const COMMERCIAL_STATUSES = ['non-paid', 'partial-paid', 'paid', 'cancelled'] as const;
export const ACCOUNTING_STATUSES = ['no-reviewed', 'partial-paid', 'paid-verified', 'paid-invalid'] as const;
export const PROVIDER_STATUSES = ['no-paid', 'partial-paid', 'paid-verified', 'paid-invalid'] as const;
export const COORDINATOR_STATUSES = ['requested', 'confirmed', 'denied', 'cancelled'] as const;
export const FLIGHT_RESERVATION_STATUSES = ['reserved', 'cancelled'] as const;
export const CHECKIN_STATUSES = ['open', 'closed'] as const;

export type CommercialStatus = (typeof COMMERCIAL_STATUSES)[number];
export type AccountingStatus = (typeof ACCOUNTING_STATUSES)[number];
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];
export type CoordinatorStatus = (typeof COORDINATOR_STATUSES)[number];
export type FlightReservationStatus = (typeof FLIGHT_RESERVATION_STATUSES)[number];
export type CheckinStatus = (typeof CHECKIN_STATUSES)[number];

type Transitions<S extends string> = Readonly<Partial<Record<S, readonly S[]>>>;

/** Money comes in (partial, then whole) or the booking is cancelled; a paid booking is cancelled with a refund. */
export const COMMERCIAL_TRANSITIONS: Transitions<CommercialStatus> = {
  'non-paid': ['partial-paid', 'paid', 'cancelled'],
  'partial-paid': ['paid', 'cancelled'],
  paid: ['cancelled'],
};

/** Accounting reviews what came in; a verdict can be revised when evidence changes. */
export const ACCOUNTING_TRANSITIONS: Transitions<AccountingStatus> = {
  'no-reviewed': ['partial-paid', 'paid-verified', 'paid-invalid'],
  'partial-paid': ['paid-verified', 'paid-invalid'],
  'paid-verified': ['paid-invalid'],
  'paid-invalid': ['no-reviewed', 'partial-paid', 'paid-verified'],
};

/** What we owe the provider mirrors the accounting review. */
export const PROVIDER_TRANSITIONS: Transitions<ProviderStatus> = {
  'no-paid': ['partial-paid', 'paid-verified', 'paid-invalid'],
  'partial-paid': ['paid-verified', 'paid-invalid'],
  'paid-verified': ['paid-invalid'],
  'paid-invalid': ['no-paid', 'partial-paid', 'paid-verified'],
};

/** The coordinator asks the provider; a denial may be asked again, a cancellation is final. */
export const COORDINATOR_TRANSITIONS: Transitions<CoordinatorStatus> = {
  requested: ['confirmed', 'denied', 'cancelled'],
  confirmed: ['cancelled'],
  denied: ['requested', 'cancelled'],
};

export const FLIGHT_RESERVATION_TRANSITIONS: Transitions<FlightReservationStatus> = { reserved: ['cancelled'] };

export const CHECKIN_TRANSITIONS: Transitions<CheckinStatus> = { open: ['closed'], closed: ['open'] };

export function canTransition<S extends string>(transitions: Transitions<S>, from: S, to: S): boolean {
  return (transitions[from] ?? []).includes(to);
}

/** Reservation actions of spec §4. */
export const RESERVATION_ACTIONS = [
  'cancel',
  'rebook',
  'convert_to_risk',
  'change_owner',
  'change_seller',
  'change_business_line',
  'change_accounting_provider',
  'change_provider_confirmation',
] as const;
export type ReservationAction = (typeof RESERVATION_ACTIONS)[number];
