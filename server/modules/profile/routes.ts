import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AGENCY_LEVELS, OPERATOR_TYPES } from '../../../domain/roles.ts';
import { id } from '../../../domain/schemas/common.ts';
import { profileUpdateBody } from '../../../domain/schemas/operators.ts';
import { z } from '../../../domain/validation.ts';
import { actorOf, requireAuth } from '../../http/auth.ts';
import { getProfile, updateOwnProfile } from './service.ts';

const profileResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  type: z.enum(OPERATOR_TYPES),
  groups: z.array(z.object({ name: z.string() })),
  is_etg_user: z.boolean(),
  is_active: z.boolean(),
  last_login: z.string().nullable(),
  date_joined: z.string(),
  agency: z.object({
    id: z.number().int(),
    name: z.string(),
    level: z.enum(AGENCY_LEVELS),
    currency: z.number().int(),
    logo: z.string().nullable(),
  }),
});

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.patch(
    '/agency/operators/user/:id/perfil',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['profile'],
        security: [{ bearer: [] }],
        summary: "The signed-in user's own data: names, e-mail, phone",
        params: z.object({ id }),
        body: profileUpdateBody,
        response: { 200: profileResponse },
      },
    },
    async (request) => updateOwnProfile(app.db, actorOf(request), request.params.id, request.body),
  );

  r.get(
    '/agency/operators/user/:id/perfil',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['profile'],
        security: [{ bearer: [] }],
        summary: "A user's profile (own, or within the caller's agency subtree)",
        params: z.object({ id }),
        response: { 200: profileResponse },
      },
    },
    async (request) => getProfile(app.db, actorOf(request), request.params.id),
  );
}
