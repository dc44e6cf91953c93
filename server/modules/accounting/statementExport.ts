/**
 * GET accounting/balance/{id}/export/: the statement's lines of the range, oldest first, with the
 * running balance, streamed (keyset batches by transaction). The balance starts at the range's
 * opening balance and steps by each line, so it ends on the closing balance.
 */
import { currencyById } from '../../../domain/currencies.ts';
import type { StatementLine } from '../../../domain/records/accounting.ts';
import type { StatementQuery } from '../../../domain/schemas/accounting.ts';
import type { ServiceContext } from '../../http/context.ts';
import { keysetBatches } from '../../http/pagination.ts';
import { addSheet, datedFilename, EXPORT_BATCH_SIZE, INSTANT_FORMAT, type WorkbookContext } from '../../http/xlsx.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { rangeBalances, statementLines, statementOrdering, statementTarget, toLine, type LineRow } from './statement.ts';

const COLUMNS = [
  ['created_at', 18],
  ['transaction', 10],
  ['kind', 14],
  ['reference', 30],
  ['locator', 12],
  ['debit', 14],
  ['credit', 14],
  ['balance', 14],
  ['exchange_amount', 14],
  ['exchange_currency', 10],
  ['exchange_rate', 12],
] as const;

const MONEY = '#,##0.00';

/** What a payment in another currency was in the reservation's, and its rate; blank otherwise. */
const exchangeCells = ({ exchange: x }: StatementLine) => (x ? [Number(x.amount), currencyById(x.currency)?.abbreviation ?? String(x.currency), Number(x.rate)] : [null, null, null]);

/** Resolves the agency and account first, so a 404 or 400 is answered before the download starts. */
export async function statementWorkbook(ctx: ServiceContext, agencyId: number, q: StatementQuery) {
  const { db, t } = ctx;
  const { agency, account } = await statementTarget(ctx, agencyId, q);
  const fill = async ({ workbook, pace }: WorkbookContext): Promise<void> => {
    const currency = account ? (currencyById(account.currency)?.abbreviation ?? String(account.currency)) : '';
    const range = account ? await rangeBalances(db, account, q) : { opening: 0, closing: 0 };
    const sheet = addSheet(
      workbook,
      t('accounting.export.statement_sheet'),
      COLUMNS.map(([key, width]) => ({ key, width, header: t(`accounting.export.${key}`), numFmt: width === 14 ? MONEY : key === 'created_at' ? INSTANT_FORMAT : undefined })),
      [
        [t('accounting.export.agency'), agency.name],
        [t('accounting.export.account'), account ? `${t(`accounting.accounts.${account.kind}`)} ${currency}` : '', t('accounting.export.range'), `${q.date_start ?? ''} – ${q.date_end ?? ''}`],
        [t('accounting.export.opening_balance'), Number(fromMinor(range.opening)), t('accounting.export.closing_balance'), Number(fromMinor(range.closing))],
      ],
    );
    if (!account) return;
    let balance = range.opening;
    for await (const batch of keysetBatches(statementLines(db, account.id, q), 'id', statementOrdering, EXPORT_BATCH_SIZE)) {
      for (const row of batch as LineRow[]) {
        balance += toMinor(row.amount);
        const line = toLine(row, balance);
        sheet.addRow([new Date(line.created_at), line.id, t(`accounting.kinds.${line.kind}`), line.reference, line.locator ?? '', Number(line.debit), Number(line.credit), Number(line.balance), ...exchangeCells(line)]).commit();
      }
      if (!(await pace())) return;
    }
  };
  return { filename: datedFilename(`estado-cuenta-${agency.id}`), fill };
}
