/** The data of a hotel (create and the edit's first tab); the server checks places and slug. */
import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';

export const categoryChoices = [1, 2, 3, 4, 5].map((n) => ({ id: n, name: '★'.repeat(n) }));
const row = { display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' } as const;

export function HotelFields() {
  const country = useWatch({ name: 'country' }) as number | undefined;
  const destination = useWatch({ name: 'destination' }) as number | undefined;
  return (
    <>
      <Box sx={row}>
        <TextInput source="name" isRequired sx={{ minWidth: 280 }} />
        <TextInput source="slug" helperText="resources.admin-hotels.helpers.slug" sx={{ minWidth: 240 }} />
        <SelectInput source="category" choices={categoryChoices} isRequired />
        <ReferenceInput source="chain" reference="hotel-chains">
          <AutocompleteInput optionText="name" sx={{ minWidth: 220 }} />
        </ReferenceInput>
      </Box>
      <Box sx={row}>
        <ReferenceInput source="country" reference="countries" perPage={300}>
          <AutocompleteInput optionText="name" isRequired sx={{ minWidth: 200 }} />
        </ReferenceInput>
        <ReferenceInput source="destination" reference="destinations" filter={country ? { country } : {}}>
          <AutocompleteInput optionText="name" isRequired sx={{ minWidth: 200 }} />
        </ReferenceInput>
        <ReferenceInput source="zone" reference="zones" filter={destination ? { destination } : {}}>
          <AutocompleteInput optionText="name" sx={{ minWidth: 200 }} />
        </ReferenceInput>
        <TextInput source="address" sx={{ minWidth: 280 }} />
      </Box>
      <TextInput source="description" multiline minRows={3} fullWidth />
      <TextInput source="description_en" multiline minRows={3} fullWidth />
      <Box sx={row}>
        <NumberInput source="min_nights" min={1} max={60} step={1} />
        <TextInput source="provider" helperText="resources.admin-hotels.helpers.provider" />
        <TextInput source="provider_code" />
        <BooleanInput source="active" />
      </Box>
    </>
  );
}
