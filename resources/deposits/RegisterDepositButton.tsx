/**
 * 'Register deposit' on the deposit report, for the finance staff (canManageFunds): agency, amount,
 * currency (the agency's unless chosen), transaction number, payment type and notes, posted to the
 * core's POST accounting/deposit/ with an Idempotency-Key per dialog, so a double click credits once.
 * The server's 400 (a repeated transaction number…) shows under its field.
 */
import AddCardIcon from '@mui/icons-material/AddCard';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Button, SelectInput, TextInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { canManageFunds } from '../../domain/payments/rules.ts';
import { depositRegisterBody } from '../../domain/schemas/deposits.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../src/forms/useServerSubmit.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { DialogForm } from '../common/DialogForm.tsx';
import { pickFields, withoutEmpty } from '../../src/forms/formValues.ts';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { useActor } from '../../src/session/useActor.ts';
import { AgencyChoiceInput } from '../evidences/AgencyChoiceInput.tsx';
import { currencyChoices, paymentTypeChoices } from './choices.ts';

const FIELDS = ['agency', 'amount', 'currency', 'transaction_number', 'payment_type', 'notes'] as const;
const bodyOf = (values: Record<string, unknown>) => withoutEmpty(pickFields(values, FIELDS));
const validateBody = zodValidate(depositRegisterBody);
const validate = (values: Record<string, unknown>) => validateBody(bodyOf(values));

function RegisterDepositDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [key] = useState(() => `deposit-${crypto.randomUUID()}`);
  const submit = useServerSubmit(async (values) => {
    const body = depositRegisterBody.parse(bodyOf(values));
    await dataProvider.registerDeposit(body, key);
    notify('app.deposits.registered', { type: 'success' });
    refresh();
    onClose();
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="register-deposit-title">
      <DialogTitle id="register-deposit-title">{translate('app.deposits.register')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate('app.deposits.register_intro')}</DialogContentText>
        <DialogForm onSubmit={submit} validate={validate} noValidate>
          <FormServerError />
          <AgencyChoiceInput source="agency" label="resources.deposits.fields.agency_name" isRequired />
          <TextInput source="amount" label="resources.deposits.fields.amount" fullWidth isRequired />
          <SelectInput source="currency" label="resources.deposits.fields.currency" choices={currencyChoices} translateChoice={false} emptyText="app.deposits.agency_currency" helperText="app.deposits.currency_hint" fullWidth />
          <TextInput source="transaction_number" label="resources.deposits.fields.transaction_number" fullWidth isRequired autoComplete="off" />
          <SelectInput source="payment_type" label="resources.deposits.fields.payment_type" choices={paymentTypeChoices} fullWidth isRequired />
          <TextInput source="notes" label="resources.deposits.fields.notes" multiline minRows={2} fullWidth />
          <DialogActions sx={{ px: 0 }}>
            <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
            <SubmitButton label="app.deposits.register" />
          </DialogActions>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

export function RegisterDepositButton() {
  const actor = useActor();
  const [open, setOpen] = useState(false);
  if (!canManageFunds(actor)) return null;
  return (
    <>
      <Button label="app.deposits.register" onClick={() => setOpen(true)}>
        <AddCardIcon />
      </Button>
      {open && <RegisterDepositDialog onClose={() => setOpen(false)} />}
    </>
  );
}
