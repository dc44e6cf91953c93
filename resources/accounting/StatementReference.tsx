/**
 * A statement line's reference: the reservation's locator and the transaction's reference, and for
 * a payment from (refund to) funds in another currency what it was in the reservation's currency
 * and the rate it was converted at (docs/api-payments.md), so the accountant reads why the funds
 * moved by another figure than the booking's.
 */
import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { currencyById } from '../../domain/currencies.ts';
import type { StatementLine } from '../../domain/records/accounting.ts';
import { formatDate, formatMoney } from '../../src/components/flights/format.ts';

export function StatementReference({ line, fundsCurrency }: { line: StatementLine; fundsCurrency: number }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const x = line.exchange;
  const text = [line.locator, line.reference].filter(Boolean).join(' · ');
  if (!x) return <>{text}</>;
  const rate = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(Number(x.rate));
  return (
    <>
      {text}
      <Typography variant="caption" color="text.secondary" component="div" data-testid={`statement-exchange-${line.id}`}>
        {translate('app.accounting.statement.exchange', {
          amount: formatMoney(x.amount, x.currency, language),
          from: currencyById(x.currency)?.abbreviation ?? '',
          to: currencyById(fundsCurrency)?.abbreviation ?? '',
          rate,
          date: formatDate(x.rate_date, language),
        })}
      </Typography>
    </>
  );
}
