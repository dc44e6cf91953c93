/**
 * Pay a reservation from its agency's funds after confirming: what is owed in one go
 * (`agency_funds`), or an amount now and the rest later (`partial`). One Idempotency-Key per
 * opening of the dialog, so a double click or a retry pays once.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { TextInput, useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { newIdempotencyKey } from '../../../dataProvider/idempotency.ts';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { fromMinor } from '../../../domain/money.ts';
import { owedMinor } from '../../../domain/reservations/paymentActions.ts';
import { formatMoney } from '../../../src/components/flights/format.ts';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../../src/forms/useServerSubmit.ts';
import { DialogForm } from '../../common/DialogForm.tsx';
import { SubmitButton } from '../../common/SubmitButton.tsx';
import { amountError } from './amountField.ts';
import type { PaymentsRecord } from './types.ts';

export function PayDialog({ record, partial, onClose }: { record: PaymentsRecord; partial: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const [key] = useState(newIdempotencyKey);
  const owed = owedMinor(record);
  const money = (amount: string) => formatMoney(amount, record.currency, language);
  const { mutateAsync } = useMutation({
    mutationFn: (amount: string | undefined) => dataProvider.payReservation(record.id, amount === undefined ? { provider: 'agency_funds' } : { provider: 'partial', amount }, key),
  });
  const submit = useServerSubmit(async (values) => {
    const answer = await mutateAsync(partial ? String(values.amount).trim() : undefined);
    notify('app.resumen.payments.paid_done', { type: 'success', messageArgs: { amount: money(answer.operation.amount) } });
    onClose();
    refresh();
  });
  const validate = (values: Record<string, unknown>) => {
    const error = partial ? amountError(values.amount, owed) : null;
    return error ? { amount: error } : {};
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogForm onSubmit={submit} validate={validate} noValidate>
        <DialogTitle id={titleId}>{translate(partial ? 'app.resumen.payments.partial_title' : 'app.resumen.payments.pay_title', { locator: record.locator })}</DialogTitle>
        <DialogContent>
          <FormServerError />
          <DialogContentText sx={{ mb: 2 }}>
            {partial
              ? translate('app.resumen.payments.partial_text', { agency: record.agency_name })
              : translate('app.resumen.payments.pay_text', { amount: money(fromMinor(owed)), agency: record.agency_name })}
          </DialogContentText>
          {partial && (
            <TextInput
              source="amount"
              label="app.resumen.payments.amount"
              helperText={translate('app.resumen.payments.up_to', { max: money(fromMinor(owed)) })}
              fullWidth
              autoFocus
              isRequired
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label="app.resumen.payments.pay_confirm" />
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
