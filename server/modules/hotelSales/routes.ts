/** Hotel search, page and the booking's after-sale actions (docs/api-hotels-booking.md). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id } from '../../../domain/schemas/common.ts';
import { coordinatorAnswerBody, hotelCancelBody, hotelSearchQuery, hotelStayQuery } from '../../../domain/schemas/hotelSales.ts';
import { hotelCancelRecord, hotelPageRecord, hotelReservationRecord, hotelSearchResult } from '../../../domain/records/hotelSales.ts';
import { canViewHotels } from '../../../domain/services/hotelSalesRules.ts';
import { z } from '../../../domain/validation.ts';
import { requireAuth, requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { pageSchema } from '../../http/pagination.ts';
import { hotelPage } from './page.ts';
import { answerHotelRequest, cancelHotelReservation, getHotelReservation } from './reservations.ts';
import { searchHotels } from './search.ts';
import { registerHotelProvider } from './providerSource.ts';

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
