/** Record what the company paid a provider (POST accounting-provider/payouts/, with an Idempotency-Key). */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { TextInput, required, useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { newIdempotencyKey } from '../../dataProvider/idempotency.ts';
import { formatMoney } from '../../src/components/flights/format.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../src/forms/useServerSubmit.ts';
import { DialogForm } from '../common/DialogForm.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';

const label = (source: string) => `resources.accounting-provider-payouts.fields.${source}`;

export function PayoutButton({ provider, currency }: { provider: number; currency: number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" size="small" onClick={() => setOpen(true)}>
        {translate('app.accountingProviders.payout.button')}
      </Button>
      {open && <PayoutDialog provider={provider} currency={currency} onClose={() => setOpen(false)} />}
    </>
  );
}

function PayoutDialog({ provider, currency, onClose }: { provider: number; currency: number; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [language] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  // One key per dialog: a double submit or a retried request records one payment.
  const key = useMemo(() => newIdempotencyKey(), []);
  const { mutateAsync } = useMutation({ mutationFn: (values: { amount: string; reference?: string; notes?: string }) => dataProvider.createPayout({ provider, currency, ...values }, key) });
  const submit = useServerSubmit(async (values) => {
    const payout = await mutateAsync({ amount: String(values.amount ?? ''), reference: (values.reference as string) || undefined, notes: (values.notes as string) || undefined });
    notify('app.accountingProviders.payout.done', { type: 'success', messageArgs: { amount: formatMoney(payout.amount, payout.currency, language) } });
    onClose();
    refresh();
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogForm defaultValues={{ amount: '', reference: '', notes: '' }} onSubmit={submit}>
        <DialogTitle id={titleId}>{translate('app.accountingProviders.payout.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate('app.accountingProviders.payout.help')}</DialogContentText>
          <FormServerError />
          <TextInput source="amount" label={label('amount')} validate={required()} fullWidth inputMode="decimal" />
          <TextInput source="reference" label={label('reference')} fullWidth />
          <TextInput source="notes" label={label('notes')} fullWidth multiline />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton />
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
