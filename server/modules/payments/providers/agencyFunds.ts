/**
 * Providers whose money stays inside our ledger: the buying agency's funds, within its credit limit
 * (the guard is postTransaction's, under the account row's lock). `agency_funds` pays what is still
 * owed in one go; `partial` pays part now and the rest later (issue 9, release note 1.1.0). Both
 * complete at once: there is nobody outside to wait for. Funds in another currency than the
 * reservation's pay converted (payments/exchange.ts, docs/api-payments.md).
 */
import { canManageFunds } from '../../../../domain/payments/rules.ts';
import { agencyFunds } from '../../ledger/accounts.ts';
import { immediateResult, type PaymentProvider } from '../provider.ts';
import type { OperationRow } from '../operations.ts';

function fundsProvider(code: string): PaymentProvider {
  return {
    code,
    paysFromFunds: true,
    // Funds in another currency than the reservation's: the operation names them (migration 0035).
    sourceAccount: (op: OperationRow) => agencyFunds(op.agency_id, op.funds_currency_id ?? op.currency_id),
    initiate: async (_ctx, op) => immediateResult(op, { source: 'agency_funds' }),
    authorize: async (_ctx, op) => immediateResult(op),
    capture: async (_ctx, op) => immediateResult(op),
    refund: async (_ctx, refund) => immediateResult(refund, { source: 'agency_funds' }),
    cancel: async () => ({ status: 'cancelled' }),
  };
}

export const AGENCY_FUNDS = 'agency_funds';
export const PARTIAL = 'partial';

export const agencyFundsProvider = fundsProvider(AGENCY_FUNDS);
export const partialProvider = fundsProvider(PARTIAL);

/**
 * A deposit (POST accounting/deposit/): money received by the provider's bank, credited to the
 * agency's funds. Recorded as a payment operation without a reservation, so it has an
 * Idempotency-Key and a status like every other movement of money.
 */
export const DEPOSIT = 'deposit';
export const depositProvider: PaymentProvider = {
  code: DEPOSIT,
  canUse: canManageFunds,
  sourceAccount: (op: OperationRow) => ({ kind: 'custom', provider: 'bank_deposits', currencyId: op.currency_id }),
  initiate: async (_ctx, op) => immediateResult(op, { source: 'bank' }),
  authorize: async (_ctx, op) => immediateResult(op),
  capture: async (_ctx, op) => immediateResult(op),
  refund: async (_ctx, refund) => immediateResult(refund),
  cancel: async () => ({ status: 'cancelled' }),
};
