/** GET accounting/breakdown-levels/export/: the breakdown of the period as a streamed XLSX, with totals per currency. */
import { currencyById } from '../../../domain/currencies.ts';
import type { BreakdownQuery as BreakdownFilters } from '../../../domain/schemas/accounting.ts';
import type { ServiceContext } from '../../http/context.ts';
import { keysetBatches } from '../../http/pagination.ts';
import { addSheet, datedFilename, EXPORT_BATCH_SIZE, type WorkbookContext } from '../../http/xlsx.ts';
import { breakdownOrdering, breakdownRows, breakdownTotals, toBreakdownRow, withRange, type BreakdownSqlRow } from './breakdown.ts';

const MONEY = '#,##0.00';
const MONEY_COLUMNS = ['level_1', 'level_2', 'level_3', 'provider', 'total'] as const;
const currencyName = (id: number) => currencyById(id)?.abbreviation ?? String(id);

export function breakdownWorkbook(ctx: ServiceContext, filters: BreakdownFilters) {
  const q = withRange(filters);
  const { db, actor, t } = ctx;
  const fill = async ({ workbook, pace }: WorkbookContext): Promise<void> => {
    const sheet = addSheet(
      workbook,
      t('accounting.export.breakdown_sheet'),
      [
        { key: 'agency', width: 8, header: t('accounting.export.agency_id') },
        { key: 'name', width: 36, header: t('accounting.export.name') },
        { key: 'level', width: 14, header: t('accounting.export.level') },
        { key: 'currency', width: 10, header: t('accounting.export.currency') },
        ...MONEY_COLUMNS.map((key) => ({ key, width: 14, header: t(`accounting.export.${key}`), numFmt: MONEY })),
      ],
      [[t('accounting.export.range'), `${q.date_start} – ${q.date_end}`]],
    );
    for await (const batch of keysetBatches(breakdownRows(db, actor, q), q.ordering, breakdownOrdering, EXPORT_BATCH_SIZE)) {
      for (const raw of batch) {
        const r = toBreakdownRow(raw as BreakdownSqlRow);
        sheet.addRow([r.agency, r.name, t(`export.levels.${r.level}`), currencyName(r.currency), ...MONEY_COLUMNS.map((c) => Number(r[c]))]).commit();
      }
      if (!(await pace())) return;
    }
    for (const s of await breakdownTotals(db, actor, q)) {
      sheet.addRow([t('accounting.export.total'), null, null, currencyName(s.currency), ...MONEY_COLUMNS.map((c) => Number(s[c]))]).commit();
    }
  };
  return { filename: datedFilename('desglose-niveles'), fill };
}
