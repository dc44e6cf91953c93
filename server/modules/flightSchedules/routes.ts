/**
 * Calendars, dated departures and their seat inventory under admin-flights/ (docs/api-flights.md
 * 'Calendars', 'Subcalendars', 'Bulk', 'History'). Rule 'Flight Managment' through the
 * `flight-calendars` and `subcalendars` resources of domain/access.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id } from '../../../domain/schemas/common.ts';
import * as s from '../../../domain/schemas/flightInventory.ts';
import { z } from '../../../domain/validation.ts';
import { actorOf, requireAccess } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { listHistory } from '../flightAdmin/history.ts';
import { addCategory, deleteSubcalendars, setAgencySeats, setFlightNumber, setScheduleStatus, setSeats } from './bulk.ts';
import { addSchedule, deleteCalendars, updateCalendar } from './calendars.ts';
import { createSubcalendar, deleteSubcalendar, updateCapacity, updateSubcalendar } from './departures.ts';
import { getCalendar, getSubcalendar, listCalendars, listSubcalendars } from './records.ts';

export async function flightScheduleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const meta = (summary: string) => ({ tags: ['flight administration'], security: [{ bearer: [] }], summary });
  const params = z.object({ id });
  const calendars = (action: string) => requireAccess({ resource: 'flight-calendars', action });
  const departures = (action: string) => requireAccess({ resource: 'subcalendars', action });
  const base = '/admin-flights';

  // Calendars.
  r.get(`${base}/schedule/`, { onRequest: calendars('list'), schema: { ...meta('Calendars'), querystring: s.calendarListQuery } }, (request) => listCalendars(contextOf(request), request.url, request.query));
  r.delete(`${base}/schedule/bulk-delete-schedule/`, { onRequest: calendars('delete'), schema: { ...meta('Delete calendars with their departures'), body: s.bulkDeleteCalendarsBody } }, (request) =>
    deleteCalendars(db, actorOf(request).id, request.body.ids, 'ids'),
  );
  r.get(`${base}/schedule/:id/`, { onRequest: calendars('show'), schema: { ...meta('One calendar'), params } }, (request) => getCalendar(db, request.params.id, contextOf(request).lang));
  r.post(`${base}/schedule/`, { onRequest: calendars('create'), schema: { ...meta('Create a calendar and its departures'), body: s.calendarCreateBody } }, async (request, reply) => {
    const { flight, ...body } = request.body;
    return reply.code(201).send(await addSchedule(db, actorOf(request).id, flight, body, 'flight'));
  });
  r.post(`${base}/flight/:id/add_schedule/`, { onRequest: calendars('create'), schema: { ...meta("Create a calendar of the flight and its departures"), params, body: s.addScheduleBody } }, async (request, reply) =>
    reply.code(201).send(await addSchedule(db, actorOf(request).id, request.params.id, request.body)),
  );
  r.patch(`${base}/schedule/:id/`, { onRequest: calendars('edit'), schema: { ...meta('Edit a calendar (its departures follow)'), params, body: s.calendarUpdateBody } }, (request) =>
    updateCalendar(db, actorOf(request).id, request.params.id, request.body),
  );
  r.patch(`${base}/flight/:id/schedule/`, { onRequest: calendars('edit'), schema: { ...meta('Edit a calendar of the flight'), params, body: s.flightScheduleBody } }, (request) => {
    const { calendar, ...body } = request.body;
    return updateCalendar(db, actorOf(request).id, calendar, body, request.params.id);
  });
  r.delete(`${base}/schedule/:id/`, { onRequest: calendars('delete'), schema: { ...meta('Delete a calendar with its departures'), params } }, async (request, reply) => {
    await deleteCalendars(db, actorOf(request).id, [request.params.id]);
    return reply.code(204).send();
  });
  r.get(`${base}/schedule/:id/history`, { onRequest: calendars('show'), schema: { ...meta('History of a calendar'), params, querystring: s.historyQuery } }, (request) =>
    listHistory(contextOf(request), request.url, request.query, { entities: ['calendar'], entityId: request.params.id }),
  );

  // Departures.
  r.get(`${base}/subcalendar/`, { onRequest: departures('list'), schema: { ...meta('Departures (Flight calendar filter)'), querystring: s.subcalendarListQuery } }, (request) =>
    listSubcalendars(contextOf(request), request.url, request.query),
  );
  r.get(`${base}/subcalendar/:id/`, { onRequest: departures('show'), schema: { ...meta('One departure'), params } }, (request) => getSubcalendar(db, request.params.id, contextOf(request).lang));
  r.post(`${base}/subcalendar/`, { onRequest: departures('create'), schema: { ...meta('Add one departure'), body: s.subcalendarCreateBody } }, async (request, reply) =>
    reply.code(201).send(await createSubcalendar(db, actorOf(request).id, request.body)),
  );
  for (const url of [`${base}/subcalendar/:id/`, `${base}/flights/schedule/:id/schedule_only/`]) {
    r.patch(url, { onRequest: departures('edit'), schema: { ...meta('Edit this departure only'), params, body: s.subcalendarUpdateBody } }, (request) =>
      updateSubcalendar(db, actorOf(request).id, request.params.id, request.body),
    );
  }
  r.delete(`${base}/subcalendar/:id/`, { onRequest: departures('delete'), schema: { ...meta('Delete a departure'), params } }, async (request, reply) => {
    await deleteSubcalendar(db, actorOf(request).id, request.params.id);
    return reply.code(204).send();
  });
  r.get(`${base}/subcalendar/:id/history`, { onRequest: departures('show'), schema: { ...meta('History of a departure and its seats'), params, querystring: s.historyQuery } }, (request) =>
    listHistory(contextOf(request), request.url, request.query, { entities: ['subcalendar', 'subcalendar_category', 'subcalendar_group_seats'], entityId: request.params.id }),
  );

  // Bulk operations and one departure's inventory (POST or PATCH, as spec §7 allows either).
  const bulk = <B extends z.ZodType>(action: s.BulkAction, body: B, run: (userId: number, body: z.output<B>) => Promise<unknown>) => {
    for (const method of ['POST', 'PATCH'] as const) {
      r.route({
        method,
        url: `${base}/dependentschedulesbulk/${action}/`,
        onRequest: departures('edit'),
        schema: { ...meta(`Bulk ${action} on departures`), body },
        // The type provider cannot follow a generic schema; `body` validated the request.
        handler: (request) => run(actorOf(request).id, request.body as z.output<B>),
      });
    }
  };
  bulk('add-category', s.bulkAddCategoryBody, (userId, body) => addCategory(db, userId, body));
  bulk('add-agency-category', s.bulkAgencyCategoryBody, (userId, body) => setAgencySeats(db, userId, body));
  bulk('seats', s.bulkSeatsBody, (userId, body) => setSeats(db, userId, body));
  bulk('update-number-flight', s.bulkFlightNumberBody, (userId, body) => setFlightNumber(db, userId, body));
  bulk('update-schedule-status', s.bulkStatusBody, (userId, body) => setScheduleStatus(db, userId, body));
  bulk('delete', s.bulkDeleteBody, (userId, body) => deleteSubcalendars(db, userId, body.subcalendars));
  for (const method of ['POST', 'PATCH'] as const) {
    r.route({
      method,
      url: `${base}/dependentschedule/update_capacity_dependent_schedule/`,
      onRequest: departures('edit'),
      schema: { ...meta("One departure's capacities and group seats"), body: s.updateCapacityBody },
      handler: (request) => updateCapacity(db, actorOf(request).id, request.body),
    });
  }

  r.get(`${base}/history-subcategorys/`, { onRequest: departures('show'), schema: { ...meta("History of a departure's categories"), querystring: s.subcategoryHistoryQuery } }, (request) =>
    listHistory(contextOf(request), request.url, request.query, {
      entities: ['subcalendar_category'],
      entityId: request.query.subcalendar,
      field: request.query.category === undefined ? undefined : { name: 'category', value: request.query.category },
    }),
  );
  r.get(`${base}/history-subseatsagency/`, { onRequest: departures('show'), schema: { ...meta("History of a departure's group seats"), querystring: s.groupSeatsHistoryQuery } }, (request) =>
    listHistory(contextOf(request), request.url, request.query, {
      entities: ['subcalendar_group_seats'],
      entityId: request.query.subcalendar,
      field: request.query.agency_group === undefined ? undefined : { name: 'agency_group', value: request.query.agency_group },
    }),
  );
}
