/** 'Nuevo tipo de cambio': a rate against USD from a day on (today by default), added to the history. */
import AddIcon from '@mui/icons-material/Add';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, DateInput, SelectInput, TextInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { RATED_CURRENCY_IDS } from '../../domain/exchangeRates.ts';
import { exchangeRateBody } from '../../domain/schemas/exchangeRates.ts';
import { currencyChoices } from '../../src/components/flights/choices.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../src/forms/useServerSubmit.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { DialogForm } from '../common/DialogForm.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { CURRENT_RATES_KEY } from './CurrentRates.tsx';

export const ratedCurrencyChoices = currencyChoices.filter((c) => RATED_CURRENCY_IDS.includes(c.id));
const validate = zodValidate(exchangeRateBody);

export function CreateExchangeRateButton() {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const submit = useServerSubmit(async (values) => {
    const body = exchangeRateBody.parse({ currency: values.currency, rate: values.rate, effective_from: values.effective_from || undefined });
    await dataProvider.create('exchange-rates', { data: body });
    notify('app.exchangeRates.created', { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: CURRENT_RATES_KEY });
    refresh();
    setOpen(false);
  });
  return (
    <>
      <Button label="app.exchangeRates.create" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="exchange-rate-dialog-title">
        <DialogTitle id="exchange-rate-dialog-title">{translate('app.exchangeRates.create_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate('app.exchangeRates.create_hint')}</DialogContentText>
          <DialogForm onSubmit={submit} validate={validate} noValidate>
            <FormServerError />
            <SelectInput source="currency" label="resources.exchange-rates.fields.currency" choices={ratedCurrencyChoices} translateChoice={false} fullWidth />
            <TextInput source="rate" label="resources.exchange-rates.fields.rate" inputMode="decimal" fullWidth />
            <DateInput source="effective_from" label="resources.exchange-rates.fields.effective_from" fullWidth />
            <DialogActions sx={{ px: 0 }}>
              <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
              <SubmitButton />
            </DialogActions>
          </DialogForm>
        </DialogContent>
      </Dialog>
    </>
  );
}
