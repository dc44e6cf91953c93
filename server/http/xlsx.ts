/**
 * Streamed XLSX answers (ARCHITECTURE.md 'Exports stream'): exceljs' streaming writer writes into
 * the response as rows come, so memory holds one batch whatever the size of the export, and the
 * writer waits for the client when the response buffer is full. Every export of the API goes
 * through `streamWorkbook`; the module only says which sheets and rows.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows read from the database per keyset batch of an export. */
export const EXPORT_BATCH_SIZE = 500;

export type Cell = string | number | Date | null;
export type WorkbookWriter = ExcelJS.stream.xlsx.WorkbookWriter;

/** Resolves when the stream can take more, or is gone. */
function drainedOrClosed(out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

export interface WorkbookContext {
  workbook: WorkbookWriter;
  /**
   * Call after each batch: lets the zip stream take it, then waits while the client is slower than
   * the database. False when the client went away (stop reading the database then).
   */
  pace(): Promise<boolean>;
}

/** A worksheet with a bold, frozen header row in the request's language. */
export function addSheet(workbook: WorkbookWriter, name: string, columns: readonly { key: string; header: string; width: number }[]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ key: c.key, width: c.width, header: c.header }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return sheet;
}

/**
 * Answers with the workbook `fill` writes. Nothing is sent before `fill` has read its first batch
 * (its first `pace()`) or finished: until then a failure is answered as any other error (a 400 for
 * bad input, a 500 for a bug), not as a 200 whose download is cut.
 */
export async function streamWorkbook(request: FastifyRequest, reply: FastifyReply, filename: string, fill: (ctx: WorkbookContext) => Promise<void>): Promise<FastifyReply> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  let firstBatchRead = () => {};
  const firstBatch = new Promise<void>((resolve) => (firstBatchRead = resolve));
  const pace = async (): Promise<boolean> => {
    firstBatchRead();
    if (out.destroyed) return false;
    await new Promise((resolve) => setImmediate(resolve));
    while (out.writableNeedDrain && !out.destroyed) await drainedOrClosed(out);
    return !out.destroyed;
  };
  const outcome: { failure?: { err: unknown } } = {};
  const done = fill({ workbook, pace })
    .then(() => (out.destroyed ? undefined : workbook.commit()))
    .catch((err: unknown) => {
      outcome.failure = { err };
    });
  await Promise.race([firstBatch, done]);
  if (outcome.failure) throw outcome.failure.err;
  void done.then(() => {
    if (!outcome.failure) return;
    const { err } = outcome.failure;
    // Headers are gone already: the client sees a cut download, the log says why.
    request.log.error({ err, url: request.url }, 'export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) out.destroy();
  });
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(out);
}

/** `prefix-YYYY-MM-DD.xlsx` (UTC day). */
export function datedFilename(prefix: string, now = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.xlsx`;
}
