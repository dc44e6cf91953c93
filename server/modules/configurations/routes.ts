/**
 * PATCH configurations/{id}/: the provider's admins change a setting (the list itself is a
 * nomenclator, GET configurations). The value is checked against the shape of its key, and a list
 * of operators must name existing users. Read by the server on each request, so it applies at once.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id } from '../../../domain/schemas/common.ts';
import { configurationBody, configurationValueSchema, HIDDEN_AVAILABILITY_KEY } from '../../../domain/schemas/configurations.ts';
import { z } from '../../../domain/validation.ts';
import { requireAccess } from '../../http/auth.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { RequestValidationError } from '../../http/validation.ts';

const configurationRecord = z.object({ id: z.number().int(), key: z.string(), value: z.unknown(), description: z.string() });

export async function configurationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.patch(
    '/configurations/:id/',
    {
      onRequest: requireAccess({ resource: 'configurations', action: 'edit' }),
      schema: { tags: ['nomenclators'], security: [{ bearer: [] }], summary: 'Change a setting', params: z.object({ id }), body: configurationBody, response: { 200: configurationRecord } },
    },
    async (request) => {
      const row = await app.db.selectFrom('configurations').select(['id', 'key']).where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw notFound();
      const checked = z.object({ value: configurationValueSchema(row.key) }).safeParse(request.body);
      if (!checked.success) throw new RequestValidationError(checked.error, 'body');
      const value: unknown = checked.data.value;
      if (row.key === HIDDEN_AVAILABILITY_KEY) {
        const ids = [...new Set(value as number[])];
        const found = ids.length ? await app.db.selectFrom('users').select('id').where('id', 'in', ids).execute() : [];
        if (found.length !== ids.length) throw fieldError('value', 'validation.unknown_users');
      }
      return app.db
        .updateTable('configurations')
        .set({ value: JSON.stringify(value) })
        .where('id', '=', row.id)
        .returning(['id', 'key', 'value', 'description'])
        .executeTakeFirstOrThrow();
    },
  );
}
