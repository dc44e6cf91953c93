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

/** Card-terminal (TPV) payment statuses of spec §4, and the operation status each one is. */
export const TPV_STATUSES = ['no-started', 'started', 'fail', 'paid', 'unknow'] as const;
export type TpvStatus = (typeof TPV_STATUSES)[number];

/** `unknow` (the terminal gave no answer) stays in processing until staff reconcile it. */
export const TPV_OPERATION_STATUS = {
  'no-started': 'pending',
  started: 'processing',
  unknow: 'processing',
  paid: 'completed',
  fail: 'failed',
} as const satisfies Record<TpvStatus, 'pending' | 'processing' | 'completed' | 'failed'>;

/** spec §6 'TPV Payment': record a payment taken on the card terminal. */
export function canUseCardTerminal(actor: Actor): boolean {
  return hasPermission(actor, 'TPV Payment');
}
