/**
 * An operator's fields. The type offers only domain assignableTypes for the agency's level, the
 * permissions only what the signed-in user holds (grantablePermissions); permissions of the
 * operator the user cannot grant are listed, untouchable.
 */
import { Alert, Box, Chip, TextField as MuiTextField, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { BooleanInput, CheckboxGroupInput, PasswordInput, SelectInput, TextInput, useGetOne, useTranslate } from 'react-admin';
import { PHONE_MAX_LENGTH } from '../../domain/constants.ts';
import { assignableTypes, grantablePermissions } from '../../domain/networkRules.ts';
import type { AgencyRecord, OperatorRecord } from '../../domain/records/network.ts';
import type { AgencyLevel } from '../../domain/roles.ts';
import { onlyChoices, operatorTypeChoices } from '../common/choices.ts';
import { AgencyInput } from '../../src/components/referenceInputs.tsx';
import { useActor } from '../../src/session/useActor.ts';
import { lockedGroups } from './operatorBody.ts';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;

function useAgencyLevel(mode: 'create' | 'edit', record?: OperatorRecord): AgencyLevel | undefined {
  const agencyId = useWatch({ name: 'agency' }) as number | null | undefined;
  const { data } = useGetOne<AgencyRecord>('agencies', { id: agencyId ?? 0 }, { enabled: mode === 'create' && !!agencyId });
  return mode === 'edit' ? record?.agency_level : data?.level;
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  const translate = useTranslate();
  return (
    <MuiTextField
      label={translate(label)}
      value={value}
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
      size="small"
      margin="dense"
      fullWidth
      sx={{ mb: 1 }}
    />
  );
}

export function OperatorFields({ mode, record }: { mode: 'create' | 'edit'; record?: OperatorRecord }) {
  const actor = useActor();
  const translate = useTranslate();
  const level = useAgencyLevel(mode, record);
  const types = level ? onlyChoices(operatorTypeChoices, assignableTypes(actor, level)) : [];
  const groups = grantablePermissions(actor).map((name) => ({ id: name, name }));
  const locked = lockedGroups(actor, record);
  const noTypes = !!level && types.length === 0;

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={grid}>
        {mode === 'create' ? (
          <>
            <AgencyInput source="agency" filter={{ state: 'active' }} isRequired />
            <TextInput source="username" isRequired autoComplete="off" helperText="app.network.operators.username_hint" />
          </>
        ) : (
          <>
            <ReadOnly label="resources.operators.fields.agency" value={record ? `${record.agency_name} · ${translate(`app.levels.${record.agency_level}`)}` : ''} />
            <ReadOnly label="resources.operators.fields.username" value={record?.username ?? ''} />
          </>
        )}
        <TextInput source="first_name" isRequired />
        <TextInput source="last_name" isRequired />
        <TextInput source="email" type="email" isRequired />
        <TextInput source="phone" slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }} helperText="app.network.phone_hint" />
        <SelectInput
          source="type"
          choices={types}
          disabled={!level || noTypes}
          helperText={!level ? 'app.network.operators.choose_agency_first' : false}
          isRequired
        />
        <BooleanInput source="is_active" sx={{ alignSelf: 'center' }} />
      </Box>
      {noTypes && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.network.operators.no_types')}
        </Alert>
      )}
      {mode === 'create' && (
        <Box sx={grid}>
          <PasswordInput source="password" label="resources.operators.fields.password" autoComplete="new-password" isRequired />
          <PasswordInput source="password2" label="resources.operators.fields.password2" autoComplete="new-password" isRequired />
        </Box>
      )}
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
        {translate('resources.operators.fields.groups')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.network.operators.groups_hint')}
      </Typography>
      <CheckboxGroupInput
        source="groups"
        label={false}
        choices={groups}
        translateChoice={false}
        sx={{ '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } } }}
      />
      {locked.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {translate('app.network.operators.locked_groups')}
          </Typography>
          {locked.map((group) => (
            <Chip key={group} label={group} size="small" sx={{ mr: 0.5, mb: 0.5 }} />
          ))}
        </Box>
      )}
    </Box>
  );
}
