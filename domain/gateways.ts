/** Who may use each card gateway (spec §6: Revolut View, Revolut Payment Link, Payfacto View, TPV Payment). */
import type { Permission } from './permissions.ts';
import { hasPermission } from './rules.ts';
import type { Actor } from './session.ts';

export const GATEWAYS = ['revolut', 'payfacto'] as const;
export type Gateway = (typeof GATEWAYS)[number];

/** The view permission of each gateway's list of operations. */
export const GATEWAY_VIEW_PERMISSION: Record<Gateway, Permission> = {
  revolut: 'Revolut View',
  payfacto: 'Payfacto View',
};

export function canSendPaymentLink(actor: Actor): boolean {
  return hasPermission(actor, 'Revolut Payment Link');
}

export function canSeeGatewayOperations(actor: Actor, gateway: Gateway): boolean {
  return hasPermission(actor, GATEWAY_VIEW_PERMISSION[gateway]);
}
