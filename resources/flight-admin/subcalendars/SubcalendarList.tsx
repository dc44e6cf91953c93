/**
 * /admin/flights: the dated departures (subcalendars) with the spec's 'Flight calendar filter',
 * each with its times, status, seats per category (capacity / sold / free), the seats held for
 * agency groups and the totals; select rows for the bulk actions; a row opens the departure.
 */
import { BooleanField, DataTable, DateField } from 'react-admin';
import type { SubcalendarRecord } from '../../../dataProvider/flightAdminRecords.ts';
import { ListPage } from '../../common/ListPage.tsx';
import { ResponsiveList } from '../../common/ResponsiveList.tsx';
import { useDateLocale } from '../../common/useDateLocale.ts';
import { rowClickTo } from '../../paths.ts';
import { EnumChip, TimeField } from '../common/fields.tsx';
import { CategoriesCell, GroupSeatsCell, TotalsCell } from './InventoryCells.tsx';
import { SubcalendarBulkActions } from './SubcalendarBulkActions.tsx';
import { subcalendarFilters } from './subcalendarFilters.tsx';

const statusColor = (status: string) => (status === 'active' ? 'success' : status === 'cancelled' ? 'error' : 'warning');

export function SubcalendarList() {
  const locales = useDateLocale();
  return (
    <ListPage
      resource="subcalendars"
      title="app.menu.routes.admin_flights"
      crumbs={[{ label: 'app.menu.areas.flight_admin' }]}
      filters={subcalendarFilters}
      sort={{ field: 'departure_date', order: 'ASC' }}
      toolbar={{ filterButton: true, create: false }}
      emptyMessage="app.flightAdmin.subcalendars.empty"
    >
      <ResponsiveList<SubcalendarRecord>
        resource="subcalendars"
        primary={(s) => `${s.departure_date} · ${s.flight_number}`}
        secondary={(s) => `${s.origin_city_name} → ${s.destination_city_name} · ${s.departure_time.slice(0, 5)}`}
        tertiary={(s) => `${s.seats_available}/${s.seats_total_capacity}`}
      >
        <DataTable rowClick={rowClickTo('subcalendars')} bulkActionButtons={<SubcalendarBulkActions />}>
          <DataTable.Col source="departure_date">
            <DateField source="departure_date" locales={locales} />
          </DataTable.Col>
          <DataTable.Col source="flight_number" />
          <DataTable.Col source="airline_name" disableSort />
          <DataTable.Col source="origin_city_name" disableSort />
          <DataTable.Col source="destination_city_name" disableSort />
          <DataTable.Col source="departure_time">
            <TimeField source="departure_time" />
          </DataTable.Col>
          <DataTable.Col source="arrival_time" disableSort>
            <TimeField source="arrival_time" />
          </DataTable.Col>
          <DataTable.Col source="schedule_status" disableSort>
            <EnumChip source="schedule_status" group="schedule_statuses" color={statusColor} />
          </DataTable.Col>
          <DataTable.Col source="blocked" disableSort>
            <BooleanField source="blocked" />
          </DataTable.Col>
          <DataTable.Col source="categories" disableSort>
            <CategoriesCell />
          </DataTable.Col>
          <DataTable.Col source="group_seats" disableSort>
            <GroupSeatsCell />
          </DataTable.Col>
          <DataTable.Col source="seats_available" disableSort>
            <TotalsCell />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </ListPage>
  );
}

export default SubcalendarList;
