/** /agencias/operador/:id: edit a user (pessimistic: the server checks types and permissions). */
import { Box } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import type { OperatorRecord } from '../../domain/records/network.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { RecordBreadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { useActor } from '../../src/session/useActor.ts';
import { listPath } from '../paths.ts';
import { operatorUpdate, validateOperatorUpdate } from './operatorBody.ts';
import { OperatorFields } from './OperatorFields.tsx';
import { SetPasswordButton } from './SetPasswordButton.tsx';

function OperatorForm() {
  const record = useRecordContext<OperatorRecord>();
  if (!record) return null;
  return (
    <SimpleForm
      validate={validateOperatorUpdate}
     
      toolbar={
        <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <SaveButton />
          <SetPasswordButton />
        </Toolbar>
      }
    >
      <FormServerError />
      <OperatorFields mode="edit" record={record} />
    </SimpleForm>
  );
}

export function OperatorEdit() {
  const { id } = useParams();
  const actor = useActor();
  return (
    <Box>
      <RecordBreadcrumbs<OperatorRecord>
        resource="operators"
        id={id ?? ''}
        parents={[{ label: 'app.menu.routes.agencias_operador', to: listPath('operators') }]}
        name={(op) => op.full_name || op.username}
      />
      <Edit
        resource="operators"
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        actions={false}
        transform={(values, options) => operatorUpdate(values, actor, options?.previousData as OperatorRecord | undefined)}
      >
        <OperatorForm />
      </Edit>
    </Box>
  );
}

export default OperatorEdit;
