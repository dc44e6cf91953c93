/** Routes and flights under admin-flights/ (docs/api-flights.md 'Routes', 'Flights'). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id } from '../../../domain/schemas/common.ts';
import * as s from '../../../domain/schemas/flightAdmin.ts';
import { z } from '../../../domain/validation.ts';
import { actorOf, requireAccess } from '../../http/auth.ts';
import { emptyPatchAllowed } from '../../http/validation.ts';
import { registerCrud } from '../flightAdmin/crudRoutes.ts';
import { flights, routes } from './entities.ts';
import { bulkDeleteRoutes, bulkUpdateRoutes, mixRoutePrices } from './service.ts';

export async function flightRouteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'flight administration';
  const meta = (summary: string) => ({ tags: [tag], security: [{ bearer: [] }], summary });
  const params = z.object({ id });
  const edit = requireAccess({ resource: 'flight-routes', action: 'edit' });
  const remove = requireAccess({ resource: 'flight-routes', action: 'delete' });

  // The bulk paths first: static segments win over `route/:id/` anyway, this only reads better.
  for (const method of ['POST', 'PATCH'] as const) {
    r.route({
      method,
      url: '/admin-flights/route/bulk-update/',
      onRequest: edit,
      schema: { ...meta('Edit several routes'), body: s.routeBulkUpdateBody },
      handler: (request) => bulkUpdateRoutes(app.db, actorOf(request).id, request.body),
    });
  }
  for (const method of ['POST', 'DELETE'] as const) {
    r.route({
      method,
      url: '/admin-flights/route/bulk-delete/',
      onRequest: remove,
      schema: { ...meta('Delete several routes (409 in_use when one has flights)'), body: s.idsBody },
      handler: (request) => bulkDeleteRoutes(app.db, actorOf(request).id, request.body.ids),
    });
  }
  r.patch('/admin-flights/route/:id/update-route-configuration/', { onRequest: edit, schema: { ...meta('Prices of the route or of its schedules'), params, body: s.routeConfigurationBody } }, (request) =>
    routes.update(app.db, actorOf(request).id, request.params.id, request.body, request.lang),
  );
  r.patch('/admin-flights/route/:id/update-mix-dependent-schedule/', { onRequest: edit, schema: { ...meta("The route's prices onto its departures"), params, body: emptyPatchAllowed(s.dateRangeBody) } }, (request) =>
    mixRoutePrices(app.db, actorOf(request).id, request.params.id, request.body),
  );
  registerCrud(app, routes, { path: 'route/', resource: 'flight-routes', tag, listQuery: s.routeListQuery, createBody: s.routeBody, updateBody: s.routeUpdateBody });
  registerCrud(app, flights, { path: 'flight/', resource: 'flights', tag, listQuery: s.flightListQuery, createBody: s.flightBody, updateBody: s.flightUpdateBody });
}
