/** Flight search, bookable days and the price calculation (docs/api-flights.md 'Search'). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canViewFlights } from '../../../domain/reservations/rules.ts';
import { bookableDaysQuery, flightSearchQuery, priceCalculationBody } from '../../../domain/schemas/flightBooking.ts';
import { bookableDaysAnswer, flightSearchAnswer, priceQuoteRecord } from '../../../domain/records/flightSearch.ts';
import { requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { calculatePrice } from './quotes.ts';
import { bookableDays, searchFlightsJson } from './service.ts';

export async function flightSearchRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['flights'], security: [{ bearer: [] }], summary });
  const onRequest = requireRule(canViewFlights);

  r.get(
    '/flights/search/flights-open/get_bookable_days/',
    { onRequest, schema: { ...meta('Days of a month with a bookable departure between two cities'), querystring: bookableDaysQuery, response: { 200: bookableDaysAnswer } } },
    (request) => bookableDays(contextOf(request), request.query),
  );

  r.get(
    '/flights/search/flights-open/',
    { onRequest, schema: { ...meta('Bookable departures on a date, priced for the caller’s agency'), querystring: flightSearchQuery, response: { 200: flightSearchAnswer } } },
    async (request, reply) => {
      const text = await searchFlightsJson(contextOf(request), request.query);
      // Cached JSON text, sent as it is (see the reservation list).
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(text);
    },
  );

  r.post(
    '/flights/v2/price-calculation/',
    { onRequest, schema: { ...meta('Price a selection and pin it with a price token (10 min)'), body: priceCalculationBody, response: { 200: priceQuoteRecord } } },
    (request) => calculatePrice(contextOf(request), request.body),
  );
}
