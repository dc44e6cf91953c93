/** GET-only reference lists for any signed-in user (docs/api.md 'Nomenclators and settings'). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id, idIn, listQuery } from '../../../domain/schemas/common.ts';
import { z } from '../../../domain/validation.ts';
import { requireAuth } from '../../http/auth.ts';
import { sharedCache } from '../../http/cache.ts';
import { contextOf } from '../../http/context.ts';
import { TOPICS } from '../../http/invalidation.ts';
import { pageSchema } from '../../http/pagination.ts';
import {
  getCountry,
  listAvailablePrices,
  listCancellationPolicies,
  listConfigurations,
  listCountries,
  listCurrencies,
  listHotelChains,
  listProvinces,
  listTermConditions,
} from './service.ts';

/**
 * Reference data is read on every page by every user and changes rarely: answers are kept 30 s
 * per language and URL (docs/decisions.md). The flight cancellation policies and terms change
 * through the flight administration, whose writes clear this on every instance. Configurations
 * are not cached (admins see more).
 */
export const REFERENCE_TTL_MS = 30_000;

const searchable = listQuery.extend({ search: z.string().trim().max(100).optional() });
const named = z.object({ id: z.number().int(), name: z.string() });
const country = named.extend({ code: z.string() });

export async function nomenclatorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const cache = sharedCache(db, { name: 'reference', ttlMs: REFERENCE_TTL_MS, topics: [TOPICS.flightCatalog, TOPICS.hotelCatalog] });
  const cached = <T>(request: FastifyRequest, compute: () => Promise<T>) => cache.wrap(`${request.lang}|${request.url}`, compute);
  const read = (request: FastifyRequest) => ({ db, lang: request.lang });
  const base = { onRequest: requireAuth };
  const meta = (summary: string) => ({ tags: ['nomenclators'], security: [{ bearer: [] }], summary });

  // Public: the agency registration form (/agencias/registro) lists countries before any login.
  r.get('/nomenclator/countries/', { schema: { tags: ['nomenclators'], summary: 'Countries (public)', querystring: searchable, response: { 200: pageSchema(country) } } }, (request) =>
    cached(request, () => listCountries(read(request), request.url, request.query)),
  );

  r.get(
    '/nomenclator/country/:id',
    {
      ...base,
      schema: { ...meta('A country with its provinces'), params: z.object({ id }), response: { 200: country.extend({ provinces: z.array(named) }) } },
    },
    (request) => cached(request, () => getCountry(read(request), request.params.id)),
  );

  r.get(
    '/nomenclator/provinces/',
    {
      ...base,
      schema: {
        ...meta('Provinces'),
        querystring: searchable.extend({ country: id.optional() }),
        response: { 200: pageSchema(named.extend({ country: z.number().int() })) },
      },
    },
    (request) => cached(request, () => listProvinces(read(request), request.url, request.query)),
  );

  r.get('/nomenclator/hotel_chains/', { ...base, schema: { ...meta('Hotel chains (active ones)'), querystring: searchable.extend({ id__in: idIn.optional() }), response: { 200: pageSchema(named.extend({ code: z.string().nullable() })) } } }, (request) =>
    cached(request, () => listHotelChains(read(request), request.url, request.query)),
  );

  r.get(
    '/nomenclator/available-prices/',
    {
      ...base,
      schema: { ...meta('Available prices'), querystring: searchable, response: { 200: pageSchema(named.extend({ code: z.string(), description: z.string() })) } },
    },
    (request) => cached(request, () => listAvailablePrices(read(request), request.url, request.query)),
  );

  r.get(
    '/currency/',
    {
      ...base,
      schema: {
        ...meta('Currencies'),
        querystring: listQuery,
        response: { 200: pageSchema(z.object({ id: z.number().int(), abbreviation: z.string(), symbol: z.string(), name: z.string() })) },
      },
    },
    (request) => cached(request, () => listCurrencies(read(request), request.url, request.query)),
  );

  r.get(
    '/configurations',
    {
      ...base,
      schema: {
        ...meta('Configurations'),
        querystring: searchable,
        response: { 200: pageSchema(z.object({ id: z.number().int(), key: z.string(), value: z.unknown(), description: z.string() })) },
      },
    },
    (request) => listConfigurations(contextOf(request), request.url, request.query),
  );

  r.get(
    '/flights/cancellationpolicy',
    {
      ...base,
      schema: {
        ...meta('Cancellation policies of flights'),
        querystring: listQuery,
        response: {
          200: pageSchema(
            named.extend({
              description: z.string(),
              discount_type: z.enum(['percent', 'fixed', 'nights']),
              value: z.string(),
              currency: z.number().int().nullable(),
              min_days: z.number().int(),
              max_days: z.number().int(),
            }),
          ),
        },
      },
    },
    (request) => cached(request, () => listCancellationPolicies(read(request), request.url, request.query, 'flights')),
  );

  r.get(
    '/flights/termconditions',
    { ...base, schema: { ...meta('Terms and conditions of flights'), querystring: listQuery, response: { 200: pageSchema(named.extend({ description: z.string() })) } } },
    (request) => cached(request, () => listTermConditions(read(request), request.url, request.query, 'flights')),
  );
}
