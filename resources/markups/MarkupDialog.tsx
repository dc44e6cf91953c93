/**
 * Add or edit one markup of an agency in a dialog. Browser validation follows the domain schema
 * (a percent 0–100, a fixed amount > 0). The form saves through react-admin's create or edit
 * controller (its SaveContext): the dataProvider's HttpError carries the server's field errors,
 * which the controller hands to the form under their fields, and a 409 'duplicate' (one markup per
 * service type) as the form's message above the fields.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateBase, EditBase, useNotify, useTranslate } from 'react-admin';
import type { AgencyRecord, MarkupRecord } from '../../domain/records/network.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import type { Values } from '../../src/forms/formValues.ts';
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

/** react-admin's controller for the markup: edit the given one (already loaded), or create one for the agency. */
function MarkupController({ agencyId, markup, onSaved, children }: { agencyId: number; markup?: MarkupRecord; onSaved: () => void; children: ReactNode }) {
  if (markup) {
    return (
      <EditBase<MarkupRecord>
        resource="markups"
        id={markup.id}
        mutationMode="pessimistic"
        redirect={false}
        queryOptions={{ initialData: markup }}
        transform={(values) => markupBody(values, undefined) as Partial<MarkupRecord>}
        mutationOptions={{ onSuccess: onSaved }}
      >
        {children}
      </EditBase>
    );
  }
  return (
    <CreateBase<MarkupRecord>
      resource="markups"
      redirect={false}
      transform={(values) => markupBody(values, agencyId) as Partial<MarkupRecord>}
      mutationOptions={{ onSuccess: onSaved }}
    >
      {children}
    </CreateBase>
  );
}

export function MarkupDialog({ agency, markup, usedServiceTypes, open, onClose }: MarkupDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const editing = markup !== undefined;
  const defaults: Values = markup
    ? { service_type: markup.service_type, kind: markup.kind, value: markup.value, currency: markup.currency ?? agency.currency, active: markup.active }
    : { kind: 'percent', currency: agency.currency, active: true };
  const saved = () => {
    notify(editing ? 'app.messages.modified' : 'app.messages.saved', { type: 'success' });
    onClose();
  };

  const others = usedServiceTypes.filter((type) => type !== markup?.service_type);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="markup-dialog-title">
      <MarkupController agencyId={agency.id} markup={markup} onSaved={saved}>
        <DialogForm defaultValues={defaults} validate={markupValidator(editing ? undefined : agency.id)} noValidate>
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
      </MarkupController>
    </Dialog>
  );
}
