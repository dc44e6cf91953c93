/**
 * Autocompletes over the network's references (spec §5: empty search first, 500 ms debounce,
 * 9 results per page, hint 'Teclee y busque'). The API's `search` filter does the matching.
 */
import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput, SelectInput, useTranslate, type Validator } from 'react-admin';
import { AUTOCOMPLETE_DELAY_MS, AUTOCOMPLETE_PAGE_SIZE } from '../../domain/constants.ts';
import type { AgencyRecord, OperatorRecord } from '../../domain/records/network.ts';

/** The country picker filters locally (its own file); imported from here by the older forms. */
export { CountryInput } from './CountryInput.tsx';

const toQuery = (search: string) => (search ? { search } : {});

/**
 * What every search autocomplete shares (spec §5): the API's `search` filter, the debounce, the
 * translated 'no options' and the 'type to search' hint unless the caller gives its own.
 */
export function searchProps(helperText?: string | false) {
  return {
    filterToQuery: toQuery,
    debounce: AUTOCOMPLETE_DELAY_MS,
    noOptionsText: 'app.network.no_options',
    helperText: helperText ?? 'app.network.type_to_search',
  } as const;
}

interface ReferenceProps {
  source: string;
  label?: string;
  filter?: Record<string, unknown>;
  helperText?: string | false;
  validate?: Validator | Validator[];
  disabled?: boolean;
  alwaysOn?: boolean;
  fullWidth?: boolean;
  isRequired?: boolean;
}

export function AgencyInput({ source, label, filter, helperText, validate, disabled, isOptionDisabled, isRequired, fullWidth = true }: ReferenceProps & { isOptionDisabled?: (agency: AgencyRecord) => boolean }) {
  const translate = useTranslate();
  return (
    <ReferenceInput source={source} reference="agencies" filter={filter} sort={{ field: 'name', order: 'ASC' }} perPage={AUTOCOMPLETE_PAGE_SIZE}>
      <AutocompleteInput<AgencyRecord>
        label={label}
        optionText={(agency) => (agency ? `${agency.name} · ${translate(`app.levels.${agency.level}`)}` : '')}
        inputText={(agency) => agency?.name ?? ''}
        {...searchProps(helperText)}
        validate={validate}
        disabled={disabled}
        isRequired={isRequired}
        fullWidth={fullWidth}
        getOptionDisabled={isOptionDisabled}
      />
    </ReferenceInput>
  );
}

export function AgenciesArrayInput({ source, label, helperText }: ReferenceProps) {
  return (
    <ReferenceArrayInput source={source} reference="agencies" sort={{ field: 'name', order: 'ASC' }} perPage={AUTOCOMPLETE_PAGE_SIZE} filter={{ state: 'all' }}>
      <AutocompleteArrayInput
        label={label}
        optionText="name"
        filterToQuery={toQuery}
        debounce={AUTOCOMPLETE_DELAY_MS}
        helperText={helperText ?? 'app.network.type_to_search'}
        fullWidth
      />
    </ReferenceArrayInput>
  );
}

/**
 * A user picker. `reference` is 'operators' for those who manage operators, or 'alert-recipients'
 * (names and agency only) for alert writers, who may not.
 */
export function OperatorInput({ source, label, filter, helperText, validate, disabled, isRequired, fullWidth = true, reference = 'operators' }: ReferenceProps & { reference?: 'operators' | 'alert-recipients' }) {
  return (
    <ReferenceInput source={source} reference={reference} filter={filter} sort={{ field: 'username', order: 'ASC' }} perPage={AUTOCOMPLETE_PAGE_SIZE}>
      <AutocompleteInput<OperatorRecord>
        label={label}
        optionText={(op) => (op ? `${op.full_name || op.username} (${op.username}) · ${op.agency_name}` : '')}
        inputText={(op) => (op ? op.full_name || op.username : '')}
        {...searchProps(helperText)}
        validate={validate}
        disabled={disabled}
        isRequired={isRequired}
        fullWidth={fullWidth}
      />
    </ReferenceInput>
  );
}

export function CurrencyInput({ source, label, validate, disabled, isRequired, fullWidth = true }: ReferenceProps) {
  return (
    <ReferenceInput source={source} reference="currencies" sort={{ field: 'id', order: 'ASC' }} perPage={50}>
      <SelectInput label={label} optionText="abbreviation" validate={validate} disabled={disabled} isRequired={isRequired} fullWidth={fullWidth} helperText={false} />
    </ReferenceInput>
  );
}

export function AgencyGroupsInput({ source, label }: ReferenceProps) {
  return (
    <ReferenceArrayInput source={source} reference="agency-groups" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
      <AutocompleteArrayInput label={label} optionText="name" filterToQuery={toQuery} helperText={false} fullWidth />
    </ReferenceArrayInput>
  );
}
