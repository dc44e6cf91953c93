/**
 * GET reports/deposits/export/: the filtered deposit report as an XLSX, streamed in keyset batches
 * (server/http/xlsx.ts), in the list's ordering, headers and payment types in the request's
 * language. Amounts are numbers a spreadsheet can sum; the currency has its own column.
 */
import { currencyById } from '../../../domain/currencies.ts';
import type { DepositReportQuery } from '../../../domain/schemas/deposits.ts';
import type { ServiceContext } from '../../http/context.ts';
import { keysetBatches } from '../../http/pagination.ts';
import { addSheet, datedFilename, EXPORT_BATCH_SIZE, INSTANT_FORMAT, type Cell, type WorkbookContext } from '../../http/xlsx.ts';
import { DEPOSIT_ORDERING, depositRows, toDepositRecord } from './report.ts';

const COLUMNS = [
  ['id', 8],
  ['created', 18],
  ['agency_name', 34],
  ['amount', 14],
  ['currency', 10],
  ['transaction_number', 24],
  ['payment_type', 20],
  ['notes', 40],
  ['evidence', 10],
  ['created_by_name', 26],
] as const;

export function depositsWorkbook({ db, actor, t }: ServiceContext, q: DepositReportQuery) {
  const fill = async ({ workbook, pace }: WorkbookContext): Promise<void> => {
    const sheet = addSheet(workbook, t('deposits.sheet'), COLUMNS.map(([key, width]) => ({ key, width, header: t(`deposits.columns.${key}`) })));
    sheet.getColumn('created').numFmt = INSTANT_FORMAT;
    sheet.getColumn('amount').numFmt = '#,##0.00';
    const { page: _p, page_size: _s, ordering, ...filters } = q;
    for await (const batch of keysetBatches(depositRows(db, actor, filters), ordering, DEPOSIT_ORDERING, EXPORT_BATCH_SIZE)) {
      for (const row of batch) {
        const d = toDepositRecord(row);
        const cells: Cell[] = [
          d.id,
          new Date(d.created),
          d.agency_name,
          Number(d.amount),
          currencyById(d.currency)?.abbreviation ?? String(d.currency),
          d.transaction_number ?? '',
          d.payment_type ? t(`deposits.payment_types.${d.payment_type}`) : '',
          d.notes,
          d.evidence,
          d.created_by_name ?? '',
        ];
        sheet.addRow(cells).commit();
      }
      if (!(await pace())) return; // the client went away: stop reading the database
    }
  };
  return { filename: datedFilename('depositos'), fill };
}
