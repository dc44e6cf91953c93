/**
 * The bank details of a deposit (issue 10), written by the core's deposit (server/modules/ledger/
 * service.ts) in the deposit's own transaction, right after the operation credited the funds: a
 * repeated transaction number for the same agency is refused there, and the whole deposit —
 * operation and ledger rows — rolls back with it. The unique index of migration 0031 decides, so
 * two requests racing with the same number cannot both pass.
 */
import type { Transaction } from 'kysely';
import type { DepositBody } from '../../../domain/schemas/payments.ts';
import type { Database } from '../../db/schema.ts';
import { fieldError } from '../../http/errors.ts';
import type { OperationRow } from '../payments/operations.ts';

export interface DepositLink {
  /** The payment evidence whose approval makes this deposit (unique: an evidence is credited once). */
  evidenceId?: number | null;
}

/** A deposit's transaction number as kept: trimmed, none when empty. */
export function transactionNumberOf(body: Pick<DepositBody, 'transaction_number'>): string | null {
  const value = body.transaction_number?.trim() ?? '';
  return value === '' ? null : value;
}

export async function recordDeposit(tx: Transaction<Database>, operation: OperationRow, body: DepositBody, link: DepositLink = {}): Promise<number> {
  const row = await tx
    .insertInto('deposits')
    .values({
      operation_id: operation.id,
      agency_id: operation.agency_id,
      currency_id: operation.currency_id,
      amount: operation.amount,
      transaction_number: transactionNumberOf(body),
      payment_type: body.payment_type ?? null,
      // A caller of issue 9 sends only a reference: it is the deposit's note.
      notes: body.notes ?? body.reference ?? '',
      evidence_id: link.evidenceId ?? null,
      created_by: operation.created_by,
    })
    // DO NOTHING, not a caught violation: that would abort the caller's transaction.
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw fieldError('transaction_number', 'deposits.transaction_number_taken');
  return row.id;
}
