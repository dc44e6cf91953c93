/**
 * A seller (spec §3 'Seller'): code, corporate e-mail and phone, personal phone, cost center, the
 * operator it is (users of type seller first) and the agency, which is the operator's.
 */
import { Box, FormControlLabel, Switch, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BooleanInput, TextInput, useGetOne, useTranslate } from 'react-admin';
import { PHONE_MAX_LENGTH } from '../../domain/constants.ts';
import type { OperatorRecord, SellerRecord } from '../../domain/records/network.ts';
import { OperatorInput } from '../../src/components/referenceInputs.tsx';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;

function DerivedAgency({ mode, record }: { mode: 'create' | 'edit'; record?: SellerRecord }) {
  const translate = useTranslate();
  const operatorId = useWatch({ name: 'operator' }) as number | null | undefined;
  const { data: operator } = useGetOne<OperatorRecord>('operators', { id: operatorId ?? 0 }, { enabled: mode === 'create' && !!operatorId });
  const agency = mode === 'edit' ? record?.agency_name : operator?.agency_name;
  return (
    <MuiTextField
      label={translate('resources.sellers.fields.agency')}
      value={agency ?? ''}
      placeholder={translate('app.network.sellers.agency_from_operator')}
      helperText={translate('app.network.sellers.agency_hint')}
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
      size="small"
      margin="dense"
      fullWidth
      sx={{ mb: 1 }}
    />
  );
}

export function SellerFields({ mode, record }: { mode: 'create' | 'edit'; record?: SellerRecord }) {
  const translate = useTranslate();
  const [sellersOnly, setSellersOnly] = useState(true);
  return (
    <Box sx={grid}>
      {mode === 'create' ? (
        <Box>
          <OperatorInput source="operator" isRequired filter={sellersOnly ? { type: 'seller', is_active: 'true' } : { is_active: 'true' }} />
          <FormControlLabel
            control={<Switch size="small" checked={sellersOnly} onChange={(event) => setSellersOnly(event.target.checked)} />}
            label={translate('app.network.sellers.sellers_only')}
            sx={{ mb: 1 }}
          />
        </Box>
      ) : (
        <MuiTextField
          label={translate('resources.sellers.fields.operator')}
          value={record?.operator_name ?? ''}
          slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          size="small"
          margin="dense"
          fullWidth
          sx={{ mb: 1 }}
        />
      )}
      <DerivedAgency mode={mode} record={record} />
      <TextInput source="code" isRequired helperText="app.network.sellers.code_hint" />
      <TextInput source="cost_center" />
      <TextInput source="corporate_email" type="email" isRequired />
      <TextInput source="corporate_phone" slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }} helperText="app.network.phone_hint" />
      <TextInput source="personal_phone" slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }} helperText="app.network.phone_hint" />
      <BooleanInput source="active" sx={{ alignSelf: 'center' }} />
    </Box>
  );
}
