/** The inputs of a hotel chain (create and edit). */
import { Box } from '@mui/material';
import { BooleanInput, TextInput } from 'react-admin';

export function ChainFields() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%', alignItems: 'center' }}>
      <TextInput source="name" isRequired sx={{ minWidth: 280 }} />
      <TextInput source="code" helperText="resources.admin-hotel-chains.helpers.code" slotProps={{ htmlInput: { maxLength: 20, style: { textTransform: 'uppercase' } } }} />
      <BooleanInput source="active" helperText="resources.admin-hotel-chains.helpers.active" />
    </Box>
  );
}
