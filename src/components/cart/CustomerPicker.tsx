/**
 * The order's customer (spec §3 'Customer'), an autocomplete with spec §5's rules: it starts with
 * an empty search, waits 500 ms after typing, shows 9 results a page and 'Show more', hints
 * 'Teclee y busque'; 'New customer' creates one inline (NewCustomerDialog).
 */
import { Button } from '@mui/material';
import { AutocompleteInput, ReferenceInput, required, useChoicesContext, useTranslate } from 'react-admin';
import { AUTOCOMPLETE_DELAY_MS, AUTOCOMPLETE_PAGE_SIZE } from '../../../domain/constants.ts';
import type { CustomerRecord } from '../../../domain/records/customers.ts';
import { NewCustomerDialog } from './NewCustomerDialog.tsx';

const toQuery = (search: string) => (search ? { search } : {});
const optionText = (c: CustomerRecord | undefined) => (c ? [c.full_name, c.passport || c.dni, c.email].filter(Boolean).join(' · ') : '');

/** 'Show more': the next 9 of the same search. */
function ShowMore() {
  const translate = useTranslate();
  const { allChoices, total, perPage, setPerPage, isPending } = useChoicesContext<CustomerRecord>();
  const shown = allChoices?.length ?? 0;
  if (isPending || total === undefined || shown >= total) return null;
  return (
    <Button size="small" onClick={() => setPerPage(perPage + AUTOCOMPLETE_PAGE_SIZE)} sx={{ mt: -1, mb: 1 }}>
      {translate('app.checkout.customer.show_more', { shown, total })}
    </Button>
  );
}

export function CustomerPicker({ source = 'customer' }: { source?: string }) {
  return (
    <ReferenceInput source={source} reference="customers" sort={{ field: 'last_name', order: 'ASC' }} perPage={AUTOCOMPLETE_PAGE_SIZE}>
      <AutocompleteInput<CustomerRecord>
        label="app.checkout.customer.label"
        optionText={optionText}
        inputText={(c) => c?.full_name ?? ''}
        filterToQuery={toQuery}
        debounce={AUTOCOMPLETE_DELAY_MS}
        noOptionsText="app.network.no_options"
        helperText="app.checkout.customer.hint"
        validate={required('app.checkout.customer.required')}
        isRequired
        create={<NewCustomerDialog />}
        createLabel="app.checkout.customer.new"
        createItemLabel="app.checkout.customer.new"
        fullWidth
      />
      <ShowMore />
    </ReferenceInput>
  );
}
