/** Public endpoints: the shell's configuration and the health check (open during maintenance). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../../domain/validation.ts';
import { ApiError } from '../../http/errors.ts';
import { databaseIsUp, shellConfig } from './service.ts';

const tags = ['system'];

const configResponse = z.object({
  maintenance: z.boolean(),
  environment: z.string(),
  support_email: z.string(),
  group_website: z.string(),
  social: z.array(z.object({ name: z.string(), url: z.string() })),
});

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/config/', { schema: { tags, summary: 'Settings for the browser shell', response: { 200: configResponse } } }, async () =>
    shellConfig(app.db, app.config),
  );

  r.get('/health/', { schema: { tags, summary: 'Liveness and database check', response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => {
    if (!(await databaseIsUp(app.db))) throw new ApiError(503, { key: 'api.server_error', params: { email: app.config.supportEmailDomain } }, 'database_unavailable');
    return { status: 'ok' as const };
  });
}
