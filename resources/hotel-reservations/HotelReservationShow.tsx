/**
 * /resumen/hoteles/:id: a hotel booking (issue 11, slice "hui"). The head (locator, the statuses,
 * agency · operator · customer, the voucher and the actions the server offers: `can_confirm` for the
 * coordinator's confirm/deny of an on-request stay, `can_cancel`), the hotel part, the shared
 * payments panel (resources/resumen/payments), fed with the booking's row of the general list for
 * what the hotel part does not carry (agency, accounting provider), and — as on the flight page, the
 * same components — the provider cost (for the provider's staff) and the accounting and provider
 * statuses with what the server says this user may set them to (`next_statuses`).
 */
import CancelIcon from '@mui/icons-material/Cancel';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { RecordContextProvider, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { PATHS } from '../../domain/menu.ts';
import type { HotelReservationRecord } from '../../domain/records/hotelSales.ts';
import { canListReservations } from '../../domain/reservations/listRules.ts';
import { VoucherButton } from '../../src/components/documents/VoucherButton.tsx';
import { DetailPage } from '../../src/components/flights/DetailPage.tsx';
import { StatusChip } from '../../src/components/flights/StatusChip.tsx';
import { useActor } from '../../src/session/useActor.ts';
import { ProviderCostPanel } from '../accounting-providers/ProviderCostPanel.tsx';
import { StatusPanel } from '../../src/components/reservations/StatusPanel.tsx';
import { PaymentsPanel } from '../resumen/payments/PaymentsPanel.tsx';
import type { PaymentsRecord } from '../resumen/payments/types.ts';
import { AnswerDialog, type HotelAnswer } from './AnswerDialog.tsx';
import { HotelCancelDialog } from './HotelCancelDialog.tsx';
import { HotelStayPanel } from './HotelStayPanel.tsx';
import { DetailSection } from '../../src/components/DetailSection.tsx';

/** The statuses of the panel: the head shows the commercial and coordinator ones (the latter's actions are confirm/deny). */
const ACCOUNTING_FIELDS = ['accounting_status', 'provider_status'] as const;

/** The booking's general-list row, when this user reads that list (else the panel shows the money alone). */
function useListRow(record: HotelReservationRecord) {
  const actor = useActor();
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['hotel-reservations', 'row', record.id, record.locator, record.currency],
    queryFn: ({ signal }) => dataProvider.hotelReservationRow(record, signal),
    enabled: canListReservations(actor),
  }).data;
}

function Booking({ record }: { record: HotelReservationRecord }) {
  const translate = useTranslate();
  const row = useListRow(record);
  const [answering, setAnswering] = useState<HotelAnswer | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const live = record.status !== 'cancelled';
  const payments: PaymentsRecord = { ...record, agency_name: row?.agency_name ?? '', accounting_provider: row?.accounting_provider ?? '' };
  const people = row ? [row.client_name, row.agency_name, row.operator_name, row.seller_name].filter(Boolean).join(' · ') : '';

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h5" component="p" sx={{ fontFamily: 'monospace', letterSpacing: 2 }} data-testid="reservation-locator">
                {record.locator}
              </Typography>
              <StatusChip field="status" value={record.status} size="medium" />
              <StatusChip field="commercial_status" value={record.commercial_status} />
              <StatusChip field="coordinator_status" value={record.coordinator_status} />
            </Box>
            {people && (
              <Typography variant="body2" color="text.secondary">
                {people}
              </Typography>
            )}
          </Box>
          <VoucherButton record={record} />
          {(record.can_confirm || (live && record.can_cancel)) && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label={translate('app.hotelBooking.actions')}>
              {record.can_confirm && (
                <>
                  <Button variant="contained" startIcon={<CheckIcon />} onClick={() => setAnswering('confirm')}>
                    {translate('app.hotelBooking.answer.confirm')}
                  </Button>
                  <Button color="error" variant="outlined" startIcon={<BlockIcon />} onClick={() => setAnswering('deny')}>
                    {translate('app.hotelBooking.answer.deny')}
                  </Button>
                </>
              )}
              {live && record.can_cancel && (
                <Button color="error" variant="outlined" startIcon={<CancelIcon />} onClick={() => setCancelling(true)}>
                  {translate('app.hotelBooking.cancel.action')}
                </Button>
              )}
            </Box>
          )}
        </CardContent>
        {live && record.coordinator_status === 'requested' && (
          <Alert severity="info" sx={{ mx: 2, mb: 2 }}>
            {translate('app.hotelBooking.requested')}
          </Alert>
        )}
      </Card>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
        <DetailSection title="app.hotelBooking.stay.title">
          <HotelStayPanel />
        </DetailSection>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <DetailSection title="app.resumen.payments.title">
            <RecordContextProvider value={payments}>
              <PaymentsPanel />
            </RecordContextProvider>
          </DetailSection>
          <ProviderCostPanel />
          <DetailSection title="app.flights.reservation.statuses">
            <StatusPanel fields={ACCOUNTING_FIELDS} />
          </DetailSection>
        </Box>
      </Box>
      {answering && <AnswerDialog record={record} answer={answering} onClose={() => setAnswering(null)} />}
      {cancelling && <HotelCancelDialog record={record} onClose={() => setCancelling(false)} />}
    </Box>
  );
}

function Detail() {
  const record = useRecordContext<HotelReservationRecord>();
  return record ? <Booking record={record} /> : null;
}

export function HotelReservationShow() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  return (
    <DetailPage<HotelReservationRecord>
      resource="hotel-reservations"
      id={Number(id)}
      crumbs={(record) => [{ label: 'app.menu.routes.resumen', to: PATHS.bookings }, { label: record?.locator ?? '…' }]}
      title={(record) => (record ? translate('app.hotelBooking.title', { locator: record.locator, hotel: record.hotel_name }) : translate('ra.page.loading'))}
    >
      <Detail />
    </DetailPage>
  );
}

export default HotelReservationShow;
