/**
 * The setting of spec §6 'two specific operators do not see flight availability', for the
 * provider's admins: pick the operators in a dialog; PATCH configurations/{id}/ stores their ids and
 * the API refuses them availability from their next request.
 */
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button as MuiButton, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { AutocompleteArrayInput, Button, ReferenceArrayInput, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { AUTOCOMPLETE_DELAY_MS, AUTOCOMPLETE_PAGE_SIZE } from '../../domain/constants.ts';
import type { OperatorRecord } from '../../domain/records/network.ts';
import { HIDDEN_AVAILABILITY_KEY } from '../../domain/schemas/configurations.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../src/forms/useServerSubmit.ts';
import { DialogForm } from '../common/DialogForm.tsx';
import { useCan } from '../../src/session/useCan.ts';
import { SubmitButton } from '../common/SubmitButton.tsx';

interface Setting {
  id: number;
  key: string;
  value: unknown;
}

const toQuery = (search: string) => (search ? { search } : {});
const operatorText = (op?: OperatorRecord) => (op ? `${op.full_name || op.username} (${op.username}) · ${op.agency_name}` : '');


function SettingDialog({ setting, onClose }: { setting: Setting; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const ids = Array.isArray(setting.value) ? setting.value.map(Number) : [];
  const submit = useServerSubmit(async (values) => {
    await dataProvider.update('configurations', { id: setting.id, data: { value: values.value ?? [] }, previousData: setting });
    notify('app.flights.availability.hidden_saved', { type: 'success' });
    onClose();
  });
  return (
    <DialogForm onSubmit={submit} defaultValues={{ value: ids }} noValidate>
      <DialogTitle id="hidden-operators-title">{translate('app.flights.availability.hidden_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.flights.availability.hidden_intro')}</DialogContentText>
        <FormServerError />
        <ReferenceArrayInput source="value" reference="operators" sort={{ field: 'username', order: 'ASC' }} perPage={AUTOCOMPLETE_PAGE_SIZE}>
          <AutocompleteArrayInput
            label="app.flights.availability.hidden_operators"
            optionText={operatorText}
            filterToQuery={toQuery}
            debounce={AUTOCOMPLETE_DELAY_MS}
            noOptionsText="app.network.no_options"
            helperText="app.network.type_to_search"
            fullWidth
          />
        </ReferenceArrayInput>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <SubmitButton />
      </DialogActions>
    </DialogForm>
  );
}

export function HiddenOperatorsButton() {
  const translate = useTranslate();
  const allowed = useCan('configurations', 'edit');
  const [open, setOpen] = useState(false);
  const { data, isPending } = useGetList<Setting>('configurations', { filter: { search: HIDDEN_AVAILABILITY_KEY }, pagination: { page: 1, perPage: 5 } }, { enabled: allowed && open });
  const setting = data?.find((s) => s.key === HIDDEN_AVAILABILITY_KEY);
  if (!allowed) return null;
  return (
    <>
      <Button label="app.flights.availability.hidden_button" onClick={() => setOpen(true)}>
        <VisibilityOffIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="hidden-operators-title">
        {isPending || !setting ? (
          <DialogContent>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </DialogContent>
        ) : (
          <SettingDialog setting={setting} onClose={() => setOpen(false)} />
        )}
      </Dialog>
    </>
  );
}
