/**
 * /admin/flights/list: the flights (number, airline, route, airports, times, state, calendars),
 * filtered by number, airline, route, cities and state; the catalogue in the tabs above.
 */
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants.ts';
import { DataTable, DeleteButton, SearchInput, SelectInput, useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { FlightRecord } from '../../../dataProvider/flightAdminRecords.ts';
import { ActiveToggle } from '../../common/ActiveToggle.tsx';
import { ListPage, RowActions } from '../../common/ListPage.tsx';
import { ResponsiveList } from '../../common/ResponsiveList.tsx';
import { useCan } from '../../../src/session/useCan.ts';
import { rowClickTo } from '../../paths.ts';
import { CatalogueTabs } from '../catalogue/CatalogueTabs.tsx';
import { yesNoChoices } from '../choices.ts';
import { TimeField } from '../common/fields.tsx';
import { HistoryButton } from '../common/HistoryDialog.tsx';
import { AirlineInput, CityInput, RouteInput } from '../common/inputs.tsx';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <AirlineInput key="airline" source="airline" alwaysOn fullWidth={false} />,
  <RouteInput key="route" source="route" alwaysOn fullWidth={false} />,
  <CityInput key="origin_city" source="origin_city" fullWidth={false} />,
  <CityInput key="destination_city" source="destination_city" fullWidth={false} />,
  <SelectInput key="active" source="active" choices={yesNoChoices} />,
];

function FlightHistory() {
  const record = useRecordContext<FlightRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!record) return null;
  return <HistoryButton queryKey={['flight', record.id]} load={() => dataProvider.history('flight', record.id)} />;
}

export function FlightList() {
  const canCreate = useCan('flights', 'create');
  const canDelete = useCan('flights', 'delete');
  return (
    <>
      <CatalogueTabs current="flights" />
      <ListPage
        perPage={DEFAULT_PAGE_SIZE}
        resource="flights"
        title="app.menu.routes.admin_flights_list"
        crumbs={[{ label: 'app.menu.areas.flight_admin' }]}
        filters={filters}
        sort={{ field: 'number', order: 'ASC' }}
        toolbar={{ filterButton: true, columns: true, create: canCreate }}
        emptyMessage="app.flightAdmin.flights.empty"
      >
        <ResponsiveList<FlightRecord>
          resource="flights"
          primary={(flight) => `${flight.number} · ${flight.airline_name}`}
          secondary={(flight) => `${flight.origin_airport_iata} → ${flight.destination_airport_iata} · ${flight.departure_time.slice(0, 5)}`}
        >
          <DataTable rowClick={rowClickTo('flights')} bulkActionButtons={false} hiddenColumns={['origin_airport_iata', 'destination_airport_iata', 'travel_minutes']}>
            <DataTable.Col source="number" />
            <DataTable.Col source="airline_name" disableSort />
            <DataTable.Col source="route_name" disableSort />
            <DataTable.Col source="origin_airport_iata" disableSort />
            <DataTable.Col source="destination_airport_iata" disableSort />
            <DataTable.Col source="departure_time">
              <TimeField source="departure_time" />
            </DataTable.Col>
            <DataTable.Col source="arrival_time" disableSort>
              <TimeField source="arrival_time" />
            </DataTable.Col>
            <DataTable.NumberCol source="travel_minutes" disableSort />
            <DataTable.NumberCol source="calendars_count" disableSort />
            <DataTable.Col source="active" disableSort>
              <ActiveToggle />
            </DataTable.Col>
            <DataTable.Col label="app.network.actions" disableSort>
              <RowActions>
                <FlightHistory />
                {canDelete && <DeleteButton mutationMode="pessimistic" redirect={false} />}
              </RowActions>
            </DataTable.Col>
          </DataTable>
        </ResponsiveList>
      </ListPage>
    </>
  );
}

export default FlightList;
