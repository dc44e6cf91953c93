import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../../domain/validation.ts';
import { actorOf, requireAuth } from '../../http/auth.ts';
import { cartSummary } from './service.ts';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cart/summary/',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['cart'],
        security: [{ bearer: [] }],
        summary: "Number of items in the caller's cart",
        response: { 200: z.object({ count: z.number().int() }) },
      },
    },
    (request) => cartSummary(app.db, actorOf(request).id),
  );
}
