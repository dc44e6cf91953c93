/**
 * Assign luggage categories to routes (none = every route) and an airline (none = every airline):
 * POST visible-luggage-category/assign/ creates the pairs that are missing and says how many.
 */
import AddIcon from '@mui/icons-material/Add';
import { Button as MuiButton, DialogActions } from '@mui/material';
import { useState } from 'react';
import { AutocompleteArrayInput, BooleanInput, Button, ReferenceArrayInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { AUTOCOMPLETE_PAGE_SIZE } from '../../../domain/constants.ts';
import { visibleLuggageAssignBody } from '../../../domain/schemas/flightAdmin.ts';
import { AppModal } from '../../../src/components/AppModal.tsx';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../../src/forms/useServerSubmit.ts';
import { zodValidate } from '../../../src/forms/zodValidate.ts';
import { DialogForm } from '../../common/DialogForm.tsx';
import type { Values } from '../../../src/forms/formValues.ts';
import { AirlineInput, RoutesArrayInput } from '../common/inputs.tsx';

export const assignBody = (values: Values): Values => {
  const routes = Array.isArray(values.routes) ? values.routes : [];
  return {
    luggage_categories: Array.isArray(values.luggage_categories) ? values.luggage_categories : [],
    ...(routes.length > 0 ? { routes } : {}),
    airline: values.airline ?? null,
    visible: values.visible !== false,
  };
};
const validate = zodValidate(visibleLuggageAssignBody);

export function AssignLuggageButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const submit = useServerSubmit(async (values) => {
    const { created } = await dataProvider.assignVisibleLuggage(assignBody(values));
    notify('app.flightAdmin.luggage.assigned', { type: 'success', messageArgs: { smart_count: created } });
    refresh();
    setOpen(false);
  });
  return (
    <>
      <Button label="app.flightAdmin.luggage.assign" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <AppModal open={open} onClose={() => setOpen(false)} title={translate('app.flightAdmin.luggage.assign')}>
        {open && (
          <DialogForm onSubmit={submit} validate={(values) => validate(assignBody(values))} defaultValues={{ luggage_categories: [], routes: [], visible: true }} noValidate>
            <FormServerError />
            <ReferenceArrayInput source="luggage_categories" reference="luggage-categories" sort={{ field: 'name', order: 'ASC' }} perPage={AUTOCOMPLETE_PAGE_SIZE}>
              <AutocompleteArrayInput label="app.flightAdmin.luggage.categories" optionText="name" filterToQuery={(search: string) => (search ? { search } : {})} helperText="app.network.type_to_search" fullWidth isRequired />
            </ReferenceArrayInput>
            <RoutesArrayInput source="routes" label="app.flightAdmin.luggage.routes" />
            <AirlineInput source="airline" label="resources.visible-luggage-categories.fields.airline" emptyText="app.flightAdmin.luggage.all_airlines" helperText="app.flightAdmin.luggage.airline_hint" />
            <BooleanInput source="visible" label="resources.visible-luggage-categories.fields.visible" />
            <DialogActions sx={{ px: 0 }}>
              <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
              <MuiButton type="submit" variant="contained">{translate('app.flightAdmin.luggage.assign')}</MuiButton>
            </DialogActions>
          </DialogForm>
        )}
      </AppModal>
    </>
  );
}
