/** Booking, leg modification and cancellation of flights (docs/api-flights.md 'Booking'). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canBookFlights, canCancelFlightReservation } from '../../../domain/reservations/rules.ts';
import { id } from '../../../domain/schemas/common.ts';
import { cancelBody, IDEMPOTENCY_KEY_MAX_LENGTH, modifyLegBody, reservationDraftBody } from '../../../domain/schemas/flightBooking.ts';
import { z } from '../../../domain/validation.ts';
import { actorOf, requireRule } from '../../http/auth.ts';
import { fieldError } from '../../http/errors.ts';
import { cancelFlightReservation, modifyFlightLeg } from './changes.ts';
import { PriceChangedError } from './common.ts';
import { createFlightReservation } from './service.ts';

/** 409 price_changed carries the new price; the shared error handler only knows {detail, code}. */
async function withNewPrice<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof PriceChangedError)) throw err;
    return reply.code(409).send({ detail: request.t(err.detail.key), code: err.code, price: err.price });
  }
}

function idempotencyKey(request: FastifyRequest): string | undefined {
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

  r.post(
    '/flights/reservation/',
    { onRequest: requireRule(canBookFlights), schema: { ...meta('Book flights (Idempotency-Key header: a retry returns the first booking)'), body: reservationDraftBody } },
    async (request, reply) => {
      const key = idempotencyKey(request);
      return withNewPrice(request, reply, async () => {
        const detail = await createFlightReservation(app.db, actorOf(request), request.body, { idempotencyKey: key, lang: request.lang });
        return reply.code(201).send(detail);
      });
    },
  );

  r.put(
    '/reservations/:id/flight-reservation',
    { onRequest: change, schema: { ...meta('Change the outbound or inbound departure (re-priced, seats swapped)'), params, body: modifyLegBody } },
    (request, reply) => withNewPrice(request, reply, () => modifyFlightLeg(app.db, actorOf(request), request.params.id, request.body, request.lang)),
  );

  r.post(
    '/flights/reservation/:id/cancel/',
    { onRequest: change, schema: { ...meta('Cancel: penalty over the policy snapshot, seats returned'), params, body: cancelBody } },
    (request) => cancelFlightReservation(app.db, actorOf(request), request.params.id, request.body),
  );
}
