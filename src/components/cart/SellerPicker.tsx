/**
 * The optional seller of the order's reservations (the flight booking's `seller`): offered to those
 * who may see the agency's sellers; left empty, the server takes the booking user's own seller record.
 */
import { AutocompleteInput, ReferenceInput, useCanAccess } from 'react-admin';
import { AUTOCOMPLETE_DELAY_MS, AUTOCOMPLETE_PAGE_SIZE } from '../../../domain/constants.ts';
import type { SellerRecord } from '../../../domain/records/network.ts';

const toQuery = (search: string) => (search ? { search } : {});

export function SellerPicker() {
  const { canAccess } = useCanAccess({ resource: 'sellers', action: 'list' });
  if (!canAccess) return null;
  return (
    <ReferenceInput source="seller" reference="sellers" sort={{ field: 'code', order: 'ASC' }} perPage={AUTOCOMPLETE_PAGE_SIZE} filter={{ active: 'true' }}>
      <AutocompleteInput<SellerRecord>
        label="app.checkout.seller"
        optionText={(s) => (s ? `${s.code} · ${s.operator_name}` : '')}
        filterToQuery={toQuery}
        debounce={AUTOCOMPLETE_DELAY_MS}
        noOptionsText="app.network.no_options"
        helperText="app.checkout.customer.hint"
        fullWidth
      />
    </ReferenceInput>
  );
}
