/**
 * /casas/solicitudes: the house requests of the user's subtree (all of them for the provider's
 * staff), newest first, with filters by status, check-in and request dates, agency and a search.
 */
import { Chip } from '@mui/material';
import { DataTable, DateField, DateInput, SearchInput, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import type { HouseRequestRecord } from '../../domain/records/houses.ts';
import { formatDate, formatMoney } from '../../src/components/flights/format.ts';
import { useDateLocale } from '../../src/components/useDateLocale.ts';
import { AgencyChoiceInput } from '../evidences/AgencyChoiceInput.tsx';
import { ListPage } from '../common/ListPage.tsx';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { useCan } from '../../src/session/useCan.ts';
import { rowClickTo } from '../paths.ts';
import { requestStatusChoices } from '../../src/components/houses/choices.ts';

const label = (source: string) => `resources.house-requests.filters.${source}`;

export function HouseRequestStatusChip({ status }: { status: HouseRequestRecord['status'] }) {
  const translate = useTranslate();
  const color = status === 'confirmed' || status === 'processed' ? 'success' : status === 'requested' ? 'info' : 'default';
  return <Chip size="small" color={color} label={translate(`app.houses.statuses.${status}`)} data-testid="house-request-status" />;
}

export function HouseRequestList() {
  const [language] = useLocaleState();
  const locales = useDateLocale();
  const agencies = useCan('agency-choices', 'list');
  const filters = [
    <SearchInput key="search" source="search" alwaysOn />,
    <SelectInput key="status" source="status" label={label('status')} choices={requestStatusChoices} emptyText="app.network.any" alwaysOn />,
    ...(agencies ? [<AgencyChoiceInput key="agency" source="agency" label={label('agency')} helperText={false} fullWidth={false} />] : []),
    <DateInput key="checkin_after" source="checkin_after" label={label('checkin_after')} />,
    <DateInput key="checkin_before" source="checkin_before" label={label('checkin_before')} />,
    <DateInput key="created_after" source="created_after" label={label('created_after')} />,
    <DateInput key="created_before" source="created_before" label={label('created_before')} />,
  ];
  return (
    <ListPage
      resource="house-requests"
      title="app.menu.routes.casas_solicitudes"
      crumbs={[{ label: 'app.menu.areas.accommodation' }]}
      filters={filters}
      sort={{ field: 'created', order: 'DESC' }}
      toolbar={{ filterButton: true, create: false }}
      emptyMessage="app.houses.requests_empty"
      storeKey="house-requests.list"
    >
      <ResponsiveList<HouseRequestRecord>
        resource="house-requests"
        primary={(r) => `#${r.id} · ${r.house_name}`}
        secondary={(r) => `${r.customer_name} · ${formatDate(r.checkin, language)}`}
      >
        <DataTable rowClick={rowClickTo('house-requests')} bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="created">
            <DateField source="created" locales={locales} />
          </DataTable.Col>
          <DataTable.Col source="house_name" />
          <DataTable.Col source="agency_name" />
          <DataTable.Col source="customer_name" />
          <DataTable.Col source="checkin" render={(r: HouseRequestRecord) => formatDate(r.checkin, language)} />
          <DataTable.Col source="checkout" render={(r: HouseRequestRecord) => formatDate(r.checkout, language)} />
          <DataTable.Col source="price" align="right" render={(r: HouseRequestRecord) => formatMoney(r.price, r.currency, language)} />
          <DataTable.Col source="status" render={(r: HouseRequestRecord) => <HouseRequestStatusChip status={r.status} />} />
        </DataTable>
      </ResponsiveList>
    </ListPage>
  );
}

export default HouseRequestList;
