/**
 * The staff price change (PATCH reservations/{id}/price/): the new total and its reason, with the
 * limits and the commercial status it leads to shown before saving — the same rules the server
 * applies (domain/reservations/priceChange.ts, domain/payments/statuses.ts).
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { TextInput, useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { fromMinor, isDecimalString, toMinor } from '../../../domain/money.ts';
import { commercialStatusFor } from '../../../domain/payments/statuses.ts';
import { priceChangeRefusal, priceFloorMinor } from '../../../domain/reservations/priceChange.ts';
import type { CommercialStatus } from '../../../domain/reservations/statuses.ts';
import { priceChangeBody, type PriceChangeBody } from '../../../domain/schemas/resumen.ts';
import { formatMoney } from '../../../src/components/flights/format.ts';
import { statusKey } from '../../../src/components/flights/choices.ts';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../../src/forms/useServerSubmit.ts';
import { zodValidate } from '../../../src/forms/zodValidate.ts';
import { DialogForm } from '../../common/DialogForm.tsx';
import { SubmitButton } from '../../common/SubmitButton.tsx';
import type { PaymentsRecord } from './types.ts';

function stateOf(record: PaymentsRecord) {
  const totalMinor = toMinor(record.total);
  const paidMinor = toMinor(record.paid_amount ?? '0');
  const floorMinor = priceFloorMinor(totalMinor, record.price_levels, toMinor(record.net ?? '0'));
  return { status: record.commercial_status === 'cancelled' ? 'cancelled' : record.status, totalMinor, paidMinor, floorMinor };
}

/** The difference and the commercial status the typed total would give, while it is a valid amount. */
function Preview({ record }: { record: PaymentsRecord }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const total = useWatch({ name: 'total' }) as unknown;
  const text = typeof total === 'string' ? total.trim() : '';
  if (!isDecimalString(text) || toMinor(text) <= 0) return null;
  const { totalMinor, paidMinor } = stateOf(record);
  const status = commercialStatusFor(paidMinor, toMinor(text), record.commercial_status as CommercialStatus);
  const delta = toMinor(text) - totalMinor;
  return (
    <Alert severity="info" sx={{ mt: 1 }} data-testid="price-preview">
      {translate('app.resumen.payments.price_preview', {
        delta: `${delta > 0 ? '+' : ''}${formatMoney(fromMinor(delta), record.currency, language)}`,
        status: translate(statusKey('commercial_status', status)),
      })}
    </Alert>
  );
}

export function PriceChangeDialog({ record, onClose }: { record: PaymentsRecord; onClose: () => void }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const state = stateOf(record);
  const min = Math.max(state.paidMinor, state.floorMinor);
  const { mutateAsync } = useMutation({ mutationFn: (body: PriceChangeBody) => dataProvider.changeReservationPrice(record.id, body) });
  const submit = useServerSubmit(async (values) => {
    const answer = await mutateAsync({ total: String(values.total).trim(), reason: String(values.reason).trim() });
    notify('app.resumen.payments.price_done', { type: 'success', messageArgs: { total: formatMoney(answer.total, answer.currency, language) } });
    onClose();
    refresh();
  });
  const schema = zodValidate(priceChangeBody);
  const validate = (values: Record<string, unknown>) => {
    const errors = schema(values) as Record<string, unknown>;
    if (errors.total === undefined && typeof values.total === 'string') {
      // A cancelled reservation never offers this dialog; the server answers that case itself.
      const refusal = priceChangeRefusal(state, toMinor(values.total.trim()));
      if (refusal?.field === 'total') errors.total = { message: refusal.key, args: refusal.params };
    }
    return errors;
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogForm defaultValues={{ total: record.total, reason: '' }} onSubmit={submit} validate={validate} noValidate>
        <DialogTitle id={titleId}>{translate('app.resumen.payments.price_title', { locator: record.locator })}</DialogTitle>
        <DialogContent>
          <FormServerError />
          <DialogContentText sx={{ mb: 2 }}>{translate('app.resumen.payments.price_text')}</DialogContentText>
          <TextInput
            source="total"
            label="app.resumen.payments.new_total"
            helperText={translate('app.resumen.payments.price_limits', { min: formatMoney(fromMinor(min), record.currency, language) })}
            fullWidth
            autoFocus
            isRequired
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextInput source="reason" label="app.resumen.payments.reason" fullWidth multiline minRows={2} isRequired helperText={false} slotProps={{ htmlInput: { maxLength: 500 } }} />
          <Preview record={record} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label="app.resumen.payments.price_confirm" />
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
