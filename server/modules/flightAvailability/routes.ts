/** Flight availability (docs/api-flights.md 'Availability'). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canSeeFlightAvailability } from '../../../domain/rules.ts';
import { availabilityQuery } from '../../../domain/schemas/flightBooking.ts';
import { actorOf, requireAuth } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import { streamWorkbook } from '../../http/xlsx.ts';
import { availabilityWorkbook, hiddenOperatorIds, listAvailability } from './service.ts';

export async function flightAvailabilityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['flights'], security: [{ bearer: [] }], summary });
  /** The rule needs the setting, which lives in the database: checked after authentication. */
  const allowed = [
    requireAuth,
    async (request: FastifyRequest) => {
      if (!canSeeFlightAvailability(actorOf(request), await hiddenOperatorIds(app.db))) throw forbidden();
    },
  ];

  for (const path of ['/flights/availability/v2/', '/flights/availability/']) {
    r.get(path, { onRequest: allowed, schema: { ...meta('Seats per departure, category and agency group'), querystring: availabilityQuery } }, (request) =>
      listAvailability(contextOf(request), request.url, request.query),
    );
  }
  r.get('/flights/availability/export/', { onRequest: allowed, schema: { ...meta('Availability as a streamed XLSX'), querystring: availabilityQuery } }, (request, reply) => {
    const { filename, fill } = availabilityWorkbook(contextOf(request), request.query);
    return streamWorkbook(request, reply, filename, fill);
  });
}
