/**
 * /admin/flights/:id: one departure. Its own times, flight number, status, block and prices
 * (PATCH that departure only), its seats per category and agency group with their editor, the
 * histories of the departure, its categories and its group seats, and delete (409 when sold).
 */
import { Alert, Box } from '@mui/material';
import { useParams } from 'react-router-dom';
import { BooleanInput, DateInput, DeleteButton, Edit, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { SubcalendarRecord } from '../../../dataProvider/flightAdminRecords.ts';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { RecordBreadcrumbs } from '../../../src/components/Breadcrumbs.tsx';
import { useCan } from '../../../src/session/useCan.ts';
import { listPath } from '../../paths.ts';
import { scheduleStatusChoices } from '../choices.ts';
import { HistoryButton } from '../common/HistoryDialog.tsx';
import { PricesInputs } from '../common/PricesInputs.tsx';
import { InventoryPanel } from './InventoryPanel.tsx';
import { subcalendarFormBody, validateSubcalendar } from './subcalendarBody.ts';

const row = { display: 'flex', flexWrap: 'wrap', columnGap: 2 } as const;
const time = { inputLabel: { shrink: true } };

function Summary() {
  const translate = useTranslate();
  const record = useRecordContext<SubcalendarRecord>();
  if (!record) return null;
  return (
    <Alert severity={record.schedule_status === 'active' && !record.blocked ? 'info' : 'warning'} sx={{ mb: 2 }}>
      {translate('app.flightAdmin.subcalendars.summary', {
        flight: record.flight_number,
        airline: record.airline_name,
        origin: record.origin_city_name,
        destination: record.destination_city_name,
        date: record.departure_date,
        checkin: translate(`app.flightAdmin.checkin_statuses.${record.checkin_status}`),
      })}
    </Alert>
  );
}

function Histories({ id }: { id: string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <HistoryButton queryKey={['subcalendar', id]} load={() => dataProvider.history('subcalendar', id)} />
      <HistoryButton
        queryKey={['history-subcategorys', id]}
        label="app.flightAdmin.history.categories"
        title="app.flightAdmin.history.categories"
        load={() => dataProvider.historyList('history-subcategorys', { subcalendar: id })}
      />
      <HistoryButton
        queryKey={['history-subseatsagency', id]}
        label="app.flightAdmin.history.group_seats"
        title="app.flightAdmin.history.group_seats"
        load={() => dataProvider.historyList('history-subseatsagency', { subcalendar: id })}
      />
    </Box>
  );
}

function Inventory() {
  const record = useRecordContext<SubcalendarRecord>();
  return record ? <InventoryPanel record={record} /> : null;
}

export function SubcalendarEdit() {
  const { id = '' } = useParams();
  const canDelete = useCan('subcalendars', 'delete');
  return (
    <>
      <RecordBreadcrumbs<SubcalendarRecord>
        resource="subcalendars"
        id={id}
        parents={[{ label: 'app.menu.areas.flight_admin' }, { label: 'app.menu.routes.admin_flights', to: listPath('subcalendars') }]}
        name={(s) => `${s.flight_number} · ${s.departure_date}`}
      />
      <Edit resource="subcalendars" id={id} mutationMode="pessimistic" redirect={false} actions={false} transform={subcalendarFormBody}>
        <SimpleForm
          validate={validateSubcalendar}
          noValidate
          toolbar={
            <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              <SaveButton />
              <Histories id={id} />
              {canDelete && <DeleteButton mutationMode="pessimistic" redirect={listPath('subcalendars')} />}
            </Toolbar>
          }
        >
          <Summary />
          <FormServerError />
          <Box sx={row}>
            <TextInput source="flight_number" slotProps={{ htmlInput: { maxLength: 10, style: { textTransform: 'uppercase' } } }} />
            <SelectInput source="schedule_status" choices={scheduleStatusChoices} />
            <BooleanInput source="blocked" helperText="app.flightAdmin.subcalendars.blocked_hint" />
          </Box>
          <Box sx={row}>
            <TextInput source="checkin_time" type="time" slotProps={time} />
            <TextInput source="departure_time" type="time" slotProps={time} />
            <DateInput source="arrival_date" />
            <TextInput source="arrival_time" type="time" slotProps={time} />
          </Box>
          <PricesInputs helper="app.flightAdmin.subcalendars.prices_hint" />
        </SimpleForm>
        {/* Outside the form: its editor is a form of its own (a portal still bubbles submit events). */}
        <Inventory />
      </Edit>
    </>
  );
}

export default SubcalendarEdit;
