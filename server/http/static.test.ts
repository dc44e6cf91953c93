import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
let app: FastifyInstance;

beforeAll(async () => {
  const dist = path.join(t.config.dataDir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'img'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'img', 'no_image.png'), 'png');
  mkdirSync(path.join(t.config.dataDir, 'media', 'logos'), { recursive: true });
  writeFileSync(path.join(t.config.dataDir, 'media', 'logos', 'a.png'), 'logo');
  app = await t.another({ distDir: dist });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the browser app', () => {
  it('serves index.html at / and for every browser route, never cached', async () => {
    for (const url of ['/', '/vuelos/reserva/ruta', '/auth/login?next=/agencias', '/agencias/12/']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('id="root"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and public files for an hour', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await app.inject({ method: 'GET', url: '/img/no_image.png' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 for a missing file and for non-HTML requests of unknown paths', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js', headers: html })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/somewhere', headers: { accept: 'application/json' } })).statusCode).toBe(404);
  });

  it('serves uploaded media', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/logos/a.png' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('logo');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('tells to build the app when dist is missing, without failing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/hoteles', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
  });
});

describe('unknown API paths', () => {
  it('answers 404 {detail} in the request language', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist/', headers: { ...html, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/nomenclator/countries/' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('GET');
    expect(res.json()).toEqual({ detail: 'Método no permitido.' });
    const get = await app.inject({ method: 'GET', url: '/api/accounts/login' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });
});

describe('OpenAPI', () => {
  it('publishes the document generated from the zod schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/schema/' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/accounts/login/'].post.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(doc.paths['/api/nomenclator/countries/'].get.parameters.map((p: { name: string }) => p.name)).toContain('page_size');
    expect(Object.keys(doc.paths).some((p) => !p.startsWith('/api/'))).toBe(false);
  });

  it('serves the browsable docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
