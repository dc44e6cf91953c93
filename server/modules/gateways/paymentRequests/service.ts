/**
 * Card payment links: staff ask a customer to pay (part of) a reservation; the request is e-mailed
 * through the outbox in the customer's language; the public page shows only the amount, the
 * locator and what is paid, and pays through the configured card gateway (card/gateway.ts: Revolut or
 * PayFacto, or their sandbox). The create accepts `Idempotency-Key` (migration 0045): a retry
 * sends no second link and no second e-mail.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Language } from '../../../../domain/constants.ts';
import { translate } from '../../../../domain/i18n.ts';
import { fromMinor, toMinor } from '../../../../domain/money.ts';
import type { PaymentRequestRecord, PublicPaymentRequestRecord, reservationPaymentRequestBody } from '../../../../domain/schemas/paymentRequests.ts';
import type { z } from '../../../../domain/validation.ts';
import type { Database } from '../../../db/schema.ts';
import type { PaymentRequestsTable } from '../../../db/schemaGateways.ts';
import type { ServiceContext } from '../../../http/context.ts';
import { ApiError, FieldErrors, fieldError, notFound } from '../../../http/errors.ts';
import { agencyScope } from '../../../http/scope.ts';
import { requestHash } from '../../flightBooking/common.ts';
import { keyReused } from '../../payments/operations.ts';
import { cardGateway } from '../card/gateway.ts';

type Db = Kysely<Database>;
type Row = Selectable<PaymentRequestsTable>;

export const publicPageUrl = (publicUrl: string, id: string) => `${publicUrl}/payment/${id}`;

export function toRecord(row: Row, publicUrl: string): PaymentRequestRecord {
  return {
    id: row.id,
    reservation: row.reservation_id,
    amount: row.amount,
    currency: row.currency,
    email: row.email,
    status: row.status,
    provider: row.provider,
    url: publicPageUrl(publicUrl, row.id),
    created_at: row.created_at.toISOString(),
    paid_at: row.paid_at ? row.paid_at.toISOString() : null,
  };
}

/**
 * The request a key already made for this user, answered again: same body (its hash), or 409
 * idempotency_key_reused (the core's answer, payments/operations.ts). Null when the key is new.
 */
async function replayedRequest(db: Db, userId: number, key: string | undefined, hash: string): Promise<Row | null> {
  if (!key) return null;
  const taken = await db.selectFrom('payment_requests').selectAll().where('created_by', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
  if (!taken) return null;
  if (taken.request_hash !== hash) throw keyReused();
  return taken;
}

export async function createReservationPaymentRequest(
  { db, actor }: ServiceContext,
  body: z.infer<typeof reservationPaymentRequestBody>,
  publicUrl: string,
  idempotencyKey?: string,
): Promise<PaymentRequestRecord> {
  const hash = requestHash(body);
  const first = await replayedRequest(db, actor.id, idempotencyKey, hash);
  if (first) return toRecord(first, publicUrl);
  return db.transaction().execute(async (tx) => {
    const reservation = await tx
      .selectFrom('reservations as r')
      .innerJoin('currencies as c', 'c.id', 'r.currency_id')
      .select(['r.id', 'r.agency_id', 'r.locator', 'r.total', 'r.paid_amount', 'r.status', 'c.abbreviation as currency'])
      .where('r.id', '=', body.reservation)
      .where(agencyScope(actor, 'r.agency_id'))
      .forUpdate()
      .executeTakeFirst();
    if (!reservation) throw fieldError('reservation', 'gateways.reservation_not_found');
    if (reservation.status === 'cancelled') throw fieldError('reservation', 'gateways.reservation_cancelled');
    // What the core's settled payments left unpaid (reservations.paid_amount, kept by settlement).
    const due = toMinor(reservation.total) - toMinor(reservation.paid_amount);
    if (due <= 0) throw new FieldErrors({ non_field_errors: [{ key: 'gateways.nothing_due' }] });
    const amount = body.amount === undefined ? due : toMinor(body.amount);
    if (amount > due) throw fieldError('amount', 'gateways.amount_exceeds_due', { due: fromMinor(due) });
    const language: Language = body.language ?? 'es';
    const row = await tx
      .insertInto('payment_requests')
      .values({
        reservation_id: reservation.id,
        agency_id: reservation.agency_id,
        amount: fromMinor(amount),
        currency: reservation.currency,
        email: body.email,
        language,
        provider: await cardGateway(tx),
        created_by: actor.id,
        idempotency_key: idempotencyKey ?? null,
        request_hash: idempotencyKey ? hash : null,
      })
      // A twin with the same key committed meanwhile (the insert waited for it): answer its request.
      .onConflict((oc) => oc.columns(['created_by', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) return toRecord((await replayedRequest(tx, actor.id, idempotencyKey, hash))!, publicUrl);
    const link = publicPageUrl(publicUrl, row.id);
    const params = { locator: reservation.locator, amount: row.amount, currency: row.currency, link };
    await tx
      .insertInto('outbox')
      .values({ to: body.email, kind: 'payment_link', subject: translate(language, 'gateways.mail_link_subject', params), body: translate(language, 'gateways.mail_link_body', params) })
      .execute();
    return toRecord(row, publicUrl);
  });
}

export async function findPaymentRequest(db: Db, id: string): Promise<Row> {
  const row = await db.selectFrom('payment_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function publicPaymentRequest(db: Db, id: string): Promise<PublicPaymentRequestRecord> {
  const row = await findPaymentRequest(db, id);
  const reservation = row.reservation_id
    ? await db.selectFrom('reservations').select(['locator', 'total', 'paid_amount']).where('id', '=', row.reservation_id).executeTakeFirstOrThrow()
    : { locator: '', total: row.amount, paid_amount: '0.00' };
  return { id: row.id, locator: reservation.locator, amount: row.amount, currency: row.currency, status: row.status, total: reservation.total, paid: fromMinor(toMinor(reservation.paid_amount)) };
}

/** A request takes a new card attempt only while nothing was captured for it. */
export function assertPayable(row: Row): void {
  if (row.status === 'completed' || row.status === 'cancelled') throw new ApiError(409, { key: 'gateways.request_closed' }, 'request_closed');
}
