/**
 * Statuses of a payment evidence (spec §4: hold, on_review, approved, denied) and the one place
 * that says which a user may set now: the server refuses anything else and sends the list as
 * `next_statuses`, which the page only displays. hold → on_review → approved | denied; approved
 * and denied are final (a denied transfer is uploaded again as a new evidence).
 */
import type { Actor } from '../session.ts';
import { canApproveEvidences, canReviewEvidences } from './rules.ts';

export const EVIDENCE_STATUSES = ['hold', 'on_review', 'approved', 'denied'] as const;
export type EvidenceStatus = (typeof EVIDENCE_STATUSES)[number];

/** Statuses an evidence may move to from each status (whoever asks). */
export const EVIDENCE_TRANSITIONS: Readonly<Record<EvidenceStatus, readonly EvidenceStatus[]>> = {
  hold: ['on_review'],
  on_review: ['approved', 'denied'],
  approved: [],
  denied: [],
};

/** Who may set each status. */
const SETTER: Readonly<Record<EvidenceStatus, (actor: Actor) => boolean>> = {
  hold: () => false,
  on_review: canReviewEvidences,
  approved: canApproveEvidences,
  denied: canReviewEvidences,
};

/** Whether `actor` may ever set `status` (from whichever status leads to it). */
export function canSetEvidenceStatus(actor: Actor, status: EvidenceStatus): boolean {
  return SETTER[status](actor);
}

export function canMoveEvidence(from: EvidenceStatus, to: EvidenceStatus): boolean {
  return EVIDENCE_TRANSITIONS[from].includes(to);
}

/** What `actor` may set an evidence in `current` to; empty when nothing. */
export function nextEvidenceStatuses(actor: Actor, current: EvidenceStatus): EvidenceStatus[] {
  return EVIDENCE_TRANSITIONS[current].filter((to) => SETTER[to](actor));
}

/** A denial says why (spec §3 'cause_of_denial'): at least this many characters. */
export const CAUSE_OF_DENIAL_MIN_LENGTH = 10;
export const CAUSE_OF_DENIAL_MAX_LENGTH = 1000;
