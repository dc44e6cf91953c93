/**
 * PayFacto as a PaymentProvider of the core: the redirect flow of API v1 (payfacto/client.ts).
 * `initiate` creates a purchase session (the SecureID is the operation's external id, the hosted
 * page its redirect); PayFacto signs no webhook, so `authorize` — the return page's pull and the
 * reconciliation job's — asks GetResponse, the authenticated answer that makes a result true.
 * Refunds name the purchase's TransactionNumber, kept in the operation's payload when it completed.
 *
 * A remote provider (payments/remote.ts). PayFacto's refunds carry no idempotency key and are not
 * matched to the purchase at its host, so they are not `retrySafeRefunds`: a refund whose answer
 * was lost stays `processing` for the staff instead of being sent twice.
 */
import { toMinor } from '../../../../domain/money.ts';
import { gatewayClearing } from '../../ledger/accounts.ts';
import { operationReference, type OperationRow } from '../../payments/operations.ts';
import type { PaymentProvider, ProviderContext, ProviderResult } from '../../payments/provider.ts';
import { PAYFACTO_NO_RESULT_YET, PayfactoClient } from '../payfacto/client.ts';
import type { GatewaySettings } from '../settings.ts';
import { cardReturnUrl } from './revolut.ts';

export const PAYFACTO = 'payfacto';

interface PayfactoPayload {
  secure_id?: string;
  transaction_number?: string;
  return_code?: string;
}

const secureIdOf = (operation: OperationRow) => {
  if (!operation.external_id) throw new Error(`operation ${operation.id} has no PayFacto session`);
  return operation.external_id;
};

export function payfactoProvider(settingsFor: (ctx: ProviderContext | null) => GatewaySettings): PaymentProvider {
  const client = (ctx: ProviderContext | null) => new PayfactoClient(settingsFor(ctx).payfacto);

  async function read(ctx: ProviderContext, operation: OperationRow, unpaid: 'processing' | 'cancelled'): Promise<ProviderResult> {
    const secureId = secureIdOf(operation);
    const answer = await client(ctx).getResponse(secureId);
    const payload: PayfactoPayload = { secure_id: secureId, transaction_number: answer.transactionNumber, return_code: answer.returnCode };
    if (answer.approved) return { status: 'completed', capturedMinor: answer.amountMinor, payload };
    if (answer.returnCode === PAYFACTO_NO_RESULT_YET) return { status: unpaid, payload };
    return { status: 'failed', payload, error: `PayFacto ReturnCode ${answer.returnCode}` };
  }

  return {
    code: PAYFACTO,
    remote: true,
    retrySafeRefunds: false,
    sourceAccount: (operation) => gatewayClearing(PAYFACTO, operation.currency_id),
    async initiate(ctx, operation) {
      const back = cardReturnUrl(settingsFor(ctx).publicUrl, operation, ctx.returnUrl);
      const session = await client(ctx).createPurchaseSession({
        amountMinor: toMinor(operation.amount),
        invoiceNumber: operationReference(operation.id),
        customerNumber: `AG${String(operation.agency_id).padStart(6, '0')}`,
        language: ctx.lang,
        successUrl: back,
        failureUrl: back,
      });
      return { status: 'processing', externalId: session.secureId, redirectUrl: session.hostedUrl, payload: { secure_id: session.secureId } };
    },
    authorize: (ctx, operation) => read(ctx, operation, 'processing'),
    capture: (ctx, operation) => read(ctx, operation, 'processing'),
    // A session is good for 15 minutes: one still without a result when abandoned will never have one.
    cancel: (ctx, operation) => read(ctx, operation, 'cancelled'),
    async refund(ctx, refund, payment) {
      const transaction = (payment.payload as PayfactoPayload | null)?.transaction_number;
      if (!transaction) return { status: 'failed', error: 'the payment has no PayFacto transaction number' };
      const answer = await client(ctx).refund(transaction, toMinor(refund.amount));
      return { status: 'completed', externalId: `refund-${refund.id}`, capturedMinor: toMinor(refund.amount), payload: { transaction_number: answer.transactionNumber, return_code: answer.returnCode } };
    },
  };
}
