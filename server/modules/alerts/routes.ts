/** Staff alert endpoints of docs/api.md 'Alerts and release notes'. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ALERT_LEVELS } from '../../../domain/constants.ts';
import { canManageAlerts } from '../../../domain/networkRules.ts';
import { AGENCY_LEVELS } from '../../../domain/roles.ts';
import { id } from '../../../domain/schemas/common.ts';
import { ALERT_AUDIENCES, alertBody, alertListQuery, alertUpdateBody } from '../../../domain/schemas/notices.ts';
import { z } from '../../../domain/validation.ts';
import { actorOf, requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { pageSchema } from '../../http/pagination.ts';
import { listRecipients, recipientListQuery, recipientRecord } from './recipients.ts';
import { createAlert, deleteAlert, getAlert, listAlerts, updateAlert } from './service.ts';

const nullableInt = z.number().int().nullable();
const alertRecord = z.object({
  id: z.number().int(),
  level: z.enum(ALERT_LEVELS),
  topic: z.string(),
  body: z.string(),
  audience: z.enum(ALERT_AUDIENCES),
  audience_level: z.enum(AGENCY_LEVELS).nullable(),
  audience_agency: nullableInt,
  audience_agency_name: z.string().nullable(),
  audience_user: nullableInt,
  audience_user_name: z.string().nullable(),
  active: z.boolean(),
  read_count: z.number().int(),
  created_by_name: z.string().nullable(),
  created: z.string(),
});

export async function alertRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['alerts'], security: [{ bearer: [] }], summary });
  const onRequest = requireRule(canManageAlerts);
  const params = z.object({ id });

  r.get('/notifications/alerts/', { onRequest, schema: { ...meta('Alerts with their read counts'), querystring: alertListQuery, response: { 200: pageSchema(alertRecord) } } }, (request) =>
    listAlerts(contextOf(request), request.url, request.query),
  );
  r.get('/notifications/alerts/recipients/', { onRequest, schema: { ...meta('Users an alert can be sent to'), querystring: recipientListQuery, response: { 200: pageSchema(recipientRecord) } } }, (request) =>
    listRecipients(contextOf(request), request.url, request.query),
  );
  r.get('/notifications/alerts/:id/', { onRequest, schema: { ...meta('One alert'), params, response: { 200: alertRecord } } }, (request) => getAlert(app.db, request.params.id));
  r.post('/notifications/alerts/', { onRequest, schema: { ...meta('Send an alert to all, a level, an agency or a user'), body: alertBody, response: { 201: alertRecord } } }, async (request, reply) =>
    reply.code(201).send(await createAlert(app.db, actorOf(request), request.body)),
  );
  r.patch('/notifications/alerts/:id/', { onRequest, schema: { ...meta('Edit or (de)activate an alert'), params, body: alertUpdateBody, response: { 200: alertRecord } } }, (request) =>
    updateAlert(app.db, request.params.id, request.body),
  );
  r.delete('/notifications/alerts/:id/', { onRequest, schema: { ...meta('Delete an alert'), params } }, async (request, reply) => {
    await deleteAlert(app.db, request.params.id);
    return reply.code(204).send();
  });
}
