/**
 * The sandbox gateway under `/sandbox/<provider>` (ARCHITECTURE.md 'Payments'): served only while
 * a provider has no real URL configured. Form posts (the card pages, PayFacto's API) arrive as
 * text and each route decodes its own body.
 */
import type { FastifyInstance } from 'fastify';
import { payfactoSandboxRoutes } from './payfactoRoutes.ts';
import { revolutSandboxRoutes } from './revolutRoutes.ts';

export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  // A stand-in for third parties, not our API: left out of the OpenAPI document.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  await app.register(revolutSandboxRoutes, { prefix: '/revolut' });
  await app.register(payfactoSandboxRoutes, { prefix: '/payfacto' });
}
