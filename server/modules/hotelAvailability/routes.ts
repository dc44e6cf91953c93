/**
 * hotel-availability/ (docs/api-hotels.md 'Availability administration'): reading takes
 * canSeeHotelAvailability, changing canChangeHotelAvailability (domain/services/hotelAvailability.ts,
 * through canAccess 'hotel-availability'); agencies get 403.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as s from '../../../domain/schemas/hotelAvailability.ts';
import { requireAccess } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { streamWorkbook } from '../../http/xlsx.ts';
import { listHotelChoices, listLogs, listLogUsers, listRoomTypeChoices, logsWorkbook } from './logs.ts';
import { availabilityGrid, changeCell, massChange } from './service.ts';

const PREFIX = '/hotel-availability/';

export async function hotelAvailabilityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['hotel availability'], security: [{ bearer: [] }], summary });
  const read = requireAccess({ resource: 'hotel-availability', action: 'list' });
  const write = requireAccess({ resource: 'hotel-availability', action: 'edit' });
  const readLogs = requireAccess({ resource: 'hotel-availability-logs', action: 'list' });
  const exportLogs = requireAccess({ resource: 'hotel-availability-logs', action: 'export' });

  r.get(`${PREFIX}grid/:hotel/`, { onRequest: read, schema: { ...meta("A hotel's nights per room type and day (allotment, sold, free, mode)"), params: s.gridParams, querystring: s.gridQuery } }, (request) =>
    availabilityGrid(contextOf(request), request.params.hotel, request.query),
  );
  r.put(`${PREFIX}cell/`, { onRequest: write, schema: { ...meta("Set one room type's night (allotment and/or mode)"), body: s.cellBody } }, (request) =>
    changeCell(contextOf(request), request.body),
  );
  r.post(`${PREFIX}mass-change/`, { onRequest: write, schema: { ...meta('Set several room types over a date range (end default: start + 1 day)'), body: s.massChangeBody } }, (request) =>
    massChange(contextOf(request), request.body),
  );
  r.get(`${PREFIX}logs/`, { onRequest: readLogs, schema: { ...meta('Every change of availability: who, when, what, before and after'), querystring: s.logListQuery } }, (request) =>
    listLogs(contextOf(request), request.url, request.query),
  );
  r.get(`${PREFIX}logs/export/`, { onRequest: exportLogs, schema: { ...meta('The log as a streamed XLSX'), querystring: s.logListQuery } }, (request, reply) => {
    const { filename, fill } = logsWorkbook(contextOf(request), request.query);
    return streamWorkbook(request, reply, filename, fill);
  });
  r.get(`${PREFIX}hotels/`, { onRequest: read, schema: { ...meta('Own hotels (the hotel picker)'), querystring: s.hotelChoiceQuery } }, (request) =>
    listHotelChoices(contextOf(request), request.url, request.query),
  );
  r.get(`${PREFIX}room-types/`, { onRequest: read, schema: { ...meta("Own hotels' room types (the log's filter)"), querystring: s.roomTypeChoiceQuery } }, (request) =>
    listRoomTypeChoices(contextOf(request), request.url, request.query),
  );
  r.get(`${PREFIX}users/`, { onRequest: readLogs, schema: { ...meta('Users found in the log (its filter)'), querystring: s.userChoiceQuery } }, (request) =>
    listLogUsers(contextOf(request), request.url, request.query),
  );
}
