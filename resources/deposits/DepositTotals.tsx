/** The totals per currency of the filtered deposits (the page's `totals`: every match, not the page). */
import { Box, Paper, Typography } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { DepositTotal } from '../../domain/records/deposits.ts';
import { currencyById } from '../../domain/currencies.ts';
import { formatMoney } from '../../src/components/flights/format.ts';

export function DepositTotals() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const { meta } = useListContext();
  const totals = (meta as { totals?: DepositTotal[] } | undefined)?.totals;
  if (!totals || totals.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, px: 2, py: 1, m: 1 }} role="group" aria-label={translate('app.deposits.totals')}>
      {totals.map((total) => (
        <Box key={total.currency} data-testid={`deposit-total-${currencyById(total.currency)?.abbreviation ?? total.currency}`}>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('app.deposits.total_in', { currency: currencyById(total.currency)?.abbreviation ?? total.currency, smart_count: total.count })}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatMoney(total.amount, total.currency, language)}</Typography>
        </Box>
      ))}
    </Paper>
  );
}
