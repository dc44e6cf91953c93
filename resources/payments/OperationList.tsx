/**
 * A staff list of payment operations (a gateway's, the card terminal's, the custom payments'):
 * react-admin's List over GET payments/gateways/{list}/operations/ with its filters, sortable
 * columns, the totals of the filter and the XLSX export of the same filter. Pages put it under
 * their own title.
 */
import { Box, Chip } from '@mui/material';
import type { ReactNode } from 'react';
import { ColumnsButton, DataTable, FilterButton, List, TopToolbar, useDataProvider, useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { OPERATION_LIST_RESOURCES } from '../../dataProvider/gateways.ts';
import type { OperationList as ListName } from '../../domain/gateways.ts';
import type { GatewayOperationRecord } from '../../domain/schemas/gatewayOperations.ts';
import { DownloadButton } from '../../src/components/DownloadButton.tsx';
import { formatInstant } from '../../src/components/flights/format.ts';
import { useCan } from '../../src/session/useCan.ts';
import { operationFilters } from './operationFilters.tsx';
import { OperationTotals } from './OperationTotals.tsx';

// Outlined: the text keeps the contrast that white on a coloured chip lacks.
const STATUS_COLORS = { pending: 'default', processing: 'info', authorised: 'info', completed: 'success', cancelled: 'default', failed: 'error' } as const;

function StatusChip({ status }: { status: GatewayOperationRecord['status'] }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={translate(`app.cardpay.statuses.${status}`)} />;
}

function ExportButton({ list }: { list: ListName }) {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  return <DownloadButton label="app.cardpay.list.export" disabled={total === 0} doneMessage="app.cardpay.list.exported" fetchFile={() => dataProvider.exportOperations(list, { filter: filterValues, sort })} />;
}

const money = (amount: string, currency: string, language: string) =>
  `${new Intl.NumberFormat(language === 'en' ? 'en-US' : 'es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(amount))} ${currency}`;

/** Columns shown by default: what tells an operation apart and where it stands (1366 px with the menu open). */
const HIDDEN = ['external_id', 'agency_name', 'refunded_amount'];

export interface OperationListProps {
  list: ListName;
  /** A row's own action (the card terminal's status). */
  rowAction?: ReactNode;
  /** More buttons for the toolbar (send a payment link). */
  actions?: ReactNode;
}

export function OperationList({ list, rowAction, actions }: OperationListProps) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const agencies = useCan('agencies', 'list');
  const col = (source: string) => `app.cardpay.fields.${source}`;
  return (
    <List
      resource={OPERATION_LIST_RESOURCES[list]}
      title={false}
      filters={operationFilters({ agencies })}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      empty={false}
      storeKey={`payments.${list}.list`}
      actions={
        <TopToolbar>
          <FilterButton />
          <ColumnsButton />
          <ExportButton list={list} />
          {actions}
        </TopToolbar>
      }
    >
      <OperationTotals />
      <DataTable bulkActionButtons={false} hiddenColumns={HIDDEN} empty={<Box sx={{ p: 2 }}>{translate('app.cardpay.list.empty')}</Box>}>
        <DataTable.Col source="id" label={col('id')} />
        <DataTable.Col source="created_at" label={col('created_at')} render={(r: GatewayOperationRecord) => formatInstant(r.created_at, language)} />
        <DataTable.Col source="kind" label={col('kind')} render={(r: GatewayOperationRecord) => translate(`app.cardpay.kinds.${r.kind}`)} />
        {list === 'custom' || list === 'card' ? <DataTable.Col source="provider" label={col('provider')} disableSort render={(r: GatewayOperationRecord) => translate(`app.cardpay.providers.${r.provider}`, { _: r.provider })} /> : null}
        <DataTable.Col source="status" label={col('status')} render={(r: GatewayOperationRecord) => <StatusChip status={r.status} />} />
        {list === 'tpv' ? (
          <DataTable.Col source="terminal_status" label={col('terminal_status')} disableSort render={(r: GatewayOperationRecord) => (r.terminal_status ? translate(`app.cardpay.terminal_statuses.${r.terminal_status}`) : '-')} />
        ) : null}
        <DataTable.Col source="locator" label={col('locator')} disableSort render={(r: GatewayOperationRecord) => <Box sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{r.locator ?? (r.order ? `#${r.order}` : '-')}</Box>} />
        <DataTable.Col source="agency_name" label={col('agency_name')} disableSort />
        <DataTable.Col source="amount" label={col('amount')} align="right" render={(r: GatewayOperationRecord) => money(r.amount, r.currency, language)} />
        <DataTable.Col source="captured_amount" label={col('captured_amount')} align="right" disableSort render={(r: GatewayOperationRecord) => money(r.captured_amount, r.currency, language)} />
        <DataTable.Col source="refunded_amount" label={col('refunded_amount')} align="right" disableSort render={(r: GatewayOperationRecord) => money(r.refunded_amount, r.currency, language)} />
        {list === 'custom' || list === 'tpv' ? <DataTable.Col source="reference" label={col('reference')} disableSort render={(r: GatewayOperationRecord) => r.reference ?? '-'} /> : null}
        <DataTable.Col source="external_id" label={col('external_id')} disableSort />
        {rowAction ? <DataTable.Col source="actions" label="" disableSort>{rowAction}</DataTable.Col> : null}
      </DataTable>
    </List>
  );
}
