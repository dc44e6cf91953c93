/** Spec §3 'Agency filter': name, owner, level, country, state (default active), created range, service. */
import { DateInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import { agencyStateChoices, levelChoices, serviceTypeChoices } from '../common/choices.ts';
import { CountryInput } from '../../src/components/referenceInputs.tsx';

export const agencyFilterDefaults = { state: 'active' };

export const agencyFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="state" source="state" choices={agencyStateChoices} alwaysOn emptyText="app.network.any" label="resources.agencies.filters.state" />,
  <TextInput key="name" source="name" label="resources.agencies.fields.name" />,
  <TextInput key="owner" source="owner" label="resources.agencies.fields.owner" />,
  <SelectInput key="level" source="level" choices={levelChoices} label="resources.agencies.fields.level" />,
  <CountryInput key="country" source="country" label="resources.agencies.fields.country" helperText={false} />,
  <DateInput key="created_after" source="created_after" label="resources.agencies.filters.created_after" />,
  <DateInput key="created_before" source="created_before" label="resources.agencies.filters.created_before" />,
  <SelectInput key="service" source="service" choices={serviceTypeChoices} label="resources.agencies.filters.service" />,
];
