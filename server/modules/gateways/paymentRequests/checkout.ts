/**
 * Paying a payment link by card, through the core like every card payment (payments/remote.ts):
 * the attempt is recorded first (a payment operation of kind payment_request linked to the link,
 * committed), then the gateway's order or session is created on the card gateway configured when
 * the payer starts (the `card_gateway` setting, as every card payment: Revolut or PayFacto) and
 * recorded in a second transaction. The latest attempt is reused while it still waits for the payer,
 * so a double click or a reload pays one order. On the customer's return the result, read from the
 * attempt's own gateway, decides success or failure; Revolut's signed webhook does the same on its own.
 */
import type { Kysely } from 'kysely';
import { toMinor } from '../../../../domain/money.ts';
import type { Database } from '../../../db/schema.ts';
import { ApiError } from '../../../http/errors.ts';
import { recordOperation, type OperationRow } from '../../payments/operations.ts';
import { gatewayUnavailable, readOperation, runRemoteStep, startRemotePayment, type RemoteContext } from '../../payments/remote.ts';
import { reservationsChanged } from '../../reservations/cache.ts';
import { cardGateway } from '../card/gateway.ts';
import { assertPayable, findPaymentRequest } from './service.ts';

type Db = Kysely<Database>;

const returnUrl = (publicUrl: string, id: string) => `${publicUrl}/api/payments/payment-requests/${id}/return/`;

function latestAttempt(db: Db, id: string): Promise<OperationRow | undefined> {
  return db.selectFrom('payment_operations').selectAll().where('payment_request_id', '=', id).orderBy('id', 'desc').executeTakeFirst();
}

const waiting = (op: OperationRow | undefined) => op !== undefined && op.status === 'processing' && op.redirect_url !== null;

export async function startCardPayment(db: Db, id: string, publicUrl: string): Promise<{ checkout_url: string }> {
  const request = await findPaymentRequest(db, id);
  assertPayable(request);
  const ctx: RemoteContext = { userId: null, agencyId: request.agency_id, lang: request.language === 'en' ? 'en' : 'es', origin: publicUrl, returnUrl: returnUrl(publicUrl, id) };
  const latest = await latestAttempt(db, id);
  if (latest && waiting(latest)) {
    // Reuse it only while the gateway still waits for the payer on it.
    const fresh = await runRemoteStep(db, ctx, latest.id, 'authorize');
    if (waiting(fresh)) return { checkout_url: fresh.redirect_url as string };
    if (fresh.status === 'completed') throw new ApiError(409, { key: 'gateways.request_closed' }, 'request_closed');
  }
  const operation = await startRemotePayment(db, ctx, async (tx) => {
    const row = await tx.selectFrom('payment_requests').select(['status']).where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
    assertPayable({ ...request, status: row.status });
    const reservation = request.reservation_id ? await tx.selectFrom('reservations').select('currency_id').where('id', '=', request.reservation_id).executeTakeFirstOrThrow() : null;
    const order = request.order_id ? await tx.selectFrom('orders').select('currency_id').where('id', '=', request.order_id).executeTakeFirstOrThrow() : null;
    const after = latest?.id ?? 'first';
    // Read when the payer starts, like any card payment: a link sent before the setting changed
    // pays through the gateway in use now. The link names it (and follow.ts keeps it so).
    const gateway = await cardGateway(tx);
    await tx.updateTable('payment_requests').set({ provider: gateway }).where('id', '=', id).execute();
    return recordOperation(tx, {
      kind: 'payment_request',
      provider: gateway,
      amountMinor: toMinor(request.amount),
      currencyId: reservation?.currency_id ?? order?.currency_id ?? 1,
      agencyId: request.agency_id,
      reservationId: request.reservation_id,
      orderId: request.reservation_id ? null : request.order_id,
      paymentRequestId: request.id,
      // Two clicks after the same attempt are one new attempt.
      idempotencyKey: `payment-request:${request.id}:${after}`,
      requestBody: { payment_request: request.id, after },
      createdBy: request.created_by,
    });
  });
  if (!waiting(operation)) throw gatewayUnavailable();
  return { checkout_url: operation.redirect_url as string };
}

/** Where the browser goes after the gateway: `/payment-success` or `/payment-fail`. */
export async function finishCardPayment(db: Db, id: string, publicUrl: string): Promise<string> {
  const request = await findPaymentRequest(db, id);
  const success = `/payment-success?request=${id}`;
  const fail = `/payment-fail?request=${id}`;
  if (request.status === 'completed') return success;
  const latest = await latestAttempt(db, id);
  if (!latest) return fail;
  let operation = latest;
  try {
    operation = await runRemoteStep(db, { userId: null, agencyId: request.agency_id, lang: 'es', origin: publicUrl }, latest.id, 'authorize');
    await reservationsChanged(db);
  } catch (err) {
    // The gateway is down: the page shows the link's status; the webhook or the job will finish it.
    if (!(err instanceof ApiError)) throw err;
    operation = await readOperation(db, latest.id);
  }
  return operation.status === 'completed' ? success : fail;
}
