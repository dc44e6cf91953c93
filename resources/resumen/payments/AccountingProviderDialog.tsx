/**
 * The reservation action 'change accounting provider' (spec §4; release note 1.2.0;
 * '[Accounting Provider] Manage'): PATCH reservations/{id}/accounting-provider/, with its history row.
 * Offers the catalogue's active providers, the ones the server accepts.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { required, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { AccountingProviderCode } from '../../../domain/accountingProviders.ts';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../../src/forms/useServerSubmit.ts';
import { DialogForm } from '../../common/DialogForm.tsx';
import { SubmitButton } from '../../common/SubmitButton.tsx';
import { AccountingProviderSelect, useAccountingProviderName } from '../../accounting-providers/choices.tsx';
import type { PaymentsRecord } from './types.ts';

export function AccountingProviderDialog({ record, onClose }: { record: PaymentsRecord; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const nameOf = useAccountingProviderName();
  const { mutateAsync } = useMutation({ mutationFn: (code: AccountingProviderCode) => dataProvider.changeAccountingProvider(record.id, code) });
  const submit = useServerSubmit(async (values) => {
    const answer = await mutateAsync(values.accounting_provider as AccountingProviderCode);
    notify('app.resumen.payments.provider_changed', { type: 'success', messageArgs: { provider: nameOf(answer.accounting_provider) } });
    onClose();
    refresh();
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogForm defaultValues={{ accounting_provider: record.accounting_provider || null }} onSubmit={submit}>
        <DialogTitle id={titleId}>{translate('app.resumen.payments.change_provider')}</DialogTitle>
        <DialogContent>
          <FormServerError />
          <AccountingProviderSelect activeOnly source="accounting_provider" label="app.resumen.payments.accounting_provider" validate={required()} fullWidth helperText={false} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton />
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
