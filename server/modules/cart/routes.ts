/** The cart (docs/api-cart.md): items with their holds, the top bar's count, checkout. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartItemRecord, checkoutRecord, priceChangeRecord } from '../../../domain/records/cart.ts';
import { canBookFlights } from '../../../domain/reservations/rules.ts';
import { anyCartItemBody, checkoutBody } from '../../../domain/schemas/cart.ts';
import { canBookHotels } from '../../../domain/services/hotelSalesRules.ts';
import { forbidden } from '../../http/errors.ts';
import { addHotelCartItem } from '../hotelSales/cartItem.ts';
import { id } from '../../../domain/schemas/common.ts';
import { z } from '../../../domain/validation.ts';
import { actorOf, requireAuth, requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { listQuery, pageSchema } from '../../http/pagination.ts';
import { CartPriceChangedError, checkout } from './checkout.ts';
import { addCartItem, listCartItems, removeCartItem } from './items.ts';
import { cartSummary } from './service.ts';
import { idempotencyKey } from '../flightBooking/routes.ts';
import { paymentOptions, paymentOptionsRecord } from './checkoutOptions.ts';
import { startBookingCardPayment } from '../payments/bookingCard.ts';
import { origin } from '../payments/routes.ts';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['cart'], security: [{ bearer: [] }], summary });
  // Putting an item in or checking out is booking it: each item's own booking rule is checked
  // with it (flights, hotels), the route only needs one of them.
  const book = requireRule((actor) => canBookFlights(actor) || canBookHotels(actor));

  r.get(
    '/cart/summary/',
    { onRequest: requireAuth, schema: { ...meta("Number of items in the caller's cart"), response: { 200: z.object({ count: z.number().int() }) } } },
    (request) => cartSummary(app.db, actorOf(request).id),
  );

  r.get(
    '/cart/items/',
    { onRequest: requireAuth, schema: { ...meta("The caller's cart items (ordering: created, expires_at, price)"), querystring: listQuery, response: { 200: pageSchema(cartItemRecord) } } },
    (request) => listCartItems(contextOf(request), request.url, request.query),
  );

  r.post(
    '/cart/items/',
    { onRequest: book, schema: { ...meta('Put a priced quote in the cart; its seats are held until expires_at'), body: anyCartItemBody, response: { 201: cartItemRecord } } },
    async (request, reply) => {
      const ctx = contextOf(request);
      const body = request.body;
      if (body.service_type === 'hotels') {
        if (!canBookHotels(ctx.actor)) throw forbidden();
        const item = await addHotelCartItem(ctx, body);
        reply.code(201);
        return item;
      }
      if (!canBookFlights(ctx.actor)) throw forbidden();
      const item = await addCartItem(ctx, body);
      reply.code(201);
      return item;
    },
  );

  r.delete(
    '/cart/items/:id/',
    { onRequest: requireAuth, schema: { ...meta('Remove an item and give its seats back'), params: z.object({ id }), response: { 204: z.null() } } },
    async (request, reply) => {
      await removeCartItem(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/cart/payment-summary/',
    { onRequest: book, schema: { ...meta('How the caller may settle a booking: the providers, and the hours an unpaid booking lasts (0: not allowed)'), response: { 200: paymentOptionsRecord } } },
    (request) => paymentOptions(contextOf(request)),
  );

  const conflict = z.object({ detail: z.string(), code: z.string().optional(), items: z.array(priceChangeRecord).optional() });
  r.post(
    '/cart/checkout/',
    { onRequest: book, schema: { ...meta('Book every item in one go (all or none) under one order (Idempotency-Key header: a retry answers the first order)'), body: checkoutBody, response: { 201: checkoutRecord, 409: conflict } } },
    async (request, reply) => {
      try {
        const key = idempotencyKey(request);
        const result = await checkout(contextOf(request), request.body, new Date(), key);
        // Paid by card: booked unpaid, then the order's card payment starts (its hosted page).
        const card = await startBookingCardPayment(contextOf(request), request.body.payment, { order: result.order.id }, { idempotencyKey: key, origin: origin(request) });
        reply.code(201);
        return { ...result, ...card };
      } catch (err) {
        if (!(err instanceof CartPriceChangedError)) throw err;
        return reply.code(409).send({ detail: request.t(err.detail.key), code: err.code, items: err.items });
      }
    },
  );
}
