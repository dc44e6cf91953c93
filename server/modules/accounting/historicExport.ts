/**
 * GET accounting/balance-historic-export/: the historical balances of the filter as a streamed
 * XLSX, one row per agency and currency, one column per period end.
 */
import { periodEnds, resolveRange } from '../../../domain/accounting/periods.ts';
import { currencyById } from '../../../domain/currencies.ts';
import type { HistoricQuery } from '../../../domain/schemas/accounting.ts';
import type { ServiceContext } from '../../http/context.ts';
import { keysetBatches } from '../../http/pagination.ts';
import { addSheet, datedFilename, EXPORT_BATCH_SIZE, type WorkbookContext } from '../../http/xlsx.ts';
import { historicOrdering, historicRows, withBalances, type HistoricSqlRow } from './historic.ts';

const MONEY = '#,##0.00';

export function historicWorkbook(ctx: ServiceContext, q: HistoricQuery) {
  const { db, actor, t } = ctx;
  const range = resolveRange(q);
  const ends = periodEnds(q.period, range.date_start, range.date_end);
  const fill = async ({ workbook, pace }: WorkbookContext): Promise<void> => {
    const sheet = addSheet(
      workbook,
      t('accounting.export.historic_sheet'),
      [
        { key: 'agency', width: 8, header: t('accounting.export.agency_id') },
        { key: 'name', width: 36, header: t('accounting.export.name') },
        { key: 'level', width: 14, header: t('accounting.export.level') },
        { key: 'currency', width: 10, header: t('accounting.export.currency') },
        ...ends.map((end) => ({ key: `p${end}`, width: 13, header: end, numFmt: MONEY })),
      ],
      [[t(`accounting.export.period_${q.period}`), `${range.date_start} – ${range.date_end}`]],
    );
    for await (const batch of keysetBatches(historicRows(db, actor, q), q.ordering, historicOrdering, EXPORT_BATCH_SIZE)) {
      for (const r of await withBalances(db, batch as HistoricSqlRow[], ends)) {
        sheet.addRow([r.agency, r.name, t(`export.levels.${r.level}`), currencyById(r.currency)?.abbreviation ?? String(r.currency), ...r.balances.map(Number)]).commit();
      }
      if (!(await pace())) return;
    }
  };
  return { filename: datedFilename('saldos-historicos'), fill };
}
