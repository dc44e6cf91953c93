/**
 * Services take a context (server/http/context.ts: db, actor, lang, t) and, when they need more of
 * the app, a deps object, never the Fastify request, reply or app: so the seed, scripts and tests
 * call them as the routes do. Only the files that register routes import Fastify.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const modules = resolve(__dirname);

/** routes.ts, and helpers that register routes (flightAdmin/crudRoutes.ts). */
const isRouteFile = (name: string) => /(^r|R)outes\.ts$/.test(name);

function serviceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return serviceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !isRouteFile(entry) ? [path] : [];
  });
}

/** Any import of Fastify itself (static, type-only, dynamic, re-export); not its plugins. */
export function importsFastify(text: string): boolean {
  return /(?:from\s+|import\s*\(\s*|import\s+)['"]fastify['"]/.test(text);
}

describe('services take a context, not Fastify', () => {
  it('recognises every form of the import', () => {
    expect(importsFastify("import type { FastifyRequest } from 'fastify';")).toBe(true);
    expect(importsFastify('import { type FastifyReply } from "fastify";')).toBe(true);
    expect(importsFastify("type R = (typeof import('fastify'))['default'];")).toBe(true);
    expect(importsFastify("export type { FastifyInstance } from 'fastify';")).toBe(true);
    expect(importsFastify("import type { ZodTypeProvider } from 'fastify-type-provider-zod';")).toBe(false);
  });

  it('no service or helper file under server/modules imports fastify', () => {
    const offenders = serviceFiles(modules)
      .map((file) => relative(modules, file))
      .filter((file) => importsFastify(readFileSync(join(modules, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
