/**
 * The whole 'Flight reservation filter' of spec §3 (docs/api-flights.md): locator and passenger
 * always at hand, the rest behind the filter button. Agency and seller pickers only for users who
 * may list agencies and sellers. Currency defaults to 1 (USD).
 */
import { AccountingProviderSelect } from '../accounting-providers/choices.tsx';
import { AutocompleteInput, DateInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { AUTOCOMPLETE_DELAY_MS } from '../../domain/constants.ts';
import { yesNoChoices } from '../common/choices.ts';
import { AgencyInput } from '../../src/components/referenceInputs.tsx';
import {
  accountingStatusChoices,
  commercialStatusChoices,
  coordinatorStatusChoices,
  currencyChoices,
  passengerTypeChoices,
  providerStatusChoices,
  reservationStatusChoices,
} from '../../src/components/flights/choices.ts';

export const reservationFilterDefaults = { currency: 1 };

const label = (source: string) => `resources.flight-reservations.filters.${source}`;
const toQuery = (search: string) => (search ? { search } : {});

function CityFilter({ source }: { source: string }) {
  return (
    <ReferenceInput source={source} reference="flight-cities" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
      <AutocompleteInput label={label(source)} optionText="name" filterToQuery={toQuery} debounce={AUTOCOMPLETE_DELAY_MS} helperText={false} noOptionsText="app.network.no_options" />
    </ReferenceInput>
  );
}

const text = (source: string) => <TextInput key={source} source={source} label={label(source)} />;
const date = (source: string) => <DateInput key={source} source={source} label={label(source)} />;
const select = (source: string, choices: { id: string | number; name: string }[], translateChoice = true) => (
  <SelectInput key={source} source={source} label={label(source)} choices={choices} translateChoice={translateChoice} emptyText="app.network.any" />
);

export function reservationFilters({ agencies, sellers }: { agencies: boolean; sellers: boolean }) {
  return [
    <TextInput key="pnr" source="pnr" label={label('pnr')} alwaysOn />,
    <TextInput key="passenger_name" source="passenger_name" label={label('passenger_name')} alwaysOn />,
    <SelectInput key="currency" source="currency" label={label('currency')} choices={currencyChoices} translateChoice={false} alwaysOn />,
    select('reservation_status', reservationStatusChoices),
    <ReferenceInput key="flight_category" source="flight_category" reference="flight-categories" sort={{ field: 'sort', order: 'ASC' }} perPage={50}>
      <SelectInput label={label('flight_category')} optionText="name" emptyText="app.network.any" />
    </ReferenceInput>,
    text('numbers_flight'),
    text('numbers_flight_outbound'),
    text('numbers_flight_inbound'),
    ...(agencies ? [<AgencyInput key="flight_agency" source="flight_agency" label={label('flight_agency')} helperText={false} fullWidth={false} />] : []),
    date('departure_date_start'),
    date('departure_date_end'),
    date('inbound_date_start'),
    date('inbound_date_end'),
    date('created_start_date'),
    date('created_end_date'),
    select('passenger_type', passengerTypeChoices),
    <ReferenceInput key="airline" source="airline" reference="flight-airlines" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
      <SelectInput label={label('airline')} optionText="name" emptyText="app.network.any" />
    </ReferenceInput>,
    <CityFilter key="city_origin_outbound" source="city_origin_outbound" />,
    <CityFilter key="destination_city_outbound" source="destination_city_outbound" />,
    <CityFilter key="city_origin_inbound" source="city_origin_inbound" />,
    <CityFilter key="destination_city_inbound" source="destination_city_inbound" />,
    select('commercial_status', commercialStatusChoices),
    select('flight_accounting_status', accountingStatusChoices),
    select('coordinator_status', coordinatorStatusChoices),
    select('provider_status', providerStatusChoices),
    <AccountingProviderSelect key="accounting_provider" source="accounting_provider" label="app.accountingProviders.filter_label" emptyText="app.network.any" />,
    ...(sellers
      ? [
          <ReferenceInput key="seller" source="seller" reference="sellers" sort={{ field: 'code', order: 'ASC' }} perPage={50}>
            <AutocompleteInput label={label('seller')} optionText={(s: { code: string; operator_name: string }) => (s ? `${s.code} · ${s.operator_name}` : '')} filterToQuery={toQuery} debounce={AUTOCOMPLETE_DELAY_MS} helperText={false} noOptionsText="app.network.no_options" />
          </ReferenceInput>,
        ]
      : []),
    text('business_line'),
    text('cost_center'),
    select(
      'is_paid',
      yesNoChoices.map((c) => ({ ...c, name: `app.${c.name}` })),
    ),
  ];
}
