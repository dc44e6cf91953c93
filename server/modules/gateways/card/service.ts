/**
 * The payer's side of a card payment (POST payments/reservations/{id}/pay/ or orders/{id}/pay/ with
 * provider 'card'): the gateway sends the browser back to our return URL, which reads the result
 * from the gateway (PayFacto's GetResponse; Revolut's order, whose signed webhook may also have
 * come first) and sends it on to /payment-success or /payment-fail with the payment's public id;
 * those pages show its public record — the locator, the amount, what is paid — and nothing else.
 */
import type { Kysely } from 'kysely';
import { fromMinor, toMinor } from '../../../../domain/money.ts';
import { isFinalOperation, type OperationStatus } from '../../../../domain/payments/statuses.ts';
import type { PublicPaymentRequestRecord } from '../../../../domain/schemas/paymentRequests.ts';
import type { Database } from '../../../db/schema.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import type { OperationRow } from '../../payments/operations.ts';
import { readOperation, runRemoteStep } from '../../payments/remote.ts';
import { reservationsChanged } from '../../reservations/cache.ts';

type Db = Kysely<Database>;

async function byPublicId(db: Db, publicId: string): Promise<OperationRow> {
  const op = await db.selectFrom('payment_operations').selectAll().where('public_id', '=', publicId).executeTakeFirst();
  if (!op) throw notFound();
  return op;
}

export async function publicCardPayment(db: Db, publicId: string): Promise<PublicPaymentRequestRecord> {
  const op = await byPublicId(db, publicId);
  const currency = await db.selectFrom('currencies').select('abbreviation').where('id', '=', op.currency_id).executeTakeFirstOrThrow();
  const base = { id: publicId, amount: fromMinor(toMinor(op.amount)), currency: currency.abbreviation, status: op.status as OperationStatus };
  if (op.reservation_id !== null) {
    const r = await db.selectFrom('reservations').select(['locator', 'total', 'paid_amount']).where('id', '=', op.reservation_id).executeTakeFirstOrThrow();
    return { ...base, locator: r.locator, total: fromMinor(toMinor(r.total)), paid: fromMinor(toMinor(r.paid_amount)) };
  }
  // A whole order: its number, and the totals of its reservations that are not cancelled.
  const order = await db.selectFrom('orders').select('number').where('id', '=', op.order_id ?? 0).executeTakeFirst();
  const sums = await db
    .selectFrom('reservations')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<string>('total'), eb.val('0')).as('total'), eb.fn.coalesce(eb.fn.sum<string>('paid_amount'), eb.val('0')).as('paid')])
    .where('order_id', '=', op.order_id ?? 0)
    .where('commercial_status', '<>', 'cancelled')
    .executeTakeFirstOrThrow();
  return { ...base, locator: order?.number ?? '', total: fromMinor(toMinor(String(sums.total))), paid: fromMinor(toMinor(String(sums.paid))) };
}

/** GET payments/card/{public_id}/return/: where the browser goes next. */
export async function returnFromGateway(db: Db, publicId: string, publicUrl: string): Promise<string> {
  let op = await byPublicId(db, publicId);
  if (!isFinalOperation(op.status as OperationStatus) && op.external_id !== null) {
    try {
      op = await runRemoteStep(db, { userId: null, agencyId: op.agency_id, lang: 'es', origin: publicUrl }, op.id, 'authorize');
      await reservationsChanged(db);
    } catch (err) {
      // The gateway is down: the page shows the payment as it stands; the webhook or the job finishes it.
      if (!(err instanceof ApiError)) throw err;
      op = await readOperation(db, op.id);
    }
  }
  return `/payment-${op.status === 'completed' ? 'success' : 'fail'}?payment=${publicId}`;
}
