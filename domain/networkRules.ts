/**
 * Rules of the agency network back office (issue 3), built on the spec §6 rules in rules.ts.
 * Tenant scope (is the target in the actor's subtree?) is checked by the server's scope helper;
 * these functions judge what an actor may do with a target it can already see.
 */
import { PERMISSIONS, type Permission } from './permissions.ts';
import { canCreateAgency, canDeleteAgencyAtLevel, canModifyAgencyAtLevel, canModifySameAgencyAdminData, canSeeOperatorsMenu, hasAnyPermission, hasPermission, isFirstLevel, isType } from './rules.ts';
import { isStaffType, levelRank, OPERATOR_TYPES, type AgencyLevel, type OperatorType } from './roles.ts';
import type { Actor } from './session.ts';

export interface AgencyTarget {
  id: number;
  level: AgencyLevel;
}

/** Agencies list and detail (menu rule of /agencias). */
export function canViewAgencies(actor: Actor): boolean {
  return hasAnyPermission(actor, ['Agency and Operators View', 'Operator and Agency']);
}

/**
 * A new agency hangs below `parent`: the actor may create agencies (spec §6) and the parent has a
 * level below it (no agency under a third-level one).
 */
export function canCreateAgencyUnder(actor: Actor, parent: AgencyTarget): boolean {
  return canCreateAgency(actor) && levelRank(parent.level) < 3 && canModifyAgencyAtLevel(actor, parent.level);
}

/**
 * 'Agency data may be modified at the own level or below.' The actor's own agency additionally needs
 * 'Can Modify Same Agency Admin Data (Only Admin Roles)'.
 */
export function canEditAgency(actor: Actor, target: AgencyTarget): boolean {
  if (!hasPermission(actor, 'Operator and Agency')) return false;
  if (target.id === actor.agency.id) return canModifySameAgencyAdminData(actor);
  return canModifyAgencyAtLevel(actor, target.level);
}

/** '… deletion only strictly below.' Deactivation follows the same rule. */
export function canDeleteAgency(actor: Actor, target: AgencyTarget): boolean {
  return hasPermission(actor, 'Operator and Agency') && target.id !== actor.agency.id && canDeleteAgencyAtLevel(actor, target.level);
}

/** Markups of an agency are set by the levels above it, which resell to it. */
export function canManageMarkups(actor: Actor, target: AgencyTarget): boolean {
  return hasAnyPermission(actor, ['Operator and Agency', 'Flight Margination']) && levelRank(actor.agency.level) < levelRank(target.level);
}

/** Operators list and forms: 'Operators menu: admin plus an operator permission.' */
export function canManageOperators(actor: Actor): boolean {
  return canSeeOperatorsMenu(actor);
}

/** The user an operator form changes: its id, type and the permission names it holds. */
export interface OperatorTarget {
  id: number;
  type: string;
  groups: readonly string[];
}

/**
 * Editing, deactivating or setting the password of one user. An administrator (a co-admin of the
 * actor's agency, or one below) that holds a permission the actor does not is out of reach: the
 * actor could switch off, or take over by its password, someone with rights it was never given.
 * Other users stay the agency admin's to manage, as their permissions came from above.
 */
export function canManageOperator(actor: Actor, target: OperatorTarget): boolean {
  if (!canManageOperators(actor)) return false;
  if (target.id === actor.id || target.type !== 'admin') return true;
  return ungrantablePermissions(actor, target.groups).length === 0;
}

/**
 * Types an actor may give a user of an agency at `level`: staff types exist only in the first-level
 * central agency, and only first-level admins hand them out.
 */
export function assignableTypes(actor: Actor, level: AgencyLevel): OperatorType[] {
  if (level === 'agency_1st_level') return isFirstLevel(actor) && isType(actor, 'admin') ? [...OPERATOR_TYPES] : [];
  return OPERATOR_TYPES.filter((t) => !isStaffType(t) || t === 'admin');
}

/** 'groups (permissions) assignment limited to what the granting user holds.' */
export function grantablePermissions(actor: Actor): Permission[] {
  return PERMISSIONS.filter((p) => hasPermission(actor, p));
}

/** The permissions in `requested` the actor does not hold (empty when the grant is allowed). */
export function ungrantablePermissions(actor: Actor, requested: readonly string[]): string[] {
  return requested.filter((name) => !hasPermission(actor, name as Permission));
}

/** Sellers (/agencias/vendedor): 'Seller Admin'. */
export function canManageSellers(actor: Actor): boolean {
  return hasPermission(actor, 'Seller Admin');
}

/** Agency groups are the provider's tool for seat allocation and price rules: first level only. */
export function canManageAgencyGroups(actor: Actor): boolean {
  return isFirstLevel(actor) && hasAnyPermission(actor, ['Flight Managment', 'Operator and Agency']);
}

/** Pending agency registrations are reviewed by those who may create agencies at the first level. */
export function canReviewRegistrations(actor: Actor): boolean {
  return isFirstLevel(actor) && canCreateAgency(actor);
}

/**
 * Permissions the first operator of an approved agency starts with (type admin of its agency): it
 * manages its users, sellers and child agencies, and books every service. The approver can only
 * hand out those it holds itself (`grantablePermissions`).
 */
export const AGENCY_ADMIN_PERMISSIONS: readonly Permission[] = [
  'Operator',
  'Operator and Agency',
  'Agency and Operators View',
  'Seller Admin',
  'Seller Role',
  'Shopping Cart Quotes',
  'Finances Booking',
  'Reservation View',
  'Pax List',
  'Pax Reservation',
  'Hotel View',
  'Hotel with Booking',
  'House View',
  'House with Booking',
  'Flight View',
  'Flight with Booking',
  'Car View',
  'Car with Booking',
  'Excursion View',
  'Excursion with Booking',
  'Transfer View',
  'Transfer with Booking',
  'Package View',
  'Package with Booking',
  'FOD Activity View',
  'FOD Activity Booking',
  'FOD Parks View',
  'FOD Parks Booking',
];

/** Alerts for the network are written by the provider's staff. */
export function canManageAlerts(actor: Actor): boolean {
  return isFirstLevel(actor) && isStaffType(actor.type);
}

/** Release notes: first-level admins, or the blog administrators. */
export function canManageReleaseNotes(actor: Actor): boolean {
  return (isFirstLevel(actor) && isType(actor, 'admin')) || hasPermission(actor, 'Blog App Admin');
}
