/**
 * Paying a payment link by card: a Revolut order for the request's amount (reused while it is
 * still pending at the gateway, so a double click or a reload pays one order), then, on the
 * customer's return, the order's state read from the gateway decides success or failure.
 */
import type { Kysely } from 'kysely';
import { toMinor } from '../../../../domain/money.ts';
import type { Database } from '../../../db/schema.ts';
import { REVOLUT_EVENT_STATUS, type RevolutClient, type RevolutState } from '../revolut/client.ts';
import { applyResult, recordOperation } from '../../payments/operations.ts';
import { REVOLUT } from '../providers/revolut.ts';
import { applyGatewayEvent } from './gatewayEvents.ts';
import { assertPayable, findPaymentRequest } from './service.ts';

type Db = Kysely<Database>;

const EVENT_OF: Partial<Record<RevolutState, string>> = Object.fromEntries(
  Object.entries(REVOLUT_EVENT_STATUS)
    .filter(([event]) => !event.startsWith('ORDER_PAYMENT_'))
    .map(([event, state]) => [state, event]),
);

export async function startCardPayment(db: Db, revolut: RevolutClient, id: string, publicUrl: string): Promise<{ checkout_url: string }> {
  const request = await findPaymentRequest(db, id);
  assertPayable(request);
  if (request.gateway_order_id) {
    const current = await revolut.getOrder(request.gateway_order_id);
    if (current.state === 'pending' && current.checkout_url) return { checkout_url: current.checkout_url };
  }
  const order = await revolut.createOrder(
    {
      amountMinor: toMinor(request.amount),
      currency: request.currency,
      description: `Payment request ${request.id}`,
      reference: request.id,
      redirectUrl: `${publicUrl}/api/payments/payment-requests/${request.id}/return/`,
    },
    // A retry after the previous order is the same call: the gateway answers the same order.
    `payment-request:${request.id}:${request.gateway_order_id ?? 'first'}`,
  );
  // The gateway was called outside any transaction (see providers/revolut.ts); its answer is
  // recorded now: one payment operation per gateway order, moved to processing.
  await db.transaction().execute(async (tx) => {
    const reservation = request.reservation_id ? await tx.selectFrom('reservations').select('currency_id').where('id', '=', request.reservation_id).executeTakeFirstOrThrow() : null;
    if (reservation) {
      const { operation, replayed } = await recordOperation(tx, {
        kind: 'payment_request',
        provider: REVOLUT,
        amountMinor: toMinor(request.amount),
        currencyId: reservation.currency_id,
        agencyId: request.agency_id,
        reservationId: request.reservation_id,
        externalId: order.id,
        idempotencyKey: `payment-request:${request.id}:${order.id}`,
        requestBody: { payment_request: request.id, order: order.id },
        createdBy: request.created_by,
        payload: order,
      });
      if (!replayed) await applyResult(tx, operation.id, { status: 'processing', externalId: order.id, payload: order }, null);
    }
    await tx.updateTable('payment_requests').set({ gateway_order_id: order.id, status: 'processing' }).where('id', '=', request.id).where('status', '<>', 'completed').execute();
  });
  if (!order.checkout_url) throw new Error('Revolut order without checkout_url');
  return { checkout_url: order.checkout_url };
}

/** Where the browser goes after the gateway: `/payment-success` or `/payment-fail`. */
export async function finishCardPayment(db: Db, revolut: RevolutClient, id: string): Promise<string> {
  const request = await findPaymentRequest(db, id);
  if (request.status === 'completed') return `/payment-success?request=${id}`;
  if (!request.gateway_order_id) return `/payment-fail?request=${id}`;
  const order = await revolut.getOrder(request.gateway_order_id);
  const event = EVENT_OF[order.state];
  if (event) {
    const capturedMinor = order.state === 'completed' ? order.amount : undefined;
    await db.transaction().execute((tx) => applyGatewayEvent(tx, { provider: REVOLUT, eventId: `${order.id}:${event}`, orderId: order.id, status: order.state, capturedMinor, payload: order }));
  }
  return order.state === 'completed' ? `/payment-success?request=${id}` : `/payment-fail?request=${id}`;
}
