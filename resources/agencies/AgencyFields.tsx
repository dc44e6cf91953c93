/**
 * Every field of spec §3 'Agency', shared by the create and edit forms: parent (create only) and
 * the level derived from it, identity, contact, commercial terms (general margin only where the
 * rules show it), the daughters flag and, for those who manage them, the agency groups.
 */
import { Box, TextField as MuiTextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { BooleanInput, TextInput, useGetOne, useTranslate } from 'react-admin';
import { AGENCY_ACRONYM_MAX_LENGTH, PHONE_MAX_LENGTH } from '../../domain/constants.ts';
import { canCreateAgencyUnder, canManageAgencyGroups } from '../../domain/networkRules.ts';
import type { AgencyRecord } from '../../domain/records/network.ts';
import { childLevel, type AgencyLevel } from '../../domain/roles.ts';
import { AgencyGroupsInput, AgencyInput, CountryInput, CurrencyInput } from '../../src/components/referenceInputs.tsx';
import { useActor } from '../../src/session/useActor.ts';
import { marginEditable, type AgencyFormMode } from './agencyBody.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>{children}</Box>
    </Box>
  );
}

/** The level is never typed: it is one below the parent's (create) or the agency's own (edit). */
export function useAgencyLevel(mode: AgencyFormMode, record?: Pick<AgencyRecord, 'level'>): AgencyLevel | undefined {
  const parentId = useWatch({ name: 'parent' }) as number | null | undefined;
  const { data: parent } = useGetOne<AgencyRecord>('agencies', { id: parentId ?? 0 }, { enabled: mode === 'create' && !!parentId });
  if (mode === 'edit') return record?.level;
  return parent ? (childLevel(parent.level) ?? undefined) : undefined;
}

function LevelDisplay({ level }: { level: AgencyLevel | undefined }) {
  const translate = useTranslate();
  return (
    <MuiTextField
      label={translate('resources.agencies.fields.level')}
      value={level ? translate(`app.levels.${level}`) : ''}
      placeholder={translate('app.network.agencies.level_from_parent')}
      helperText={translate('app.network.agencies.level_hint')}
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
      size="small"
      margin="dense"
      fullWidth
      sx={{ mb: 1 }}
    />
  );
}

export interface AgencyFieldsProps {
  mode: AgencyFormMode;
  record?: AgencyRecord;
  /** Rendered before the first section (the logo). */
  logo?: ReactNode;
}

export function AgencyFields({ mode, record, logo }: AgencyFieldsProps) {
  const actor = useActor();
  const translate = useTranslate();
  const level = useAgencyLevel(mode, record);
  const showMargin = marginEditable(actor, mode, level);
  return (
    <Box sx={{ width: '100%' }}>
      {logo}
      <Section title="app.network.agencies.section_identity">
        {mode === 'create' ? (
          <AgencyInput
            source="parent"
            isRequired
            filter={{ state: 'active' }}
            helperText="app.network.agencies.parent_hint"
            isOptionDisabled={(agency) => !canCreateAgencyUnder(actor, agency)}
          />
        ) : (
          <MuiTextField
            label={translate('resources.agencies.fields.parent')}
            value={record?.parent_name ?? '-'}
            slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
            size="small"
            margin="dense"
            fullWidth
            sx={{ mb: 1 }}
          />
        )}
        <LevelDisplay level={level} />
        <TextInput source="name" isRequired />
        <TextInput source="acronym" isRequired slotProps={{ htmlInput: { maxLength: AGENCY_ACRONYM_MAX_LENGTH } }} helperText="app.network.agencies.acronym_hint" />
        <TextInput source="owner" isRequired />
        <CountryInput source="country" isRequired />
        <TextInput source="address" sx={{ gridColumn: { md: '1 / -1' } }} />
      </Section>
      <Section title="app.network.agencies.section_contact">
        <TextInput source="email" type="email" isRequired />
        <TextInput source="phone" isRequired slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }} helperText="app.network.phone_hint" />
        <TextInput source="administrative_email" type="email" />
        <TextInput source="informative_email" type="email" />
        <TextInput source="domain" helperText="app.network.agencies.domain_hint" />
      </Section>
      <Section title="app.network.agencies.section_commercial">
        <CurrencyInput source="currency" isRequired />
        <TextInput source="bank_code" />
        {showMargin && <TextInput source="general_margin" isRequired helperText="app.network.agencies.margin_hint" />}
        {canManageAgencyGroups(actor) && <AgencyGroupsInput source="groups" />}
        <BooleanInput source="can_see_daughters" helperText="app.network.agencies.daughters_hint" />
        <BooleanInput source="active" />
      </Section>
    </Box>
  );
}
