/** Booking, leg modification and cancellation of flights (docs/api-flights.md 'Booking'). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canBookFlights, canCancelFlightReservation, canCorrectPassengerData } from '../../../domain/reservations/rules.ts';
import { id } from '../../../domain/schemas/common.ts';
import { cancelBody, IDEMPOTENCY_KEY_MAX_LENGTH, modifyLegBody, passengerDataBody, reservationDraftBody } from '../../../domain/schemas/flightBooking.ts';
import { priceQuoteRecord } from '../../../domain/records/flightSearch.ts';
import { cancelRecord, reservationDetailRecord } from '../../../domain/records/flightReservations.ts';
import { bookedRecord } from '../../../domain/records/cart.ts';
import { z } from '../../../domain/validation.ts';
import { requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { fieldError } from '../../http/errors.ts';
import { cancelFlightReservation, modifyFlightLeg } from './changes.ts';
import { PriceChangedError } from './common.ts';
import { correctPassengerData } from './passengerData.ts';
import { createFlightReservation } from './service.ts';
import { planSettlement, settle, settledSummary } from '../cart/payOrder.ts';
import { startBookingCardPayment } from '../payments/bookingCard.ts';
import { origin } from '../payments/routes.ts';

/** 409 price_changed carries the new price; the shared error handler only knows {detail, code}. */
async function withNewPrice<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof PriceChangedError)) throw err;
    // Sent here, so the handler returns nothing (Fastify sees the reply is sent).
    reply.code(409).send({ detail: request.t(err.detail.key), code: err.code, price: err.price });
    return undefined;
  }
}

/** The Idempotency-Key header, trimmed; a 400 when too long (also the cart checkout's). */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (key === undefined || key === '') return undefined;
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) throw fieldError('Idempotency-Key', 'validation.too_long', { max: IDEMPOTENCY_KEY_MAX_LENGTH });
  return key;
}

export async function flightBookingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['flights'], security: [{ bearer: [] }], summary });
  const params = z.object({ id });
  const change = requireRule(canCancelFlightReservation);
  /** The 409s of a booking: price_changed carries the new price to confirm again. */
  const conflict = z.object({ detail: z.string(), code: z.string().optional(), price: priceQuoteRecord.optional() });

  r.post(
    '/flights/reservation/',
    { onRequest: requireRule(canBookFlights), schema: { ...meta('Book flights (Idempotency-Key header: a retry returns the first booking)'), body: reservationDraftBody, response: { 201: bookedRecord, 409: conflict } } },
    async (request, reply) => {
      const key = idempotencyKey(request);
      const ctx = contextOf(request);
      // Paid as booked, or unpaid with a deadline: the cart checkout's own path (docs/api-cart.md).
      const plan = await planSettlement(ctx, request.body.payment);
      const now = new Date();
      return withNewPrice(request, reply, async () => {
        const detail = await createFlightReservation(ctx, request.body, { idempotencyKey: key, now, settle: (trx, booked) => settle(trx, plan, [booked], now) });
        const card = await startBookingCardPayment(ctx, request.body.payment, { reservation: detail.id }, { idempotencyKey: key, origin: origin(request) });
        const { paid, owed, payment_deadline } = await settledSummary(ctx, [detail.id]);
        return reply.code(201).send({ ...detail, settlement: { paid, owed, payment_deadline, ...card } });
      });
    },
  );

  r.put(
    '/reservations/:id/flight-reservation',
    { onRequest: change, schema: { ...meta('Change the outbound or inbound departure (re-priced, seats swapped)'), params, body: modifyLegBody, response: { 200: reservationDetailRecord, 409: conflict } } },
    (request, reply) => withNewPrice(request, reply, () => modifyFlightLeg(contextOf(request), request.params.id, request.body)),
  );

  r.post(
    '/flights/reservation/:id/cancel/',
    { onRequest: change, schema: { ...meta('Cancel: penalty over the policy snapshot, seats returned'), params, body: cancelBody, response: { 200: cancelRecord } } },
    (request) => cancelFlightReservation(contextOf(request), request.params.id, request.body),
  );

  r.patch(
    '/flights/reservations/:id/passengers/:passenger/',
    {
      onRequest: requireRule(canCorrectPassengerData),
      schema: {
        ...meta('Correct a passenger’s gender, nationality, passport expiry or issuing country (409 once check-in closed)'),
        params: z.object({ id, passenger: id }),
        body: passengerDataBody,
        response: { 200: reservationDetailRecord, 409: conflict },
      },
    },
    (request) => correctPassengerData(contextOf(request), request.params.id, request.params.passenger, request.body),
  );
}
