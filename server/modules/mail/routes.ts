/** The outbox endpoints of docs/api.md 'Mail': first-level admins only (domain/rules.ts canManageOutbox). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canManageOutbox } from '../../../domain/rules.ts';
import { id } from '../../../domain/schemas/common.ts';
import { outboxListQuery, outboxRecord } from '../../../domain/schemas/outbox.ts';
import { z } from '../../../domain/validation.ts';
import { actorOf, requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { pageSchema } from '../../http/pagination.ts';
import { getOutboxMail, listOutbox, retryOutboxMail } from './outbox.ts';

export async function mailRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['mail'], security: [{ bearer: [] }], summary });
  const params = z.object({ id });
  const admin = requireRule(canManageOutbox);

  r.get('/system/outbox/', { onRequest: admin, schema: { ...meta('Outgoing mails and their delivery'), querystring: outboxListQuery, response: { 200: pageSchema(outboxRecord) } } }, (request) =>
    listOutbox(contextOf(request), request.url, request.query),
  );
  r.get('/system/outbox/:id/', { onRequest: admin, schema: { ...meta('One outgoing mail'), params, response: { 200: outboxRecord } } }, (request) =>
    getOutboxMail(app.db, request.params.id),
  );
  r.post('/system/outbox/:id/retry/', { onRequest: admin, schema: { ...meta('Send a failed mail again'), params, body: z.strictObject({}).optional(), response: { 200: outboxRecord } } }, async (request) => {
    const mail = await retryOutboxMail(app.db, request.params.id);
    request.log.info({ outbox: mail.id, by: actorOf(request).id }, 'failed mail queued again by an admin');
    return mail;
  });
}
