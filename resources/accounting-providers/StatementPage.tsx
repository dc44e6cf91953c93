/**
 * /agencias/accounting-provider-balance/{provider}?currency=: the provider's statement in one
 * currency — every ledger line of its account with debit, credit and the running balance (from the
 * server), a date range, opening and closing balances, the XLSX export, and the payment button.
 */
import { Box, MenuItem, Paper, TextField as MuiTextField } from '@mui/material';
import { useMemo } from 'react';
import { DataProviderContext, DataTable, DateInput, List, TopToolbar, useDataProvider, useListContext, useLocaleState, useTranslate, type DataProvider } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { canEditAccountingProviders } from '../../domain/accountingProviders.ts';
import { CURRENCIES } from '../../domain/currencies.ts';
import { PATHS } from '../../domain/menu.ts';
import type { StatementLine } from '../../domain/records/accounting.ts';
import type { ProviderStatementPage } from '../../domain/records/accountingProviders.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { DownloadButton } from '../../src/components/DownloadButton.tsx';
import { BalanceFigure } from '../../src/components/BalanceFigure.tsx';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { formatInstant } from '../../src/components/flights/format.ts';
import { Money } from '../accounting/filters.tsx';
import { useActor } from '../../src/session/useActor.ts';
import { statementPath } from './BalancePage.tsx';
import { PayoutButton } from './PayoutDialog.tsx';

const RESOURCE = 'accounting-provider-statement';
type Head = Omit<ProviderStatementPage, 'count' | 'next' | 'previous' | 'page' | 'total_pages' | 'results'>;

const filters = [
  <DateInput key="date_start" source="date_start" label={`resources.${RESOURCE}.fields.date_start`} alwaysOn />,
  <DateInput key="date_end" source="date_end" label={`resources.${RESOURCE}.fields.date_end`} alwaysOn />,
];

function Head({ provider, currency }: { provider: number; currency: number }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { meta } = useListContext();
  const head = meta as Head | undefined;
  const title = translate('app.accountingProviders.balance.statement_title', { name: head?.provider_name ?? `#${provider}` });
  return (
    <>
      <DocumentTitle title={title} />
      <Box component="h1" sx={{ typography: 'h5', mx: 1, my: 1 }}>
        {title}
      </Box>
      <Paper variant="outlined" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4, m: 1, px: 2, py: 1 }} role="group" aria-label={translate('app.accountingProviders.balance.statement')}>
        <MuiTextField select size="small" label={translate(`resources.${RESOURCE}.fields.currency`)} value={currency} onChange={(e) => navigate(statementPath(provider, Number(e.target.value)))} sx={{ minWidth: 120 }}>
          {CURRENCIES.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.abbreviation}
            </MenuItem>
          ))}
        </MuiTextField>
        {head && (
          <>
            <BalanceFigure label={translate('app.accountingProviders.balance.opening')} amount={head.opening_balance} currency={currency} testId="opening-balance" />
            <BalanceFigure label={translate('app.accountingProviders.balance.closing')} amount={head.closing_balance} currency={currency} testId="closing-balance" />
          </>
        )}
      </Paper>
    </>
  );
}

function Actions({ provider, currency }: { provider: number; currency: number }) {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canPay = canEditAccountingProviders(useActor());
  return (
    <TopToolbar>
      {canPay && <PayoutButton provider={provider} currency={currency} />}
      <DownloadButton label="app.accountingProviders.balance.export" disabled={total === 0} fetchFile={() => dataProvider.exportProviderStatement(provider, { filter: { ...filterValues, currency }, sort })} />
    </TopToolbar>
  );
}

export function StatementPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const provider = Number(id);
  const currency = Number(search.get('currency')) || 1;
  const base = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [language] = useLocaleState();
  // The statement lives at accounting-provider/balance/{provider}/: its list is read through this one method.
  const dataProvider = useMemo<DataProvider>(
    () => ({ ...base, getList: (resource, params) => (resource === RESOURCE ? base.getProviderStatementList(provider, { ...params, filter: { ...params.filter, currency } }) : base.getList(resource, params)) }) as DataProvider,
    [base, provider, currency],
  );
  return (
    <>
      <Breadcrumbs
        items={[{ label: 'app.menu.areas.accounting' }, { label: 'app.menu.routes.agencias_accounting_provider_balance', to: PATHS.accountingProviderBalance }, { label: 'app.accountingProviders.balance.statement' }]}
      />
      <DataProviderContext.Provider value={dataProvider}>
        <List
          resource={RESOURCE}
          title={false}
          filters={filters}
          sort={{ field: 'id', order: 'DESC' }}
          perPage={25}
          storeKey={`accounting-provider-statement.${provider}.${currency}`}
          disableSyncWithLocation
          actions={<Actions provider={provider} currency={currency} />}
          empty={false}
        >
          <Head provider={provider} currency={currency} />
          <DataTable<StatementLine> rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="id" />
            <DataTable.Col source="created_at" disableSort render={(l: StatementLine) => formatInstant(l.created_at, language)} />
            <DataTable.Col source="kind" disableSort render={(l: StatementLine) => translate(`app.accountingProviders.kinds.${l.kind}`, { _: l.kind })} />
            <DataTable.Col source="reference" disableSort render={(l: StatementLine) => [l.locator, l.reference].filter(Boolean).join(' · ')} />
            {(['debit', 'credit', 'balance'] as const).map((source) => (
              <DataTable.Col key={source} source={source} disableSort align="right" render={(l: StatementLine) => <Money amount={l[source]} currency={currency} />} />
            ))}
          </DataTable>
        </List>
      </DataProviderContext.Provider>
    </>
  );
}

export default StatementPage;
