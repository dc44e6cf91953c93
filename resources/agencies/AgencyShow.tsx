/** The agency's data for users who may see it but not change it. */
import { Avatar } from '@mui/material';
import { BooleanField, DateField, FunctionField, ReferenceArrayField, SelectField, Show, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import { PLACEHOLDER_IMAGE } from '../../domain/constants.ts';
import { currencyById } from '../../domain/currencies.ts';
import { canManageAgencyGroups } from '../../domain/networkRules.ts';
import type { AgencyRecord } from '../../domain/records/network.ts';
import { canSeeGeneralMargin } from '../../domain/rules.ts';
import { levelChoices } from '../common/choices.ts';
import { useActor } from '../../src/session/useActor.ts';
import { useDateLocale } from '../../src/components/useDateLocale.ts';

export function AgencyShow({ record }: { record: AgencyRecord }) {
  const actor = useActor();
  const translate = useTranslate();
  const locales = useDateLocale();
  return (
    <Show<AgencyRecord> resource="agencies" id={record.id} actions={false} title={record.name}>
      <SimpleShowLayout>
        <FunctionField<AgencyRecord> source="logo" render={(r) => <Avatar src={r.logo ?? PLACEHOLDER_IMAGE} alt="" variant="rounded" sx={{ width: 72, height: 72 }} />} />
        <TextField source="name" />
        <TextField source="acronym" />
        <SelectField source="level" choices={levelChoices} />
        <TextField source="parent_name" emptyText="-" />
        <TextField source="owner" />
        <TextField source="country_name" label="resources.agencies.fields.country" emptyText="-" />
        <TextField source="address" emptyText="-" />
        <TextField source="email" />
        <TextField source="phone" />
        <TextField source="administrative_email" emptyText="-" />
        <TextField source="informative_email" emptyText="-" />
        <TextField source="domain" emptyText="-" />
        <FunctionField<AgencyRecord> source="currency" render={(r) => currencyById(r.currency)?.abbreviation ?? r.currency} />
        <TextField source="bank_code" emptyText="-" />
        {canSeeGeneralMargin(actor, record.level) && record.general_margin !== undefined && (
          <FunctionField<AgencyRecord> source="general_margin" render={(r) => `${r.general_margin} %`} />
        )}
        {canManageAgencyGroups(actor) && <ReferenceArrayField source="groups" reference="agency-groups" />}
        <BooleanField source="can_see_daughters" />
        <BooleanField source="active" valueLabelTrue={translate('app.network.active')} valueLabelFalse={translate('app.network.inactive')} />
        <DateField source="created" locales={locales} showTime />
      </SimpleShowLayout>
    </Show>
  );
}
