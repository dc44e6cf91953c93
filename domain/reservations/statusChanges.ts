/**
 * The one source of which status a user may set on a reservation now (PATCH reservations/{id}/status/):
 * the server refuses anything else and sends the list as `next_statuses` in the detail, which the
 * status panel only displays.
 */
import type { StatusField } from '../schemas/flightBooking.ts';
import type { Actor } from '../session.ts';
import { PAYMENT_ONLY_COMMERCIAL } from '../payments/statuses.ts';
import { canChangeStatus } from './rules.ts';
import { ACCOUNTING_TRANSITIONS, COMMERCIAL_TRANSITIONS, COORDINATOR_TRANSITIONS, PROVIDER_TRANSITIONS } from './statuses.ts';

const TRANSITIONS: Record<StatusField, Readonly<Partial<Record<string, readonly string[]>>>> = {
  commercial_status: COMMERCIAL_TRANSITIONS,
  accounting_status: ACCOUNTING_TRANSITIONS,
  provider_status: PROVIDER_TRANSITIONS,
  coordinator_status: COORDINATOR_TRANSITIONS,
};

/**
 * Reached only through an action, never set directly: a commercial cancellation is the cancel
 * action's, which returns the seats and applies the cancellation policy; partial-paid and paid
 * only come from a recorded payment (domain/payments/statuses.ts, issue 9).
 */
const ACTION_ONLY: Partial<Record<StatusField, readonly string[]>> = { commercial_status: ['cancelled', ...PAYMENT_ONLY_COMMERCIAL] };

/**
 * Fields a service moves only through its own actions: a hotel stay's coordinator status is the
 * coordinator's confirm or deny (a denial gives the rooms back and refunds, hotelSales/reservations.ts),
 * so setting it directly would skip that.
 */
const SERVICE_ACTION_ONLY: Partial<Record<string, readonly StatusField[]>> = { hotels: ['coordinator_status'] };

/**
 * The statuses `actor` may set `field` to from `current` on a reservation of `service` (a service
 * type; flights when not given); empty when the actor may not change the field.
 */
export function nextStatuses(actor: Actor, field: StatusField, current: string, service = 'flights'): string[] {
  if (!canChangeStatus(actor, field)) return [];
  if (SERVICE_ACTION_ONLY[service]?.includes(field)) return [];
  const actionOnly = ACTION_ONLY[field] ?? [];
  return (TRANSITIONS[field][current] ?? []).filter((s) => !actionOnly.includes(s));
}

export type NextStatuses = Record<StatusField, string[]>;

/** `next_statuses` of a reservation detail: the four lists for this actor. */
export function allNextStatuses(actor: Actor, current: Record<StatusField, string>, service = 'flights'): NextStatuses {
  return {
    commercial_status: nextStatuses(actor, 'commercial_status', current.commercial_status, service),
    accounting_status: nextStatuses(actor, 'accounting_status', current.accounting_status, service),
    provider_status: nextStatuses(actor, 'provider_status', current.provider_status, service),
    coordinator_status: nextStatuses(actor, 'coordinator_status', current.coordinator_status, service),
  };
}
