/**
 * A provider whose money is settled outside the card gateways and recorded by staff (custom
 * payment, accounting providers): every step completes at once, refunds included, and only the
 * source account and who may use it differ.
 */
import type { Actor } from '../../../../domain/session.ts';
import type { AccountKey } from '../../ledger/accounts.ts';
import type { OperationRow } from '../../payments/operations.ts';
import { immediateResult, type PaymentProvider } from '../../payments/provider.ts';

export function immediateProvider(code: string, canUse: (actor: Actor) => boolean, sourceAccount: (op: OperationRow) => AccountKey): PaymentProvider {
  return {
    code,
    canUse,
    sourceAccount,
    initiate: async (_ctx, op) => immediateResult(op, op.payload),
    authorize: async (_ctx, op) => immediateResult(op, op.payload),
    capture: async (_ctx, op) => immediateResult(op, op.payload),
    refund: async (_ctx, refund, payment) => immediateResult(refund, payment.payload),
    cancel: async () => ({ status: 'cancelled' }),
  };
}
