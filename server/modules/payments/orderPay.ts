/**
 * POST payments/orders/{id}/pay/ — a whole order (a checkout's reservations) paid by card in one
 * hosted page: one payment operation for the order (reservation null), one gateway order. When it
 * completes, settlement shares the capture over the order's reservations that are not cancelled,
 * in id order, each up to what it still owes, and splits each share between the levels and the
 * provider as a partial payment is split (settle.ts, domain/payments/allocation.ts); anything left
 * over tops up the agency's funds. Only remote (card) providers: funds pay per reservation.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { canPayReservations } from '../../../domain/payments/rules.ts';
import { outstandingMinor } from '../../../domain/payments/statuses.ts';
import type { PaymentResult } from '../../../domain/records/payments.ts';
import type { OrderPayBody } from '../../../domain/schemas/payments.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { fieldError, forbidden, notFound } from '../../http/errors.ts';
import { agencyScope } from '../../http/scope.ts';
import { requestHash } from '../flightBooking/common.ts';
import { reservationsChanged } from '../reservations/cache.ts';
import { recordOrderNumber } from '../reservations/orderNumbers.ts';
import { recordOperation, type OperationRow } from './operations.ts';
import { resolveProvider, storedCodes } from './registry.ts';
import { startRemotePayment } from './remote.ts';
import { actingContext, answer, replayedOperation, type CreateOptions } from './service.ts';

async function orderMoney(ctx: ServiceContext, orderId: number) {
  const order = await ctx.db.selectFrom('orders').select(['id', 'number']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const sums = await ctx.db
    .selectFrom('reservations')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<string>('total'), eb.val('0')).as('total'), eb.fn.coalesce(eb.fn.sum<string>('paid_amount'), eb.val('0')).as('paid')])
    .where('order_id', '=', orderId)
    .where('commercial_status', '<>', 'cancelled')
    .executeTakeFirstOrThrow();
  return { id: order.id, number: order.number, total: fromMinor(toMinor(String(sums.total))), paid_amount: fromMinor(toMinor(String(sums.paid))) };
}

async function orderAnswer(ctx: ServiceContext, operation: OperationRow): Promise<PaymentResult> {
  return { ...(await answer(ctx, operation)), order: await orderMoney(ctx, operation.order_id ?? 0) };
}

export async function payOrderByCard(ctx: ServiceContext, orderId: number, body: OrderPayBody, options: CreateOptions = {}): Promise<PaymentResult> {
  const { db, actor } = ctx;
  const provider = await resolveProvider(db, body.provider);
  if (!provider.remote) throw fieldError('provider', 'cardpay.order_card_only');
  if (!(provider.canUse ?? canPayReservations)(actor)) throw forbidden();
  const requestBody = { order: orderId, ...body };
  const early = await replayedOperation(ctx, storedCodes(body.provider), options.idempotencyKey, requestHash(requestBody));
  if (early) return orderAnswer(ctx, early);
  const record = async (tx: Transaction<Database>) => {
    const order = await tx.selectFrom('orders').select(['id', 'number', 'agency_id', 'currency_id']).where('id', '=', orderId).where(agencyScope(actor, 'agency_id')).forUpdate().executeTakeFirst();
    if (!order) throw notFound();
    const reservations = await tx
      .selectFrom('reservations')
      .select(['id', 'total', 'paid_amount'])
      .where('order_id', '=', orderId)
      .where('commercial_status', '<>', 'cancelled')
      .orderBy('id')
      .forUpdate()
      .execute();
    if (reservations.length === 0) throw fieldError('non_field_errors', 'payments.reservation_cancelled');
    const owed = reservations.reduce((sum, r) => sum + outstandingMinor(toMinor(r.total), toMinor(r.paid_amount)), 0);
    if (owed === 0) throw fieldError('non_field_errors', 'cardpay.order_already_paid');
    const amountMinor = body.amount === undefined ? owed : toMinor(body.amount);
    if (amountMinor > owed) throw fieldError('amount', 'payments.amount_above_outstanding', { max: fromMinor(owed) });
    // The reservations this payment is for carry the order's number (an order booked before the
    // checkout wrote it has it from here on): /resumen finds them by it.
    await recordOrderNumber(tx, order.number, reservations.map((r) => r.id));
    return recordOperation(tx, {
      kind: 'payment',
      provider: provider.code,
      amountMinor,
      currencyId: order.currency_id,
      agencyId: order.agency_id,
      orderId: order.id,
      idempotencyKey: options.idempotencyKey ?? null,
      requestBody,
      createdBy: actor.id,
      publicId: randomUUID(),
    });
  };
  const operation = await startRemotePayment(db, actingContext(ctx, options), record);
  await reservationsChanged(db);
  return orderAnswer(ctx, operation);
}
