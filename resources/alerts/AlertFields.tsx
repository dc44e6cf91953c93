/** Level, topic, body and (creating) the audience with its matching selector. */
import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { BooleanInput, RadioButtonGroupInput, SelectInput, TextInput } from 'react-admin';
import { alertAudienceChoices, alertLevelChoices, levelChoices } from '../common/choices.ts';
import { AgencyInput, OperatorInput } from '../../src/components/referenceInputs.tsx';

function AudienceSelector() {
  const audience = useWatch({ name: 'audience' }) as string | undefined;
  if (audience === 'level') return <SelectInput source="audience_level" choices={levelChoices} isRequired fullWidth />;
  if (audience === 'agency') return <AgencyInput source="audience_agency" filter={{ state: 'active' }} />;
  if (audience === 'user') return <OperatorInput source="audience_user" reference="alert-recipients" />;
  return null;
}

export function AlertFields({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <RadioButtonGroupInput source="level" choices={alertLevelChoices} row isRequired />
      <TextInput source="topic" isRequired fullWidth />
      <TextInput source="body" isRequired multiline minRows={3} fullWidth />
      {mode === 'create' && (
        <>
          <RadioButtonGroupInput source="audience" choices={alertAudienceChoices} row isRequired />
          <AudienceSelector />
        </>
      )}
      <BooleanInput source="active" />
    </Box>
  );
}
