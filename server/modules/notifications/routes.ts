import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ALERT_LEVELS } from '../../../domain/constants.ts';
import { id, listQuery } from '../../../domain/schemas/common.ts';
import { z } from '../../../domain/validation.ts';
import { actorOf, requireAuth } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { pageSchema } from '../../http/pagination.ts';
import { listUnreadAlerts, markAlertRead } from './service.ts';

const userAlert = z.object({
  id: z.number().int(),
  read: z.literal(false),
  alert: z.object({ id: z.number().int(), level: z.enum(ALERT_LEVELS), topic: z.string(), body: z.string(), created: z.string() }),
});

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['notifications'], security: [{ bearer: [] }], summary });

  r.get(
    '/notifications/user-alerts/',
    { onRequest: requireAuth, schema: { ...meta("The caller's unread alerts, newest first"), querystring: listQuery, response: { 200: pageSchema(userAlert) } } },
    (request) => listUnreadAlerts(contextOf(request), request.url, request.query),
  );

  r.post(
    '/notifications/user-alerts/:id/mark-as-read/',
    {
      onRequest: requireAuth,
      schema: {
        ...meta('Mark one alert read'),
        params: z.object({ id }),
        // No body is expected; an empty JSON object is accepted, anything else is refused.
        body: z.strictObject({}).optional(),
        response: { 200: z.object({ id: z.number().int(), read: z.literal(true) }) },
      },
    },
    (request) => markAlertRead(app.db, actorOf(request), request.params.id),
  );
}
