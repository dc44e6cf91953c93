/**
 * What answers when no route matched: 405 (with Allow) for an API path that exists under another
 * method, 404 `{detail}` for any other API path, the browser app for page requests, 404 otherwise.
 */
import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, notFound } from './errors.ts';

interface KnownRoute {
  pattern: RegExp;
  methods: Set<string>;
}

function toPattern(url: string): RegExp {
  const body = url
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

export const MISSING_BUILD_HTML = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Portal B2B</title></head>
<body><h1>Portal B2B</h1><p>The browser app is not built yet: run <code>npm run build</code> (or <code>npm start</code>) and reload.</p>
<p>La aplicación no está compilada: ejecute <code>npm run build</code> y recargue.</p></body></html>`;

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** A page the browser router can draw: GET/HEAD of a path without a file extension that accepts HTML. */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  if (isApiPath(path) || path.startsWith('/media/') || path.startsWith('/assets/')) return false;
  if (/\.[A-Za-z0-9]{1,8}$/.test(path)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** The browser app's shell, or a hint to build it; never cached so a new build shows at once. */
export function sendIndex(reply: FastifyReply, distDir: string): FastifyReply {
  reply.header('cache-control', 'no-cache');
  if (existsSync(`${distDir}/index.html`)) return reply.sendFile('index.html', distDir);
  return reply.type('text/html; charset=utf-8').send(MISSING_BUILD_HTML);
}

export function installNotFound(app: FastifyInstance, distDir: string): void {
  const routes: KnownRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    routes.push({ pattern: toPattern(route.url), methods: new Set(methods.map((m) => m.toUpperCase())) });
  });
  // The root is a page whatever the Accept header says (@fastify/static refuses directories).
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, distDir));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (isApiPath(path)) {
      const allowed = new Set<string>();
      for (const r of routes) if (r.pattern.test(path)) for (const m of r.methods) allowed.add(m);
      if (allowed.size > 0 && !allowed.has(request.method)) {
        throw new ApiError(405, { key: 'api.method_not_allowed' }, undefined, { allow: [...allowed].sort().join(', ') });
      }
      throw notFound();
    }
    if (isPageRequest(request)) return sendIndex(reply, distDir);
    throw notFound();
  });
}
