/** Registration endpoints of docs/api.md 'Registrations'. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canReviewRegistrations } from '../../../domain/networkRules.ts';
import { AGENCY_LEVELS } from '../../../domain/roles.ts';
import { id } from '../../../domain/schemas/common.ts';
import { REGISTRATION_STATUSES, registrationApproveBody, registrationBody, registrationListQuery, registrationRejectBody } from '../../../domain/schemas/notices.ts';
import { z } from '../../../domain/validation.ts';
import { requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { pageSchema } from '../../http/pagination.ts';
import { approveRegistration, getRegistration, listRegistrations, rejectRegistration, submitRegistration } from './service.ts';

const nullableString = z.string().nullable();
const registrationRecord = z.object({
  id: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  agency_name: z.string(),
  legal_name: z.string(),
  country: z.number().int(),
  country_name: nullableString,
  city: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  contact_first_name: z.string(),
  contact_last_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  requested_level: z.enum(AGENCY_LEVELS),
  message: z.string(),
  reason: nullableString,
  agency: z.number().int().nullable(),
  reviewed_by_name: nullableString,
  reviewed_at: nullableString,
  created: z.string(),
});

export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['registrations'], security: [{ bearer: [] }], summary });
  const onRequest = requireRule(canReviewRegistrations);
  const params = z.object({ id });

  r.post(
    '/agency/registrations/',
    {
      schema: {
        tags: ['registrations'],
        summary: 'Public agency registration (5 per IP and hour; a filled `nickname` is dropped)',
        body: registrationBody,
        response: { 201: z.object({ detail: z.string() }) },
      },
    },
    async (request, reply) => {
      await submitRegistration({ db: app.db, lang: request.lang, t: (key, params) => request.t(key, params), ip: request.ip, log: request.log }, request.body);
      return reply.code(201).send({ detail: request.t('api.registration_received') });
    },
  );
  r.get('/agency/registrations/', { onRequest, schema: { ...meta('Registration requests'), querystring: registrationListQuery, response: { 200: pageSchema(registrationRecord) } } }, (request) =>
    listRegistrations(contextOf(request), request.url, request.query),
  );
  r.get('/agency/registrations/:id/', { onRequest, schema: { ...meta('One registration request'), params, response: { 200: registrationRecord } } }, (request) =>
    getRegistration(app.db, request.lang, request.params.id),
  );
  r.post(
    '/agency/registrations/:id/approve/',
    { onRequest, schema: { ...meta('Approve: creates the agency and its first operator (409 when not pending)'), params, body: registrationApproveBody, response: { 200: registrationRecord } } },
    (request) => approveRegistration(contextOf(request), { config: app.config, log: request.log }, request.params.id, request.body),
  );
  r.post(
    '/agency/registrations/:id/reject/',
    { onRequest, schema: { ...meta('Reject with a reason (409 when not pending)'), params, body: registrationRejectBody, response: { 200: registrationRecord } } },
    (request) => rejectRegistration(contextOf(request), request.params.id, request.body.reason),
  );
}
