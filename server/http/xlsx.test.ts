/** Exports answer a failure before their first batch as any other error, not as a cut 200. */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from './errorHandler.ts';
import { fieldError } from './errors.ts';
import { addSheet, streamWorkbook, XLSX_TYPE } from './xlsx.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  installErrorHandling(app, 'example.test');
  app.get('/refused', (request, reply) =>
    streamWorkbook(request, reply, 'a.xlsx', async ({ workbook }) => {
      addSheet(workbook, 'Hoja', [{ key: 'a', header: 'A', width: 10 }]);
      throw fieldError('pnr', 'validation.null_character');
    }),
  );
  app.get('/broken', (request, reply) =>
    streamWorkbook(request, reply, 'a.xlsx', async () => {
      throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
    }),
  );
  app.get('/fine', (request, reply) =>
    streamWorkbook(request, reply, 'a.xlsx', async ({ workbook, pace }) => {
      const sheet = addSheet(workbook, 'Hoja', [{ key: 'a', header: 'A', width: 10 }]);
      for (let batch = 0; batch < 3; batch++) {
        for (let i = 0; i < 100; i++) sheet.addRow([`fila ${batch}-${i}`]).commit();
        if (!(await pace())) return;
      }
    }),
  );
  await app.ready();
});

afterAll(() => app.close());

describe('streamWorkbook', () => {
  it('answers a failure before the first batch with the error, in JSON', async () => {
    const refused = await app.inject({ method: 'GET', url: '/refused', headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ pnr: ['Null characters are not allowed.'] });
    const broken = await app.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.headers['content-type']).toMatch(/application\/json/);
    expect(broken.body).not.toContain('invalid byte sequence');
  });

  it('still streams a good export as a whole workbook', async () => {
    const res = await app.inject({ method: 'GET', url: '/fine' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
  });
});
