/** Flight reservations: list, exports, detail, statuses, confirmation, notes, history (docs/api-flights.md). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canChangeStatus, canViewFlights } from '../../../domain/reservations/rules.ts';
import { canChangeProviderConfirmation, canSeeReservationHistory } from '../../../domain/rules.ts';
import { id } from '../../../domain/schemas/common.ts';
import {
  historyListQuery,
  noteCreateBody,
  noteListQuery,
  noteUpdateBody,
  providerConfirmationBody,
  reservationListQuery,
  STATUS_FIELDS,
  statusChangeBody,
} from '../../../domain/schemas/flightBooking.ts';
import { historyRecord, noteRecord, reservationDetailRecord, reservationListPage, reservationStatusRecord } from '../../../domain/records/flightReservations.ts';
import { z } from '../../../domain/validation.ts';
import { requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { pageSchema } from '../../http/pagination.ts';
import { streamWorkbook } from '../../http/xlsx.ts';
import { getReservationDetail } from './detail.ts';
import { reservationsWorkbook } from './export.ts';
import { listHistory } from './history.ts';
import { createNote, getNote, listNotes, updateNote } from './notes.ts';
import { changeProviderConfirmation, changeStatus, listReservationsJson } from './service.ts';

export async function reservationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['reservations'], security: [{ bearer: [] }], summary });
  const params = z.object({ id });
  const view = requireRule(canViewFlights);

  r.get(
    '/flights/reservations/',
    { onRequest: view, schema: { ...meta('Flight reservations of the caller’s subtree (Flight reservation filter) with totals'), querystring: reservationListQuery, response: { 200: reservationListPage } } },
    async (request, reply) => {
      const text = await listReservationsJson(contextOf(request), request.url, request.query);
      // Cached JSON text, sent as it is (see the agency list).
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(text);
    },
  );
  r.get(
    '/flights/reservations/export/',
    { onRequest: view, schema: { ...meta('The filtered list as a streamed XLSX, one row per reservation'), querystring: reservationListQuery } },
    (request, reply) => {
      const { filename, fill } = reservationsWorkbook(contextOf(request), request.query, false);
      return streamWorkbook(request, reply, filename, fill);
    },
  );
  r.get(
    '/flights/reservations/export-extended/',
    { onRequest: view, schema: { ...meta('The filtered list as a streamed XLSX, one row per passenger'), querystring: reservationListQuery } },
    (request, reply) => {
      const { filename, fill } = reservationsWorkbook(contextOf(request), request.query, true);
      return streamWorkbook(request, reply, filename, fill);
    },
  );
  r.get(
    '/flights/reservations/history/',
    { onRequest: requireRule(canSeeReservationHistory), schema: { ...meta('History of every reservation change'), querystring: historyListQuery, response: { 200: pageSchema(historyRecord) } } },
    (request) => listHistory(contextOf(request), request.url, request.query),
  );
  r.get('/flights/reservations/:id/', { onRequest: view, schema: { ...meta('One reservation with passengers, prices, notes, history and the next statuses'), params, response: { 200: reservationDetailRecord } } },
    (request) => getReservationDetail(contextOf(request), request.params.id),
  );

  r.patch(
    '/reservations/:id/status/',
    {
      onRequest: requireRule((actor) => STATUS_FIELDS.some((f) => canChangeStatus(actor, f))),
      schema: {
        ...meta('Change one of the four statuses (allowed transitions only): a flight answers its detail, another service its statuses'),
        params,
        body: statusChangeBody,
        response: { 200: z.union([reservationDetailRecord, reservationStatusRecord]) },
      },
    },
    (request) => changeStatus(contextOf(request), request.params.id, request.body),
  );
  r.patch(
    '/reservations/:id/provider-confirmation/',
    { onRequest: requireRule(canChangeProviderConfirmation), schema: { ...meta('Set the provider’s confirmation code'), params, body: providerConfirmationBody, response: { 200: reservationDetailRecord } } },
    (request) => changeProviderConfirmation(contextOf(request), request.params.id, request.body.provider_confirmation_code),
  );

  // Notes live at reservations/notes/ and, for the flight pages, at flights/note/ (one store).
  for (const base of ['/reservations/notes', '/flights/note']) {
    r.get(`${base}/`, { onRequest: view, schema: { ...meta('Notes of reservations (?reservation=ID)'), querystring: noteListQuery, response: { 200: pageSchema(noteRecord) } } }, (request) =>
      listNotes(contextOf(request), request.url, request.query),
    );
    r.get(`${base}/:id/`, { onRequest: view, schema: { ...meta('One note'), params, response: { 200: noteRecord } } }, (request) =>
      getNote(contextOf(request), request.params.id),
    );
    r.post(`${base}/`, { onRequest: view, schema: { ...meta('Add a note to a reservation'), body: noteCreateBody, response: { 201: noteRecord } } }, async (request, reply) =>
      reply.code(201).send(await createNote(contextOf(request), request.body)),
    );
    r.patch(`${base}/:id/`, { onRequest: view, schema: { ...meta('Edit a note (its author only)'), params, body: noteUpdateBody, response: { 200: noteRecord } } }, (request) =>
      updateNote(contextOf(request), request.params.id, request.body),
    );
  }
}
