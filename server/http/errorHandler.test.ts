/** The error handler's answer to a transaction PostgreSQL rolled back to break a deadlock. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling } from './errorHandler.ts';

describe('a deadlock or serialization failure that reaches the handler', () => {
  it('answers 409 concurrent_change, translated, instead of 500', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app, 'example.com');
    for (const code of ['40P01', '40001']) {
      app.get(`/${code}`, async () => {
        throw Object.assign(new Error('deadlock detected'), { code, severity: 'ERROR' });
      });
    }
    app.get('/other', async () => {
      throw Object.assign(new Error('boom'), { code: 'XX000' });
    });
    const es = await app.inject({ method: 'GET', url: '/40P01' });
    expect(es.statusCode).toBe(409);
    expect(es.json()).toEqual({ detail: expect.stringContaining('Vuelva a intentarlo'), code: 'concurrent_change' });
    const en = await app.inject({ method: 'GET', url: '/40001', headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(409);
    expect(en.json().detail).toContain('try again');
    expect((await app.inject({ method: 'GET', url: '/other' })).statusCode).toBe(500);
    await app.close();
  });
});
