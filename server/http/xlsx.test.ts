/** Exports answer a failure before their first batch as any other error, not as a cut 200. */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from './errorHandler.ts';
import { fieldError } from './errors.ts';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { addSheet, DATE_FORMAT, excelDate, streamWorkbook, XLSX_TYPE, zipBacklog } from './xlsx.ts';

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
  app.get('/block', (request, reply) =>
    streamWorkbook(request, reply, 'a.xlsx', async ({ workbook }) => {
      const sheet = addSheet(workbook, 'Hoja', [{ key: 'a', header: 'A', width: 10 }, { key: 'day', header: 'Día', width: 12, numFmt: DATE_FORMAT }], [['Vuelo', 'CU101'], ['Fecha', excelDate('2026-11-20')]]);
      sheet.addRow(['x', excelDate('2026-12-01')]).commit();
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

  it('writes a header block above the bold, frozen column headers, and days as Excel dates', async () => {
    const res = await app.inject({ method: 'GET', url: '/block' });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Vuelo', 'CU101']);
    expect(sheet.getCell('B2').value).toEqual(new Date('2026-11-20T00:00:00Z'));
    expect(sheet.getCell('B2').numFmt).toBe(DATE_FORMAT);
    expect(sheet.getRow(4).values).toEqual([undefined, 'A', 'Día']);
    expect(sheet.getRow(4).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    expect(sheet.getCell('B5').value).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(sheet.getCell('B5').numFmt).toBe(DATE_FORMAT);
  });

  it('sees the sheet XML the zip has not compressed yet (the exceljs internals pace() reads are where it expects)', async () => {
    const out = new PassThrough();
    out.resume();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = addSheet(workbook, 'Hoja', [{ key: 'a', header: 'A', width: 10 }]);
    expect(zipBacklog(workbook)).toBe(0);
    // Written in one go, with no turn of the event loop for the compressor: it all waits.
    for (let i = 0; i < 3000; i++) sheet.addRow([`fila ${i} ${'x'.repeat(50)}`]).commit();
    expect(zipBacklog(workbook)).toBeGreaterThan(64 * 1024);
    await workbook.commit();
    expect(zipBacklog(workbook)).toBe(0);
  });
});
