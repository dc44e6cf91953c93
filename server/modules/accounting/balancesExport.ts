/**
 * GET accounting/balance/export-xls/: the filtered balances list as a streamed XLSX (keyset
 * batches through exceljs' streaming writer, as every export), amounts as numbers, then one line
 * of totals per currency.
 */
import { currencyById } from '../../../domain/currencies.ts';
import type { BalanceListQuery } from '../../../domain/schemas/accounting.ts';
import type { ServiceContext } from '../../http/context.ts';
import { keysetBatches } from '../../http/pagination.ts';
import { addSheet, datedFilename, EXPORT_BATCH_SIZE, type WorkbookContext } from '../../http/xlsx.ts';
import { balanceOrdering, balanceTotals, filteredBalances, toBalanceRow } from './balances.ts';
import { debtSource } from './debt.ts';
import { today } from './filters.ts';

const COLUMNS = [
  ['agency_id', 8],
  ['name', 36],
  ['level', 14],
  ['parent_name', 30],
  ['currency', 10],
  ['funds', 14],
  ['credit_limit', 14],
  ['available', 14],
  ['debt_1_7', 14],
  ['debt_7_15', 14],
  ['debt_15_plus', 14],
  ['debt_total', 14],
] as const;

const MONEY = '#,##0.00';
const currencyName = (id: number) => currencyById(id)?.abbreviation ?? String(id);

export function balancesWorkbook(ctx: ServiceContext, q: BalanceListQuery) {
  const { db, actor, t } = ctx;
  const asOf = q.as_of ?? today();
  const fill = async ({ workbook, pace }: WorkbookContext): Promise<void> => {
    const sheet = addSheet(
      workbook,
      t('accounting.export.balances_sheet'),
      COLUMNS.map(([key, width]) => ({ key, width, header: t(`accounting.export.${key}`), numFmt: width === 14 ? MONEY : undefined })),
      [[t('accounting.export.as_of'), asOf]],
    );
    const debt = await debtSource(db, asOf);
    for await (const batch of keysetBatches(filteredBalances(db, actor, q, debt), q.ordering, balanceOrdering, EXPORT_BATCH_SIZE)) {
      for (const raw of batch) {
        const r = toBalanceRow(raw as Parameters<typeof toBalanceRow>[0]);
        sheet
          .addRow([r.agency, r.name, t(`export.levels.${r.level}`), r.parent_name ?? '', currencyName(r.currency), ...[r.funds, r.credit_limit, r.available, r.debt_1_7, r.debt_7_15, r.debt_15_plus, r.debt_total].map(Number)])
          .commit();
      }
      if (!(await pace())) return;
    }
    // The totals of the filtered set, as the list shows them.
    for (const s of await balanceTotals(db, actor, q, debt)) {
      sheet
        .addRow([t('accounting.export.total'), null, null, null, currencyName(s.currency), ...[s.funds, s.credit_limit, s.available, s.debt_1_7, s.debt_7_15, s.debt_15_plus, s.debt_total].map(Number)])
        .commit();
    }
  };
  return { filename: datedFilename('saldos-agencias'), fill };
}
