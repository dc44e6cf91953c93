/**
 * OpenAPI 3 generated from the routes' zod schemas: JSON at /api/schema/, Swagger UI at /api/docs/.
 * Must be registered before the routes so @fastify/swagger sees them.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Portal B2B API',
        description: 'DRF-style API of the B2B travel-sales portal (see docs/api.md).',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    // Only the API is documented; the static files and the browser routes are not.
    hideUntagged: false,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/schema/', { schema: { hide: true } }, async () => app.swagger());
}
