/**
 * A payment link's status follows its card attempts (payment operations with its
 * `payment_request_id`), in the transaction that moves them: the latest attempt sets it (a failed
 * one leaves the link payable again), and any attempt that completes closes it — even an older
 * one paid in another tab. A completed link never changes again.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { OperationRow } from '../../payments/operations.ts';

export async function followPaymentRequest(tx: Transaction<Database>, operation: OperationRow): Promise<void> {
  if (!operation.payment_request_id) return;
  const completed = operation.status === 'completed';
  let update = tx
    .updateTable('payment_requests')
    .set({ status: operation.status, provider: operation.provider, gateway_order_id: operation.external_id, ...(completed ? { paid_at: new Date() } : {}) })
    .where('id', '=', operation.payment_request_id)
    .where('status', '<>', 'completed');
  if (!completed) {
    update = update.where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('payment_operations').select('id').where('payment_request_id', '=', operation.payment_request_id).where('id', '>', operation.id))),
    );
  }
  await update.execute();
}
