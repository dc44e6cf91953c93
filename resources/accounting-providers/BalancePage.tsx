/**
 * /agencias/accounting-provider-balance: each provider per currency — what the company owes it
 * (costs), paid it, what bookings it collected brought in, and the balance, from the ledger; the
 * filter's totals and the XLSX export; a row opens the provider's statement.
 */
import { Alert } from '@mui/material';
import { DataTable, DateInput, FilterButton, List, SelectInput, TopToolbar, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { PATHS, recordPath } from '../../domain/menu.ts';
import type { ProviderBalanceRow } from '../../domain/records/accountingProviders.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { DownloadButton } from '../../src/components/DownloadButton.tsx';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { Money, TotalsPanel } from '../accounting/filters.tsx';
import { yesNoChoices } from '../common/choices.ts';
import { AccountingProviderIdSelect } from './choices.tsx';
import { currencyChoices } from './ConfigurationPages.tsx';

const RESOURCE = 'accounting-provider-balances';
const MONEY_FIELDS = ['opening_balance', 'owed', 'paid', 'collected', 'balance'] as const;
const label = (source: string) => `resources.${RESOURCE}.fields.${source}`;

const filters = [
  <AccountingProviderIdSelect key="provider" source="provider" label={label('provider')} emptyText="app.accountingProviders.any" alwaysOn />,
  <SelectInput key="currency" source="currency" choices={currencyChoices} translateChoice={false} label={label('currency')} emptyText="app.accountingProviders.any" alwaysOn />,
  <DateInput key="date_start" source="date_start" label={label('date_start')} alwaysOn />,
  <DateInput key="date_end" source="date_end" label={label('date_end')} alwaysOn />,
  <SelectInput key="owing" source="owing" choices={yesNoChoices} label={label('owing')} emptyText="app.accountingProviders.any" />,
];

function ExportButton() {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  return <DownloadButton label="app.accountingProviders.balance.export" disabled={total === 0} fetchFile={() => dataProvider.exportProviderBalances({ filter: filterValues, sort })} />;
}

export function statementPath(provider: number, currency: number): string {
  return `${recordPath(PATHS.accountingProviderBalance, provider)}?currency=${currency}`;
}

export function BalancePage() {
  const translate = useTranslate();
  const title = 'app.menu.routes.agencias_accounting_provider_balance';
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.accounting' }, { label: title }]} />
      <DocumentTitle title={translate(title)} />
      <List
        resource={RESOURCE}
        title={title}
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        storeKey="accounting-provider-balances.list"
        empty={false}
        actions={
          <TopToolbar>
            <FilterButton />
            <ExportButton />
          </TopToolbar>
        }
      >
        <Alert severity="info" sx={{ mx: 1, mt: 1 }}>
          {translate('app.accountingProviders.balance.help')}
        </Alert>
        <TotalsPanel resource={RESOURCE} fields={MONEY_FIELDS} />
        <DataTable<ProviderBalanceRow> rowClick={(_id, _resource, r) => statementPath(r.provider, r.currency)} bulkActionButtons={false} hiddenColumns={['id', 'code', 'opening_balance']}>
          <DataTable.Col source="id" />
          <DataTable.Col source="code" />
          <DataTable.Col source="name" />
          <DataTable.Col source="currency" render={(r: ProviderBalanceRow) => currencyChoices.find((c) => c.id === r.currency)?.name ?? r.currency} />
          {MONEY_FIELDS.map((field) => (
            <DataTable.Col key={field} source={field} align="right" render={(r: ProviderBalanceRow) => <Money amount={r[field]} currency={r.currency} />} />
          ))}
        </DataTable>
      </List>
    </>
  );
}

export default BalancePage;
