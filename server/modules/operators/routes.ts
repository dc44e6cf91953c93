/** Operator endpoints of docs/api.md 'Operators and sellers'. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canManageOperators } from '../../../domain/networkRules.ts';
import { AGENCY_LEVELS, OPERATOR_TYPES } from '../../../domain/roles.ts';
import { id } from '../../../domain/schemas/common.ts';
import { operatorCreateBody, operatorListQuery, operatorUpdateBody, setPasswordBody } from '../../../domain/schemas/operators.ts';
import { z } from '../../../domain/validation.ts';
import { actorOf, requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { pageSchema } from '../../http/pagination.ts';
import { createOperator, getOperator, listOperators, setOperatorPassword, updateOperator } from './service.ts';

export const operatorRecord = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  type: z.enum(OPERATOR_TYPES),
  agency: z.number().int(),
  agency_name: z.string(),
  agency_level: z.enum(AGENCY_LEVELS),
  groups: z.array(z.string()),
  is_active: z.boolean(),
  is_etg_user: z.boolean(),
  last_login: z.string().nullable(),
  date_joined: z.string(),
});

export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['operators'], security: [{ bearer: [] }], summary });
  const onRequest = requireRule(canManageOperators);
  const params = z.object({ id });

  r.get('/agency/operators/', { onRequest, schema: { ...meta('Users of the agencies in the caller’s subtree'), querystring: operatorListQuery, response: { 200: pageSchema(operatorRecord) } } }, (request) =>
    listOperators(contextOf(request), request.url, request.query),
  );
  r.get('/agency/operators/:id/', { onRequest, schema: { ...meta('One operator'), params, response: { 200: operatorRecord } } }, (request) =>
    getOperator(app.db, actorOf(request), request.params.id),
  );
  r.post('/agency/operators/', { onRequest, schema: { ...meta('Create an operator'), body: operatorCreateBody, response: { 201: operatorRecord } } }, async (request, reply) =>
    reply.code(201).send(await createOperator(contextOf(request), request.body)),
  );
  r.patch('/agency/operators/:id/', { onRequest, schema: { ...meta('Edit an operator: data, type, groups, active'), params, body: operatorUpdateBody, response: { 200: operatorRecord } } }, (request) =>
    updateOperator(contextOf(request), request.params.id, request.body),
  );
  r.post(
    '/agency/operators/:id/set-password/',
    { onRequest, schema: { ...meta('Set a new password (ends the user’s sessions)'), params, body: setPasswordBody, response: { 200: z.object({ detail: z.string() }) } } },
    async (request) => {
      await setOperatorPassword(contextOf(request), request.params.id, request.body.new_password1);
      return { detail: request.t('api.password_set') };
    },
  );
}
