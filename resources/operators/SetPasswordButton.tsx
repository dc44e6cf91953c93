/**
 * 'Set new password' for an operator: the new password twice (domain setPasswordBody), sent to
 * POST agency/operators/{id}/set-password/, which also ends the operator's open sessions.
 */
import KeyIcon from '@mui/icons-material/Key';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Button, PasswordInput, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { OperatorRecord } from '../../domain/records/network.ts';
import { setPasswordBody } from '../../domain/schemas/operators.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../src/forms/useServerSubmit.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { useCan } from '../../src/session/useCan.ts';
import { DialogForm } from '../common/DialogForm.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';

const validate = zodValidate(setPasswordBody);


export function SetPasswordButton() {
  const record = useRecordContext<OperatorRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const allowed = useCan('operators', 'edit', record);
  const [open, setOpen] = useState(false);
  const submit = useServerSubmit(async (values) => {
    if (!record) return;
    await dataProvider.setOperatorPassword(record.id, {
      new_password1: String(values.new_password1 ?? ''),
      new_password2: String(values.new_password2 ?? ''),
    });
    notify('app.network.operators.password_set', { type: 'success' });
    setOpen(false);
  });
  if (!record || !allowed) return null;
  return (
    <>
      <Button
        label="app.network.operators.set_password"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <KeyIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="set-password-title" onClick={(event) => event.stopPropagation()}>
        <DialogForm onSubmit={submit} validate={validate} noValidate>
          <DialogTitle id="set-password-title">{translate('app.network.operators.set_password')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>{translate('app.network.operators.set_password_intro', { name: record.full_name || record.username })}</DialogContentText>
            <FormServerError />
            <PasswordInput source="new_password1" label="app.fields.new_password1" autoComplete="new-password" fullWidth />
            <PasswordInput source="new_password2" label="app.fields.new_password2" autoComplete="new-password" fullWidth />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
            <SubmitButton label="app.network.operators.set_password" />
          </DialogActions>
        </DialogForm>
      </Dialog>
    </>
  );
}
