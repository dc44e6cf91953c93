/**
 * The hotel catalogue API (docs/api-hotels.md): admin-hotels/ for the staff (rule
 * canManageHotelCatalog) and the nomenclators of the hotel and house filters for every signed-in
 * user, cached like the other reference lists and cleared by every catalogue write.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id } from '../../../domain/schemas/common.ts';
import * as s from '../../../domain/schemas/hotelAdmin.ts';
import { z } from '../../../domain/validation.ts';
import { actorOf, requireAccess, requireAuth } from '../../http/auth.ts';
import { sharedCache } from '../../http/cache.ts';
import { contextOf } from '../../http/context.ts';
import { publishAfterWrites, TOPICS } from '../../http/invalidation.ts';
import { installUploads, readUpload } from '../../http/uploads.ts';
import { registerCrud } from '../flightAdmin/crudRoutes.ts';
import { REFERENCE_TTL_MS } from '../nomenclators/routes.ts';
import { contracts, prices } from './contracts.ts';
import { offers, supplements } from './extras.ts';
import { hotelChains, hotels } from './hotels.ts';
import { addPhoto, orderPhotos, PHOTO_MAX_BYTES, removePhoto } from './photos.ts';
import { occupancies, roomTypes } from './rooms.ts';
import { listDestinations, listHotelHistory, listMealPlans, listZones, pricePreview, savePriceGrid } from './service.ts';

const PREFIX = '/admin-hotels/';

export async function hotelAdminRoutes(app: FastifyInstance): Promise<void> {
  await installUploads(app);
  // Every catalogue write changes what the nomenclators, and later the hotel search, answer.
  publishAfterWrites(app, TOPICS.hotelCatalog);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'hotel administration';
  const crud = { prefix: PREFIX, tag };
  registerCrud(app, hotels, { ...crud, path: 'hotel/', resource: 'admin-hotels', listQuery: s.hotelListQuery, createBody: s.hotelBody, updateBody: s.hotelUpdateBody, noHistory: true });
  registerCrud(app, hotelChains, { ...crud, path: 'chain/', resource: 'hotel-chains', listQuery: s.hotelChainListQuery, createBody: s.hotelChainBody, updateBody: s.hotelChainUpdateBody });
  registerCrud(app, roomTypes, { ...crud, path: 'room-type/', resource: 'hotel-room-types', listQuery: s.roomTypeListQuery, createBody: s.roomTypeBody, updateBody: s.roomTypeUpdateBody, noHistory: true });
  registerCrud(app, occupancies, { ...crud, path: 'occupancy/', resource: 'hotel-occupancies', listQuery: s.occupancyListQuery, createBody: s.occupancyBody, updateBody: s.occupancyUpdateBody, noHistory: true });
  registerCrud(app, contracts, { ...crud, path: 'contract/', resource: 'hotel-contracts', listQuery: s.contractListQuery, createBody: s.contractBody, updateBody: s.contractUpdateBody, noHistory: true });
  registerCrud(app, prices, { ...crud, path: 'price/', resource: 'hotel-prices', listQuery: s.priceListQuery, createBody: s.priceBody, updateBody: s.priceUpdateBody, noHistory: true });
  registerCrud(app, supplements, { ...crud, path: 'supplement/', resource: 'hotel-supplements', listQuery: s.supplementListQuery, createBody: s.supplementBody, updateBody: s.supplementUpdateBody, noHistory: true });
  registerCrud(app, offers, { ...crud, path: 'offer/', resource: 'hotel-offers', listQuery: s.offerListQuery, createBody: s.offerBody, updateBody: s.offerUpdateBody, noHistory: true });

  const meta = (summary: string) => ({ tags: [tag], security: [{ bearer: [] }], summary });
  const params = z.object({ id });
  const edit = requireAccess({ resource: 'admin-hotels', action: 'edit' });
  const show = requireAccess({ resource: 'admin-hotels', action: 'show' });
  const mediaDir = path.join(app.config.dataDir, 'media');

  r.get(`${PREFIX}hotel/:id/history/`, { onRequest: show, schema: { ...meta("A hotel's whole history (its rows, rooms, seasons, prices, supplements, offers, photos)"), params, querystring: s.hotelHistoryQuery } }, (request) =>
    listHotelHistory(contextOf(request), request.url, request.params.id, request.query),
  );
  r.post(`${PREFIX}hotel/:id/photos/`, { onRequest: edit, schema: { ...meta('Add a photo (multipart field `photo`: PNG, JPEG or WebP, max 4 MB)'), params, consumes: ['multipart/form-data'] } }, async (request, reply) =>
    reply.code(201).send(await addPhoto(app.db, actorOf(request).id, mediaDir, request.params.id, () => readUpload(request, 'photo', PHOTO_MAX_BYTES), request.lang)),
  );
  r.delete(`${PREFIX}hotel/:id/photos/:photo/`, { onRequest: edit, schema: { ...meta('Remove a photo'), params: z.object({ id, photo: id }) } }, (request) =>
    removePhoto(app.db, actorOf(request).id, mediaDir, request.params.id, request.params.photo, request.lang),
  );
  r.put(`${PREFIX}hotel/:id/photos/order/`, { onRequest: edit, schema: { ...meta("Put the hotel's photos in order (every photo id once)"), params, body: s.photoOrderBody } }, (request) =>
    orderPhotos(app.db, actorOf(request).id, request.params.id, request.body.photos, request.lang),
  );
  r.post(`${PREFIX}hotel/:id/price-preview/`, { onRequest: show, schema: { ...meta('Price a stay with the catalogue (net, per night and room)'), params, body: s.pricePreviewBody } }, (request) =>
    pricePreview(contextOf(request), request.params.id, request.body, new Date().toISOString().slice(0, 10)),
  );
  r.put(`${PREFIX}contract/:id/prices/`, { onRequest: requireAccess({ resource: 'hotel-prices', action: 'edit' }), schema: { ...meta("Save a season's price grid at once"), params, body: s.priceGridBody } }, (request) =>
    savePriceGrid(app.db, actorOf(request).id, request.params.id, request.body, request.lang),
  );
}

/** GET nomenclator/destinations/, zones/, meal_plans/: every signed-in user, cached 30 s. */
export async function hotelNomenclatorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = sharedCache(app.db, { name: 'hotel-reference', ttlMs: REFERENCE_TTL_MS, topics: [TOPICS.hotelCatalog] });
  const cached = <T>(request: FastifyRequest, compute: () => Promise<T>) => cache.wrap(`${request.lang}|${request.url}`, compute);
  const read = (request: FastifyRequest) => ({ db: app.db, lang: request.lang });
  const meta = (summary: string) => ({ tags: ['nomenclators'], security: [{ bearer: [] }], summary });
  r.get('/nomenclator/destinations/', { onRequest: requireAuth, schema: { ...meta('Destinations (by country)'), querystring: s.destinationListQuery } }, (request) =>
    cached(request, () => listDestinations(read(request), request.url, request.query)),
  );
  r.get('/nomenclator/zones/', { onRequest: requireAuth, schema: { ...meta('Zones (by destination)'), querystring: s.zoneListQuery } }, (request) =>
    cached(request, () => listZones(read(request), request.url, request.query)),
  );
  r.get('/nomenclator/meal_plans/', { onRequest: requireAuth, schema: { ...meta('Meal plans (RO, BB, HB, FB, AI)'), querystring: s.mealPlanListQuery } }, (request) =>
    cached(request, () => listMealPlans(read(request), request.url, request.query)),
  );
}
