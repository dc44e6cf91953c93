/** /clientes: the customers of the caller's agency and those below (search by name, document, e-mail). */
import { DataTable, DateField, SearchInput, TextInput } from 'react-admin';
import type { CustomerRecord } from '../../domain/records/customers.ts';
import { useDateLocale } from '../../src/components/useDateLocale.ts';
import { AgencyInput } from '../../src/components/referenceInputs.tsx';
import { ListPage, RowActions } from '../common/ListPage.tsx';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { rowClickTo } from '../paths.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="passport" source="passport" />,
  <TextInput key="dni" source="dni" />,
  <TextInput key="email" source="email" />,
  <AgencyInput key="agency" source="agency" label="resources.customers.fields.agency" helperText={false} filter={{ state: 'all' }} />,
];

export function CustomerList() {
  const locales = useDateLocale();
  return (
    <ListPage
      resource="customers"
      title="app.menu.routes.clientes"
      crumbs={[{ label: 'app.menu.areas.bookings' }]}
      filters={filters}
      sort={{ field: 'last_name', order: 'ASC' }}
      toolbar={{ filterButton: true, columns: true }}
      emptyMessage="app.checkout.customer.empty"
    >
      <ResponsiveList<CustomerRecord> resource="customers" primary={(c) => c.full_name} secondary={(c) => [c.passport, c.dni].filter(Boolean).join(' · ')} tertiary={(c) => c.email}>
        <DataTable rowClick={rowClickTo('customers')} bulkActionButtons={false} hiddenColumns={['phone', 'country_name', 'created']}>
          <DataTable.Col source="last_name" />
          <DataTable.Col source="first_name" />
          <DataTable.Col source="passport" disableSort />
          <DataTable.Col source="dni" disableSort />
          <DataTable.Col source="email" />
          <DataTable.Col source="phone" disableSort />
          <DataTable.Col source="country_name" disableSort />
          <DataTable.Col source="agency_name" />
          <DataTable.Col source="created">
            <DateField source="created_at" locales={locales} />
          </DataTable.Col>
          <DataTable.Col label="app.network.actions" disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </ListPage>
  );
}

export default CustomerList;
