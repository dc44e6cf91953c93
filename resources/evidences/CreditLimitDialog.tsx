/**
 * Set an agency's payment terms (PATCH accounting/credit-limit/{id}/, finance staff: canManageFunds,
 * the rule the server checks) from where accountants see its balance: the credit limit, and the
 * hours an unpaid booking of it may wait for its payment (empty: the portal's setting; 0: it pays
 * as it books). The dialog is the confirmation: it says the limit before and after, and nothing
 * changes until it is confirmed. The answer is the agency's new balance, put straight into the
 * panel's cache.
 */
import EditIcon from '@mui/icons-material/Edit';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Tooltip } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { TextInput, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AgencyBalance } from '../../dataProvider/evidences.ts';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { canManageFunds } from '../../domain/payments/rules.ts';
import { creditLimitBody, nonNegativeAmount, type CreditLimitBody } from '../../domain/schemas/payments.ts';
import { issueMessage, type z } from '../../domain/validation.ts';
import { formatMoney } from '../../src/components/flights/format.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../src/forms/useServerSubmit.ts';
import { useActor } from '../../src/session/useActor.ts';
import { DialogForm } from '../common/DialogForm.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';

/** The query key of the agency's balance (AgencyBalancePanel reads it). */
export const agencyBalanceKey = (agencyId: number) => ['agency-balance', agencyId];

type FieldError = { message: string; args: Record<string, unknown> } | null;

/** The server's check of a field (its schema in domain/), in its words: null when valid, else the message key. */
function schemaError(schema: z.ZodType, value: unknown): FieldError {
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  const { key, params } = issueMessage(parsed.error.issues[0]);
  return { message: key, args: params ?? {} };
}

function limitError(value: unknown): FieldError {
  if (value === undefined || value === null || String(value).trim() === '') return { message: 'ra.validation.required', args: {} };
  return schemaError(nonNegativeAmount, value);
}

/** The typed hours as the API takes them: empty is null (the portal's setting), not a whole number NaN. */
function hoursOf(value: unknown): number | null {
  const text = value === undefined || value === null ? '' : String(value).trim();
  return text === '' ? null : /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

function hoursError(value: unknown): FieldError {
  const hours = hoursOf(value);
  if (Number.isNaN(hours)) return { message: 'validation.invalid_number', args: {} };
  return schemaError(creditLimitBody.shape.unpaid_booking_hours, hours);
}

function Confirmation({ balance, agencyName }: { balance: AgencyBalance; agencyName: string }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const typed = useWatch({ name: 'credit_limit' }) as string | undefined;
  const next = limitError(typed) === null ? formatMoney(String(typed).trim(), balance.currency, language) : '…';
  return <DialogContentText sx={{ mt: 1 }}>{translate('app.evidences.credit_text', { agency: agencyName, from: formatMoney(balance.credit_limit, balance.currency, language), to: next })}</DialogContentText>;
}

function CreditLimitDialog({ balance, agencyName, onClose }: { balance: AgencyBalance; agencyName: string; onClose: () => void }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const { mutateAsync } = useMutation({ mutationFn: (terms: CreditLimitBody) => dataProvider.setCreditLimit(balance.agency, terms) });
  const submit = useServerSubmit(async (values) => {
    const updated = await mutateAsync({ credit_limit: String(values.credit_limit).trim(), unpaid_booking_hours: hoursOf(values.unpaid_booking_hours) });
    queryClient.setQueryData(agencyBalanceKey(balance.agency), updated);
    notify('app.evidences.credit_done', { type: 'success', messageArgs: { agency: agencyName, limit: formatMoney(updated.credit_limit, updated.currency, language) } });
    onClose();
  });
  const validate = (values: Record<string, unknown>) => {
    const limit = limitError(values.credit_limit);
    const hours = hoursError(values.unpaid_booking_hours);
    return { ...(limit ? { credit_limit: limit } : {}), ...(hours ? { unpaid_booking_hours: hours } : {}) };
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogForm defaultValues={{ credit_limit: balance.credit_limit, unpaid_booking_hours: balance.unpaid_booking_hours ?? '' }} onSubmit={submit} validate={validate} noValidate>
        <DialogTitle id={titleId}>{translate('app.evidences.credit_title', { agency: agencyName })}</DialogTitle>
        <DialogContent>
          <FormServerError />
          <TextInput source="credit_limit" label="app.evidences.credit_new" fullWidth autoFocus isRequired slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <Confirmation balance={balance} agencyName={agencyName} />
          <TextInput source="unpaid_booking_hours" label="app.evidences.terms_hours" helperText="app.evidences.terms_hours_help" fullWidth slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label="app.evidences.credit_confirm" />
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}

/** The pencil beside the credit limit, for finance staff only; opens the dialog. */
export function CreditLimitEdit({ balance, agencyName }: { balance: AgencyBalance; agencyName: string }) {
  const translate = useTranslate();
  const actor = useActor();
  const [open, setOpen] = useState(false);
  if (!canManageFunds(actor)) return null;
  return (
    <>
      <Tooltip title={translate('app.evidences.credit_edit')}>
        <IconButton size="small" aria-label={translate('app.evidences.credit_edit')} onClick={() => setOpen(true)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && <CreditLimitDialog balance={balance} agencyName={agencyName} onClose={() => setOpen(false)} />}
    </>
  );
}
