/** /admin/cadenas-hoteleras: the hotel chains (active and inactive) with search, sorting and an active filter. */
import { BooleanField, DataTable, SearchInput, SelectInput } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.ts';
import { PATHS } from '../../domain/menu.ts';
import { ListPage, RowActions } from '../common/ListPage.tsx';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { rowClickTo } from '../paths.ts';

const yesNo = [
  { id: 'true', name: 'ra.boolean.true' },
  { id: 'false', name: 'ra.boolean.false' },
];

const filters = [<SearchInput key="search" source="search" alwaysOn />, <SelectInput key="active" source="active" choices={yesNo} alwaysOn />];

interface ChainRow {
  id: number;
  name: string;
  code: string | null;
  active: boolean;
}

export function ChainList() {
  return (
    <ListPage
      perPage={DEFAULT_PAGE_SIZE}
      resource="admin-hotel-chains"
      title="app.menu.routes.admin_cadenas_hoteleras"
      crumbs={[{ label: 'app.menu.areas.hotel_admin' }, { label: 'app.menu.routes.admin_hoteles', to: PATHS.hotelCatalog }]}
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      emptyMessage="app.hotelCatalog.chains_empty"
    >
      <ResponsiveList<ChainRow> resource="admin-hotel-chains" primary={(r) => r.name} secondary={(r) => r.code ?? ''}>
        <DataTable rowClick={rowClickTo('admin-hotel-chains')} bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="code" />
          <DataTable.Col source="active" disableSort>
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

export default ChainList;
