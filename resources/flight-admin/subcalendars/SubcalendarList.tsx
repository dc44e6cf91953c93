/**
 * /admin/flights: the dated departures (subcalendars) with the spec's 'Flight calendar filter',
 * each with its times, status, seats per category (capacity / sold / free), the seats held for
 * agency groups and the totals; select rows for the bulk actions; a row opens the departure.
 */
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants.ts';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { DataTable, DateField, useRecordContext, useTranslate } from 'react-admin';
import type { SubcalendarRecord } from '../../../dataProvider/flightAdminRecords.ts';
import { ListPage } from '../../common/ListPage.tsx';
import { ResponsiveList } from '../../common/ResponsiveList.tsx';
import { useDateLocale } from '../../../src/components/useDateLocale.ts';
import { rowClickTo } from '../../paths.ts';
import { shortTime } from '../../../domain/flights/schedule.ts';
import { EnumChip } from '../common/fields.tsx';
import { CategoriesCell, GroupSeatsCell, TotalsCell } from './InventoryCells.tsx';
import { SubcalendarBulkActions } from './SubcalendarBulkActions.tsx';
import { subcalendarFilters } from './subcalendarFilters.tsx';

const statusColor = (status: string) => (status === 'active' ? 'success' : status === 'cancelled' ? 'error' : 'warning');

function FlightCell({ record }: { record: SubcalendarRecord }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>{record.flight_number}</Typography>
      <Typography variant="caption" color="text.secondary">{record.airline_name}</Typography>
    </>
  );
}

/** The schedule status, and 'blocked' when it is. */
function StatusCell(_props: { label?: string }) {
  const record = useRecordContext<SubcalendarRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <EnumChip source="schedule_status" group="schedule_statuses" color={statusColor} />
      {record.blocked && <Chip size="small" color="warning" variant="outlined" label={translate('resources.subcalendars.fields.blocked')} />}
    </Stack>
  );
}

export function SubcalendarList() {
  const locales = useDateLocale();
  return (
    <ListPage
      perPage={DEFAULT_PAGE_SIZE}
      resource="subcalendars"
      title="app.menu.routes.admin_flights"
      crumbs={[{ label: 'app.menu.areas.flight_admin' }]}
      filters={subcalendarFilters}
      sort={{ field: 'departure_date', order: 'ASC' }}
      toolbar={{ filterButton: true, columns: true, create: false }}
      emptyMessage="app.flightAdmin.subcalendars.empty"
    >
      <ResponsiveList<SubcalendarRecord>
        resource="subcalendars"
        primary={(s) => `${s.departure_date} · ${s.flight_number}`}
        secondary={(s) => `${s.origin_city_name} → ${s.destination_city_name} · ${s.departure_time.slice(0, 5)}`}
        tertiary={(s) => `${s.seats_available}/${s.seats_total_capacity}`}
      >
        <DataTable rowClick={rowClickTo('subcalendars')} bulkActionButtons={<SubcalendarBulkActions />} hiddenColumns={['departure_time', 'group_seats']}>
          <DataTable.Col source="departure_date">
            <DateField source="departure_date" locales={locales} />
          </DataTable.Col>
          <DataTable.Col source="flight_number" render={(s: SubcalendarRecord) => <FlightCell record={s} />} />
          <DataTable.Col source="route" disableSort render={(s: SubcalendarRecord) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{`${s.origin_city_name} → ${s.destination_city_name}`}</Box>} />
          <DataTable.Col source="departure_time" label="resources.subcalendars.fields.schedule" render={(s: SubcalendarRecord) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{`${shortTime(s.departure_time)} → ${shortTime(s.arrival_time)}`}</Box>} />
          <DataTable.Col source="schedule_status" disableSort>
            <StatusCell />
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
