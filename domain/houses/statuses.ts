/**
 * House request statuses (spec §4: requested, cancelled, confirmed, processed, rejected, denied) and
 * the one place that says which a user may set now; the server refuses anything else and sends the
 * list as `next_statuses`, which the page only displays.
 *
 * requested → confirmed → processed is the way through. The provider's staff reject a request the
 * house cannot take (the owner has no room), or deny one they will not serve (after checking it,
 * also once confirmed); the requesting agency (or the staff) cancels while it is requested or
 * confirmed. processed, rejected, denied and cancelled are final.
 */
import type { Actor } from '../session.ts';
import { canHandleHouseRequests, canRequestHouses } from './rules.ts';

export const HOUSE_REQUEST_STATUSES = ['requested', 'cancelled', 'confirmed', 'processed', 'rejected', 'denied'] as const;
export type HouseRequestStatus = (typeof HOUSE_REQUEST_STATUSES)[number];

export const HOUSE_REQUEST_TRANSITIONS: Readonly<Record<HouseRequestStatus, readonly HouseRequestStatus[]>> = {
  requested: ['confirmed', 'rejected', 'denied', 'cancelled'],
  confirmed: ['processed', 'denied', 'cancelled'],
  processed: [],
  rejected: [],
  denied: [],
  cancelled: [],
};

/** Statuses whose request holds the house's nights. */
export const HOLDING_STATUSES: readonly HouseRequestStatus[] = ['confirmed', 'processed'];

/** A change to these says why (the agency reads it in its alert and e-mail). */
export const COMMENT_REQUIRED: readonly HouseRequestStatus[] = ['rejected', 'denied'];
export const HOUSE_COMMENT_MAX_LENGTH = 1000;

/** Who may set each status (on a request the actor sees: its agency subtree's, or any for staff). */
function maySet(actor: Actor, status: HouseRequestStatus): boolean {
  if (status === 'cancelled') return canHandleHouseRequests(actor) || canRequestHouses(actor);
  if (status === 'requested') return false;
  return canHandleHouseRequests(actor);
}

export function canMoveHouseRequest(from: HouseRequestStatus, to: HouseRequestStatus): boolean {
  return HOUSE_REQUEST_TRANSITIONS[from].includes(to);
}

/** Whether `actor` may ever set `status` on a request it sees. */
export function canSetHouseRequestStatus(actor: Actor, status: HouseRequestStatus): boolean {
  return maySet(actor, status);
}

/** What `actor` may set a request in `current` to; empty when nothing. */
export function nextHouseRequestStatuses(actor: Actor, current: HouseRequestStatus): HouseRequestStatus[] {
  return HOUSE_REQUEST_TRANSITIONS[current].filter((to) => maySet(actor, to));
}
