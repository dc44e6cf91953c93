/**
 * Refund part or all of a completed payment (the finance staff), after confirming: the amount
 * defaults to what is still refundable (captured less refunded) and may not exceed it. The money
 * goes back to where it came from; the reservation's paid amount and status follow.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { TextInput, useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { newIdempotencyKey } from '../../../dataProvider/idempotency.ts';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { fromMinor } from '../../../domain/money.ts';
import type { OperationRecord } from '../../../domain/records/payments.ts';
import { formatMoney } from '../../../src/components/flights/format.ts';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../../src/forms/useServerSubmit.ts';
import { DialogForm } from '../../common/DialogForm.tsx';
import { SubmitButton } from '../../common/SubmitButton.tsx';
import { amountError } from './amountField.ts';

export function RefundDialog({ operation, refundableMinor, onClose }: { operation: OperationRecord; refundableMinor: number; onClose: () => void }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const [key] = useState(newIdempotencyKey);
  const money = (amount: string) => formatMoney(amount, operation.currency, language);
  const provider = translate(`app.resumen.providers.${operation.provider}`, { _: operation.provider });
  const { mutateAsync } = useMutation({
    mutationFn: (body: { amount: string; reference?: string }) => dataProvider.refundPaymentOperation(operation.id, body, key),
  });
  const submit = useServerSubmit(async (values) => {
    const reference = typeof values.reference === 'string' && values.reference.trim() ? values.reference.trim() : undefined;
    const answer = await mutateAsync({ amount: String(values.amount).trim(), ...(reference ? { reference } : {}) });
    notify('app.resumen.payments.refund_done', { type: 'success', messageArgs: { amount: money(answer.operation.amount) } });
    onClose();
    refresh();
  });
  const validate = (values: Record<string, unknown>) => {
    const error = amountError(values.amount, refundableMinor, 'payments.refund_above_captured');
    return error ? { amount: error } : {};
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogForm defaultValues={{ amount: fromMinor(refundableMinor), reference: '' }} onSubmit={submit} validate={validate} noValidate>
        <DialogTitle id={titleId}>{translate('app.resumen.payments.refund_title', { id: operation.id, provider })}</DialogTitle>
        <DialogContent>
          <FormServerError />
          <DialogContentText sx={{ mb: 2 }}>{translate('app.resumen.payments.refund_text', { provider, max: money(fromMinor(refundableMinor)) })}</DialogContentText>
          <TextInput source="amount" label="app.resumen.payments.amount" fullWidth autoFocus isRequired slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <TextInput source="reference" label="app.resumen.payments.reference" fullWidth helperText={false} slotProps={{ htmlInput: { maxLength: 200 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label="app.resumen.payments.refund_confirm" color="error" />
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
