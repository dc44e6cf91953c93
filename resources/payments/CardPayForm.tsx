/**
 * Pay a found reservation by card: the amount (default what it owes), confirmation, then POST
 * payments/reservations/{id}/pay/ {provider: 'card'} and the browser goes to the gateway's hosted
 * page; the gateway brings it back to /payment-success or /payment-fail.
 */
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { Stack } from '@mui/material';
import { useRef } from 'react';
import { TextInput, useDataProvider, useLocaleState } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { PayableReservationRecord } from '../../domain/schemas/cardPayments.ts';
import { amount } from '../../domain/schemas/agencies.ts';
import { z } from '../../domain/validation.ts';
import { formatMoney } from '../../src/components/flights/format.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../src/forms/useServerSubmit.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { DialogForm } from '../common/DialogForm.tsx';
import { ConfirmSubmitButton } from './ConfirmSubmitButton.tsx';
import { attemptKey, hostedPage } from './navigation.ts';

const validate = zodValidate(z.object({ amount }));

export function CardPayForm({ reservation }: { reservation: PayableReservationRecord }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [language] = useLocaleState();
  const key = useRef(attemptKey());
  const submit = useServerSubmit(async (values) => {
    try {
      const answer = await dataProvider.chargeReservation(reservation.id, { provider: 'card', amount: String(values.amount) }, key.current);
      if (answer.redirect_url) hostedPage.assign(answer.redirect_url);
    } finally {
      // A new attempt (another amount, after a refusal) is another payment.
      key.current = attemptKey();
    }
  });
  return (
    <DialogForm key={reservation.id} onSubmit={submit} validate={validate} defaultValues={{ amount: reservation.owed }} noValidate>
      <FormServerError />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextInput source="amount" label="app.cardpay.card.amount" helperText={false} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <ConfirmSubmitButton
          label="app.cardpay.card.pay"
          title="app.cardpay.card.confirm_title"
          icon={<CreditCardIcon />}
          content={(values) => ({ key: 'app.cardpay.card.confirm_content', args: { amount: formatMoney(String(values.amount ?? ''), reservation.currency, language), locator: reservation.locator } })}
        />
      </Stack>
    </DialogForm>
  );
}
