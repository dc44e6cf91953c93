/**
 * The checkout's answer (docs/api-cart.md): the order number, its reservations (each a link to its
 * detail), what was paid, what is still owed and, booked unpaid, by when.
 */
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Alert, Box, Button, Link, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { HOTEL_RESERVATIONS, PATHS, recordPath } from '../../../domain/menu.ts';
import type { CheckoutRecord } from '../../../domain/records/cart.ts';
import { StatusMessage } from '../StatusMessage.tsx';
import { formatMoney } from '../flights/format.ts';
import { formatDeadline } from './PaymentChoice.tsx';

/** Where a reservation's detail lives, per service (flights, hotel bookings). */
const DETAIL_PATHS: Record<string, string> = { flights: PATHS.flightReservations, hotels: HOTEL_RESERVATIONS };

export function OrderDone({ result, onContinue }: { result: CheckoutRecord; onContinue: () => void }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const { order } = result;
  const money = (amount: string) => formatMoney(amount, order.currency, language);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <StatusMessage icon={<CheckCircleOutlineIcon />} title={translate('app.checkout.done.title')}>
        <Typography component="p">{translate('app.checkout.done.order')}</Typography>
        <Typography component="p" variant="h4" sx={{ fontFamily: 'monospace', letterSpacing: 2, my: 1 }} data-testid="order-number">
          {order.number}
        </Typography>
      </StatusMessage>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 2, '& dd': { m: 0, fontWeight: 600 } }}>
        <dt>{translate('app.checkout.total')}</dt>
        <dd>{money(order.total)}</dd>
        <dt>{translate('app.checkout.done.paid')}</dt>
        <dd>{money(result.paid)}</dd>
        <dt>{translate('app.checkout.done.owed')}</dt>
        <dd>
          {money(result.owed)}
          {result.payment_deadline && ` · ${translate('app.checkout.done.deadline', { deadline: formatDeadline(result.payment_deadline, language) })}`}
        </dd>
      </Box>
      {result.redirect_url === null && <Alert severity="warning">{translate('app.checkout.settlement.card_not_started')}</Alert>}
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.checkout.done.reservations')}
      </Typography>
      <Table size="small" aria-label={translate('app.checkout.done.reservations')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.checkout.done.locator')}</TableCell>
            <TableCell>{translate('app.cartPage.columns.service')}</TableCell>
            <TableCell align="right">{translate('app.checkout.total')}</TableCell>
            <TableCell align="right">{translate('app.checkout.done.paid')}</TableCell>
            <TableCell>{translate('app.checkout.done.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.reservations.map((r) => {
            const base = DETAIL_PATHS[r.service_type];
            return (
              <TableRow key={r.id}>
                <TableCell>
                  {base ? (
                    <Link component={RouterLink} to={recordPath(base, r.id)} aria-label={translate('app.checkout.done.open', { locator: r.locator })} sx={{ fontFamily: 'monospace' }}>
                      {r.locator}
                    </Link>
                  ) : (
                    r.locator
                  )}
                </TableCell>
                <TableCell>{translate(`app.cartPage.services.${r.service_type}`, { _: r.service_type })}</TableCell>
                <TableCell align="right">{money(r.total)}</TableCell>
                <TableCell align="right">{money(r.paid_amount)}</TableCell>
                <TableCell>{translate(`export.statuses.commercial_status.${r.commercial_status}`, { _: r.commercial_status })}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Box sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={onContinue}>
          {translate('app.checkout.done.continue')}
        </Button>
      </Box>
    </Paper>
  );
}
