/** The passenger directory (spec §7 passengers/, passenger/{id}). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canEditPassengers, canViewPassengers } from '../../../domain/reservations/rules.ts';
import { id } from '../../../domain/schemas/common.ts';
import { passengerListQuery, passengerUpdateBody } from '../../../domain/schemas/flightBooking.ts';
import { z } from '../../../domain/validation.ts';
import { requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { getPassenger, listPassengers, updatePassenger } from './service.ts';

export async function passengerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['passengers'], security: [{ bearer: [] }], summary });
  const params = z.object({ id });
  const view = requireRule(canViewPassengers);

  r.get('/passengers/', { onRequest: view, schema: { ...meta('Passengers of the caller’s subtree'), querystring: passengerListQuery } }, (request) =>
    listPassengers(contextOf(request), request.url, request.query),
  );
  r.get('/passenger/:id/', { onRequest: view, schema: { ...meta('One passenger'), params } }, (request) => getPassenger(contextOf(request), request.params.id));
  r.patch('/passenger/:id/', { onRequest: requireRule(canEditPassengers), schema: { ...meta('Edit a passenger'), params, body: passengerUpdateBody } }, (request) =>
    updatePassenger(contextOf(request), request.params.id, request.body),
  );
}
