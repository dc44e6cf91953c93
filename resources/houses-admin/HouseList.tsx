/** /admin/casas: the staff's house catalogue with filters (search, destination, property type, active). */
import { AutocompleteInput, BooleanField, DataTable, ReferenceInput, SearchInput, SelectInput, useTranslate } from 'react-admin';
import type { HouseAdminRecord } from '../../domain/records/houses.ts';
import { ListPage, RowActions } from '../common/ListPage.tsx';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { rowClickTo } from '../paths.ts';
import { propertyTypeChoices } from '../../src/components/houses/choices.ts';

const yesNo = [
  { id: 'true', name: 'ra.boolean.true' },
  { id: 'false', name: 'ra.boolean.false' },
];

const filters = [
  <SearchInput key="search" source="search" alwaysOn />,
  <ReferenceInput key="destination" source="destination" reference="destinations" alwaysOn>
    <AutocompleteInput optionText="name" sx={{ minWidth: 180 }} />
  </ReferenceInput>,
  <SelectInput key="property_type" source="property_type" choices={propertyTypeChoices} alwaysOn />,
  <SelectInput key="active" source="active" choices={yesNo} />,
];

export function HouseList() {
  const translate = useTranslate();
  return (
    <ListPage resource="admin-houses" title="app.menu.routes.admin_casas" crumbs={[{ label: 'app.menu.areas.hotel_admin' }]} filters={filters} sort={{ field: 'name', order: 'ASC' }} toolbar={{ filterButton: true }} emptyMessage="app.houses.catalogue_empty">
      <ResponsiveList<HouseAdminRecord> resource="admin-houses" primary={(r) => `${r.name} (${r.code})`} secondary={(r) => r.destination_name}>
        <DataTable rowClick={rowClickTo('admin-houses')} bulkActionButtons={false}>
          <DataTable.Col source="code" />
          <DataTable.Col source="name" />
          <DataTable.Col source="destination_name" />
          <DataTable.Col source="property_type" render={(r: HouseAdminRecord) => translate(`app.houses.property_types.${r.property_type}`)} />
          <DataTable.Col source="capacity" disableSort align="right" />
          <DataTable.Col source="requests_count" disableSort align="right" />
          <DataTable.Col source="active">
            <BooleanField source="active" />
          </DataTable.Col>
          <DataTable.Col label="">
            <RowActions />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </ListPage>
  );
}

export default HouseList;
