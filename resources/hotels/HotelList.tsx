/** /admin/hoteles: the hotel catalogue with filters (name, chain, category, country, destination, active). */
import { AutocompleteInput, BooleanField, DataTable, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.ts';
import { ListPage, RowActions } from '../common/ListPage.tsx';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { rowClickTo } from '../paths.ts';
import { categoryChoices } from './HotelFields.tsx';

const yesNo = [
  { id: 'true', name: 'ra.boolean.true' },
  { id: 'false', name: 'ra.boolean.false' },
];

const filters = [
  <SearchInput key="search" source="search" alwaysOn />,
  <ReferenceInput key="chain" source="chain" reference="hotel-chains" alwaysOn>
    <AutocompleteInput optionText="name" sx={{ minWidth: 180 }} />
  </ReferenceInput>,
  <SelectInput key="category" source="category" choices={categoryChoices} alwaysOn />,
  <ReferenceInput key="country" source="country" reference="countries" perPage={300}>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <ReferenceInput key="destination" source="destination" reference="destinations" alwaysOn>
    <AutocompleteInput optionText="name" sx={{ minWidth: 180 }} />
  </ReferenceInput>,
  <SelectInput key="active" source="active" choices={yesNo} />,
];

interface HotelRow {
  id: number;
  name: string;
  category: number;
  destination_name: string;
}

export function HotelList() {
  return (
    <ListPage
      perPage={DEFAULT_PAGE_SIZE}
      resource="admin-hotels"
      title="app.menu.routes.admin_hoteles"
      crumbs={[{ label: 'app.menu.areas.hotel_admin' }]}
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      toolbar={{ filterButton: true }}
      emptyMessage="app.hotels.empty"
    >
      <ResponsiveList<HotelRow> resource="admin-hotels" primary={(r) => r.name} secondary={(r) => `${'★'.repeat(r.category)} · ${r.destination_name}`}>
        <DataTable rowClick={rowClickTo('admin-hotels')} bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="category" render={(r: HotelRow) => '★'.repeat(r.category)} />
          <DataTable.Col source="chain_name" />
          <DataTable.Col source="destination_name" />
          <DataTable.Col source="provider" />
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

export default HotelList;
