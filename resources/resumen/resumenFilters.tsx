/**
 * The seller reservation filter of spec §3 and §7 (docs/api-reservations.md): customer, locator and
 * currency always at hand, the rest behind the filter button. The agency and seller pickers only
 * for users who may list agencies and sellers. Dates travel as YYYY-MM-DD (spec §5).
 */
import { AutocompleteInput, DateInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { AUTOCOMPLETE_DELAY_MS, SERVICE_TYPES } from '../../domain/constants.ts';
import { AccountingProviderSelect } from '../accounting-providers/choices.tsx';
import { yesNoChoices } from '../common/choices.ts';
import { AgencyInput, CountryInput } from '../../src/components/referenceInputs.tsx';
import {
  accountingStatusChoices,
  commercialStatusChoices,
  coordinatorStatusChoices,
  currencyChoices,
  providerStatusChoices,
  reservationStatusChoices,
} from '../../src/components/flights/choices.ts';

export const resumenFilterDefaults = { currency: 1 };

/** Service names as the bookings call them (release note: hotels are 'accommodation' here). */
export const serviceChoices = SERVICE_TYPES.map((id) => ({ id, name: `resumen.services.${id}` }));

const toQuery = (search: string) => (search ? { search } : {});

const yesNo = yesNoChoices.map((c) => ({ ...c, name: `app.${c.name}` }));

/** `providers`: the accounting-provider filter, for whoever may read the catalogue (domain/accountingProviders.ts). */
export function resumenFilters(resource: string, { agencies, sellers, providers }: { agencies: boolean; sellers: boolean; providers: boolean }) {
  const label = (source: string) => `resources.${resource}.filters.${source}`;
  const text = (source: string) => <TextInput key={source} source={source} label={label(source)} />;
  const date = (source: string) => <DateInput key={source} source={source} label={label(source)} />;
  const select = (source: string, choices: { id: string | number; name: string }[]) => (
    <SelectInput key={source} source={source} label={label(source)} choices={choices} emptyText="app.network.any" />
  );
  return [
    <TextInput key="customer_name" source="customer_name" label={label('customer_name')} alwaysOn />,
    <TextInput key="reservation_code" source="reservation_code" label={label('reservation_code')} alwaysOn />,
    <SelectInput key="currency" source="currency" label={label('currency')} choices={currencyChoices} translateChoice={false} alwaysOn />,
    select('service_type', serviceChoices),
    text('transaction_code'),
    date('start_date'),
    date('end_date'),
    select('reservation_status', reservationStatusChoices),
    select('commercial_status', commercialStatusChoices),
    select('coordinator_status', coordinatorStatusChoices),
    select('accounting_status', accountingStatusChoices),
    select('provider_status', providerStatusChoices),
    date('service_checkin_start_date'),
    date('service_checkin_end_date'),
    date('service_checkout_start_date'),
    date('service_checkout_end_date'),
    ...(agencies ? [<AgencyInput key="agency" source="agency" label={label('agency')} helperText={false} fullWidth={false} />] : []),
    text('operator_name'),
    ...(sellers
      ? [
          <ReferenceInput key="seller" source="seller" reference="sellers" sort={{ field: 'code', order: 'ASC' }} perPage={50}>
            <AutocompleteInput
              label={label('seller')}
              optionText={(s: { code: string; operator_name: string }) => (s ? `${s.code} · ${s.operator_name}` : '')}
              filterToQuery={toQuery}
              debounce={AUTOCOMPLETE_DELAY_MS}
              helperText={false}
              noOptionsText="app.network.no_options"
            />
          </ReferenceInput>,
        ]
      : []),
    select('has_notes', yesNo),
    select('is_paid', yesNo),
    text('bank_code'),
    <CountryInput key="destination_country" source="destination_country" label={label('destination_country')} helperText={false} />,
    text('provider'),
    text('integration'),
    // The catalogue (inactive ones too: older bookings carry them).
    ...(providers ? [<AccountingProviderSelect key="accounting_provider" source="accounting_provider" label={label('accounting_provider')} emptyText="app.network.any" />] : []),
    text('business_line'),
    text('cost_center'),
  ];
}
