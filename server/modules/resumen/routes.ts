/**
 * The general reservation list of every service (spec §2 /resumen, /resumen/vendedores/; the
 * seller reservation list of §7), its XLSX export, and the staff price change of a reservation
 * (docs/api-reservations.md).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canListOwnSales, canListReservations } from '../../../domain/reservations/listRules.ts';
import { generalReservationPage, priceChangeRecord } from '../../../domain/records/resumen.ts';
import { canChangeReservationPrice } from '../../../domain/reservations/priceChange.ts';
import { id } from '../../../domain/schemas/common.ts';
import { priceChangeBody, sellerReservationListQuery } from '../../../domain/schemas/resumen.ts';
import { z } from '../../../domain/validation.ts';
import type { Actor } from '../../../domain/session.ts';
import { requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { streamWorkbook } from '../../http/xlsx.ts';
import { generalReservationsWorkbook } from './export.ts';
import { changeReservationPrice } from './priceChange.ts';
import type { ListAudience } from './query.ts';
import { listGeneralReservations } from './service.ts';

export async function resumenRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['reservations'], security: [{ bearer: [] }], summary });
  const lists: [string, ListAudience, (actor: Actor) => boolean, string][] = [
    ['/reservations', 'scope', canListReservations, 'Reservations of every service in the caller’s subtree (seller reservation list, spec §7)'],
    ['/sellers/reservations', 'own', canListOwnSales, 'The calling seller’s own reservations of every service'],
  ];
  for (const [base, audience, rule, summary] of lists) {
    r.get(`${base}/`, { onRequest: requireRule(rule), schema: { ...meta(summary), querystring: sellerReservationListQuery, response: { 200: generalReservationPage } } }, (request) =>
      listGeneralReservations(contextOf(request), request.url, request.query, audience),
    );
    r.get(`${base}/export/`, { onRequest: requireRule(rule), schema: { ...meta(`${summary}, as a streamed XLSX`), querystring: sellerReservationListQuery } }, (request, reply) => {
      const { filename, fill } = generalReservationsWorkbook(contextOf(request), request.query, audience);
      return streamWorkbook(request, reply, filename, fill);
    });
  }

  r.patch(
    '/reservations/:id/price/',
    {
      onRequest: requireRule(canChangeReservationPrice),
      schema: { ...meta('Change a reservation’s total (staff, with history); the commercial status follows the payments'), params: z.object({ id }), body: priceChangeBody, response: { 200: priceChangeRecord } },
    },
    (request) => changeReservationPrice(contextOf(request), request.params.id, request.body),
  );
}
