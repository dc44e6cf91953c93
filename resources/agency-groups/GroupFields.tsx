/** Name, description and members of an agency group (seat allocation and price rules). */
import { TextInput } from 'react-admin';
import { AgenciesArrayInput } from '../../src/components/referenceInputs.tsx';

export function GroupFields() {
  return (
    <>
      <TextInput source="name" isRequired fullWidth />
      <TextInput source="description" multiline minRows={2} fullWidth />
      <AgenciesArrayInput source="agencies" />
    </>
  );
}
