/** Exchange rates (docs/api-quotes.md 'Exchange rates'): read by every signed-in user, set by finance staff. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canManageExchangeRates } from '../../../domain/exchangeRateRules.ts';
import { id } from '../../../domain/schemas/common.ts';
import { currentRatesQuery, currentRatesRecord, exchangeRateBody, exchangeRateListQuery, exchangeRateRecord } from '../../../domain/schemas/exchangeRates.ts';
import { z } from '../../../domain/validation.ts';
import { requireAuth, requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { pageSchema } from '../../http/pagination.ts';
import { createExchangeRate, currentRates, getExchangeRate, listExchangeRates } from './service.ts';

export async function exchangeRateRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['exchange rates'], security: [{ bearer: [] }], summary });

  r.get(
    '/currency/exchange-rates/',
    { onRequest: requireAuth, schema: { ...meta('The history of exchange rates against USD, newest effective day first'), querystring: exchangeRateListQuery, response: { 200: pageSchema(exchangeRateRecord) } } },
    (request) => listExchangeRates(contextOf(request), request.url, request.query),
  );
  r.get(
    '/currency/exchange-rates/current/',
    { onRequest: requireAuth, schema: { ...meta("Every currency's rate in effect on a day (today by default)"), querystring: currentRatesQuery, response: { 200: currentRatesRecord } } },
    (request) => currentRates(app.db, request.query.date),
  );
  r.get(
    '/currency/exchange-rates/:id/',
    { onRequest: requireAuth, schema: { ...meta('One exchange rate'), params: z.object({ id }), response: { 200: exchangeRateRecord } } },
    (request) => getExchangeRate(app.db, request.params.id),
  );
  r.post(
    '/currency/exchange-rates/',
    { onRequest: requireRule(canManageExchangeRates), schema: { ...meta('Set a rate from a day on (finance staff); earlier rates stay in the history'), body: exchangeRateBody, response: { 201: exchangeRateRecord } } },
    async (request, reply) => reply.code(201).send(await createExchangeRate(contextOf(request), request.body)),
  );
}
