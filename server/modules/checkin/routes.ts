/** Check-in of departures (docs/api-flights.md 'Check-in and manifests'; rule canCheckin). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canCheckin, canSeeManifests } from '../../../domain/rules.ts';
import { id } from '../../../domain/schemas/common.ts';
import { changeCheckinStatusBody, checkinBody, checkinListQuery, checkinStatusBody, checkinUndoBody } from '../../../domain/schemas/flightBooking.ts';
import { z } from '../../../domain/validation.ts';
import { requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { manifestDetail } from '../manifests/service.ts';
import { changeCheckinStatus, checkinCounts, checkinPassengers, listCheckinDepartures } from './service.ts';
import { undoCheckin } from './undo.ts';

export async function checkinRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['check-in'], security: [{ bearer: [] }], summary });
  const onRequest = requireRule(canCheckin);

  r.get('/flights/checkin/', { onRequest, schema: { ...meta('Departures with passengers and checked-in counts'), querystring: checkinListQuery } }, (request) =>
    listCheckinDepartures(contextOf(request), request.url, request.query),
  );
  r.get(
    '/flights/:subcalendar/manifest/v2/',
    { onRequest: requireRule((actor) => canCheckin(actor) || canSeeManifests(actor)), schema: { ...meta('Passengers of a departure (check-in page)'), params: z.object({ subcalendar: id }) } },
    (request) => manifestDetail(contextOf(request), request.params.subcalendar),
  );
  r.post('/flights/reservation/checkin/', { onRequest, schema: { ...meta('Check passengers in (the departure’s check-in must be open)'), body: checkinBody } }, (request) =>
    checkinPassengers(contextOf(request), request.body),
  );
  r.post('/flights/reservation/checkin-undo/', { onRequest, schema: { ...meta('Undo the check-in of passengers on a departure whose check-in is open'), body: checkinUndoBody } }, (request) =>
    undoCheckin(contextOf(request), request.body),
  );
  r.post('/flights/reservation/checkin-status/', { onRequest, schema: { ...meta('Check-in status and counts of a departure'), body: checkinStatusBody } }, (request) =>
    checkinCounts(contextOf(request), request.body.subcalendar),
  );
  r.post(
    '/flights/reservation/change-checkin-status/',
    { onRequest, schema: { ...meta('Open or close a departure’s check-in'), body: changeCheckinStatusBody } },
    (request) => changeCheckinStatus(contextOf(request), request.body),
  );
}
