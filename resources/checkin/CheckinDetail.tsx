/**
 * /vuelos/checkin/:slug: one departure's passengers with check-in buttons, one by one or for the
 * selected ones together, and the open/close of the flight's check-in after a confirmation.
 * The manifest of the departure can be downloaded from here, and once its check-in is closed its
 * PAXLST by who sends it (canSendPaxlst: the admin or coordinator who closed it). Rule canCheckin.
 */
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { ManifestDetailRecord } from '../../domain/records/flightBooking.ts';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import { DownloadButton } from '../../src/components/DownloadButton.tsx';
import { DetailPage } from '../../src/components/flights/DetailPage.tsx';
import { PATHS } from '../../domain/menu.ts';
import { canSendPaxlst } from '../../domain/rules.ts';
import { useActor } from '../../src/session/useActor.ts';
import { DepartureHeading } from '../manifests/DepartureHeading.tsx';
import { ManifestPassengers } from '../manifests/ManifestPassengers.tsx';
import { CheckinProgress } from './CheckinList.tsx';

function Departure() {
  const record = useRecordContext<ManifestDetailRecord>();
  return record ? <CheckinDeparture record={record} /> : null;
}

export function CheckinDeparture({ record }: { record: ManifestDetailRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const handleError = useHandleError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const refresh = useRefresh();
  const actor = useActor();
  const [confirming, setConfirming] = useState(false);
  const [confirmingAll, setConfirmingAll] = useState(false);
  const open = record.state === 'open';
  const passengers = record.passengers_list ?? [];
  const checkedIn = passengers.filter((p) => p.checkin_status === 'checked_in').length;

  const checkinMutation = useMutation({
    mutationFn: (ids: number[]) => dataProvider.checkinPassengers(ids, record.id),
    onSuccess: (_answer, ids) => {
      notify('app.flights.checkin.done', { type: 'success', messageArgs: { smart_count: ids.length } });
      setSelected(new Set());
      refresh();
    },
    onError: (error) => handleError(error),
  });
  const undoMutation = useMutation({
    mutationFn: (id: number) => dataProvider.undoCheckin([id], record.id),
    onSuccess: () => {
      notify('app.flights.checkin.undone', { type: 'success' });
      refresh();
    },
    onError: (error) => handleError(error),
  });
  const flightMutation = useMutation({
    mutationFn: () => dataProvider.changeCheckinStatus(record.id, open ? 'closed' : 'open'),
    onSuccess: () => {
      notify(open ? 'app.flights.checkin.closed' : 'app.flights.checkin.opened', { type: 'success' });
      refresh();
    },
    onError: (error) => handleError(error),
  });
  const busy = checkinMutation.isPending || flightMutation.isPending || undoMutation.isPending;
  const checkin = (ids: number[]) => checkinMutation.mutate(ids);
  const pendingCount = passengers.length - checkedIn;
  // Checking in everyone at once is one click away from a mistake on the whole flight: confirm it.
  const checkinSelected = () => (selected.size > 1 && selected.size === pendingCount ? setConfirmingAll(true) : checkin([...selected]));
  const toggleFlight = () => {
    setConfirming(false);
    flightMutation.mutate();
  };

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (ids: number[]) => setSelected((current) => (ids.every((id) => current.has(id)) ? new Set() : new Set(ids)));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <DepartureHeading record={record} />
          <CheckinProgress checkedIn={checkedIn} passengers={passengers.length} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <DownloadButton label="app.flights.manifests.export_xlsx" fetchFile={() => dataProvider.exportManifest(record.id)} />
            {record.checkin_closed && canSendPaxlst(actor) && (
              <DownloadButton label="app.flights.manifests.export_edifact" disabled={!record.is_edifact} fetchFile={() => dataProvider.downloadEdifact(record.id)} />
            )}
            <Button variant="outlined" color={open ? 'warning' : 'primary'} startIcon={open ? <LockIcon /> : <LockOpenIcon />} onClick={() => setConfirming(true)} disabled={busy}>
              {translate(open ? 'app.flights.checkin.close_flight' : record.opened_before ? 'app.flights.checkin.open_again' : 'app.flights.checkin.open_flight')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      {!open && <Alert severity="info">{translate('app.flights.checkin.closed_notice')}</Alert>}
      <Card variant="outlined">
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h6" component="h2">
              {translate('app.flights.manifests.passengers')}
            </Typography>
            <Button variant="contained" startIcon={<HowToRegIcon />} disabled={!open || busy || selected.size === 0} onClick={checkinSelected}>
              {translate('app.flights.checkin.checkin_selected', { smart_count: selected.size })}
            </Button>
          </Box>
          <ManifestPassengers passengers={passengers} checkin={{ selected, onToggle: toggle, onToggleAll: toggleAll, onCheckin: checkin, onUndo: (id) => undoMutation.mutate(id), disabled: !open || busy }} />
        </CardContent>
      </Card>
      <Confirm
        isOpen={confirming}
        title={open ? 'app.flights.checkin.close_title' : record.opened_before ? 'app.flights.checkin.open_again' : 'app.flights.checkin.open_title'}
        content={open ? 'app.flights.checkin.close_content' : record.opened_before ? 'app.flights.checkin.open_again_content' : 'app.flights.checkin.open_content'}
        translateOptions={{ flight: record.flight_number, pending: passengers.length - checkedIn }}
        onConfirm={toggleFlight}
        onClose={() => setConfirming(false)}
      />
      <Confirm
        isOpen={confirmingAll}
        title="app.flights.checkin.all_title"
        content="app.flights.checkin.all_content"
        translateOptions={{ flight: record.flight_number, smart_count: selected.size }}
        onConfirm={() => {
          setConfirmingAll(false);
          checkin([...selected]);
        }}
        onClose={() => setConfirmingAll(false)}
      />
    </Box>
  );
}

export function CheckinDetail() {
  const translate = useTranslate();
  const { slug = '' } = useParams();
  return (
    <DetailPage<ManifestDetailRecord>
      resource="flight-checkin"
      id={Number(slug)}
      crumbs={(record) => [
        { label: 'app.menu.areas.flights', to: PATHS.flightSearch },
        { label: 'app.menu.routes.vuelos_checkin', to: PATHS.checkin },
        { label: record?.flight_number ?? '…' },
      ]}
      title={(record) => (record ? translate('app.flights.checkin.title', { flight: record.flight_number }) : translate('app.menu.routes.vuelos_checkin_slug'))}
    >
      <Departure />
    </DetailPage>
  );
}

export default CheckinDetail;
