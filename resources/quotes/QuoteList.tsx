/**
 * /cart/cotizaciones: the user's quotes (an agency admin's: also those of its agency and below),
 * newest first, filtered by name and creation range; each row opens the quote and carries its
 * actions (PDF, e-mail, rename, move to the cart, delete).
 */
import { DataTable, DateField, DateInput, SearchInput, useLocaleState } from 'react-admin';
import type { QuoteRecord } from '../../domain/records/quotes.ts';
import { formatMoney } from '../../src/components/flights/format.ts';
import { useDateLocale } from '../../src/components/useDateLocale.ts';
import { ListPage } from '../common/ListPage.tsx';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { rowClickTo } from '../paths.ts';
import { QuoteActions } from './QuoteActions.tsx';

const filters = [
  <SearchInput key="name" source="name" alwaysOn />,
  <DateInput key="created_after" source="created_after" label="resources.quotes.filters.created_after" alwaysOn />,
  <DateInput key="created_before" source="created_before" label="resources.quotes.filters.created_before" alwaysOn />,
];

export function QuoteList() {
  const locales = useDateLocale();
  const [language] = useLocaleState();
  const money = (q: QuoteRecord) => formatMoney(q.total, q.currency, language);
  return (
    <ListPage resource="quotes" title="app.menu.routes.cart_cotizaciones" crumbs={[]} filters={filters} sort={{ field: 'created_at', order: 'DESC' }} toolbar={{ create: false, columns: true }} emptyMessage="app.quotes.empty">
      <ResponsiveList<QuoteRecord> resource="quotes" primary={(q) => q.name} secondary={(q) => q.summary} tertiary={money}>
        <DataTable rowClick={rowClickTo('quotes')} bulkActionButtons={false} hiddenColumns={['id', 'agency_name', 'updated_at']}>
          <DataTable.Col source="id" />
          <DataTable.Col source="name" />
          <DataTable.Col source="summary" disableSort />
          <DataTable.Col source="item_count" />
          <DataTable.Col source="total" render={money} />
          <DataTable.Col source="owner_name" />
          <DataTable.Col source="agency_name" disableSort />
          <DataTable.Col source="created_at">
            <DateField source="created_at" showTime locales={locales} />
          </DataTable.Col>
          <DataTable.Col source="updated_at">
            <DateField source="updated_at" showTime locales={locales} />
          </DataTable.Col>
          <DataTable.Col label="app.quotes.actions" disableSort>
            <QuoteActions />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </ListPage>
  );
}

export default QuoteList;
