/**
 * /admin/flights/calendars: every flight's calendars (range, weekdays, times, departures generated,
 * seats sold, status), filtered by flight, route, airline, cities, status and dates; bulk delete
 * after a confirmation (409 when a departure has sold or held seats).
 */
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants.ts';
import DeleteIcon from '@mui/icons-material/Delete';
import { DataTable, DateField, DateInput, SelectInput, useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { CalendarRecord } from '../../../dataProvider/flightAdminRecords.ts';
import { ListPage, RowActions } from '../../common/ListPage.tsx';
import { ResponsiveList } from '../../common/ResponsiveList.tsx';
import { useCan } from '../../../src/session/useCan.ts';
import { useDateLocale } from '../../../src/components/useDateLocale.ts';
import { rowClickTo } from '../../paths.ts';
import { scheduleStatusChoices } from '../choices.ts';
import { BulkActionDialog } from '../common/BulkActionDialog.tsx';
import { EnumChip, TimeField, WeekdaysField } from '../common/fields.tsx';
import { HistoryButton } from '../common/HistoryDialog.tsx';
import { AirlineInput, CityInput, FlightInput, RouteInput } from '../common/inputs.tsx';

const filters = [
  <FlightInput key="flight" source="flight" alwaysOn fullWidth={false} />,
  <RouteInput key="route" source="route" alwaysOn fullWidth={false} />,
  <DateInput key="date_from" source="date_from" alwaysOn />,
  <DateInput key="date_to" source="date_to" alwaysOn />,
  <AirlineInput key="airline" source="airline" fullWidth={false} />,
  <CityInput key="origin_city" source="origin_city" fullWidth={false} />,
  <CityInput key="destination_city" source="destination_city" fullWidth={false} />,
  <SelectInput key="status" source="status" choices={scheduleStatusChoices} />,
];

function CalendarHistory() {
  const record = useRecordContext<CalendarRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!record) return null;
  return <HistoryButton queryKey={['schedule', record.id]} load={() => dataProvider.history('schedule', record.id)} />;
}

function BulkDelete() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <BulkActionDialog
      label="app.flightAdmin.calendars.bulk_delete"
      intro="app.flightAdmin.calendars.bulk_delete_intro"
      icon={<DeleteIcon />}
      danger
      success="app.flightAdmin.bulk.deleted"
      run={(ids) => dataProvider.bulkDeleteSchedules(ids)}
    />
  );
}

export function CalendarList() {
  const locales = useDateLocale();
  const canCreate = useCan('flight-calendars', 'create');
  const canDelete = useCan('flight-calendars', 'delete');
  return (
    <ListPage
      perPage={DEFAULT_PAGE_SIZE}
      resource="flight-calendars"
      title="app.menu.routes.admin_flights_calendars"
      crumbs={[{ label: 'app.menu.areas.flight_admin' }]}
      filters={filters}
      sort={{ field: 'start_date', order: 'DESC' }}
      toolbar={{ filterButton: true, columns: true, create: canCreate }}
      emptyMessage="app.flightAdmin.calendars.empty"
    >
      <ResponsiveList<CalendarRecord>
        resource="flight-calendars"
        primary={(c) => `${c.flight_number} · ${c.route_name}`}
        secondary={(c) => `${c.start_date} – ${c.end_date}`}
        tertiary={(c) => String(c.departures)}
      >
        <DataTable rowClick={rowClickTo('flight-calendars')} bulkActionButtons={canDelete ? <BulkDelete /> : false} hiddenColumns={['airline_name', 'arrival_time']}>
          <DataTable.Col source="flight_number" disableSort />
          <DataTable.Col source="route_name" disableSort />
          <DataTable.Col source="airline_name" disableSort />
          <DataTable.Col source="start_date">
            <DateField source="start_date" locales={locales} />
          </DataTable.Col>
          <DataTable.Col source="end_date">
            <DateField source="end_date" locales={locales} />
          </DataTable.Col>
          <DataTable.Col source="weekdays" disableSort>
            <WeekdaysField />
          </DataTable.Col>
          <DataTable.Col source="departure_time" disableSort>
            <TimeField source="departure_time" />
          </DataTable.Col>
          <DataTable.Col source="arrival_time" disableSort>
            <TimeField source="arrival_time" />
          </DataTable.Col>
          <DataTable.NumberCol source="departures" disableSort />
          <DataTable.NumberCol source="sold" disableSort />
          <DataTable.Col source="status" disableSort>
            <EnumChip source="status" group="schedule_statuses" />
          </DataTable.Col>
          <DataTable.Col label="app.network.actions" disableSort>
            <RowActions>
              <CalendarHistory />
            </RowActions>
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </ListPage>
  );
}

export default CalendarList;
