/**
 * The built browser app from dist/ (Vite copies public/ into it) and uploaded media from
 * DATA_DIR/media. Hashed assets are cached for a year; index.html never, so a new build is seen
 * at once.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR = 365 * 24 * 3600;

export async function installStatic(app: FastifyInstance, distDir: string, dataDir: string): Promise<void> {
  const distExists = existsSync(distDir);
  await app.register(fastifyStatic, {
    // Registered even without a build so reply.sendFile exists; missing files fall to notFound.
    root: distExists ? distDir : path.dirname(distDir),
    serve: distExists,
    prefix: '/',
    index: false,
    cacheControl: false,
    setHeaders(res, filePath: string) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', `public, max-age=${YEAR}, immutable`);
      } else if (filePath.endsWith('.html')) {
        res.header('cache-control', 'no-cache');
      } else {
        res.header('cache-control', 'public, max-age=3600');
      }
    },
  });

  const mediaDir = path.join(dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=86400');
      // Uploaded files are data, never pages of this origin.
      res.header('x-content-type-options', 'nosniff');
      res.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    },
  });
}
