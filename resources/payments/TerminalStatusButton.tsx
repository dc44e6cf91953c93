/** A row action of the card terminal's list: record what the terminal says about a charge still open. */
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { Button, SelectInput, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { TPV_STATUSES, type TpvStatus } from '../../domain/gateways.ts';
import type { GatewayOperationRecord } from '../../domain/schemas/gatewayOperations.ts';
import { z } from '../../domain/validation.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../src/forms/useServerSubmit.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { DialogForm } from '../common/DialogForm.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { terminalChoices } from './TerminalChargeForm.tsx';

const validate = zodValidate(z.object({ terminal_status: z.enum(TPV_STATUSES) }));

export function TerminalStatusButton() {
  const record = useRecordContext<GatewayOperationRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const submit = useServerSubmit(async (values) => {
    if (!record) return;
    await dataProvider.setTerminalStatus(record.id, values.terminal_status as TpvStatus);
    notify('app.cardpay.terminal.updated', { type: 'success' });
    setOpen(false);
    refresh();
  });
  const closed = !record || record.kind === 'refund' || ['completed', 'failed', 'cancelled'].includes(record.status);
  if (closed) return null;
  return (
    <>
      <Button label="app.cardpay.terminal.update" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby={titleId}>
        <DialogForm onSubmit={submit} validate={validate} defaultValues={{ terminal_status: record.terminal_status ?? 'paid' }} noValidate>
          <DialogTitle id={titleId}>{translate('app.cardpay.terminal.update_title')}</DialogTitle>
          <DialogContent>
            <FormServerError />
            <SelectInput source="terminal_status" label="app.cardpay.terminal.status" choices={terminalChoices} fullWidth />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
            <SubmitButton label="app.cardpay.terminal.save" />
          </DialogActions>
        </DialogForm>
      </Dialog>
    </>
  );
}
