/**
 * The routes the app registers, read from Fastify's own route tree (`printRoutes`), so the checks
 * of this folder cover every endpoint: a route that tests/api/endpoints.ts does not describe fails
 * the coverage test instead of being skipped.
 */
import type { FastifyInstance } from 'fastify';
import type { Endpoint } from './endpoints.ts';

export interface RegisteredRoute {
  method: Endpoint['method'];
  /** Fastify's pattern without the trailing slash, e.g. `/api/agency/agencies/:id`. */
  path: string;
}

/**
 * Served by plugins, not the API of docs/api.md: the OpenAPI document, Swagger UI, the browser app,
 * and the sandbox gateway (a stand-in for third parties' APIs, docs/api-payments-gateways.md).
 */
const NOT_API = [/^\/api\/docs/, /^\/api\/schema$/, /^\/$/, /^\/\*$/, /^\/sandbox\//];

/**
 * Parses the tree of `printRoutes({commonPrefix: false})`: each line is `├── segment (GET, POST)`,
 * indented four characters per level, and a segment continues its parent's path.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const prefixes: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:[├└]── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2];
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    const full = path === '/' ? '/' : `/${path.replace(/^\/+/, '')}`.replace(/\/+$/, '') || '/';
    if (NOT_API.some((re) => re.test(full))) continue;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method === 'HEAD') continue; // answered by Fastify for every GET
      routes.push({ method: method as RegisteredRoute['method'], path: full });
    }
  }
  return routes;
}

/** Whether an endpoint's URL is an instance of the route's pattern. */
export function matches(route: RegisteredRoute, endpoint: Endpoint): boolean {
  if (route.method !== endpoint.method) return false;
  const pattern = route.path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')))
    .join('/');
  const url = endpoint.url.split('?')[0].replace(/\/+$/, '');
  return new RegExp(`^${pattern}$`).test(url);
}

/** The route's path with every parameter replaced by `value`. */
export function withParams(route: RegisteredRoute, value: string): string {
  return `${route.path.replace(/:[^/]+/g, value)}/`;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type OpenApiDocument = { paths?: Record<string, Record<string, OpenApiOperation>> };

/** The route's operation in the app's OpenAPI document (generated from the same zod schemas). */
function operation(app: FastifyInstance, route: RegisteredRoute): OpenApiOperation | undefined {
  const paths = (app.swagger() as OpenApiDocument).paths ?? {};
  const key = route.path.replace(/:([^/]+)/g, '{$1}');
  return (paths[`${key}/`] ?? paths[key])?.[route.method.toLowerCase()];
}

/** The names of the route's query parameters. */
export function queryParameters(app: FastifyInstance, route: RegisteredRoute): string[] {
  return (operation(app, route)?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
}

/** The top-level fields of the route's JSON body (none for a body that is not an object). */
export function bodyFields(app: FastifyInstance, route: RegisteredRoute): string[] {
  return Object.keys(operation(app, route)?.requestBody?.content?.['application/json']?.schema?.properties ?? {});
}
