/**
 * Add or edit one markup of an agency in a dialog. Browser validation follows the domain schema
 * (a percent 0–100, a fixed amount > 0); the server's field errors show under the fields, and its
 * 409 'duplicate' (one markup per service type) under the service type.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { isHttpError } from '../../dataProvider/errors.ts';
import type { AgencyRecord, MarkupRecord } from '../../domain/records/network.ts';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { serverFieldErrors } from '../../src/forms/submitErrors.ts';
import type { Values } from '../common/formValues.ts';
import { markupBody, markupValidator } from './markupBody.ts';
import { MarkupFields } from './MarkupFields.tsx';
import { DialogForm } from '../common/DialogForm.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';

export interface MarkupDialogProps {
  agency: Pick<AgencyRecord, 'id' | 'currency'>;
  /** The markup being edited; absent to add one. */
  markup?: MarkupRecord;
  usedServiceTypes: string[];
  open: boolean;
  onClose: () => void;
}


export function MarkupDialog({ agency, markup, usedServiceTypes, open, onClose }: MarkupDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const handleError = useHandleError();
  const [create] = useCreate();
  const [update] = useUpdate();
  const editing = markup !== undefined;
  const defaults: Values = markup
    ? { service_type: markup.service_type, kind: markup.kind, value: markup.value, currency: markup.currency ?? agency.currency, active: markup.active }
    : { kind: 'percent', currency: agency.currency, active: true };

  const submit = async (values: Values) => {
    try {
      if (markup) {
        await update('markups', { id: markup.id, data: markupBody(values, undefined), previousData: markup }, { mutationMode: 'pessimistic', returnPromise: true });
      } else {
        await create('markups', { data: markupBody(values, agency.id) }, { returnPromise: true });
      }
      notify(editing ? 'app.messages.modified' : 'app.messages.saved', { type: 'success' });
      onClose();
      return undefined;
    } catch (error) {
      if (isHttpError(error) && error.status === 409) return { service_type: error.body?.detail ?? 'app.network.markups.duplicate' };
      const fields = serverFieldErrors(error);
      if (fields) return fields;
      handleError(error, { prefix: editing ? 'app.messages.error_modify_request' : undefined });
      return undefined;
    }
  };

  const others = usedServiceTypes.filter((type) => type !== markup?.service_type);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="markup-dialog-title">
      <DialogForm defaultValues={defaults} onSubmit={submit} validate={markupValidator(editing ? undefined : agency.id)} resource="markups" noValidate>
        <DialogTitle id="markup-dialog-title">{translate(editing ? 'app.network.markups.edit' : 'app.network.markups.add')}</DialogTitle>
        <DialogContent>
          <FormServerError />
          <MarkupFields usedServiceTypes={others} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton />
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
