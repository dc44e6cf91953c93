/**
 * Totals paid and unpaid of a filtered reservation list, in its currency: the page's `totals`
 * (react-admin's list `meta`), shared by the flight reservation list and the general ones.
 */
import { Box, Paper, Typography } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from './flights/format.ts';

export function ReservationTotals() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const { meta, filterValues } = useListContext();
  const totals = (meta as { totals?: { paid: string; unpaid: string; currency?: number } } | undefined)?.totals;
  if (!totals) return null;
  const currency = totals.currency ?? Number(filterValues.currency ?? 1);
  const item = (label: string, amount: string, testId: string) => (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(label)}
      </Typography>
      <Typography sx={{ fontWeight: 700 }} data-testid={testId}>
        {formatMoney(amount, currency, language)}
      </Typography>
    </Box>
  );
  return (
    <Paper variant="outlined" sx={{ display: 'flex', gap: 4, px: 2, py: 1, m: 1 }} aria-label={translate('app.flights.reservations.totals')} role="group">
      {item('app.flights.reservations.total_paid', totals.paid, 'total-paid')}
      {item('app.flights.reservations.total_unpaid', totals.unpaid, 'total-unpaid')}
    </Paper>
  );
}
