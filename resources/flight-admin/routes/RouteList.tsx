/**
 * /admin/flights/route: the routes with their cities, state, prices and margin; filters by text,
 * cities and state; bulk update of the settings and bulk delete, each after a confirmation.
 */
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants.ts';
import DeleteIcon from '@mui/icons-material/Delete';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Box } from '@mui/material';
import { BooleanField, DataTable, NullableBooleanInput, NumberInput, SearchInput, SelectInput, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { RouteRecord } from '../../../dataProvider/flightAdminRecords.ts';
import { routeBulkUpdateBody } from '../../../domain/schemas/flightAdmin.ts';
import { zodValidate } from '../../../src/forms/zodValidate.ts';
import { ListPage, RowActions } from '../../common/ListPage.tsx';
import { ResponsiveList } from '../../common/ResponsiveList.tsx';
import { useCan } from '../../../src/session/useCan.ts';
import { rowClickTo } from '../../paths.ts';
import { yesNoChoices } from '../choices.ts';
import { BulkActionDialog } from '../common/BulkActionDialog.tsx';
import { CityInput } from '../common/inputs.tsx';
import { PricesInputs } from '../common/PricesInputs.tsx';
import { routeBulkBody } from './routeBody.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <CityInput key="origin_city" source="origin_city" alwaysOn fullWidth={false} />,
  <CityInput key="destination_city" source="destination_city" alwaysOn fullWidth={false} />,
  <SelectInput key="enabled" source="enabled" choices={yesNoChoices} alwaysOn />,
];

const validateBulk = zodValidate(routeBulkUpdateBody, () => ({ ids: [1] }));

function BulkActions() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const canEdit = useCan('flight-routes', 'edit');
  const canDelete = useCan('flight-routes', 'delete');
  return (
    <>
      {canEdit && (
        <BulkActionDialog
          label="app.flightAdmin.routes.bulk_update"
          intro="app.flightAdmin.routes.bulk_update_intro"
          icon={<EditNoteIcon />}
          validate={(values) => validateBulk(routeBulkBody(values))}
          run={(ids, values) => dataProvider.routeBulkUpdate(ids, routeBulkBody(values))}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <NullableBooleanInput source="enabled" nullLabel="app.flightAdmin.unchanged" />
            <NullableBooleanInput source="use_configuration_prices" nullLabel="app.flightAdmin.unchanged" />
          </Box>
          <PricesInputs helper="app.flightAdmin.routes.bulk_prices_hint" />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
            <NumberInput source="sort" min={0} step={1} />
            <NumberInput source="margin_minutes" min={0} max={1440} step={5} />
          </Box>
        </BulkActionDialog>
      )}
      {canDelete && (
        <BulkActionDialog
          label="app.flightAdmin.routes.bulk_delete"
          intro="app.flightAdmin.routes.bulk_delete_intro"
          icon={<DeleteIcon />}
          danger
          success="app.flightAdmin.bulk.deleted"
          run={(ids) => dataProvider.routeBulkDelete(ids)}
        />
      )}
    </>
  );
}

export function RouteList() {
  const canCreate = useCan('flight-routes', 'create');
  return (
    <ListPage
      perPage={DEFAULT_PAGE_SIZE}
      resource="flight-routes"
      title="app.menu.routes.admin_flights_route"
      crumbs={[{ label: 'app.menu.areas.flight_admin' }]}
      filters={filters}
      sort={{ field: 'sort', order: 'ASC' }}
      toolbar={{ columns: true, create: canCreate }}
      emptyMessage="app.flightAdmin.routes.empty"
    >
      <ResponsiveList<RouteRecord>
        resource="flight-routes"
        primary={(route) => route.name}
        secondary={(route) => `${route.origin_city_name} → ${route.destination_city_name}`}
      >
        <DataTable rowClick={rowClickTo('flight-routes')} bulkActionButtons={<BulkActions />} hiddenColumns={['use_configuration_prices', 'price_adult_oi', 'margin_minutes']}>
          <DataTable.NumberCol source="sort" />
          <DataTable.Col source="name" />
          <DataTable.Col source="origin_city_name" disableSort />
          <DataTable.Col source="destination_city_name" disableSort />
          <DataTable.Col source="enabled" disableSort>
            <BooleanField source="enabled" />
          </DataTable.Col>
          <DataTable.Col source="use_configuration_prices" disableSort>
            <BooleanField source="use_configuration_prices" />
          </DataTable.Col>
          <DataTable.Col source="price_adult" disableSort />
          <DataTable.Col source="price_adult_oi" disableSort />
          <DataTable.NumberCol source="margin_minutes" disableSort />
          <DataTable.Col source="flights" disableSort render={(route: RouteRecord) => route.flights?.length ?? 0} />
          <DataTable.Col label="app.network.actions" disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </ListPage>
  );
}

export default RouteList;
