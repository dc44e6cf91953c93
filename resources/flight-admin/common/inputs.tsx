/**
 * Autocompletes over the flight catalogue (spec §5: 500 ms debounce, 9 results per page, hint
 * 'Teclee y busque'); the API's `search` filter does the matching. Each input knows its
 * reference, how its options read, and its label under resources.<reference>.
 */
import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput, type Validator } from 'react-admin';
import { AUTOCOMPLETE_PAGE_SIZE } from '../../../domain/constants.ts';
import { searchProps } from '../../../src/components/referenceInputs.tsx';
import type { RaRecord } from 'react-admin';


export interface RefInputProps {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  isRequired?: boolean;
  alwaysOn?: boolean;
  filter?: Record<string, unknown>;
  disabled?: boolean;
  helperText?: string | false;
  fullWidth?: boolean;
  /** 'Any' as an explicit empty choice for optional conditions. */
  emptyText?: string;
}

interface Definition {
  reference: string;
  optionText: (record: RaRecord) => string;
  sort: string;
}

function refInput({ reference, optionText, sort }: Definition) {
  return function RefInput({ source, label, validate, isRequired, filter, disabled, helperText, fullWidth = true, emptyText }: RefInputProps) {
    return (
      <ReferenceInput source={source} reference={reference} filter={filter} sort={{ field: sort, order: 'ASC' }} perPage={AUTOCOMPLETE_PAGE_SIZE}>
        <AutocompleteInput
          label={label}
          optionText={(record?: RaRecord) => (record ? optionText(record) : '')}
          {...searchProps(helperText)}
          validate={validate}
          isRequired={isRequired}
          disabled={disabled}
          // In a filter bar (fullWidth false) the label needs room: a fixed width, filled.
          fullWidth
          sx={fullWidth ? undefined : { width: 240 }}
          emptyText={emptyText}
        />
      </ReferenceInput>
    );
  };
}

const code = (record: RaRecord, key: string) => (record[key] ? ` (${String(record[key])})` : '');

export const CityInput = refInput({ reference: 'cities', optionText: (r) => `${r.name}${code(r, 'code')}`, sort: 'name' });
export const AirportInput = refInput({ reference: 'airports', optionText: (r) => `${r.iata} · ${r.name}`, sort: 'iata' });
export const AirlineInput = refInput({ reference: 'airlines', optionText: (r) => `${r.name}${code(r, 'code')}`, sort: 'name' });
export const RouteInput = refInput({ reference: 'flight-routes', optionText: (r) => String(r.name), sort: 'name' });
export const FlightInput = refInput({
  reference: 'flights',
  optionText: (r) => `${r.number}${r.route_name ? ` · ${r.route_name}` : ''}`,
  sort: 'number',
});
export const SeatCategoryInput = refInput({ reference: 'seat-categories', optionText: (r) => String(r.name), sort: 'sort' });
export const LuggageCategoryInput = refInput({ reference: 'luggage-categories', optionText: (r) => `${r.name} · ${r.weight_lbs} lbs`, sort: 'name' });
export const AgencyGroupInput = refInput({ reference: 'agency-groups', optionText: (r) => String(r.name), sort: 'name' });
export const CancellationPolicyInput = refInput({ reference: 'cancellation-policies', optionText: (r) => String(r.name), sort: 'name' });
export const TermsInput = refInput({ reference: 'term-conditions', optionText: (r) => String(r.name), sort: 'name' });

export function RoutesArrayInput({ source, label }: RefInputProps) {
  return (
    <ReferenceArrayInput source={source} reference="flight-routes" sort={{ field: 'name', order: 'ASC' }} perPage={AUTOCOMPLETE_PAGE_SIZE}>
      <AutocompleteArrayInput label={label} optionText="name" {...searchProps()} fullWidth />
    </ReferenceArrayInput>
  );
}

export function AirlinesArrayInput({ source, label }: RefInputProps) {
  return (
    <ReferenceArrayInput source={source} reference="airlines" sort={{ field: 'name', order: 'ASC' }} perPage={AUTOCOMPLETE_PAGE_SIZE}>
      <AutocompleteArrayInput label={label} optionText="name" {...searchProps()} fullWidth />
    </ReferenceArrayInput>
  );
}
