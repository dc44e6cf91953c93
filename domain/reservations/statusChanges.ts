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

/** The statuses `actor` may set `field` to from `current`; empty when the actor may not change the field. */
export function nextStatuses(actor: Actor, field: StatusField, current: string): string[] {
  if (!canChangeStatus(actor, field)) return [];
  const actionOnly = ACTION_ONLY[field] ?? [];
  return (TRANSITIONS[field][current] ?? []).filter((s) => !actionOnly.includes(s));
}

export type NextStatuses = Record<StatusField, string[]>;

/** `next_statuses` of a reservation detail: the four lists for this actor. */
export function allNextStatuses(actor: Actor, current: Record<StatusField, string>): NextStatuses {
  return {
    commercial_status: nextStatuses(actor, 'commercial_status', current.commercial_status),
    accounting_status: nextStatuses(actor, 'accounting_status', current.accounting_status),
    provider_status: nextStatuses(actor, 'provider_status', current.provider_status),
    coordinator_status: nextStatuses(actor, 'coordinator_status', current.coordinator_status),
  };
}
