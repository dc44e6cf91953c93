/**
 * Everything of the flight inventory administration (admin-flights/) and the flight catalogue
 * GETs (flights/…), registered as one plugin: docs/api-flights.md 'Administration API in detail'.
 */
import type { FastifyInstance } from 'fastify';
import { publishAfterWrites, TOPICS } from '../../http/invalidation.ts';
import { flightCatalogAdminRoutes, flightCatalogRoutes } from '../flightCatalog/routes.ts';
import { flightRouteRoutes } from '../flightRoutes/routes.ts';
import { flightRuleRoutes } from '../flightRules/routes.ts';
import { flightScheduleRoutes } from '../flightSchedules/routes.ts';

export async function flightAdminRoutes(app: FastifyInstance): Promise<void> {
  // Every administration write changes what the catalogue GETs or the flight search answer.
  publishAfterWrites(app, TOPICS.flightCatalog);
  await app.register(flightCatalogRoutes);
  await app.register(flightCatalogAdminRoutes);
  await app.register(flightRouteRoutes);
  await app.register(flightRuleRoutes);
  await app.register(flightScheduleRoutes);
}
