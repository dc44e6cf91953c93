/**
 * Paying a reservation to an accounting provider (whole or part) and changing the reservation's
 * accounting provider; each one transaction with its history row (the settlement writes the
 * payment's). A refund goes through the core's refund of the operation (payments/operations).
 * A payment accepts `Idempotency-Key` as the core's pay endpoint does (payments/service.ts): the
 * operation keeps the key and the body's hash, the same key and body answer that operation again
 * (nothing paid twice), another body is 409 idempotency_key_reused.
 */
import { fromMinor, toMinor } from '../../../../domain/money.ts';
import { outstandingMinor } from '../../../../domain/payments/statuses.ts';
import type { ServiceContext } from '../../../http/context.ts';
import { fieldError, notFound } from '../../../http/errors.ts';
import { agencyScope } from '../../../http/scope.ts';
import { requestHash } from '../../flightBooking/common.ts';
import { recordOperation, runProvider } from '../../payments/operations.ts';
import { toOperationRecord } from '../../payments/records.ts';
import { replayedOperation } from '../../payments/service.ts';
import { addHistory } from '../../reservations/history.ts';
import { activeProvider } from '../../accountingProviders/catalogue.ts';
import { moveProviderCost } from '../../accountingProviders/costs.ts';
import { ACCOUNTING_PROVIDER } from './provider.ts';

export async function payToAccountingProvider(ctx: ServiceContext, body: { reservation: number; accounting_provider: string; amount?: string }, options: { idempotencyKey?: string } = {}) {
  const { db, actor } = ctx;
  const key = options.idempotencyKey;
  // What the key is kept with: the whole body, so the full and the partial route never share one.
  const requestBody = { route: body.amount === undefined ? 'accounting_provider' : 'accounting_provider_partial', ...body };
  const hash = requestHash(requestBody);
  const early = await replayedOperation(ctx, [ACCOUNTING_PROVIDER], key, hash);
  if (early) return toOperationRecord(early);
  await activeProvider(db, body.accounting_provider);
  return db.transaction().execute(async (tx) => {
    const r = await tx
      .selectFrom('reservations')
      .select(['id', 'agency_id', 'currency_id', 'total', 'paid_amount', 'commercial_status'])
      .where('id', '=', body.reservation)
      .where(agencyScope(actor, 'agency_id'))
      .forUpdate()
      .executeTakeFirst();
    if (!r) throw fieldError('reservation', 'gateways.reservation_not_found');
    // A twin request with the same key waited on the reservation's lock: it answers what the first paid.
    const twin = await replayedOperation({ ...ctx, db: tx }, [ACCOUNTING_PROVIDER], key, hash);
    if (twin) return toOperationRecord(twin);
    if (r.commercial_status === 'cancelled') throw fieldError('reservation', 'gateways.reservation_cancelled');
    const owed = outstandingMinor(toMinor(r.total), toMinor(r.paid_amount));
    if (owed === 0) throw fieldError('non_field_errors', 'gateways.nothing_due');
    const amountMinor = body.amount === undefined ? owed : toMinor(body.amount);
    if (amountMinor > owed) throw fieldError('amount', 'gateways.amount_exceeds_due', { due: fromMinor(owed) });
    const { operation, replayed } = await recordOperation(tx, {
      kind: 'payment',
      provider: ACCOUNTING_PROVIDER,
      amountMinor,
      currencyId: r.currency_id,
      agencyId: r.agency_id,
      reservationId: r.id,
      createdBy: actor.id,
      idempotencyKey: key ?? null,
      requestBody,
      payload: { accounting_provider: body.accounting_provider },
    });
    if (replayed) return toOperationRecord(operation);
    const done = await runProvider(tx, { userId: actor.id, agencyId: actor.agency.id, lang: ctx.lang }, operation, 'initiate');
    return toOperationRecord(done.operation);
  });
}

export async function changeAccountingProvider(ctx: ServiceContext, reservationId: number, code: string) {
  const { db, actor } = ctx;
  await activeProvider(db, code);
  return db.transaction().execute(async (tx) => {
    const r = await tx.selectFrom('reservations').select(['id', 'locator', 'accounting_provider']).where('id', '=', reservationId).where(agencyScope(actor, 'agency_id')).forUpdate().executeTakeFirst();
    if (!r) throw notFound();
    if (r.accounting_provider !== code) {
      await tx.updateTable('reservations').set({ accounting_provider: code }).where('id', '=', r.id).execute();
      await addHistory(tx, r.id, actor.id, 'change_accounting_provider', { accounting_provider: r.accounting_provider }, { accounting_provider: code });
      // What the company owed the old provider for this booking it now owes the new one (issue 10).
      await moveProviderCost(tx, r, code, actor.id, ctx.t('accounting_providers.cost_moved'));
    }
    return { id: r.id, accounting_provider: code };
  });
}
