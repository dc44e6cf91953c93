/**
 * Custom payment (`/payment/custom`): finance staff record a free amount received outside the
 * gateways against a reservation, through the core's pay endpoint with `provider: 'custom'`. The
 * money comes from the 'custom' account of its currency; refunds go back there.
 */
import { canManageFunds } from '../../../../domain/payments/rules.ts';
import type { OperationRow } from '../../payments/operations.ts';
import { immediateResult, type PaymentProvider } from '../../payments/provider.ts';

export const CUSTOM = 'custom';

export const customProvider: PaymentProvider = {
  code: CUSTOM,
  canUse: canManageFunds,
  sourceAccount: (op: OperationRow) => ({ kind: 'custom', provider: 'custom_payments', currencyId: op.currency_id }),
  initiate: async (_ctx, op) => immediateResult(op, { source: 'custom' }),
  authorize: async (_ctx, op) => immediateResult(op),
  capture: async (_ctx, op) => immediateResult(op),
  refund: async (_ctx, refund) => immediateResult(refund, { source: 'custom' }),
  cancel: async () => ({ status: 'cancelled' }),
};
