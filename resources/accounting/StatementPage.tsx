/**
 * /agencias/accounting/{agency}: the agency's statement — every ledger transaction on one of its
 * accounts (its funds in the currency asked, or another account chosen), newest first, with debit,
 * credit and the running balance (computed by the server), a date range, opening and closing
 * balances, and the XLSX export of the range.
 */
import { Box, MenuItem, Paper, TextField as MuiTextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  DataProviderContext,
  DataTable,
  DateInput,
  List,
  TopToolbar,
  useDataProvider,
  useListContext,
  useLocaleState,
  useTranslate,
  type DataProvider,
} from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { CURRENCIES } from '../../domain/currencies.ts';
import { PATHS } from '../../domain/menu.ts';
import type { StatementLine, StatementPage as StatementAnswer } from '../../domain/records/accounting.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { BalanceFigure } from '../../src/components/BalanceFigure.tsx';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { DownloadButton } from '../../src/components/DownloadButton.tsx';
import { formatInstant } from '../../src/components/flights/format.ts';
import { Money } from './filters.tsx';
import { StatementReference } from './StatementReference.tsx';

const RESOURCE = 'accounting-statement';
type Head = Omit<StatementAnswer, 'count' | 'next' | 'previous' | 'page' | 'total_pages' | 'results'>;

const filters = [
  <DateInput key="date_start" source="date_start" label={`resources.${RESOURCE}.fields.date_start`} alwaysOn />,
  <DateInput key="date_end" source="date_end" label={`resources.${RESOURCE}.fields.date_end`} alwaysOn />,
];

const currencyName = (id: number) => CURRENCIES.find((c) => c.id === id)?.abbreviation ?? String(id);

/** Which account: the head's list of the agency's accounts, chosen by id (kept in the list's filter). */
function AccountPicker() {
  const translate = useTranslate();
  const { meta, filterValues, setFilters, displayedFilters } = useListContext();
  const head = meta as Head | undefined;
  if (!head || head.accounts.length === 0) return null;
  const value = head.account?.id ?? '';
  return (
    <MuiTextField
      select
      size="small"
      label={translate('app.accounting.statement.account')}
      value={value}
      onChange={(e) => setFilters({ ...filterValues, account: Number(e.target.value), currency: undefined }, displayedFilters)}
      sx={{ minWidth: 220, mt: 1 }}
    >
      {head.accounts.map((a) => (
        <MenuItem key={a.id} value={a.id}>
          {`${translate(`app.accounting.statement.accounts.${a.kind}`, { _: a.kind })} · ${currencyName(a.currency)}`}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}

function Balances() {
  const translate = useTranslate();
  const { meta } = useListContext();
  const head = meta as Head | undefined;
  if (!head) return null;
  const currency = head.account?.currency ?? 1;
  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, m: 1, px: 2, py: 1 }} role="group" aria-label={translate('app.accounting.statement.title')}>
      <BalanceFigure label={translate('app.accounting.statement.opening')} amount={head.opening_balance} currency={currency} testId="opening-balance" />
      <BalanceFigure label={translate('app.accounting.statement.closing')} amount={head.closing_balance} currency={currency} testId="closing-balance" />
      {!head.account && <Typography color="text.secondary">{translate('app.accounting.statement.no_account')}</Typography>}
    </Paper>
  );
}

function Title({ agency }: { agency: number }) {
  const translate = useTranslate();
  const { meta } = useListContext();
  const name = (meta as Head | undefined)?.agency_name ?? `#${agency}`;
  const title = translate('app.accounting.statement_link', { name });
  return (
    <>
      <DocumentTitle title={title} />
      <Box component="h1" sx={{ typography: 'h5', mx: 1, my: 1 }}>
        {title}
      </Box>
    </>
  );
}

function ExportButton({ agency }: { agency: number }) {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  return <DownloadButton label="app.accounting.export" disabled={total === 0} fetchFile={() => dataProvider.exportStatement(agency, { filter: filterValues, sort })} />;
}

export function StatementPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const agency = Number(id);
  const currency = Number(search.get('currency')) || undefined;
  const base = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [language] = useLocaleState();
  // The statement lives at accounting/balance/{agency}/: its list is read through this one method.
  const dataProvider = useMemo<DataProvider>(
    () => ({ ...base, getList: (resource, params) => (resource === RESOURCE ? base.getStatementList(agency, params) : base.getList(resource, params)) }) as DataProvider,
    [base, agency],
  );
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.accounting' }, { label: 'app.menu.routes.agencias_accounting', to: PATHS.accounting }, { label: 'app.accounting.statement.title' }]} />
      <DataProviderContext.Provider value={dataProvider}>
        <List
          resource={RESOURCE}
          title={false}
          filters={filters}
          filterDefaultValues={currency ? { currency } : {}}
          sort={{ field: 'id', order: 'DESC' }}
          perPage={25}
          storeKey={`accounting-statement.${agency}`}
          disableSyncWithLocation
          actions={
            <TopToolbar>
              <ExportButton agency={agency} />
            </TopToolbar>
          }
          empty={false}
        >
          <Title agency={agency} />
          <Box sx={{ mx: 1 }}>
            <AccountPicker />
          </Box>
          <Balances />
          <DataTable<StatementLine> rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="id" />
            <DataTable.Col source="created_at" disableSort render={(l: StatementLine) => formatInstant(l.created_at, language)} />
            <DataTable.Col source="kind" disableSort render={(l: StatementLine) => translate(`app.accounting.kinds.${l.kind}`, { _: l.kind })} />
            <StatementReferenceCol />
            <StatementMoney source="debit" />
            <StatementMoney source="credit" />
            <StatementMoney source="balance" />
          </DataTable>
        </List>
      </DataProviderContext.Provider>
    </>
  );
}

function StatementReferenceCol() {
  const { meta } = useListContext();
  const currency = (meta as Head | undefined)?.account?.currency ?? 1;
  return <DataTable.Col source="reference" disableSort render={(l: StatementLine) => <StatementReference line={l} fundsCurrency={currency} />} />;
}

function StatementMoney({ source }: { source: 'debit' | 'credit' | 'balance' }) {
  const { meta } = useListContext();
  const currency = (meta as Head | undefined)?.account?.currency ?? 1;
  return <DataTable.Col source={source} disableSort align="right" render={(l: StatementLine) => <Money amount={l[source]} currency={currency} />} />;
}

export default StatementPage;
