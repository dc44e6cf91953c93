/**
 * One access decision for the whole product: react-admin's authProvider.canAccess, the side menu,
 * the custom-route guards and the server's permission guard all call `canAccess`.
 * Unknown resources are refused: access is granted only where a rule says so.
 */
import { ALWAYS_ALLOWED_RESOURCES, findMenuRoute } from './menu.ts';
import { canCreateAgency, canSeeAgencyFund } from './rules.ts';
import type { Actor } from './session.ts';

export interface AccessRequest {
  resource: string;
  /** react-admin actions: list, show, create, edit, delete, export, or a custom verb. */
  action: string;
  record?: unknown;
}

type ActionRule = (actor: Actor, record?: unknown) => boolean;

/** Rules that differ by action from the route rule of the resource's area. */
const ACTION_RULES: Record<string, Partial<Record<string, ActionRule>>> = {
  agencies: { create: (actor) => canCreateAgency(actor) },
  'agency-funds': { show: canSeeAgencyFund, list: canSeeAgencyFund, read: canSeeAgencyFund },
};

export function canAccess(actor: Actor | null | undefined, request: AccessRequest): boolean {
  if (!actor) return false;
  const special = ACTION_RULES[request.resource]?.[request.action];
  if (special) return special(actor, request.record);
  if ((ALWAYS_ALLOWED_RESOURCES as readonly string[]).includes(request.resource)) return true;
  const route = findMenuRoute(request.resource);
  if (route) return route.rule(actor);
  return false;
}
