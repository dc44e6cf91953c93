/** Hotel search, page and the booking's after-sale actions (docs/api-hotels-booking.md). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id } from '../../../domain/schemas/common.ts';
import { coordinatorAnswerBody, hotelBookingBody, hotelCancelBody, hotelSearchQuery, hotelStayQuery } from '../../../domain/schemas/hotelSales.ts';
import { hotelCancelRecord, hotelPageRecord, hotelReservationRecord, hotelSearchResult } from '../../../domain/records/hotelSales.ts';
import { checkoutRecord, priceChangeRecord } from '../../../domain/records/cart.ts';
import { canBookHotels, canViewHotels } from '../../../domain/services/hotelSalesRules.ts';
import { z } from '../../../domain/validation.ts';
import { requireAuth, requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { pageSchema } from '../../http/pagination.ts';
import { hotelPage } from './page.ts';
import { answerHotelRequest, cancelHotelReservation, getHotelReservation } from './reservations.ts';
import { searchHotels } from './search.ts';
import { registerHotelProvider } from './providerSource.ts';
import { bookHotelNow } from './bookNow.ts';
import { CartPriceChangedError } from '../cart/checkout.ts';
import { startBookingCardPayment } from '../payments/bookingCard.ts';
import { idempotencyKey, origin } from '../payments/routes.ts';

export async function hotelSalesRoutes(app: FastifyInstance): Promise<void> {
  registerHotelProvider(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['hotels'], security: [{ bearer: [] }], summary });
  const view = requireRule(canViewHotels);
  const params = z.object({ id });

  r.get(
    '/hotels/search/',
    { onRequest: view, schema: { ...meta('Hotels with a room for the whole stay, priced for the caller (ordering: price, category, name, id)'), querystring: hotelSearchQuery, response: { 200: pageSchema(hotelSearchResult) } } },
    (request) => searchHotels(contextOf(request), request.url, request.query),
  );

  // The hotel page's 'book now': the stay through the shared checkout, settled as any checkout (bookNow.ts).
  const conflict = z.object({ detail: z.string(), code: z.string().optional(), items: z.array(priceChangeRecord).optional() });
  r.post(
    '/hotels/book/',
    {
      onRequest: requireRule(canBookHotels),
      schema: { ...meta('Book a stay now (paid, part-paid, by card, or unpaid where allowed) under one order, without the cart (Idempotency-Key)'), body: hotelBookingBody, response: { 201: checkoutRecord, 409: conflict } },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const key = idempotencyKey(request);
      try {
        const result = await bookHotelNow(ctx, request.body, new Date(), key);
        // Paid by card: booked unpaid, then the order's card payment starts (its hosted page), as at checkout.
        const card = await startBookingCardPayment(ctx, request.body.payment, { order: result.order.id }, { idempotencyKey: key, origin: origin(request) });
        reply.code(201);
        return { ...result, ...card };
      } catch (err) {
        if (!(err instanceof CartPriceChangedError)) throw err;
        return reply.code(409).send({ detail: request.t(err.detail.key), code: err.code, items: err.items });
      }
    },
  );

  r.get(
    '/hotels/reservations/:id/',
    { onRequest: requireAuth, schema: { ...meta("A hotel booking's hotel part: rooms, holders, plan, supplements, policy, actions"), params, response: { 200: hotelReservationRecord } } },
    (request) => getHotelReservation(contextOf(request), request.params.id),
  );

  r.post(
    '/hotels/reservations/:id/confirm/',
    { onRequest: requireAuth, schema: { ...meta('Coordinator: confirm an on-request booking (coordinator status requested → confirmed)'), params, body: coordinatorAnswerBody, response: { 200: hotelReservationRecord } } },
    (request) => answerHotelRequest(contextOf(request), request.params.id, 'confirmed', request.body.note),
  );

  r.post(
    '/hotels/reservations/:id/deny/',
    { onRequest: requireAuth, schema: { ...meta('Coordinator: deny an on-request booking (rooms back, paid money refunded)'), params, body: coordinatorAnswerBody, response: { 200: hotelReservationRecord } } },
    (request) => answerHotelRequest(contextOf(request), request.params.id, 'denied', request.body.note),
  );

  r.post(
    '/hotels/reservations/:id/cancel/',
    { onRequest: requireAuth, schema: { ...meta("Cancel with the check-in season's penalty; rooms back, the rest refunded"), params, body: hotelCancelBody, response: { 200: hotelCancelRecord } } },
    (request) => cancelHotelReservation(contextOf(request), request.params.id, request.body),
  );

  r.get(
    '/hotels/:slug/',
    {
      onRequest: view,
      schema: { ...meta('The hotel page: every room type × plan priced for the stay'), params: z.object({ slug: z.string().max(200).regex(/^[a-z0-9-]+$/, { error: 'hotels.invalid_slug' }) }), querystring: hotelStayQuery, response: { 200: hotelPageRecord } },
    },
    (request) => hotelPage(contextOf(request), request.params.slug, request.query),
  );
}
