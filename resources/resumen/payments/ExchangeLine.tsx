/**
 * Under a payment's amount, when it was taken from (or given back to) funds in another currency
 * (operation.exchange, docs/api-payments.md): what the funds moved in their own currency, the rate
 * it was converted at and that rate's day, so the operator sees why the funds moved by another
 * figure than the reservation's.
 */
import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { currencyById } from '../../../domain/currencies.ts';
import type { OperationRecord } from '../../../domain/records/payments.ts';
import { formatDate, formatMoney } from '../../../src/components/flights/format.ts';

export function ExchangeLine({ operation }: { operation: OperationRecord }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const x = operation.exchange;
  if (!x) return null;
  const rate = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(Number(x.rate));
  return (
    <Typography variant="caption" color="text.secondary" component="div" data-testid={`exchange-${operation.id}`}>
      {translate('app.resumen.payments.exchange', {
        funds: formatMoney(x.funds_amount, x.funds_currency, language),
        from: currencyById(operation.currency)?.abbreviation ?? '',
        to: currencyById(x.funds_currency)?.abbreviation ?? '',
        rate,
        date: formatDate(x.rate_date, language),
      })}
    </Typography>
  );
}
