/**
 * The access rules of spec §6, one named function each. The server guards endpoints with them,
 * the browser builds the side menu, the top bar and react-admin's canAccess from them.
 */
import { ACCOUNTING_PERMISSIONS, FLIGHT_PERMISSIONS, OPERATOR_PERMISSIONS, type Permission } from './permissions.ts';
import { levelRank, type AgencyLevel, type OperatorType } from './roles.ts';
import type { Actor } from './session.ts';

export function hasPermission(actor: Actor, permission: Permission): boolean {
  return actor.groups.some((g) => g.name === permission);
}

export function hasAnyPermission(actor: Actor, permissions: readonly Permission[]): boolean {
  return permissions.some((p) => hasPermission(actor, p));
}

export function isType(actor: Actor, ...types: OperatorType[]): boolean {
  return types.includes(actor.type);
}

export function isFirstLevel(actor: Actor): boolean {
  return actor.agency.level === 'agency_1st_level';
}

/** 'A user with no permissions sees a message that none are assigned.' */
export function hasNoPermissions(actor: Actor): boolean {
  return actor.groups.length === 0;
}

/** The portal's settings (GET configurations): the provider's admins see and change them all. */
export function canEditConfigurations(actor: Actor): boolean {
  return isType(actor, 'admin') && isFirstLevel(actor);
}

/** 'Agency fund in top bar: admin only.' */
export function canSeeAgencyFund(actor: Actor): boolean {
  return isType(actor, 'admin');
}

/** 'Create agency: permission Operator and Agency plus admin.' */
export function canCreateAgency(actor: Actor): boolean {
  return isType(actor, 'admin') && hasPermission(actor, 'Operator and Agency');
}

/** 'Operators menu: admin plus an operator permission.' */
export function canSeeOperatorsMenu(actor: Actor): boolean {
  return isType(actor, 'admin') && hasAnyPermission(actor, OPERATOR_PERMISSIONS);
}

/** 'Agency data may be modified at the own level or below.' */
export function canModifyAgencyAtLevel(actor: Actor, target: AgencyLevel): boolean {
  return levelRank(target) >= levelRank(actor.agency.level);
}

/** '… deletion only strictly below.' */
export function canDeleteAgencyAtLevel(actor: Actor, target: AgencyLevel): boolean {
  return levelRank(target) > levelRank(actor.agency.level);
}

/** 'Margin is visible unless first level': a first-level agency has no margin over a parent. */
export function isMarginVisibleFor(target: AgencyLevel): boolean {
  return target !== 'agency_1st_level';
}

/** '… general margin is visible to higher levels over lower ones.' */
export function canSeeGeneralMargin(actor: Actor, target: AgencyLevel): boolean {
  return isMarginVisibleFor(target) && levelRank(actor.agency.level) < levelRank(target);
}

/** 'Accounting menus need an accounting permission plus first level.' */
export function canSeeAccountingMenus(actor: Actor): boolean {
  return hasAnyPermission(actor, ACCOUNTING_PERMISSIONS) && isFirstLevel(actor);
}

/** 'Reports: admin or accounting, with an accounting permission and first level.' */
export function canSeeReports(actor: Actor): boolean {
  return isType(actor, 'admin', 'accounting') && canSeeAccountingMenus(actor);
}

/**
 * Provider operations: check-in, manifests and the administration of flights belong to the first
 * level, the provider's own agency (spec §6; issue 7). Departures carry passengers of many
 * agencies, so no agency below may open, close or list them, whatever permission it was given.
 */
export function isProviderOperator(actor: Actor): boolean {
  return isFirstLevel(actor);
}

/**
 * 'Manifests: admin and first level with a flight and accounting permission, or Flight Managment
 * with admin' — both at the first level (provider operation).
 */
export function canSeeManifests(actor: Actor): boolean {
  if (!isType(actor, 'admin') || !isProviderOperator(actor)) return false;
  if (hasPermission(actor, 'Flight Managment')) return true;
  return hasAnyPermission(actor, FLIGHT_PERMISSIONS) && hasAnyPermission(actor, ACCOUNTING_PERMISSIONS);
}

/** 'Check-in: Flight Checkin with admin, coordinator or accounting', at the first level. */
export function canCheckin(actor: Actor): boolean {
  return isProviderOperator(actor) && hasPermission(actor, 'Flight Checkin') && isType(actor, 'admin', 'coordinator', 'accounting');
}

/**
 * Who sends a departure's PAXLST to the border authorities (issue 8): the first-level admins of
 * the manifests (spec §6, from the manifests list) and the first-level admin and coordinator who
 * close its check-in (from the check-in page, once closed). Accounting checks passengers in but
 * does not answer to the authorities for the list.
 */
export function canSendPaxlst(actor: Actor): boolean {
  return canSeeManifests(actor) || (canCheckin(actor) && isType(actor, 'admin', 'coordinator'));
}

/** Flight administration (flights, routes, calendars, departures, luggage): 'Flight Managment', first level. */
export function canManageFlights(actor: Actor): boolean {
  return isProviderOperator(actor) && hasPermission(actor, 'Flight Managment');
}

/** The provider's flight price rules: 'Flight Managment' or 'Flight Margination', first level. */
export function canManageFlightPrices(actor: Actor): boolean {
  return isProviderOperator(actor) && hasAnyPermission(actor, ['Flight Managment', 'Flight Margination']);
}

/** 'Reservation history: flight booking plus first level.' */
export function canSeeReservationHistory(actor: Actor): boolean {
  return hasPermission(actor, 'Flight with Booking') && isFirstLevel(actor);
}

/**
 * 'Reservation change action: Reservation with Change plus admin, commercial, commercial_boss or
 * Flight Checkin.'
 */
export function canChangeReservation(actor: Actor): boolean {
  return (
    hasPermission(actor, 'Reservation with Change') &&
    (isType(actor, 'admin', 'commercial', 'commercial_boss') || hasPermission(actor, 'Flight Checkin'))
  );
}

/**
 * 'Contract data: first level and admin, commercial_boss or coordinator; or the provider-view
 * permission.'
 */
export function canSeeContractData(actor: Actor): boolean {
  return (
    (isFirstLevel(actor) && isType(actor, 'admin', 'commercial_boss', 'coordinator')) ||
    hasPermission(actor, 'Reservation View Provider')
  );
}

/**
 * 'Breakdown by levels: the breakdown permission with an admin user at first level, or accounting,
 * or an extra flag.' We read it as: the permission, and then any one of the three; the extra flag is
 * the session's is_etg_user.
 */
export function canSeeBreakdownByLevels(actor: Actor): boolean {
  if (!hasPermission(actor, '[Accounting] Agencies Breakdown by Levels')) return false;
  return (isType(actor, 'admin') && isFirstLevel(actor)) || isType(actor, 'accounting') || actor.is_etg_user;
}

/**
 * 'Changing the provider confirmation of a reservation: Reservation with Change or coordinator
 * status, plus Reservation View Locator Confirmation Provider.'
 */
export function canChangeProviderConfirmation(actor: Actor): boolean {
  return (
    (hasPermission(actor, 'Reservation with Change') || isType(actor, 'coordinator')) &&
    hasPermission(actor, 'Reservation View Locator Confirmation Provider')
  );
}

/**
 * Flight availability: 'Flight Availability Managment', except for the operators listed in the
 * configuration (spec: 'two specific operators do not see flight availability' becomes a setting).
 */
export function canSeeFlightAvailability(actor: Actor, hiddenOperatorIds: readonly number[] = []): boolean {
  return hasPermission(actor, 'Flight Availability Managment') && !hiddenOperatorIds.includes(actor.id);
}

/** 'Can Modify Same Agency Admin Data (Only Admin Roles)': an admin editing its own agency. */
export function canModifySameAgencyAdminData(actor: Actor): boolean {
  return isType(actor, 'admin') && hasPermission(actor, 'Can Modify Same Agency Admin Data(Only Admin Roles)');
}

/**
 * The mail outbox (deliveries and failures, retry): §6 names no rule for it, so the provider's own
 * admins, as for the portal's settings.
 */
export function canManageOutbox(actor: Actor): boolean {
  return isType(actor, 'admin') && isFirstLevel(actor);
}
