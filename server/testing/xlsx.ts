/** Reads the first sheet of an XLSX answer, one array of cell values per row (tests of the exports). */
import ExcelJS from 'exceljs';

export async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its load() argument as a browser buffer; a Node Buffer is what it reads at run time.
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
