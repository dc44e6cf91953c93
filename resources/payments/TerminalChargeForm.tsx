/**
 * Record a charge taken on the card terminal (TPV Payment): the amount (default what is owed),
 * what the terminal says (spec §4: paid completes it, fail fails it, the others keep it open) and
 * its reference, confirmed, through the core's pay endpoint with provider tpv.
 */
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { Stack } from '@mui/material';
import { useRef } from 'react';
import { SelectInput, TextInput, useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { TPV_STATUSES, type TpvStatus } from '../../domain/gateways.ts';
import type { PayableReservationRecord } from '../../domain/schemas/cardPayments.ts';
import { amount } from '../../domain/schemas/agencies.ts';
import { z } from '../../domain/validation.ts';
import { formatMoney } from '../../src/components/flights/format.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../src/forms/useServerSubmit.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { DialogForm } from '../common/DialogForm.tsx';
import { ConfirmSubmitButton } from './ConfirmSubmitButton.tsx';
import { attemptKey } from './navigation.ts';

export const terminalChoices = TPV_STATUSES.map((id) => ({ id, name: `app.cardpay.terminal_statuses.${id}` }));
const validate = zodValidate(z.object({ amount, terminal_status: z.enum(TPV_STATUSES), reference: z.string().trim().max(200).optional() }));

export function TerminalChargeForm({ reservation, onDone }: { reservation: PayableReservationRecord; onDone: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [language] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const key = useRef(attemptKey());
  const submit = useServerSubmit(async (values) => {
    try {
      await dataProvider.chargeReservation(
        reservation.id,
        { provider: 'tpv', amount: String(values.amount), terminal_status: values.terminal_status as TpvStatus, ...(values.reference ? { reference: String(values.reference) } : {}) },
        key.current,
      );
      notify('app.cardpay.terminal.recorded', { type: 'success' });
      onDone();
      refresh();
    } finally {
      key.current = attemptKey();
    }
  });
  return (
    <DialogForm key={reservation.id} onSubmit={submit} validate={validate} defaultValues={{ amount: reservation.owed, terminal_status: 'paid', reference: '' }} noValidate>
      <FormServerError />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextInput source="amount" label="app.cardpay.card.amount" helperText={false} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <SelectInput source="terminal_status" label="app.cardpay.terminal.status" choices={terminalChoices} helperText={false} />
        <TextInput source="reference" label="app.cardpay.terminal.reference" helperText={false} />
        <ConfirmSubmitButton
          label="app.cardpay.terminal.record"
          title="app.cardpay.terminal.confirm_title"
          icon={<PointOfSaleIcon />}
          content={(values) => ({
            key: 'app.cardpay.terminal.confirm_content',
            args: { amount: formatMoney(String(values.amount ?? ''), reservation.currency, language), locator: reservation.locator, status: translate(`app.cardpay.terminal_statuses.${String(values.terminal_status ?? 'paid')}`) },
          })}
        />
      </Stack>
    </DialogForm>
  );
}
