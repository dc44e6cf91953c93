/** Spec §3 'Operator filter': name, e-mail, level, agency; plus type and active. */
import { SearchInput, SelectInput, TextInput } from 'react-admin';
import { levelChoices, operatorTypeChoices, yesNoChoices } from '../common/choices.ts';
import { AgencyInput } from '../../src/components/referenceInputs.tsx';

export const operatorFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="name" source="name" label="resources.operators.filters.name" />,
  <TextInput key="email" source="email" label="resources.operators.fields.email" />,
  <SelectInput key="level" source="level" choices={levelChoices} label="resources.operators.fields.agency_level" />,
  <AgencyInput key="agency" source="agency" label="resources.operators.fields.agency" helperText={false} filter={{ state: 'all' }} />,
  <SelectInput key="type" source="type" choices={operatorTypeChoices} label="resources.operators.fields.type" />,
  <SelectInput key="is_active" source="is_active" choices={yesNoChoices} label="resources.operators.fields.is_active" />,
];
