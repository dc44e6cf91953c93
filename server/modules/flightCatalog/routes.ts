/**
 * Flight reference data: its administration under admin-flights/ (rule 'Flight Managment') and
 * the catalogue GETs under flights/ for the search pages (rule 'Flight View' or 'Flight with
 * Booking'), served from a 30 s cache that administration writes clear (docs/api-flights.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id } from '../../../domain/schemas/common.ts';
import * as s from '../../../domain/schemas/flightAdmin.ts';
import { z } from '../../../domain/validation.ts';
import { actorOf, requireAccess } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { catalogCache } from '../flightAdmin/cache.ts';
import { registerCrud } from '../flightAdmin/crudRoutes.ts';
import { activeAirlines, activeSupplements, citiesAll, destinationCities, destinationsWithFlights, originCities, originCitiesV2, visibleCategories } from './catalog.ts';
import { airlines, airports, cities, luggageCategories, seatCategories, visibleLuggage } from './entities.ts';
import { assignVisibleLuggage, updateVisibleLuggageBulk } from './luggage.ts';

export async function flightCatalogAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'flight administration';
  registerCrud(app, airlines, { path: 'airline/', resource: 'airlines', tag, listQuery: s.airlineListQuery, createBody: s.airlineBody, updateBody: s.airlineUpdateBody });
  registerCrud(app, cities, { path: 'city/', resource: 'cities', tag, listQuery: s.cityListQuery, createBody: s.cityBody, updateBody: s.cityUpdateBody });
  registerCrud(app, airports, { path: 'airport/', resource: 'airports', tag, listQuery: s.airportListQuery, createBody: s.airportBody, updateBody: s.airportUpdateBody });
  registerCrud(app, seatCategories, { path: 'category/', resource: 'seat-categories', tag, listQuery: s.seatCategoryListQuery, createBody: s.seatCategoryBody, updateBody: s.seatCategoryUpdateBody });
  registerCrud(app, luggageCategories, {
    path: 'luggage-category/',
    resource: 'luggage-categories',
    tag,
    listQuery: s.luggageCategoryListQuery,
    createBody: s.luggageCategoryBody,
    updateBody: s.luggageCategoryUpdateBody,
  });
  registerCrud(app, visibleLuggage, {
    path: 'visible-luggage-category/',
    resource: 'visible-luggage-categories',
    tag,
    listQuery: s.visibleLuggageListQuery,
    createBody: s.visibleLuggageBody,
    updateBody: s.visibleLuggageUpdateBody,
  });
  const edit = requireAccess({ resource: 'visible-luggage-categories', action: 'edit' });
  const meta = (summary: string) => ({ tags: [tag], security: [{ bearer: [] }], summary });
  r.post('/admin-flights/visible-luggage-category/assign/', { onRequest: edit, schema: { ...meta('Show luggage categories on routes'), body: s.visibleLuggageAssignBody } }, async (request, reply) =>
    reply.code(201).send(await assignVisibleLuggage(app.db, actorOf(request).id, request.body)),
  );
  r.patch('/admin-flights/visible-luggage-category/update-bulk/', { onRequest: edit, schema: { ...meta('Show or hide several'), body: s.visibleLuggageBulkBody } }, (request) =>
    updateVisibleLuggageBulk(app.db, actorOf(request).id, request.body),
  );
}

export async function flightCatalogRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const cached = <T>(request: FastifyRequest, compute: () => Promise<T>) => catalogCache(db).wrap(`${request.lang}|${request.url}`, compute);
  const meta = (summary: string) => ({ tags: ['flights'], security: [{ bearer: [] }], summary });
  const read = (resource: string) => requireAccess({ resource, action: 'list' });

  r.get('/flights/cities-all/', { onRequest: read('flight-cities'), schema: { ...meta('Every city'), querystring: s.catalogQuery } }, (request) =>
    cached(request, () => citiesAll(contextOf(request), request.url, request.query)),
  );
  r.get('/flights/city-origin/', { onRequest: read('flight-cities-origin'), schema: { ...meta('Cities with a route from them'), querystring: s.catalogQuery } }, (request) =>
    cached(request, () => originCities(contextOf(request), request.url, request.query)),
  );
  r.get('/flights/city-destination/', { onRequest: read('flight-cities-destination'), schema: { ...meta('Cities reachable (from an origin)'), querystring: s.cityDestinationQuery } }, (request) =>
    cached(request, () => destinationCities(contextOf(request), request.url, request.query)),
  );
  r.get('/flights/origin-city/v2/', { onRequest: read('flight-cities-origin'), schema: { ...meta('Origins with their destinations'), querystring: s.catalogQuery } }, (request) =>
    cached(request, () => originCitiesV2(contextOf(request), request.url, request.query)),
  );
  r.get(
    '/flights/origin-city/v2/:id/get_destination_city_flight/',
    { onRequest: read('flight-cities-destination'), schema: { ...meta('Destinations with bookable flights from an origin'), params: z.object({ id }), querystring: s.catalogQuery } },
    (request) => cached(request, () => destinationsWithFlights(contextOf(request), request.url, request.params.id, request.query)),
  );
  r.get('/flights/categories/', { onRequest: read('flight-categories'), schema: { ...meta('Seat categories'), querystring: s.catalogQuery } }, (request) =>
    cached(request, () => visibleCategories(contextOf(request), request.url, request.query)),
  );
  r.get('/flights/airlines/', { onRequest: read('flight-airlines'), schema: { ...meta('Airlines'), querystring: s.catalogQuery } }, (request) =>
    cached(request, () => activeAirlines(contextOf(request), request.url, request.query)),
  );
  r.get('/flights/suplement/', { onRequest: read('flight-cities'), schema: { ...meta('Airport supplements'), querystring: s.supplementCatalogQuery } }, (request) =>
    cached(request, () => activeSupplements(contextOf(request), request.url, request.query)),
  );
}
