/** The totals of a filtered list of operations, per currency (the page's `totals`). */
import { Box, Paper, Typography } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { OperationTotals as Totals } from '../../domain/schemas/gatewayOperations.ts';

const number = (amount: string, language: string) => new Intl.NumberFormat(language === 'en' ? 'en-US' : 'es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(amount));

export function OperationTotals() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const { meta } = useListContext();
  const totals = (meta as { totals?: Totals } | undefined)?.totals;
  if (!totals || totals.length === 0) return null;
  const item = (label: string, value: string, testId: string) => (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(label)}
      </Typography>
      <Typography sx={{ fontWeight: 700 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Paper variant="outlined" sx={{ m: 1, px: 2, py: 1 }} role="group" aria-label={translate('app.cardpay.list.totals')}>
      {totals.map((t) => (
        <Box key={t.currency} sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          {item('app.cardpay.list.count', String(t.count), `totals-${t.currency}-count`)}
          {item('app.cardpay.list.paid', `${number(t.paid, language)} ${t.currency}`, `totals-${t.currency}-paid`)}
          {item('app.cardpay.list.captured', `${number(t.captured, language)} ${t.currency}`, `totals-${t.currency}-captured`)}
          {item('app.cardpay.list.refunded', `${number(t.refunded, language)} ${t.currency}`, `totals-${t.currency}-refunded`)}
        </Box>
      ))}
    </Paper>
  );
}
