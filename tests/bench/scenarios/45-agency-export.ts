/**
 * The XLSX export of the whole network (10 000 agencies, state=all) as staff: streamed, checked
 * row by row once downloaded, timed, and the server's resident memory sampled every 10 ms during
 * the download. PGlite alone keeps ~800 MB resident, so the figure is the rise over the level
 * just before the request, not the total.
 */
import ExcelJS from 'exceljs';
import { downloadWatchingRss } from '../lib/download.ts';
import { round, type Scenario } from '../lib/harness.ts';

const EXPECTED_ROWS = 10_000;

const scenario: Scenario = {
  name: 'agency-export',
  description: 'GET /api/agency/agencies/export_to_excel/?state=all (10 000 agencies), server RSS during the download',
  seed: 'bench-network',
  async run(ctx) {
    const { file, firstByte, total, baseline, peak } = await downloadWatchingRss(ctx, '/api/agency/agencies/export_to_excel/?state=all&ordering=name');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows = sheet.actualRowCount - 1; // minus the header
    const ids = new Set<number>();
    sheet.eachRow((row, n) => {
      if (n > 1) ids.add(Number(row.getCell(1).value));
    });
    if (rows !== EXPECTED_ROWS || ids.size !== EXPECTED_ROWS) throw new Error(`the file has ${rows} rows (${ids.size} distinct agencies), expected ${EXPECTED_ROWS}`);

    return [
      { name: 'export rows in the file (distinct agencies)', value: ids.size, unit: 'rows', target: { op: '>=', value: EXPECTED_ROWS } },
      { name: 'export time to first byte', value: round(firstByte), unit: 'ms' },
      { name: 'export total time', value: round(total), unit: 'ms' },
      { name: 'export file size', value: round(file.length / 1024), unit: 'KB' },
      { name: 'server RSS before the export', value: round(baseline), unit: 'MB' },
      { name: 'server RSS rise during the export', value: round(peak - baseline), unit: 'MB', target: { op: '<', value: 100 } },
    ];
  },
};
export default scenario;
