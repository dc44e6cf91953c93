/**
 * Issue 10's "export of 100 000 ledger rows with less than 100 MB memory growth", on SEED=bench-ledger:
 * the XLSX statement of the agency with 100 000 transactions (GET /api/accounting/balance/{id}/export/,
 * every line of its funds account, oldest first), downloaded as an accountant would, with the
 * server's resident memory sampled every 10 ms during the download. As in 45-agency-export, the
 * figure is the rise over the level just before the request (PGlite alone keeps hundreds of MB).
 * The file is then read back with exceljs' streaming reader (the bench's own memory stays small
 * too) and checked: as many lines as the statement counts, each transaction once in order, and a
 * running balance that steps by each line and ends on the closing balance.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { BENCH_STATEMENT_AGENCY, BENCH_STATEMENT_TRANSACTIONS } from '../../../server/db/seed/benchLedger.ts';
import { getJson } from '../lib/api.ts';
import { downloadWatchingRss } from '../lib/download.ts';
import { round, type Scenario } from '../lib/harness.ts';

/** Rows above the lines: three of head, a blank one, the column headers (server/http/xlsx.ts addSheet). */
const FIRST_LINE_ROW = 6;
const cents = (value: unknown) => Math.round(Number(value) * 100);

interface Checked {
  lines: number;
  lastBalance: number;
}

/** Walks the file's lines once; throws at the first line that breaks the order or the running balance. */
async function checkLines(file: Buffer, opening: number): Promise<Checked> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' });
  let lines = 0;
  let previousId = 0;
  let balance = opening;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      if (row.number < FIRST_LINE_ROW) continue;
      const cells = row.values as unknown[];
      const id = Number(cells[2]);
      if (!(id > previousId)) throw new Error(`line ${lines + 1}: transaction ${id} after ${previousId}`);
      balance += cents(cells[7]) - cents(cells[6]);
      if (cents(cells[8]) !== balance) throw new Error(`line ${lines + 1}: balance ${String(cells[8])}, expected ${balance / 100}`);
      previousId = id;
      lines += 1;
    }
  }
  return { lines, lastBalance: balance };
}

const scenario: Scenario = {
  name: 'statement-export',
  description: `GET /api/accounting/balance/{id}/export/ (the statement of the agency with ${BENCH_STATEMENT_TRANSACTIONS.toLocaleString('en')} transactions), server RSS during the download`,
  seed: 'bench-ledger',
  async run(ctx) {
    const agencies = await getJson<{ results: { id: number; name: string }[] }>(ctx, ctx.adminAccess, `/api/agency/agencies/?name=${encodeURIComponent(BENCH_STATEMENT_AGENCY)}&state=all`);
    const agency = agencies.results.find((a) => a.name === BENCH_STATEMENT_AGENCY)?.id;
    if (!agency) throw new Error(`no agency ${BENCH_STATEMENT_AGENCY}`);
    const head = await getJson<{ count: number; opening_balance: string; closing_balance: string }>(ctx, ctx.adminAccess, `/api/accounting/balance/${agency}/?page_size=1`);
    if (head.count < BENCH_STATEMENT_TRANSACTIONS) throw new Error(`the statement holds ${head.count} lines`);

    const { file, firstByte, total, baseline, peak } = await downloadWatchingRss(ctx, `/api/accounting/balance/${agency}/export/`);

    // Without dates the export starts from nothing (opening 0) and ends on the account's balance.
    const checked = await checkLines(file, 0);
    if (checked.lines !== head.count) throw new Error(`the file has ${checked.lines} lines, the statement ${head.count}`);
    if (checked.lastBalance !== cents(head.closing_balance)) throw new Error(`the last line's balance ${checked.lastBalance / 100} is not the closing balance ${head.closing_balance}`);

    return [
      { name: 'statement export lines in the file', value: checked.lines, unit: 'rows', target: { op: '>=', value: BENCH_STATEMENT_TRANSACTIONS } },
      { name: 'statement export time to first byte', value: round(firstByte), unit: 'ms' },
      { name: 'statement export total time', value: round(total), unit: 'ms' },
      { name: 'statement export file size', value: round(file.length / 1024), unit: 'KB' },
      { name: 'server RSS before the statement export', value: round(baseline), unit: 'MB' },
      { name: 'server RSS rise during the statement export', value: round(peak - baseline), unit: 'MB', target: { op: '<', value: 100 } },
    ];
  },
};
export default scenario;
