/**
 * The general reservation list of every service (GET reservations/ or, for /resumen/vendedores,
 * sellers/reservations/): the seller reservation filter of spec §3/§7, ten per page, the totals
 * paid and unpaid of the filter, each service's one-line summary, the XLSX export and the column
 * chooser. A row opens its service's detail page where one exists and the user may open it.
 */
import { canReviewAccounting } from '../../domain/accounting/rules.ts';
import { canSeeAccountingProviders } from '../../domain/accountingProviders.ts';
import { Box } from '@mui/material';
import { ColumnsButton, DataTable, FilterButton, List, TopToolbar, useDataProvider, useListContext, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import type { ReservationAudience } from '../../dataProvider/resumen.ts';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { SELLER_RESERVATION_PAGE_SIZE } from '../../domain/schemas/resumen.ts';
import type { GeneralReservationRecord } from '../../domain/records/resumen.ts';
import { PATHS } from '../../domain/menu.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { DownloadButton } from '../../src/components/DownloadButton.tsx';
import { ReservationTotals } from '../../src/components/ListTotals.tsx';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { ResponsiveFlightList } from '../../src/components/flights/ResponsiveFlightList.tsx';
import { StatusChip } from '../../src/components/flights/StatusChip.tsx';
import { formatDate, formatInstant, formatMoney } from '../../src/components/flights/format.ts';
import { useActor } from '../../src/session/useActor.ts';
import { useCan } from '../../src/session/useCan.ts';
import { ReviewBulkButton } from '../accounting/ReviewBulkButton.tsx';
import { detailPathOf } from './detailLinks.ts';
import { resumenFilterDefaults, resumenFilters } from './resumenFilters.tsx';

/**
 * Shown by default: what tells a reservation apart and where it stands, so the table fits 1366 px
 * with the menu open (README: lists show fewer columns by default); the rest in the column chooser.
 */
export const RESUMEN_HIDDEN_COLUMNS = [
  'end_date',
  'agency_name',
  'operator_name',
  'seller_name',
  'created',
  'status',
  'accounting_status',
  'provider_status',
  'coordinator_status',
  'accounting_provider',
  'has_notes',
  'business_line',
  'cost_center',
];

function ExportButton({ audience }: { audience: ReservationAudience }) {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  return <DownloadButton label="app.resumen.export" disabled={total === 0} fetchFile={() => dataProvider.exportGeneralReservations(audience, { filter: filterValues, sort })} />;
}

function Actions({ audience }: { audience: ReservationAudience }) {
  return (
    <TopToolbar>
      <FilterButton />
      <ColumnsButton />
      <ExportButton audience={audience} />
    </TopToolbar>
  );
}

/**
 * For a reviewer the accounting status shows by default (what the bulk review changes) in the
 * service type's place, so the table with its selection column still fits 1366 px (the summary
 * names the service); the service type stays in the column chooser.
 */
const REVIEWER_HIDDEN_COLUMNS = [...RESUMEN_HIDDEN_COLUMNS.filter((c) => c !== 'accounting_status'), 'service_type'];

/** `review`: rows can be chosen for the accounting review in bulk (domain canReviewAccounting). */
function ReservationTable({ review }: { review: boolean }) {
  const [language] = useLocaleState();
  const translate = useTranslate();
  const actor = useActor();
  const service = (r: GeneralReservationRecord) => translate(`resumen.services.${r.service_type}`, { _: r.service_type });
  const status = (field: keyof GeneralReservationRecord) => (r: GeneralReservationRecord) => <StatusChip field={field} value={String(r[field])} />;
  const open = (_id: unknown, _resource: string, record: RaRecord) => detailPathOf(record as GeneralReservationRecord, actor) ?? false;
  return (
    <ResponsiveFlightList<GeneralReservationRecord>
      primary={(r) => `${r.locator} · ${r.client_name}`}
      secondary={(r) => `${service(r)} · ${formatDate(r.start_date, language)} · ${translate(`app.flights.statuses.commercial_status.${r.commercial_status}`)}`}
      tertiary={(r) => formatMoney(r.total, r.currency, language)}
      linkTo={(r) => detailPathOf(r, actor) ?? ''}
    >
      <DataTable rowClick={open} bulkActionButtons={review ? <ReviewBulkButton /> : false} hiddenColumns={review ? REVIEWER_HIDDEN_COLUMNS : RESUMEN_HIDDEN_COLUMNS}>
        <DataTable.Col source="locator" render={(r: GeneralReservationRecord) => <Box sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{r.locator}</Box>} />
        <DataTable.Col source="service_type" render={service} />
        <DataTable.Col source="summary" disableSort render={(r: GeneralReservationRecord) => <Box sx={{ minWidth: 160, maxWidth: 320, whiteSpace: 'normal' }}>{r.summary || '-'}</Box>} />
        <DataTable.Col source="client_name" />
        <DataTable.Col source="agency_name" disableSort />
        <DataTable.Col source="operator_name" disableSort />
        <DataTable.Col source="seller_name" disableSort render={(r: GeneralReservationRecord) => r.seller_name ?? '-'} />
        <DataTable.Col source="start_date" render={(r: GeneralReservationRecord) => formatDate(r.start_date, language)} />
        <DataTable.Col source="end_date" disableSort render={(r: GeneralReservationRecord) => formatDate(r.end_date, language)} />
        <DataTable.Col source="created" render={(r: GeneralReservationRecord) => formatInstant(r.created_at, language)} />
        <DataTable.Col source="total" align="right" render={(r: GeneralReservationRecord) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatMoney(r.total, r.currency, language)}</Box>} />
        <DataTable.Col source="status" render={status('status')} />
        <DataTable.Col source="commercial_status" disableSort render={status('commercial_status')} />
        <DataTable.Col source="accounting_status" disableSort render={status('accounting_status')} />
        <DataTable.Col source="provider_status" disableSort render={status('provider_status')} />
        <DataTable.Col source="coordinator_status" disableSort render={status('coordinator_status')} />
        <DataTable.Col
          source="accounting_provider"
          disableSort
          render={(r: GeneralReservationRecord) => r.accounting_provider_name || '-'}
        />
        <DataTable.Col source="has_notes" disableSort render={(r: GeneralReservationRecord) => translate(r.has_notes ? 'app.network.yes' : 'app.network.no')} />
        <DataTable.Col source="business_line" disableSort />
        <DataTable.Col source="cost_center" disableSort />
      </DataTable>
    </ResponsiveFlightList>
  );
}

interface GeneralReservationListProps {
  audience: ReservationAudience;
  /** The dataProvider resource: reservations or seller-reservations. */
  resource: 'reservations' | 'seller-reservations';
  title: string;
}

export function GeneralReservationList({ audience, resource, title }: GeneralReservationListProps) {
  const translate = useTranslate();
  const agencies = useCan('agencies', 'list');
  const sellers = useCan('sellers', 'list');
  const actor = useActor();
  const providers = canSeeAccountingProviders(actor);
  // The accountants review from /resumen (every service); the sellers' list is not theirs.
  const review = audience === 'scope' && canReviewAccounting(actor);
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.bookings', to: PATHS.bookings }, { label: title }]} />
      <DocumentTitle title={translate(title)} />
      <List
        resource={resource}
        title={title}
        filters={resumenFilters(resource, { agencies, sellers, providers })}
        filterDefaultValues={resumenFilterDefaults}
        sort={{ field: 'created', order: 'DESC' }}
        perPage={SELLER_RESERVATION_PAGE_SIZE}
        actions={<Actions audience={audience} />}
        storeKey={`${resource}.list`}
      >
        <ReservationTotals />
        <ReservationTable review={review} />
      </List>
    </>
  );
}
