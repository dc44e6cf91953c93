/**
 * Private houses (docs/api-houses.md): the staff's catalogue (admin-houses/house/), the agencies'
 * search, detail and price (houses/…), and the requests with their status changes.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canHandleHouseRequests, canManageHouseCatalog, canRequestHouses, canSearchHouses, canSeeHouseRequests } from '../../../domain/houses/rules.ts';
import { houseAdminPage, houseAdminRecord, houseDetailRecord, housePriceRecord, houseRequestDetailRecord, houseRequestPage, houseSearchPage } from '../../../domain/records/houses.ts';
import { id } from '../../../domain/schemas/common.ts';
import {
  houseAdminListQuery,
  houseBody,
  houseDetailQuery,
  housePriceBody,
  houseRequestBody,
  houseRequestListQuery,
  houseRequestStatusBody,
  houseSearchQuery,
  houseUpdateBody,
} from '../../../domain/schemas/houses.ts';
import { z } from '../../../domain/validation.ts';
import { requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { idempotencyKey } from '../payments/routes.ts';
import { deleteHouse, getHouse, listHouses, saveHouse } from './catalog.ts';
import { createRequest, getRequest, listRequests } from './requests.ts';
import { houseDetail, priceHouse, searchHouses } from './search.ts';
import { changeRequestStatus } from './status.ts';

const slugParam = z.string().trim().min(1).max(200).regex(/^[a-z0-9-]+$/, { error: 'validation.invalid_format' });

export async function houseRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (tag: string, summary: string) => ({ tags: [tag], security: [{ bearer: [] }], summary });
  const params = z.object({ id });
  const admin = requireRule(canManageHouseCatalog);
  const search = requireRule(canSearchHouses);
  const requests = requireRule(canSeeHouseRequests);
  const cat = 'house administration';

  r.get('/admin-houses/house/', { onRequest: admin, schema: { ...meta(cat, 'Houses with their rooms, seasons and supplements'), querystring: houseAdminListQuery, response: { 200: houseAdminPage } } }, (request) =>
    listHouses(contextOf(request), request.url, request.query),
  );
  r.post('/admin-houses/house/', { onRequest: admin, schema: { ...meta(cat, 'Create a house with its rooms, seasons and supplements'), body: houseBody, response: { 201: houseAdminRecord } } }, async (request, reply) =>
    reply.code(201).send(await saveHouse(contextOf(request), request.body, null)),
  );
  r.get('/admin-houses/house/:id/', { onRequest: admin, schema: { ...meta(cat, 'One house'), params, response: { 200: houseAdminRecord } } }, (request) => getHouse(contextOf(request), request.params.id));
  r.patch('/admin-houses/house/:id/', { onRequest: admin, schema: { ...meta(cat, 'Change a house; nested lists sent replace the old ones (rows with id kept)'), params, body: houseUpdateBody, response: { 200: houseAdminRecord } } }, async (request) => {
    const ctx = contextOf(request);
    return saveHouse(ctx, request.body, await getHouse(ctx, request.params.id));
  });
  r.delete('/admin-houses/house/:id/', { onRequest: admin, schema: { ...meta(cat, 'Delete a house never requested (409 in_use otherwise)'), params } }, async (request, reply) => {
    await deleteHouse(contextOf(request), request.params.id);
    return reply.code(204).send();
  });

  const tag = 'houses';
  r.get('/houses/search/', { onRequest: search, schema: { ...meta(tag, 'The house filter of spec §3 with the stay price for the caller’s agency'), querystring: houseSearchQuery, response: { 200: houseSearchPage } } }, (request) =>
    searchHouses(contextOf(request), request.url, request.query),
  );
  r.get('/houses/requests/', { onRequest: requests, schema: { ...meta(tag, 'House requests of the caller’s subtree (all for the provider’s staff)'), querystring: houseRequestListQuery, response: { 200: houseRequestPage } } }, (request) =>
    listRequests(contextOf(request), request.url, request.query),
  );
  r.post(
    '/houses/requests/',
    { onRequest: requireRule(canRequestHouses), schema: { ...meta(tag, 'Request a house (spec §3 House booking); Idempotency-Key'), body: houseRequestBody, response: { 201: houseRequestDetailRecord, 200: houseRequestDetailRecord } } },
    async (request, reply) => {
      const { created, record } = await createRequest(contextOf(request), request.body, idempotencyKey(request));
      return reply.code(created ? 201 : 200).send(record);
    },
  );
  r.get('/houses/requests/:id/', { onRequest: requests, schema: { ...meta(tag, 'One request with its history and the statuses the caller may set'), params, response: { 200: houseRequestDetailRecord } } }, (request) =>
    getRequest(contextOf(request), request.params.id),
  );
  r.patch(
    '/houses/requests/:id/status/',
    {
      onRequest: requireRule((actor) => canHandleHouseRequests(actor) || canRequestHouses(actor)),
      schema: { ...meta(tag, 'Confirm, process, reject, deny or cancel a request; the agency gets an alert and an e-mail'), params, body: houseRequestStatusBody, response: { 200: houseRequestDetailRecord } },
    },
    (request) => changeRequestStatus(contextOf(request), request.params.id, request.body),
  );
  r.post('/houses/:id/price/', { onRequest: search, schema: { ...meta(tag, 'The caller’s price of a stay (409 with the pricing rule it breaks)'), params, body: housePriceBody, response: { 200: housePriceRecord } } }, (request) =>
    priceHouse(contextOf(request), request.params.id, request.body),
  );
  r.get('/houses/:slug/', { onRequest: search, schema: { ...meta(tag, 'A house by slug; with dates, which rooms are free'), params: z.object({ slug: slugParam }), querystring: houseDetailQuery, response: { 200: houseDetailRecord } } }, (request) =>
    houseDetail(contextOf(request), request.params.slug, request.query),
  );
}
