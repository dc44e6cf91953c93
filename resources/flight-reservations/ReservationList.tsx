/**
 * /vuelos/reserva/list: the flight reservations of the user's subtree with the whole filter of
 * spec §3, sortable columns, the totals paid and unpaid of the filtered list, and the two exports.
 */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ColumnsButton, DataTable, FilterButton, List, TopToolbar, useLocaleState, useTranslate } from 'react-admin';
import type { ReservationListRecord } from '../../domain/records/flightBooking.ts';
import { ReservationTotals } from '../../src/components/ListTotals.tsx';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { ResponsiveFlightList } from '../../src/components/flights/ResponsiveFlightList.tsx';
import { useCan } from '../../src/session/useCan.ts';
import { ExportReservationsButtons } from './ExportButtons.tsx';
import { formatDate, formatInstant, formatMoney, formatTime } from '../../src/components/flights/format.ts';
import { PATHS, recordPath } from '../../domain/menu.ts';
import { reservationFilterDefaults, reservationFilters } from './reservationFilters.tsx';
import { StatusChip } from '../../src/components/flights/StatusChip.tsx';
import { VoucherButton } from '../../src/components/documents/VoucherButton.tsx';
import { canReviewAccounting } from '../../domain/accounting/rules.ts';
import { ReviewBulkButton } from '../accounting/ReviewBulkButton.tsx';
import { useActor } from '../../src/session/useActor.ts';

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ColumnsButton />
      <ExportReservationsButtons />
    </TopToolbar>
  );
}

/** Totals paid and unpaid of the filtered list (shared with the general lists). */
export { ReservationTotals };

function Leg({ leg }: { leg: ReservationListRecord['outbound'] | null }): ReactNode {
  const [language] = useLocaleState();
  if (!leg) return '-';
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{leg.flight_number} · {formatDate(leg.departure_date, language)} {formatTime(leg.departure_time)}</Typography>
      <Typography variant="caption" color="text.secondary">
        {leg.origin} → {leg.destination}
      </Typography>
    </Box>
  );
}

/**
 * Shown by default: what tells a reservation apart and where it stands (issue 8: total and the three
 * statuses must fit 1366 px with the menu open); the rest one click away in the column chooser (the
 * voucher's download too: one more column no longer fits; the detail page has the button).
 */
export const RESERVATION_HIDDEN_COLUMNS = ['agency_name', 'inbound', 'category_name', 'passengers', 'created', 'voucher', 'accounting_status', 'provider_status'];

function ReservationTable() {
  const [language] = useLocaleState();
  const translate = useTranslate();
  // The accounting review in bulk (issue 10): the accountants' only.
  const review = canReviewAccounting(useActor());
  return (
    <ResponsiveFlightList<ReservationListRecord>
      primary={(r) => `${r.locator} · ${r.client_name}`}
      secondary={(r) => `${r.outbound?.flight_number ?? ''} ${formatDate(r.start_date, language)} · ${translate(`app.flights.statuses.status.${r.status}`)}`}
      tertiary={(r) => formatMoney(r.total, r.currency, language)}
      linkTo={(r) => recordPath(PATHS.flightReservations, r.id)}
    >
      <DataTable rowClick={(id) => recordPath(PATHS.flightReservations, id)} bulkActionButtons={review ? <ReviewBulkButton /> : false} hiddenColumns={RESERVATION_HIDDEN_COLUMNS}>
        <DataTable.Col source="locator" render={(r: ReservationListRecord) => <Box sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{r.locator}</Box>} />
        <DataTable.Col source="client_name" />
        <DataTable.Col source="agency_name" disableSort />
        <DataTable.Col source="departure_date" render={(r: ReservationListRecord) => <Leg leg={r.outbound} />} />
        <DataTable.Col source="inbound" disableSort render={(r: ReservationListRecord) => <Leg leg={r.inbound} />} />
        <DataTable.Col source="category_name" disableSort />
        <DataTable.Col source="passengers" disableSort render={(r: ReservationListRecord) => translate('app.flights.reservations.pax_counts', { adults: r.adults, children: r.children, infants: r.infants })} />
        <DataTable.Col source="total" align="right" render={(r: ReservationListRecord) => formatMoney(r.total, r.currency, language)} />
        <DataTable.Col source="status" render={(r: ReservationListRecord) => <StatusChip field="status" value={r.status} />} />
        <DataTable.Col source="commercial_status" disableSort render={(r: ReservationListRecord) => <StatusChip field="commercial_status" value={r.commercial_status} />} />
        <DataTable.Col source="coordinator_status" disableSort render={(r: ReservationListRecord) => <StatusChip field="coordinator_status" value={r.coordinator_status} />} />
        <DataTable.Col source="accounting_status" disableSort render={(r: ReservationListRecord) => <StatusChip field="accounting_status" value={r.accounting_status} />} />
        <DataTable.Col source="provider_status" disableSort render={(r: ReservationListRecord) => <StatusChip field="provider_status" value={r.provider_status} />} />
        <DataTable.Col source="created" render={(r: ReservationListRecord) => formatInstant(r.created_at, language)} />
        <DataTable.Col source="voucher" label="app.documents.voucher.column" disableSort render={(r: ReservationListRecord) => <VoucherButton record={r} iconOnly />} />
      </DataTable>
    </ResponsiveFlightList>
  );
}

export function ReservationList() {
  const translate = useTranslate();
  const agencies = useCan('agencies', 'list');
  const sellers = useCan('sellers', 'list');
  const title = 'app.menu.routes.vuelos_reserva_list';
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.flights', to: PATHS.flightSearch }, { label: title }]} />
      <DocumentTitle title={translate(title)} />
      <List
        resource="flight-reservations"
        title={title}
        filters={reservationFilters({ agencies, sellers })}
        filterDefaultValues={reservationFilterDefaults}
        sort={{ field: 'created', order: 'DESC' }}
        perPage={25}
        actions={<Actions />}
        storeKey="flight-reservations.list"
      >
        <ReservationTotals />
        <ReservationTable />
      </List>
    </>
  );
}

export default ReservationList;
