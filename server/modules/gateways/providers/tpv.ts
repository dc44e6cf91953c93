/**
 * The card terminal (TPV): the charge happens on the physical terminal, and staff holding
 * 'TPV Payment' record it through the core's pay endpoint with `provider: 'tpv'` and what the
 * terminal says (`terminal_status`, spec §4; default paid). The terminal's statuses map to the
 * operation's (domain/gateways.ts): `paid` completes and settles, `fail` fails, `started` and
 * `unknow` stay processing and `no-started` pending until staff record the terminal's last word
 * (POST payments/operations/{id}/terminal-status/). The money comes from the terminal's clearing
 * account; refunds go back there at once. No terminal protocol is integrated: a local provider.
 */
import { canUseCardTerminal, TPV_OPERATION_STATUS, TPV_STATUSES, type TpvStatus } from '../../../../domain/gateways.ts';
import { toMinor } from '../../../../domain/money.ts';
import { gatewayClearing } from '../../ledger/accounts.ts';
import type { OperationRow } from '../../payments/operations.ts';
import { immediateResult, type PaymentProvider, type ProviderResult } from '../../payments/provider.ts';

export const TPV = 'tpv';

export function terminalStatusOf(operation: OperationRow): TpvStatus {
  const value = (operation.payload as { terminal_status?: unknown } | null)?.terminal_status;
  return TPV_STATUSES.find((s) => s === value) ?? 'paid';
}

/** The operation's status for what the terminal says. */
export function terminalResult(operation: OperationRow, status: TpvStatus): ProviderResult {
  const payload = { ...((operation.payload as object | null) ?? {}), terminal_status: status };
  const mapped = TPV_OPERATION_STATUS[status];
  return mapped === 'completed' ? { status: 'completed', capturedMinor: toMinor(operation.amount), payload } : { status: mapped, payload };
}

export const tpvProvider: PaymentProvider = {
  code: TPV,
  canUse: canUseCardTerminal,
  sourceAccount: (op) => gatewayClearing(TPV, op.currency_id),
  initiate: async (_ctx, op) => terminalResult(op, terminalStatusOf(op)),
  authorize: async (_ctx, op) => terminalResult(op, terminalStatusOf(op)),
  capture: async (_ctx, op) => terminalResult(op, terminalStatusOf(op)),
  refund: async (_ctx, refund, payment) => immediateResult(refund, payment.payload),
  cancel: async () => ({ status: 'cancelled' }),
};
