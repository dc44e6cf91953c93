/**
 * The provider cost price of a reservation (release note 1.3.0) on its detail page: the current
 * cost, when it is due, its history, and — for '[Accounting Provider] Manage' — a dialog to set it.
 * Only the provider's staff see it (canSeeProviderCost); for anyone else it renders nothing.
 */
import { Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { TextInput, required, useDataProvider, useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { canSeeProviderCost } from '../../domain/accountingProviders.ts';
import type { ProviderCostRecord } from '../../domain/records/accountingProviders.ts';
import { formatInstant, formatMoney } from '../../src/components/flights/format.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../src/forms/useServerSubmit.ts';
import { DialogForm } from '../common/DialogForm.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { useActor } from '../../src/session/useActor.ts';

export function ProviderCostPanel() {
  const record = useRecordContext<{ id: number }>();
  const allowed = canSeeProviderCost(useActor());
  if (!record || !allowed) return null;
  return <CostCard reservation={Number(record.id)} />;
}

function CostCard({ reservation }: { reservation: number }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const { data } = useQuery({ queryKey: ['provider-cost', reservation], queryFn: () => dataProvider.getProviderCost(reservation) });
  const title = 'app.accountingProviders.cost.title';
  return (
    <Card variant="outlined" component="section" aria-label={translate(title)}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {data && (
          <>
            <Typography sx={{ fontWeight: 700 }} data-testid="provider-cost">
              {data.amount === null ? translate('app.accountingProviders.cost.none') : formatMoney(data.amount, data.currency, language)}
            </Typography>
            {data.accounting_provider ? (
              <Typography variant="body2" color="text.secondary">
                {data.accounting_provider}
                {data.due_date ? ` · ${translate('app.accountingProviders.cost.due', { date: data.due_date })}` : ''}
              </Typography>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate('app.accountingProviders.cost.no_provider')}
              </Typography>
            )}
            {data.can_change && data.accounting_provider && (
              <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => setOpen(true)}>
                {translate('app.accountingProviders.cost.set')}
              </Button>
            )}
            {data.history.length > 0 && (
              <List dense aria-label={translate('app.accountingProviders.cost.history')}>
                {data.history.map((h) => (
                  <ListItem key={h.id} disableGutters>
                    <ListItemText
                      primary={`${formatMoney(h.amount, h.currency, language)} · ${h.provider_name ?? h.provider}`}
                      secondary={[formatInstant(h.created, language), h.created_by_name, h.reason].filter(Boolean).join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            {open && <CostDialog record={data} onClose={() => setOpen(false)} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function CostDialog({ record, onClose }: { record: ProviderCostRecord; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const { mutateAsync } = useMutation({ mutationFn: (body: { amount: string; reason?: string }) => dataProvider.setProviderCost(record.reservation, body) });
  const submit = useServerSubmit(async (values) => {
    const saved = await mutateAsync({ amount: String(values.amount ?? ''), reason: (values.reason as string) || undefined });
    queryClient.setQueryData(['provider-cost', record.reservation], saved);
    notify('app.accountingProviders.cost.saved', { type: 'success' });
    onClose();
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogForm defaultValues={{ amount: record.amount ?? '', reason: '' }} onSubmit={submit}>
        <DialogTitle id={titleId}>{translate('app.accountingProviders.cost.dialog')}</DialogTitle>
        <DialogContent>
          <FormServerError />
          <TextInput source="amount" label="app.accountingProviders.cost.amount" validate={required()} fullWidth inputMode="decimal" />
          <TextInput source="reason" label="app.accountingProviders.cost.reason" fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton />
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
