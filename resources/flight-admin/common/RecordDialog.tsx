/**
 * Create or edit one record in a dialog (the catalogue's short forms and the visible luggage):
 * the inputs, client validation with the domain's schema, then one create or PATCH; the server's
 * 400 lands under the fields, anything else is the app's notice.
 */
import { Button as MuiButton, DialogActions } from '@mui/material';
import type { ReactNode } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord, type ValidateForm } from 'react-admin';
import { AppModal } from '../../../src/components/AppModal.tsx';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../../src/forms/useServerSubmit.ts';
import { DialogForm } from '../../common/DialogForm.tsx';
import type { Values } from '../../../src/forms/formValues.ts';
import { SubmitButton } from '../../common/SubmitButton.tsx';

export interface RecordDialogProps {
  resource: string;
  /** The record to edit; null creates one. */
  record: RaRecord | null;
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Form values → the API body (only the fields the strict body accepts). */
  toBody: (values: Values) => Values;
  validate?: ValidateForm;
  defaultValues?: Values;
}


export function RecordDialog({ resource, record, open, onClose, title, children, toBody, validate, defaultValues }: RecordDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const submit = useServerSubmit(async (values) => {
    const data = toBody(values);
    if (record) await dataProvider.update(resource, { id: record.id, data, previousData: record });
    else await dataProvider.create(resource, { data });
    notify(record ? 'app.messages.modified' : 'ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
    refresh();
    onClose();
  });
  return (
    <AppModal open={open} onClose={onClose} title={translate(title)}>
      {open && (
        <DialogForm onSubmit={submit} validate={validate} defaultValues={record ? { ...record } : defaultValues} noValidate>
          <FormServerError />
          {children}
          <DialogActions sx={{ px: 0 }}>
            <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
            <SubmitButton />
          </DialogActions>
        </DialogForm>
      )}
    </AppModal>
  );
}
