/**
 * Who may do what with payment evidences (spec §2 'Payment evidences', §4, §6). The spec names the
 * screen and its statuses, not the rule; ours (docs/api-evidences.md):
 * - An agency user holding 'Finances Booking' (below the first level: the provider does not pay
 *   itself) uploads its agency's evidences and sees those of its subtree.
 * - The provider's accounting staff — type admin or accounting at the first level with an
 *   accounting permission ('Accounting menus need an accounting permission plus first level') —
 *   see every evidence.
 * - Reviewing (send to review, deny) needs a permission to change: 'Accounting with Change' or
 *   'Admin Finances'. Approving credits the agency's funds, so it is a deposit: the finance staff's
 *   rule (canManageFunds: first level, admin or accounting, 'Admin Finances').
 */
import { ACCOUNTING_PERMISSIONS } from '../permissions.ts';
import { canManageFunds } from '../payments/rules.ts';
import { canSeeReports, hasAnyPermission, hasPermission, isFirstLevel, isType } from '../rules.ts';
import type { Actor } from '../session.ts';

/** Upload an evidence for the own agency. */
export function canUploadEvidences(actor: Actor): boolean {
  return !isFirstLevel(actor) && hasPermission(actor, 'Finances Booking');
}

/** The provider's accounting staff: see every agency's evidences. */
export function isEvidenceStaff(actor: Actor): boolean {
  return isFirstLevel(actor) && isType(actor, 'admin', 'accounting') && hasAnyPermission(actor, ACCOUNTING_PERMISSIONS);
}

/** The list, a detail and its files (in the tenant scope). */
export function canSeeEvidences(actor: Actor): boolean {
  return canUploadEvidences(actor) || isEvidenceStaff(actor);
}

/** Send an evidence to review, deny it. */
export function canReviewEvidences(actor: Actor): boolean {
  return isEvidenceStaff(actor) && hasAnyPermission(actor, ['Accounting with Change', 'Admin Finances']);
}

/** Approve an evidence: it becomes a deposit in the agency's funds. */
export function canApproveEvidences(actor: Actor): boolean {
  return canReviewEvidences(actor) && canManageFunds(actor);
}

/**
 * Pick an agency by name (GET accounting/agency-choices/, in the tenant scope): whoever sees
 * evidences or the deposit report. The provider's accountants hold no agency-network permission,
 * so the agencies list itself is closed to them.
 */
export function canChooseAgencies(actor: Actor): boolean {
  return canSeeEvidences(actor) || canSeeReports(actor);
}
