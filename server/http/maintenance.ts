/**
 * MAINTENANCE=1: the API answers 503 except config/ and health/ (the shell still needs them to
 * show the maintenance page), and every page request is sent to /maintenance.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.ts';
import { isApiPath, isPageRequest } from './notFound.ts';

const OPEN_API_PATHS = /^\/api\/(config|health)\/?$/;

export function installMaintenance(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (isApiPath(path)) {
      if (!OPEN_API_PATHS.test(path)) throw new ApiError(503, { key: 'api.maintenance' }, 'maintenance', { 'retry-after': '300' });
      return;
    }
    if (path !== '/maintenance' && path !== '/maintenance/' && isPageRequest(request)) {
      return reply.redirect('/maintenance', 302);
    }
  });
}
