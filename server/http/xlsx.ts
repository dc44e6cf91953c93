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

/** Bytes of sheet XML that may wait for the zip's compressor before an export reads its next batch. */
export const ZIP_BACKLOG = 128 * 1024;

/** The stream archiver wraps a sheet's stream in (readable-stream 2's PassThrough: no writableLength). */
type EntryInput = { _writableState?: { length: number }; _readableState?: { length: number } };
type SheetInternals = { committed?: boolean; _stream?: { pipes?: EntryInput[] } };

/**
 * Sheet XML written but not yet taken by the zip's compressor, in bytes. exceljs hands each sheet's
 * XML to archiver with no back-pressure, archiver zips its entries one after another, and it
 * deflates on the thread pool, whose results come back only when the event loop polls. On PGlite a
 * batch's query runs in microtasks and never polls, so with a bare setImmediate between batches
 * archiver had not even started the sheet when the last batch was read: the XML of the whole
 * export (3 000 statement lines: 1.4 MB) waited in memory. Only the first sheet not yet committed
 * counts: archiver reaches it once the finite entries before it are zipped, while a later sheet
 * waits for the writer to commit that one, so waiting for it would never end. exceljs 4 and
 * archiver internals, not in their types (the writer's sheets, each one's stream, what that pipes
 * into and its buffered lengths); statementStream.test.ts fails if they move.
 */
export function zipBacklog(workbook: WorkbookWriter): number {
  const sheets = (workbook as unknown as { _worksheets?: (SheetInternals | undefined)[] })._worksheets ?? [];
  const open = sheets.find((sheet) => sheet && !sheet.committed && sheet._stream);
  let bytes = 0;
  for (const input of open?._stream?.pipes ?? []) bytes += (input._readableState?.length ?? 0) + (input._writableState?.length ?? 0);
  return bytes;
}

export interface WorkbookContext {
  workbook: WorkbookWriter;
  /**
   * Call after each batch: waits until the zip has compressed all but ZIP_BACKLOG of it, and while the
   * client is slower than the database. False when the client went away (stop reading the database then).
   */
  pace(): Promise<boolean>;
}

/** Excel's number format of the day cells (`excelDate`) and of the instants. */
export const DATE_FORMAT = 'yyyy-mm-dd';
export const INSTANT_FORMAT = 'yyyy-mm-dd hh:mm';

/**
 * A 'YYYY-MM-DD' day as a cell Excel reads as a date (sortable, filterable), not as text; a column
 * holding them gets `DATE_FORMAT`. Empty for no day.
 */
export function excelDate(day: string | null | undefined): Date | null {
  return day ? new Date(`${day}T00:00:00Z`) : null;
}

export interface SheetColumn {
  key: string;
  header: string;
  width: number;
  /** Excel number format of the column's cells (DATE_FORMAT for days). */
  numFmt?: string;
}

/**
 * A worksheet with a bold, frozen header row in the request's language, below the `preamble` rows
 * (a block saying what the sheet is, e.g. the manifest's flight, date and route).
 */
export function addSheet(workbook: WorkbookWriter, name: string, columns: readonly SheetColumn[], preamble: readonly (readonly Cell[])[] = []): ExcelJS.Worksheet {
  const headerRow = preamble.length === 0 ? 1 : preamble.length + 2;
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: headerRow }] });
  sheet.columns = columns.map((c) => ({ key: c.key, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  preamble.forEach((cells, i) => {
    const row = sheet.getRow(i + 1);
    row.values = [...cells];
    row.getCell(1).font = { bold: true };
    cells.forEach((cell, j) => {
      if (cell instanceof Date) row.getCell(j + 1).numFmt = DATE_FORMAT;
    });
    row.commit();
  });
  const header = sheet.getRow(headerRow);
  header.values = columns.map((c) => c.header);
  header.font = { bold: true };
  header.commit();
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
    for (;;) {
      if (out.destroyed) return false;
      if (out.writableNeedDrain) await drainedOrClosed(out);
      else if (zipBacklog(workbook) > ZIP_BACKLOG) await new Promise((resolve) => setTimeout(resolve, 1));
      else return true;
    }
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
