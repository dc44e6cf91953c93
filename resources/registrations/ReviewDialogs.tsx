/**
 * Approve a pending registration (parent agency of the level above the requested one, general
 * margin, username and acronym of the new agency) or reject it with a reason; the server mails the
 * contact. Both refresh the record, which leaves 'pending'.
 */
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { TextInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { AGENCY_ACRONYM_MAX_LENGTH } from '../../domain/constants.ts';
import type { RegistrationRecord } from '../../domain/records/network.ts';
import { levelFromRank, levelRank } from '../../domain/roles.ts';
import { registrationApproveBody, registrationRejectBody } from '../../domain/schemas/notices.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../src/forms/useServerSubmit.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { pickFields } from '../../src/forms/formValues.ts';
import { AgencyInput } from '../../src/components/referenceInputs.tsx';
import { DialogForm } from '../common/DialogForm.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';

const validateApprove = zodValidate(registrationApproveBody);
const validateReject = zodValidate(registrationRejectBody);


interface DialogProps {
  registration: RegistrationRecord;
  open: boolean;
  onClose: () => void;
}

function ReviewDialog({ open, onClose, title, intro, children }: { open: boolean; onClose: () => void; title: string; intro: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="review-dialog-title">
      <DialogTitle id="review-dialog-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{intro}</DialogContentText>
        {children}
      </DialogContent>
    </Dialog>
  );
}

export function ApproveDialog({ registration, open, onClose }: DialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const parentLevel = levelFromRank(levelRank(registration.requested_level) - 1);
  const submit = useServerSubmit(async (values) => {
    const body = pickFields(values, ['parent', 'general_margin', 'username', 'acronym']);
    await dataProvider.approveRegistration(registration.id, registrationApproveBody.parse(body));
    notify('app.network.registrations.approved', { type: 'success' });
    refresh();
    onClose();
  });
  return (
    <ReviewDialog open={open} onClose={onClose} title="app.network.registrations.approve" intro={translate('app.network.registrations.approve_intro', { name: registration.agency_name })}>
      <DialogForm onSubmit={submit} validate={validateApprove} noValidate defaultValues={{ acronym: registration.agency_name.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase() }}>
        <FormServerError />
        <AgencyInput
          source="parent"
          label="resources.registrations.fields.parent"
          filter={{ level: parentLevel, state: 'active' }}
          helperText="app.network.registrations.parent_hint"
        />
        <TextInput source="general_margin" label="resources.agencies.fields.general_margin" helperText="app.network.agencies.margin_hint" fullWidth />
        <TextInput source="username" label="resources.registrations.fields.username" helperText="app.network.registrations.username_hint" fullWidth autoComplete="off" />
        <TextInput source="acronym" label="resources.agencies.fields.acronym" slotProps={{ htmlInput: { maxLength: AGENCY_ACRONYM_MAX_LENGTH } }} fullWidth />
        <DialogActions sx={{ px: 0 }}>
          <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
          <SubmitButton label="app.network.registrations.approve" color="primary" />
        </DialogActions>
      </DialogForm>
    </ReviewDialog>
  );
}

export function RejectDialog({ registration, open, onClose }: DialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const submit = useServerSubmit(async (values) => {
    await dataProvider.rejectRegistration(registration.id, String(values.reason ?? '').trim());
    notify('app.network.registrations.rejected', { type: 'success' });
    refresh();
    onClose();
  });
  return (
    <ReviewDialog open={open} onClose={onClose} title="app.network.registrations.reject" intro={translate('app.network.registrations.reject_intro', { name: registration.agency_name })}>
      <DialogForm onSubmit={submit} validate={validateReject} noValidate>
        <FormServerError />
        <TextInput source="reason" label="resources.registrations.fields.reason" multiline minRows={3} fullWidth />
        <DialogActions sx={{ px: 0 }}>
          <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
          <SubmitButton label="app.network.registrations.reject" color="error" />
        </DialogActions>
      </DialogForm>
    </ReviewDialog>
  );
}
