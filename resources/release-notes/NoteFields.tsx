/** A version's data, its changes (type, text, details) and its breaking changes. */
import { Box, Typography } from '@mui/material';
import { ArrayInput, DateInput, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { changeTypeChoices } from '../common/choices.ts';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;

export function NoteFields() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={grid}>
        <TextInput source="version" isRequired helperText="app.network.release_notes.version_hint" />
        <DateInput source="date" isRequired />
        <TextInput source="title" isRequired />
        <TextInput source="author" isRequired />
      </Box>
      <TextInput source="description" multiline minRows={2} fullWidth />
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
        {translate('resources.release-notes.fields.changes')}
      </Typography>
      <ArrayInput source="changes" label={false}>
        <SimpleFormIterator inline disableReordering={false}>
          <SelectInput source="type" choices={changeTypeChoices} label="resources.release-notes.fields.change_type" isRequired />
          <TextInput source="text" label="resources.release-notes.fields.change_text" isRequired sx={{ minWidth: { md: 320 } }} />
          <TextInput source="details" label="resources.release-notes.fields.change_details" sx={{ minWidth: { md: 320 } }} />
        </SimpleFormIterator>
      </ArrayInput>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
        {translate('resources.release-notes.fields.breaking_changes')}
      </Typography>
      <ArrayInput source="breaking_changes" label={false}>
        <SimpleFormIterator>
          <TextInput source="" label="resources.release-notes.fields.breaking_change" fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}
