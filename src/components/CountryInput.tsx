/**
 * The country picker (nationality, residence, a document's issuing country). The countries
 * nomenclator is small, so it is read once and filtered here as the user types: the options always
 * match the text at once. A search on the server behind a debounce showed the unfiltered list for
 * half a second, and ArrowDown+Enter then picked a country the text did not name (issue 8: Cuban
 * passengers sent as German).
 */
import type { KeyboardEvent } from 'react';
import { AutocompleteInput, useGetList, type Validator } from 'react-admin';

export interface CountryRecord {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
}

/** Larger than the nomenclator will ever be (ISO 3166-1 has 249 entries). */
const ALL_COUNTRIES = 500;

/** Every country, by name in the user's language; one request shared by every picker of the page. */
export function useCountries() {
  return useGetList<CountryRecord>('countries', { pagination: { page: 1, perPage: ALL_COUNTRIES }, sort: { field: 'name', order: 'ASC' } }, { staleTime: 5 * 60_000 });
}

/**
 * Enter inside a picker chooses the highlighted option (the Autocomplete does that) and otherwise
 * does nothing: it must not submit the whole form while the user is still choosing.
 */
export function keepEnterInField(event: KeyboardEvent): void {
  if (event.key === 'Enter') event.preventDefault();
}

interface CountryInputProps {
  source: string;
  label?: string;
  helperText?: string | false;
  validate?: Validator | Validator[];
  isRequired?: boolean;
  fullWidth?: boolean;
  /** Read by react-admin's filter form, not here. */
  alwaysOn?: boolean;
}

export function CountryInput({ source, label, helperText, validate, isRequired, fullWidth = true }: CountryInputProps) {
  const { data, isPending } = useCountries();
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={data ?? []}
      isPending={isPending}
      optionText="name"
      noOptionsText="app.network.no_options"
      helperText={helperText ?? 'app.network.type_to_search'}
      validate={validate}
      isRequired={isRequired}
      fullWidth={fullWidth}
      onKeyDown={keepEnterInField}
    />
  );
}
