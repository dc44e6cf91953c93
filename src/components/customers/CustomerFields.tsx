/**
 * The inputs of a customer (spec §3 'Customer'): names, birth date, gender, contact, country and the
 * documents — a passport or a DNI, which tell a customer who already exists. Used by the customers
 * pages and the checkout's 'new customer' dialog.
 */
import { Box, Typography } from '@mui/material';
import { DateInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { GENDERS, PHONE_MAX_LENGTH } from '../../../domain/constants.ts';
import { CountryInput } from '../CountryInput.tsx';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;
const genderChoices = GENDERS.map((id) => ({ id, name: `app.flights.genders.${id}` }));

export function CustomerFields() {
  const translate = useTranslate();
  return (
    <Box sx={grid}>
      <TextInput source="first_name" isRequired autoComplete="off" />
      <TextInput source="middle_name" autoComplete="off" />
      <TextInput source="last_name" isRequired autoComplete="off" />
      <DateInput source="dob" />
      <SelectInput source="gender" choices={genderChoices} />
      <TextInput source="email" type="email" isRequired />
      <TextInput source="phone" isRequired slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }} helperText="app.network.phone_hint" />
      <TextInput source="address" />
      <CountryInput source="country" />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.checkout.customers.document_hint')}
        </Typography>
      </Box>
      <TextInput source="passport" autoComplete="off" />
      <TextInput source="dni" autoComplete="off" />
    </Box>
  );
}
