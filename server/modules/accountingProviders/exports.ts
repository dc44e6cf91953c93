/**
 * The XLSX exports of the provider balances and of a provider's statement, streamed through the
 * shared export helper (keyset batches, exceljs' streaming writer), amounts as numbers.
 */
import { currencyById } from '../../../domain/currencies.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { ProviderBalanceQuery, ProviderStatementQuery } from '../../../domain/schemas/accountingProviders.ts';
import type { ServiceContext } from '../../http/context.ts';
import { keysetBatches } from '../../http/pagination.ts';
import { addSheet, datedFilename, EXPORT_BATCH_SIZE, INSTANT_FORMAT, type WorkbookContext } from '../../http/xlsx.ts';
import { rangeBalances, statementLines, statementOrdering, toLine, type LineRow } from '../accounting/statement.ts';
import { filteredProviderBalances, providerBalanceOrdering, providerBalanceTotals, toProviderBalanceRow } from './balances.ts';
import { providerStatementTarget } from './statement.ts';

const MONEY = '#,##0.00';
const currencyName = (id: number) => currencyById(id)?.abbreviation ?? String(id);
const range = (q: { date_start?: string; date_end?: string }) => `${q.date_start ?? ''} – ${q.date_end ?? ''}`;

const BALANCE_COLUMNS = [
  ['code', 16],
  ['provider', 32],
  ['currency', 10],
  ['opening_balance', 14],
  ['owed', 14],
  ['paid', 14],
  ['collected', 14],
  ['balance', 14],
] as const;

export function providerBalancesWorkbook(ctx: ServiceContext, q: ProviderBalanceQuery) {
  const { db, t } = ctx;
  const fill = async ({ workbook, pace }: WorkbookContext): Promise<void> => {
    const sheet = addSheet(
      workbook,
      t('accounting_providers.export.balances_sheet'),
      BALANCE_COLUMNS.map(([key, width]) => ({ key, width, header: t(`accounting_providers.export.${key}`), numFmt: width === 14 ? MONEY : undefined })),
      [[t('accounting_providers.export.range'), range(q)]],
    );
    for await (const batch of keysetBatches(filteredProviderBalances(db, q), q.ordering, providerBalanceOrdering, EXPORT_BATCH_SIZE)) {
      for (const raw of batch) {
        const r = toProviderBalanceRow(raw);
        sheet.addRow([r.code, r.name, currencyName(r.currency), ...[r.opening_balance, r.owed, r.paid, r.collected, r.balance].map(Number)]).commit();
      }
      if (!(await pace())) return;
    }
    for (const s of await providerBalanceTotals(db, q)) {
      sheet.addRow([t('accounting_providers.export.total'), null, currencyName(s.currency), ...[s.opening_balance, s.owed, s.paid, s.collected, s.balance].map(Number)]).commit();
    }
  };
  return { filename: datedFilename('saldos-proveedores'), fill };
}

const STATEMENT_COLUMNS = [
  ['created_at', 18],
  ['transaction', 10],
  ['kind', 24],
  ['reference', 30],
  ['locator', 12],
  ['debit', 14],
  ['credit', 14],
  ['balance', 14],
] as const;

/** Resolves the provider first, so a 404 is answered before the download starts. */
export async function providerStatementWorkbook(ctx: ServiceContext, providerId: number, q: ProviderStatementQuery) {
  const { db, t } = ctx;
  const { provider, account } = await providerStatementTarget(ctx, providerId, q.currency);
  const fill = async ({ workbook, pace }: WorkbookContext): Promise<void> => {
    const balances = account ? await rangeBalances(db, account, q) : { opening: 0, closing: 0 };
    const sheet = addSheet(
      workbook,
      t('accounting_providers.export.statement_sheet'),
      STATEMENT_COLUMNS.map(([key, width]) => ({ key, width, header: t(`accounting_providers.export.${key}`), numFmt: width === 14 ? MONEY : key === 'created_at' ? INSTANT_FORMAT : undefined })),
      [
        [t('accounting_providers.export.provider'), provider.name, t('accounting_providers.export.currency'), currencyName(q.currency)],
        [t('accounting_providers.export.range'), range(q)],
        [t('accounting_providers.export.opening_balance'), Number(fromMinor(balances.opening)), t('accounting_providers.export.closing_balance'), Number(fromMinor(balances.closing))],
      ],
    );
    if (!account) return;
    let balance = balances.opening;
    for await (const batch of keysetBatches(statementLines(db, account.id, q), 'id', statementOrdering, EXPORT_BATCH_SIZE)) {
      for (const row of batch as LineRow[]) {
        balance += toMinor(row.amount);
        const line = toLine(row, balance);
        sheet.addRow([new Date(line.created_at), line.id, t(`accounting_providers.kinds.${line.kind}`), line.reference, line.locator ?? '', Number(line.debit), Number(line.credit), Number(line.balance)]).commit();
      }
      if (!(await pace())) return;
    }
  };
  return { filename: datedFilename(`estado-proveedor-${provider.code}`), fill };
}
