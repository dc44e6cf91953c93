/**
 * POST payments/operations/{id}/terminal-status/ — what the card terminal says about a charge
 * recorded while it was still running (`started`, `unknow`, `no-started`): `paid` completes and
 * settles it, `fail` fails it, the others keep it open. Through the core (applyResult), in one
 * transaction; a closed operation takes no new status (400).
 */
import type { TpvStatus } from '../../../../domain/gateways.ts';
import { isFinalOperation, type OperationStatus } from '../../../../domain/payments/statuses.ts';
import type { PaymentResult } from '../../../../domain/records/payments.ts';
import type { ServiceContext } from '../../../http/context.ts';
import { fieldError, notFound } from '../../../http/errors.ts';
import { agencyScope } from '../../../http/scope.ts';
import { inTransaction } from '../../ledger/accounts.ts';
import { applyResult, lockOperation } from '../../payments/operations.ts';
import { answer } from '../../payments/service.ts';
import { reservationsChanged } from '../../reservations/cache.ts';
import { terminalResult, TPV } from '../providers/tpv.ts';

export async function setTerminalStatus(ctx: ServiceContext, operationId: number, status: TpvStatus): Promise<PaymentResult> {
  const { db, actor } = ctx;
  const found = await db.selectFrom('payment_operations').select(['id', 'provider', 'kind']).where('id', '=', operationId).where(agencyScope(actor, 'agency_id')).executeTakeFirst();
  if (!found) throw notFound();
  if (found.provider !== TPV || found.kind === 'refund') throw fieldError('non_field_errors', 'cardpay.not_a_terminal_charge');
  const operation = await inTransaction(db, async (tx) => {
    const current = await lockOperation(tx, operationId);
    if (isFinalOperation(current.status as OperationStatus)) throw fieldError('terminal_status', 'cardpay.operation_closed');
    const result = terminalResult(current, status);
    // `started` then `unknow`: the same operation status, only what the terminal said changes.
    if (result.status === current.status) {
      return tx.updateTable('payment_operations').set({ payload: JSON.stringify(result.payload), updated_at: new Date() }).where('id', '=', operationId).returningAll().executeTakeFirstOrThrow();
    }
    return (await applyResult(tx, operationId, result, actor.id)).operation;
  });
  await reservationsChanged(db);
  return answer(ctx, operation);
}
