/** How a booking was settled as it was made: paid, still owed and, booked unpaid, by when (docs/api-cart.md). */
import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SettlementRecord } from '../../../domain/records/cart.ts';
import { formatMoney } from '../flights/format.ts';
import { formatDeadline } from './PaymentChoice.tsx';

export function SettlementLines({ settlement, currency = 1 }: { settlement: SettlementRecord; currency?: number }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  return (
    <Typography component="p" data-testid="booking-settlement" sx={{ mb: 2 }}>
      {translate('app.checkout.settlement.paid', { amount: formatMoney(settlement.paid, currency, language) })}
      {' · '}
      {translate('app.checkout.settlement.owed', { amount: formatMoney(settlement.owed, currency, language) })}
      {settlement.redirect_url === null && (
        <>
          <br />
          {translate('app.checkout.settlement.card_not_started')}
        </>
      )}
      {settlement.payment_deadline && (
        <>
          <br />
          {translate('app.checkout.settlement.deadline', { deadline: formatDeadline(settlement.payment_deadline, language) })}
        </>
      )}
    </Typography>
  );
}
