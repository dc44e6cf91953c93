/** Quotes of the cart (docs/api-quotes.md): `cart/quotes/` and its actions. Permission 'Shopping Cart Quotes'. */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { quoteConvertRecord, quoteDetailRecord, quotePriceChangeRecord, quoteRecord, quoteUnavailableRecord } from '../../../domain/records/quotes.ts';
import { canUseQuotes } from '../../../domain/quotes/rules.ts';
import { id } from '../../../domain/schemas/common.ts';
import { quoteBody, quoteConvertBody, quoteListQuery, quoteSendBody, quoteUpdateBody } from '../../../domain/schemas/quotes.ts';
import { z } from '../../../domain/validation.ts';
import { requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { pageSchema } from '../../http/pagination.ts';
import { convertQuote, QuotePriceChangedError } from './convert.ts';
import { QuoteUnavailableError } from './convertHotel.ts';
import { quoteDocument } from './document.ts';
import { sendQuote } from './send.ts';
import { createQuote, deleteQuote, getQuote, listQuotes, renameQuote } from './service.ts';

export async function quoteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['quotes'], security: [{ bearer: [] }], summary });
  const guard = requireRule(canUseQuotes);
  const params = z.object({ id });
  const mediaDir = path.join(app.config.dataDir, 'media');

  r.get(
    '/cart/quotes/',
    { onRequest: guard, schema: { ...meta('The caller’s quotes (an agency admin’s: also its subtree’s), newest first'), querystring: quoteListQuery, response: { 200: pageSchema(quoteRecord) } } },
    (request) => listQuotes(contextOf(request), request.url, request.query),
  );
  r.post(
    '/cart/quotes/',
    { onRequest: guard, schema: { ...meta('Save the cart as a named quote in a currency (the cart stays as it is)'), body: quoteBody, response: { 201: quoteDetailRecord } } },
    async (request, reply) => reply.code(201).send(await createQuote(contextOf(request), request.body)),
  );
  r.get('/cart/quotes/:id/', { onRequest: guard, schema: { ...meta('One quote with its items and the rates used'), params, response: { 200: quoteDetailRecord } } }, (request) =>
    getQuote(contextOf(request), request.params.id),
  );
  r.patch(
    '/cart/quotes/:id/',
    { onRequest: guard, schema: { ...meta('Rename a quote (its owner)'), params, body: quoteUpdateBody, response: { 200: quoteDetailRecord } } },
    (request) => renameQuote(contextOf(request), request.params.id, request.body),
  );
  r.delete('/cart/quotes/:id/', { onRequest: guard, schema: { ...meta('Delete a quote (its owner)'), params, response: { 204: z.null() } } }, async (request, reply) => {
    await deleteQuote(contextOf(request), request.params.id);
    return reply.code(204).send(null);
  });
  r.get('/cart/quotes/:id/pdf/', { onRequest: guard, schema: { ...meta("The quote as a PDF, in the request's language"), params } }, async (request, reply) => {
    const file = await quoteDocument(contextOf(request), request.params.id, mediaDir, request.lang);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.content);
  });
  r.post(
    '/cart/quotes/:id/send/',
    {
      onRequest: guard,
      schema: { ...meta('E-mail the quote’s PDF to the customer (queued in the outbox)'), params, body: quoteSendBody, response: { 202: z.object({ detail: z.string(), mail: z.number().int() }) } },
    },
    async (request, reply) => reply.code(202).send(await sendQuote(contextOf(request), request.params.id, request.body, mediaDir)),
  );
  const conflict = z.object({ detail: z.string(), code: z.string().optional(), items: z.array(z.union([quotePriceChangeRecord, quoteUnavailableRecord])).optional() });
  r.post(
    '/cart/quotes/:id/convert/',
    {
      onRequest: guard,
      schema: { ...meta('Put every item back into the cart, re-priced and held (all or none)'), params, body: quoteConvertBody, response: { 201: quoteConvertRecord, 409: conflict } },
    },
    async (request, reply) => {
      try {
        const result = await convertQuote(contextOf(request), request.params.id, request.body);
        return reply.code(201).send(result);
      } catch (err) {
        if (err instanceof QuoteUnavailableError) return reply.code(409).send({ detail: request.t(err.detail.key, err.detail.params), code: err.code, items: err.items });
        if (!(err instanceof QuotePriceChangedError)) throw err;
        return reply.code(409).send({ detail: request.t(err.detail.key), code: err.code, items: err.items });
      }
    },
  );
}
