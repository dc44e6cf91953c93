/** /admin/alertas/:id: level, topic, body and active; the audience stays as sent. */
import { Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import type { AlertRecord } from '../../domain/records/network.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { RecordBreadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { listPath } from '../paths.ts';
import { alertUpdate, validateAlertUpdate } from './alertBody.ts';
import { AlertFields } from './AlertFields.tsx';
import { useAudienceText } from './AlertLevelChip.tsx';

function AudienceNote() {
  const record = useRecordContext<AlertRecord>();
  const translate = useTranslate();
  const audienceText = useAudienceText();
  if (!record) return null;
  return (
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      {audienceText(record)} · {translate('app.network.alerts.reads', { smart_count: record.read_count })}
    </Typography>
  );
}

export function AlertEdit() {
  const { id = '' } = useParams();
  return (
    <>
      <RecordBreadcrumbs<AlertRecord> resource="alerts" id={id} parents={[{ label: 'app.menu.routes.admin_alertas', to: listPath('alerts') }]} name={(a) => a.topic} />
      <Edit resource="alerts" id={id} mutationMode="pessimistic" redirect={listPath('alerts')} actions={false} transform={alertUpdate}>
        <SimpleForm
          validate={validateAlertUpdate}
         
          toolbar={
            <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <SaveButton />
              <DeleteButton mutationMode="pessimistic" redirect={listPath('alerts')} />
            </Toolbar>
          }
        >
          <AudienceNote />
          <FormServerError />
          <AlertFields mode="edit" />
        </SimpleForm>
      </Edit>
    </>
  );
}

export default AlertEdit;
