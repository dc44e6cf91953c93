/**
 * 'Send payment link' (Revolut Payment Link): find the reservation by its locator, then the
 * customer's e-mail, the amount (empty: what is owed) and the mail's language; the server e-mails
 * the link to the public /payment/[id] page.
 */
import LinkIcon from '@mui/icons-material/Link';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { Button, SelectInput, TextInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { PayableReservationRecord } from '../../domain/schemas/cardPayments.ts';
import { amount } from '../../domain/schemas/agencies.ts';
import { email } from '../../domain/schemas/common.ts';
import { z } from '../../domain/validation.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../src/forms/useServerSubmit.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { DialogForm } from '../common/DialogForm.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { ReservationFinder } from './ReservationFinder.tsx';

// The amount may stay empty: the server then asks for what is owed.
const validate = zodValidate(z.object({ email, amount: z.union([amount, z.literal(''), z.null(), z.undefined()]), language: z.enum(['es', 'en']) }));
const languages = [
  { id: 'es', name: 'app.cardpay.link.languages.es' },
  { id: 'en', name: 'app.cardpay.link.languages.en' },
];

function LinkForm({ reservation, onSent }: { reservation: PayableReservationRecord; onSent: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const submit = useServerSubmit(async (values) => {
    const email = String(values.email ?? '');
    await dataProvider.createReservationPaymentRequest({
      reservation: reservation.id,
      email,
      ...(values.amount ? { amount: String(values.amount) } : {}),
      language: values.language === 'en' ? 'en' : 'es',
    });
    notify('app.cardpay.link.sent', { type: 'success', messageArgs: { email } });
    onSent();
    refresh();
  });
  return (
    <DialogForm key={reservation.id} onSubmit={submit} validate={validate} defaultValues={{ email: '', amount: '', language: 'es' }} noValidate>
      <FormServerError />
      <Stack spacing={1}>
        <TextInput source="email" type="email" label="app.cardpay.link.email" fullWidth />
        <TextInput source="amount" label="app.cardpay.link.amount" fullWidth slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <SelectInput source="language" label="app.cardpay.link.language" choices={languages} fullWidth />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <SubmitButton label="app.cardpay.link.send" />
        </Stack>
      </Stack>
    </DialogForm>
  );
}

export function PaymentLinkButton() {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="app.cardpay.link.send" onClick={() => setOpen(true)}>
        <LinkIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('app.cardpay.link.send')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.cardpay.link.intro')}</DialogContentText>
          <ReservationFinder>{(reservation) => <LinkForm reservation={reservation} onSent={() => setOpen(false)} />}</ReservationFinder>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.close')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
