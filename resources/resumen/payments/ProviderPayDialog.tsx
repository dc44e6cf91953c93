/**
 * Pay a reservation to an accounting provider (release note 1.2.0, '[Accounting Provider] Manage'):
 * what is owed (POST accounting-provider/payments/) or part of it (…/partial/), after confirming.
 * The money is settled with the provider's accountants, so the payment completes at once and the
 * ledger moves from that provider's account. One Idempotency-Key per opening of the dialog, so a
 * double click or a retry pays once.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { RadioButtonGroupInput, TextInput, required, useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { newIdempotencyKey } from '../../../dataProvider/idempotency.ts';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { AccountingProviderCode } from '../../../domain/accountingProviders.ts';
import { fromMinor } from '../../../domain/money.ts';
import { owedMinor } from '../../../domain/reservations/paymentActions.ts';
import { formatMoney } from '../../../src/components/flights/format.ts';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../../src/forms/useServerSubmit.ts';
import { AccountingProviderSelect, useAccountingProviderName } from '../../accounting-providers/choices.tsx';
import { DialogForm } from '../../common/DialogForm.tsx';
import { SubmitButton } from '../../common/SubmitButton.tsx';
import { amountError } from './amountField.ts';
import type { PaymentsRecord } from './types.ts';

type Mode = 'all' | 'part';

const modeChoices = [
  { id: 'all', name: 'app.resumen.payments.provider_pay_all' },
  { id: 'part', name: 'app.resumen.payments.provider_pay_part' },
];

/** What the confirmation says, as the form stands: the amount and the provider it is charged to. */
function Confirmation({ record, owed }: { record: PaymentsRecord; owed: number }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const nameOf = useAccountingProviderName();
  const [mode, amount, provider] = useWatch({ name: ['mode', 'amount', 'accounting_provider'] }) as [Mode, string | undefined, string | null];
  const typed = mode === 'part' && amount && amountError(amount, owed) === null ? amount.trim() : null;
  const shown = mode === 'all' ? formatMoney(fromMinor(owed), record.currency, language) : typed ? formatMoney(typed, record.currency, language) : '…';
  return <DialogContentText sx={{ mb: 2 }}>{translate('app.resumen.payments.provider_pay_text', { amount: shown, provider: provider ? nameOf(provider) : '…' })}</DialogContentText>;
}

function AmountInput({ max }: { max: string }) {
  const translate = useTranslate();
  const mode = useWatch({ name: 'mode' }) as Mode;
  if (mode !== 'part') return null;
  return <TextInput source="amount" label="app.resumen.payments.amount" helperText={translate('app.resumen.payments.up_to', { max })} fullWidth isRequired slotProps={{ htmlInput: { inputMode: 'decimal' } }} />;
}

export function ProviderPayDialog({ record, onClose }: { record: PaymentsRecord; onClose: () => void }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const nameOf = useAccountingProviderName();
  const titleId = useId();
  const [key] = useState(newIdempotencyKey);
  const owed = owedMinor(record);
  const money = (amount: string) => formatMoney(amount, record.currency, language);
  const { mutateAsync } = useMutation({
    mutationFn: (body: { accounting_provider: AccountingProviderCode; amount?: string }) => dataProvider.payToAccountingProvider({ reservation: record.id, ...body }, key),
  });
  const submit = useServerSubmit(async (values) => {
    const provider = values.accounting_provider as AccountingProviderCode;
    const paid = await mutateAsync(values.mode === 'part' ? { accounting_provider: provider, amount: String(values.amount).trim() } : { accounting_provider: provider });
    notify('app.resumen.payments.provider_paid', { type: 'success', messageArgs: { amount: money(paid.amount), provider: nameOf(provider) } });
    onClose();
    refresh();
  });
  const validate = (values: Record<string, unknown>) => {
    const error = values.mode === 'part' ? amountError(values.amount, owed, 'gateways.amount_exceeds_due') : null;
    // The server's key names its ceiling `due`; amountError names it `max`.
    return error ? { amount: error.message === 'gateways.amount_exceeds_due' ? { ...error, args: { due: fromMinor(owed) } } : error } : {};
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogForm defaultValues={{ accounting_provider: record.accounting_provider || null, mode: 'all', amount: '' }} onSubmit={submit} validate={validate} noValidate>
        <DialogTitle id={titleId}>{translate('app.resumen.payments.provider_pay_title', { locator: record.locator })}</DialogTitle>
        <DialogContent>
          <FormServerError />
          <AccountingProviderSelect activeOnly source="accounting_provider" label="app.resumen.payments.accounting_provider" validate={required()} fullWidth helperText={false} />
          <RadioButtonGroupInput source="mode" label={false} choices={modeChoices} helperText={false} />
          <AmountInput max={money(fromMinor(owed))} />
          <Confirmation record={record} owed={owed} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label="app.resumen.payments.pay_confirm" />
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
