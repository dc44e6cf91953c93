/**
 * The two forms of /payment/custom (finance staff): a free amount received outside the gateways
 * recorded against a found reservation (the core's pay endpoint with provider custom), or credited
 * to an agency's funds (the core's deposit, which names the bank's transaction number and the
 * payment type as every deposit does: domain depositRegisterBody). Both confirm first and send an
 * Idempotency-Key, so a double submit records one payment.
 */
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Stack } from '@mui/material';
import { useRef } from 'react';
import { SelectInput, TextInput, useDataProvider, useGetOne, useLocaleState, useNotify, useRefresh } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { PayableReservationRecord } from '../../domain/schemas/cardPayments.ts';
import { amount } from '../../domain/schemas/agencies.ts';
import { depositRegisterBody } from '../../domain/schemas/deposits.ts';
import { z } from '../../domain/validation.ts';
import { formatMoney } from '../../src/components/flights/format.ts';
import { AgencyInput } from '../../src/components/referenceInputs.tsx';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../src/forms/useServerSubmit.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { DialogForm } from '../common/DialogForm.tsx';
import { paymentTypeChoices } from '../deposits/choices.ts';
import { pickFields, withoutEmpty } from '../../src/forms/formValues.ts';
import { ConfirmSubmitButton } from './ConfirmSubmitButton.tsx';
import { attemptKey } from './navigation.ts';

const reference = z.string().trim().max(200).optional();
const validateCharge = zodValidate(z.object({ amount, reference }));
const DEPOSIT_FIELDS = ['agency', 'amount', 'transaction_number', 'payment_type', 'reference'] as const;
const depositOf = (values: Record<string, unknown>) => withoutEmpty(pickFields(values, DEPOSIT_FIELDS));
const validateDepositBody = zodValidate(depositRegisterBody);
const validateDeposit = (values: Record<string, unknown>) => validateDepositBody(depositOf(values));

/** One attempt's Idempotency-Key, renewed once the attempt is answered (a new attempt is another payment). */
function useAttemptKey() {
  const key = useRef(attemptKey());
  return { current: () => key.current, renew: () => (key.current = attemptKey()) };
}

export function CustomChargeForm({ reservation, onDone }: { reservation: PayableReservationRecord; onDone: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [language] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const key = useAttemptKey();
  const submit = useServerSubmit(async (values) => {
    try {
      await dataProvider.chargeReservation(reservation.id, { provider: 'custom', amount: String(values.amount), ...(values.reference ? { reference: String(values.reference) } : {}) }, key.current());
      notify('app.cardpay.custom.recorded', { type: 'success' });
      onDone();
      refresh();
    } finally {
      key.renew();
    }
  });
  return (
    <DialogForm key={reservation.id} onSubmit={submit} validate={validateCharge} defaultValues={{ amount: reservation.owed, reference: '' }} noValidate>
      <FormServerError />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextInput source="amount" label="app.cardpay.custom.amount" helperText={false} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <TextInput source="reference" label="app.cardpay.custom.reference" helperText={false} />
        <ConfirmSubmitButton
          label="app.cardpay.custom.record"
          title="app.cardpay.custom.record"
          icon={<PaymentsIcon />}
          content={(values) => ({ key: 'app.cardpay.custom.confirm_reservation', args: { amount: formatMoney(String(values.amount ?? ''), reservation.currency, language), locator: reservation.locator } })}
        />
      </Stack>
    </DialogForm>
  );
}

/** The confirm button of the deposit, naming the agency chosen. */
function DepositButton() {
  const agencyId = useWatch({ name: 'agency' }) as number | null | undefined;
  const { data: agency } = useGetOne<{ id: number; name: string }>('agencies', { id: agencyId ?? 0 }, { enabled: Boolean(agencyId) });
  return (
    <ConfirmSubmitButton
      label="app.cardpay.custom.deposit"
      title="app.cardpay.custom.deposit"
      icon={<AccountBalanceIcon />}
      content={(values) => ({ key: 'app.cardpay.custom.confirm_agency', args: { amount: String(values.amount ?? ''), agency: agency?.name ?? '' } })}
    />
  );
}

export function AgencyDepositForm() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const key = useAttemptKey();
  const submit = useServerSubmit(async (values) => {
    try {
      await dataProvider.depositToAgency(depositRegisterBody.parse(depositOf(values)), key.current());
      notify('app.cardpay.custom.deposited', { type: 'success' });
      refresh();
    } finally {
      key.renew();
    }
  });
  return (
    <DialogForm onSubmit={submit} validate={validateDeposit} defaultValues={{ agency: null, amount: '', transaction_number: '', payment_type: '', reference: '' }} noValidate>
      <FormServerError />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <AgencyInput source="agency" label="app.cardpay.custom.agency" helperText={false} fullWidth={false} />
        <TextInput source="amount" label="app.cardpay.custom.amount" helperText={false} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <TextInput source="transaction_number" label="resources.deposits.fields.transaction_number" helperText={false} autoComplete="off" isRequired />
        <SelectInput source="payment_type" label="resources.deposits.fields.payment_type" choices={paymentTypeChoices} helperText={false} isRequired sx={{ minWidth: 200 }} />
        <TextInput source="reference" label="app.cardpay.custom.reference" helperText={false} />
        <DepositButton />
      </Stack>
    </DialogForm>
  );
}
