/**
 * E-mail the customer a card payment link (POST payments/payment-requests/reservation-payment-request/,
 * 'Revolut Payment Link'): the address (default the reservation client's, when known), the amount
 * (default what is owed) and the mail's language. No money moves until the customer pays on the
 * public page. One Idempotency-Key per opening of the dialog: a double click sends one link.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SelectInput, TextInput, useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { newIdempotencyKey } from '../../../dataProvider/idempotency.ts';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { LANGUAGES, type Language } from '../../../domain/constants.ts';
import { fromMinor } from '../../../domain/money.ts';
import { owedMinor } from '../../../domain/reservations/paymentActions.ts';
import { email } from '../../../domain/schemas/common.ts';
import { issueMessage } from '../../../domain/validation.ts';
import { formatMoney } from '../../../src/components/flights/format.ts';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../../src/forms/useServerSubmit.ts';
import { DialogForm } from '../../common/DialogForm.tsx';
import { SubmitButton } from '../../common/SubmitButton.tsx';
import { amountError } from './amountField.ts';
import type { PaymentsRecord } from './types.ts';

const languageChoices = LANGUAGES.map((id) => ({ id, name: `app.resumen.payments.languages.${id}` }));

export function PaymentLinkDialog({ record, onClose }: { record: PaymentsRecord; onClose: () => void }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const owed = owedMinor(record);
  const [key] = useState(newIdempotencyKey);
  const { mutateAsync } = useMutation({
    mutationFn: (body: { email: string; amount: string; language: Language }) => dataProvider.createReservationPaymentRequest({ reservation: record.id, ...body }, key),
  });
  const submit = useServerSubmit(async (values) => {
    const sent = await mutateAsync({ email: String(values.email).trim(), amount: String(values.amount).trim(), language: values.language as Language });
    notify('app.resumen.payments.link_sent', { type: 'success', messageArgs: { email: sent.email } });
    onClose();
    refresh();
  });
  const validate = (values: Record<string, unknown>) => {
    const errors: Record<string, unknown> = {};
    const address = email.safeParse(values.email ?? '');
    if (!address.success) {
      const { key, params } = issueMessage(address.error.issues[0]);
      errors.email = { message: key, args: params ?? {} };
    }
    const amount = amountError(values.amount, owed, 'gateways.amount_exceeds_due');
    if (amount) errors.amount = amount.message === 'gateways.amount_exceeds_due' ? { ...amount, args: { due: fromMinor(owed) } } : amount;
    return errors;
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogForm defaultValues={{ email: record.customer_email ?? '', amount: fromMinor(owed), language: language === 'en' ? 'en' : 'es' }} onSubmit={submit} validate={validate} noValidate>
        <DialogTitle id={titleId}>{translate('app.resumen.payments.link_title', { locator: record.locator })}</DialogTitle>
        <DialogContent>
          <FormServerError />
          <DialogContentText sx={{ mb: 2 }}>{translate('app.resumen.payments.link_text')}</DialogContentText>
          <TextInput source="email" type="email" label="app.resumen.payments.email" fullWidth autoFocus isRequired />
          <TextInput
            source="amount"
            label="app.resumen.payments.amount"
            helperText={translate('app.resumen.payments.up_to', { max: formatMoney(fromMinor(owed), record.currency, language) })}
            fullWidth
            isRequired
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <SelectInput source="language" label="app.resumen.payments.language" choices={languageChoices} fullWidth isRequired helperText={false} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label="app.resumen.payments.send" />
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
