/**
 * The review of an evidence: the buttons of its `next_statuses` (domain/evidences/statuses.ts, sent
 * by the server; this page only displays them) — send to review; approve, after a confirmation
 * saying what is credited to whom; deny, with the cause the agency will read. Each change is one
 * PATCH with an Idempotency-Key, so a repeated click changes nothing twice.
 */
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, TextInput, TopToolbar, useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { creditedAmount } from '../../domain/evidences/credit.ts';
import type { EvidenceStatus } from '../../domain/evidences/statuses.ts';
import type { EvidenceDetailRecord } from '../../domain/records/evidences.ts';
import { evidenceStatusBody } from '../../domain/schemas/evidences.ts';
import { formatMoney } from '../../src/components/flights/format.ts';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../src/forms/useServerSubmit.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { DialogForm } from '../common/DialogForm.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';

const validateDenial = zodValidate(evidenceStatusBody, () => ({ status: 'denied' }));
const newKey = (id: number, status: string) => `evidence-${id}-${status}-${crypto.randomUUID()}`;

function DenyDialog({ evidence, onClose }: { evidence: EvidenceDetailRecord; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [key] = useState(() => newKey(evidence.id, 'denied'));
  const submit = useServerSubmit(async (values) => {
    await dataProvider.setEvidenceStatus(evidence.id, { status: 'denied', cause_of_denial: String(values.cause_of_denial ?? '').trim() }, key);
    notify('app.evidences.denied', { type: 'success' });
    refresh();
    onClose();
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="deny-evidence-title">
      <DialogTitle id="deny-evidence-title">{translate('app.evidences.deny')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate('app.evidences.deny_intro')}</DialogContentText>
        <DialogForm onSubmit={submit} validate={validateDenial} noValidate>
          <FormServerError />
          <TextInput source="cause_of_denial" label="resources.payment-evidences.fields.cause_of_denial" multiline minRows={3} fullWidth isRequired />
          <DialogActions sx={{ px: 0 }}>
            <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
            <SubmitButton label="app.evidences.deny" color="error" />
          </DialogActions>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

export function ReviewActions({ evidence }: { evidence: EvidenceDetailRecord }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const handleError = useHandleError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [dialog, setDialog] = useState<'approve' | 'deny' | null>(null);
  const [key, setKey] = useState(() => newKey(evidence.id, 'change'));
  const change = useMutation({
    mutationFn: (status: EvidenceStatus) => dataProvider.setEvidenceStatus(evidence.id, { status }, `${key}-${status}`),
    onSuccess: (_data, status) => {
      notify(status === 'approved' ? 'app.evidences.approved' : 'app.evidences.sent_to_review', { type: 'success' });
      setKey(newKey(evidence.id, 'change'));
      refresh();
    },
    onError: (error) => handleError(error),
  });
  const next = evidence.next_statuses;
  if (next.length === 0) return <TopToolbar />;
  const credit = creditedAmount(evidence, evidence.agency_currency);
  const amount = credit ? formatMoney(credit.amount, credit.currency, language) : formatMoney(evidence.amount, evidence.currency, language);
  return (
    <TopToolbar>
      {next.includes('on_review') && (
        <Button label="app.evidences.send_to_review" variant="contained" disabled={change.isPending} onClick={() => change.mutate('on_review')}>
          <RateReviewIcon />
        </Button>
      )}
      {next.includes('approved') && (
        <Button label="app.evidences.approve" variant="contained" color="success" disabled={change.isPending} onClick={() => setDialog('approve')}>
          <CheckIcon />
        </Button>
      )}
      {next.includes('denied') && (
        <Button label="app.evidences.deny" color="error" disabled={change.isPending} onClick={() => setDialog('deny')}>
          <CloseIcon />
        </Button>
      )}
      <Confirm
        isOpen={dialog === 'approve'}
        loading={change.isPending}
        title="app.evidences.approve_title"
        content={translate('app.evidences.approve_confirm', { amount, agency: evidence.agency_name })}
        confirm="app.evidences.approve"
        onConfirm={() => {
          setDialog(null);
          change.mutate('approved');
        }}
        onClose={() => setDialog(null)}
      />
      {dialog === 'deny' && <DenyDialog evidence={evidence} onClose={() => setDialog(null)} />}
    </TopToolbar>
  );
}
