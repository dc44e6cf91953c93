/** Who may use each card gateway (spec §6: Revolut View, Revolut Payment Link, Payfacto View, TPV Payment). */
import { canManageFunds, canPayReservations } from './payments/rules.ts';
import type { Permission } from './permissions.ts';
import { hasPermission } from './rules.ts';
import type { Actor } from './session.ts';

/** The card gateways; `card_gateway` (a setting) names the one card payments go through. */
export const GATEWAYS = ['revolut', 'payfacto'] as const;
export type Gateway = (typeof GATEWAYS)[number];
export const DEFAULT_CARD_GATEWAY: Gateway = 'revolut';

/** The view permission of each gateway's list of operations. */
export const GATEWAY_VIEW_PERMISSION: Record<Gateway, Permission> = {
  revolut: 'Revolut View',
  payfacto: 'Payfacto View',
};

/**
 * The staff's lists of payment operations (GET payments/gateways/{list}/operations/): one per card
 * gateway, the card terminal's, the custom payments (with the deposits credited to agencies), and
 * `card`: the card payments of every gateway (the /payment page's, for whoever may pay by card).
 */
export const OPERATION_LISTS = ['revolut', 'payfacto', 'tpv', 'custom', 'card'] as const;
export type OperationList = (typeof OPERATION_LISTS)[number];

/** The payment providers each list shows. */
export const OPERATION_LIST_PROVIDERS: Record<OperationList, readonly string[]> = {
  revolut: ['revolut'],
  payfacto: ['payfacto'],
  tpv: ['tpv'],
  custom: ['custom', 'deposit'],
  card: GATEWAYS,
};

export function canSendPaymentLink(actor: Actor): boolean {
  return hasPermission(actor, 'Revolut Payment Link');
}

export function canSeeGatewayOperations(actor: Actor, list: OperationList): boolean {
  if (list === 'tpv') return canUseCardTerminal(actor);
  if (list === 'custom') return canManageFunds(actor);
  // Payers see the card payments of their scope (tenant scope is the server's list filter).
  if (list === 'card') return canPayByCard(actor);
  return hasPermission(actor, GATEWAY_VIEW_PERMISSION[list]);
}

/** Pay a reservation (or an order) by card on the gateway's hosted page: whoever may pay it. */
export function canPayByCard(actor: Actor): boolean {
  return canPayReservations(actor);
}

/**
 * Who may reach the core's pay endpoint at all; the provider then says who may use it (agency
 * funds and cards: payers; the terminal: TPV Payment; custom: finance staff).
 */
export function canStartPayments(actor: Actor): boolean {
  return canPayReservations(actor) || canUseCardTerminal(actor) || canManageFunds(actor);
}

/** The page /payment: pay by card, or record a card-terminal charge. */
export function canUseCardPaymentPage(actor: Actor): boolean {
  return canPayByCard(actor) || canUseCardTerminal(actor);
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
