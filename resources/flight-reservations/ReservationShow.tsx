/**
 * /vuelos/reserva/list/:id: a flight reservation with its itinerary, passengers, the price
 * breakdown as the user may see it, the four statuses and their next statuses, the provider
 * confirmation code, notes, history, the payments (resources/resumen/payments: operations, pay,
 * refund, payment link, accounting provider, staff price change), and the cancel and modify actions.
 */
import CancelIcon from '@mui/icons-material/Cancel';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ReservationDetailRecord } from '../../domain/records/flightBooking.ts';
import { canCancelFlightReservation } from '../../domain/reservations/rules.ts';
import { useActor } from '../../src/session/useActor.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { DetailPage } from '../../src/components/flights/DetailPage.tsx';
import { formatInstant } from '../../src/components/flights/format.ts';
import { HistoryPanel } from './HistoryPanel.tsx';
import { ModifyLegDialog, type Leg } from './ModifyLegDialog.tsx';
import { NotesPanel } from './NotesPanel.tsx';
import { PATHS } from '../../domain/menu.ts';
import { PaymentsPanel } from '../resumen/payments/PaymentsPanel.tsx';
import { ProviderCostPanel } from '../accounting-providers/ProviderCostPanel.tsx';
import { PricePanel } from './PricePanel.tsx';
import { Itinerary, PassengersTable, ProviderConfirmation } from './ReservationSections.tsx';
import { StatusChip } from '../../src/components/flights/StatusChip.tsx';
import { StatusPanel } from '../../src/components/reservations/StatusPanel.tsx';
import { VoucherButton } from '../../src/components/documents/VoucherButton.tsx';
import { DetailSection } from '../../src/components/DetailSection.tsx';

/**
 * The status panel takes its record and reload as props (it belongs to another change); this gives
 * it the page's record from the context, and reloads the page after a change.
 */
function HistoryRows() {
  return <HistoryPanel rows={useRecordContext<ReservationDetailRecord>()?.history} />;
}

function Detail() {
  const record = useRecordContext<ReservationDetailRecord>();
  return record ? <Summary record={record} /> : null;
}

/** The head of the page (locator, statuses, people, the actions) and the panels, which read the record themselves. */
function Summary({ record }: { record: ReservationDetailRecord }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const actor = useActor();
  const [cancelling, setCancelling] = useState(false);
  const [modifying, setModifying] = useState<Leg | null>(null);
  const live = record.status === 'reserved';
  const mayChange = live && canCancelFlightReservation(actor);
  const checkedIn = (record.passengers ?? []).some((p) => p.checkin_status === 'checked_in');

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Typography variant="h5" component="p" sx={{ fontFamily: 'monospace', letterSpacing: 2 }} data-testid="reservation-locator">
                {record.locator}
              </Typography>
              <StatusChip field="status" value={record.status} size="medium" />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {record.client_name} · {record.agency_name} · {record.operator_name}
              {record.seller_name ? ` · ${record.seller_name}` : ''} · {formatInstant(record.created_at, language)}
            </Typography>
          </Box>
          <ProviderConfirmation />
          <VoucherButton record={record} />
          {mayChange && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button startIcon={<SwapHorizIcon />} onClick={() => setModifying('outbound')} disabled={checkedIn}>
                {translate('app.flights.modify.outbound')}
              </Button>
              {record.inbound && (
                <Button startIcon={<SwapHorizIcon />} onClick={() => setModifying('inbound')} disabled={checkedIn}>
                  {translate('app.flights.modify.inbound')}
                </Button>
              )}
              <Button color="error" variant="outlined" startIcon={<CancelIcon />} onClick={() => setCancelling(true)} disabled={checkedIn}>
                {translate('app.flights.cancel.action')}
              </Button>
            </Box>
          )}
        </CardContent>
        {checkedIn && live && (
          <Alert severity="info" sx={{ mx: 2, mb: 2 }}>
            {translate('app.flights.reservation.checked_in_locked')}
          </Alert>
        )}
      </Card>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <DetailSection title="app.flights.reservation.itinerary">
            <Itinerary />
          </DetailSection>
          <DetailSection title="app.flights.steps.passengers">
            <PassengersTable />
          </DetailSection>
          <DetailSection title="app.flights.reservation.notes">
            <NotesPanel />
          </DetailSection>
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <DetailSection title="app.flights.reservation.price">
            <PricePanel />
          </DetailSection>
          <DetailSection title="app.resumen.payments.title">
            <PaymentsPanel />
          </DetailSection>
          <ProviderCostPanel />
          <DetailSection title="app.flights.reservation.statuses">
            <StatusPanel />
          </DetailSection>
          <DetailSection title="app.flights.reservation.history">
            <HistoryRows />
          </DetailSection>
        </Box>
      </Box>
      {cancelling && <CancelDialog open onClose={() => setCancelling(false)} />}
      {modifying && <ModifyLegDialog leg={modifying} onClose={() => setModifying(null)} />}
    </Box>
  );
}

export function ReservationShow() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  return (
    <DetailPage<ReservationDetailRecord>
      resource="flight-reservations"
      id={Number(id)}
      crumbs={(record) => [
        { label: 'app.menu.areas.flights', to: PATHS.flightSearch },
        { label: 'app.menu.routes.vuelos_reserva_list', to: PATHS.flightReservations },
        { label: record?.locator ?? '…' },
      ]}
      title={(record) => (record ? translate('app.flights.reservation.title', { locator: record.locator }) : translate('ra.page.loading'))}
    >
      <Detail />
    </DetailPage>
  );
}

export default ReservationShow;
