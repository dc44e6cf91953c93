/**
 * /agencias/accounting/evidencias/create: an agency's finance user uploads the proof of a transfer
 * (spec §3 'Payment evidence', §5): amount and currency (the agency's by default), the amount in
 * USD (the amount itself in dollars, so asked only for another currency), operation date, payment
 * type, file code, transaction code, notes and the files. The domain's schema checks the fields as
 * the server will; the server's 400s show under their fields, and any other failure says 'error
 * uploading file' (spec §8).
 */
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DateInput, Form, SelectInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { DEFAULT_CURRENCY_ID } from '../../domain/currencies.ts';
import { EVIDENCE_FILE_FIELD } from '../../domain/evidences/files.ts';
import { PATHS, recordPath } from '../../domain/menu.ts';
import { evidenceCreateBody } from '../../domain/schemas/evidences.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { serverFieldErrors } from '../../src/forms/submitErrors.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { useActor } from '../../src/session/useActor.ts';
import { currencyChoices, paymentTypeChoices } from './choices.ts';
import { EvidenceFilesInput, filesProblem } from './EvidenceFilesInput.tsx';

const FIELDS = ['amount', 'currency', 'amount_usd', 'operation_date', 'payment_type', 'notes', 'file_code', 'transaction_code'] as const;

/** The form's values as the multipart text parts: strings, empty ones left out; in dollars the amount in USD is the amount. */
export function evidenceFieldsOf(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = values[field];
    if (value === null || value === undefined || String(value).trim() === '') continue;
    out[field] = String(value).trim();
  }
  if (Number(out.currency) === DEFAULT_CURRENCY_ID && out.amount !== undefined) out.amount_usd = out.amount;
  return out;
}

const validateFields = zodValidate(evidenceCreateBody);
const label = (field: string) => `resources.payment-evidences.fields.${field}`;

/** Asked only when the transfer was not in dollars. */
function AmountUsdInput() {
  const currency = useWatch({ name: 'currency' }) as unknown;
  if (Number(currency) === DEFAULT_CURRENCY_ID) return null;
  return <TextInput source="amount_usd" label={label('amount_usd')} helperText="app.evidences.amount_usd_hint" fullWidth isRequired />;
}

export function EvidenceCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const handleError = useHandleError();
  const actor = useActor();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [files, setFiles] = useState<File[]>([]);
  // The form's validator runs with the files of the moment, not those of its first render.
  const current = useRef(files);
  current.current = files;

  const validate = (values: Record<string, unknown>) => {
    const errors: Record<string, unknown> = { ...validateFields(evidenceFieldsOf(values)) };
    const problem = filesProblem(current.current);
    if (problem) errors[EVIDENCE_FILE_FIELD] = problem;
    return errors;
  };

  const submit = async (values: Record<string, unknown>) => {
    try {
      const created = await dataProvider.uploadEvidence({ fields: evidenceFieldsOf(values), files: current.current });
      notify('app.evidences.uploaded', { type: 'success' });
      navigate(recordPath(PATHS.evidences, created.id));
      return undefined;
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) return fields;
      handleError(error, { prefix: 'app.network.upload_error' });
      return undefined;
    }
  };

  const title = 'app.evidences.upload_title';
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.routes.agencias_accounting_evidencias', to: PATHS.evidences }, { label: title }]} />
      <DocumentTitle title={translate(title)} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(title)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.evidences.upload_intro')}
          </Typography>
          <Form onSubmit={submit} validate={validate} defaultValues={{ currency: actor.agency.currency || DEFAULT_CURRENCY_ID, payment_type: 'bank_transfer' }} noValidate>
            <FormServerError />
            <Grid container columnSpacing={2}>
              <Grid size={{ xs: 12, md: 4 }}>
                <TextInput source="amount" label={label('amount')} fullWidth isRequired />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <SelectInput source="currency" label={label('currency')} choices={currencyChoices} translateChoice={false} fullWidth isRequired />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <AmountUsdInput />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <DateInput source="operation_date" label={label('operation_date')} fullWidth isRequired />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <SelectInput source="payment_type" label={label('payment_type')} choices={paymentTypeChoices} fullWidth isRequired />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }} />
              <Grid size={{ xs: 12, md: 6 }}>
                <TextInput source="file_code" label={label('file_code')} fullWidth isRequired autoComplete="off" />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextInput source="transaction_code" label={label('transaction_code')} fullWidth isRequired autoComplete="off" />
              </Grid>
              <Grid size={12}>
                <TextInput source="notes" label={label('notes')} multiline minRows={2} fullWidth />
              </Grid>
            </Grid>
            <EvidenceFilesInput files={files} onChange={setFiles} />
            <SubmitButton label="app.evidences.upload" />
          </Form>
        </CardContent>
      </Card>
    </>
  );
}

export default EvidenceCreate;
