/**
 * An agency picked by name from GET accounting/agency-choices/ (the caller's tenant scope): the
 * register-deposit dialog and the evidence list's filter. Accountants may not list the agency
 * network (agency/agencies/), so the network's AgencyInput would find nothing for them.
 */
import { AutocompleteInput, ReferenceInput, useTranslate } from 'react-admin';
import { AUTOCOMPLETE_PAGE_SIZE } from '../../domain/constants.ts';
import type { AgencyChoiceRecord } from '../../domain/records/evidences.ts';
import { searchProps } from '../../src/components/referenceInputs.tsx';

interface Props {
  source: string;
  label: string;
  helperText?: string | false;
  isRequired?: boolean;
  fullWidth?: boolean;
}

export function AgencyChoiceInput({ source, label, helperText, isRequired, fullWidth = true }: Props) {
  const translate = useTranslate();
  return (
    <ReferenceInput source={source} reference="agency-choices" sort={{ field: 'name', order: 'ASC' }} perPage={AUTOCOMPLETE_PAGE_SIZE}>
      <AutocompleteInput<AgencyChoiceRecord>
        label={label}
        optionText={(agency) => (agency ? `${agency.name} · ${translate(`app.levels.${agency.level}`)}` : '')}
        inputText={(agency) => agency?.name ?? ''}
        {...searchProps(helperText)}
        isRequired={isRequired}
        fullWidth={fullWidth}
      />
    </ReferenceInput>
  );
}
