/**
 * /vuelos/manifiestos/:slug: a departure's manifest with its passengers, the XLSX export and the
 * EDIFACT PAXLST passenger list for the authorities. Rule canSeeManifests.
 */
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useDataProvider, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { ManifestDetailRecord } from '../../domain/records/flightBooking.ts';
import { PageLoader } from '../../src/components/PageLoader.tsx';
import { PageTitle } from '../../src/components/PageTitle.tsx';
import { Breadcrumbs } from '../common/Breadcrumbs.tsx';
import { DownloadButton } from '../flight-reservations/ExportButtons.tsx';
import { formatDate, formatTime } from '../flight-reservations/format.ts';
import { FLIGHT_PATHS } from '../flight-reservations/paths.ts';
import { StatusChip } from '../flight-reservations/StatusChip.tsx';
import { ManifestPassengers } from './ManifestPassengers.tsx';

function Manifest({ record }: { record: ManifestDetailRecord }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Typography variant="h5" component="p">
                {record.flight_number}
              </Typography>
              <StatusChip field="checkin_status" value={record.state} size="medium" />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {formatDate(record.date, language)} · {formatTime(record.time_departure)} → {formatTime(record.time_arrival)} · {record.origin} → {record.destination}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.flights.manifests.pax_count', { smart_count: record.passengers })} · {translate('app.flights.manifests.free_seats', { smart_count: record.count_available })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <DownloadButton label="app.flights.manifests.export_xlsx" fetchFile={() => dataProvider.exportManifest(record.id)} />
            <DownloadButton label="app.flights.manifests.export_edifact" disabled={!record.is_edifact} fetchFile={() => dataProvider.downloadEdifact(record.id)} />
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.flights.manifests.passengers')}
          </Typography>
          <ManifestPassengers passengers={record.passengers_list ?? []} />
        </CardContent>
      </Card>
    </Box>
  );
}

export function ManifestDetail() {
  const translate = useTranslate();
  const { slug = '' } = useParams();
  const { data, isPending, error } = useGetOne<ManifestDetailRecord>('flight-manifests', { id: Number(slug) });
  const title = data ? translate('app.flights.manifests.title', { flight: data.flight_number, date: data.date }) : translate('app.menu.routes.vuelos_manifiestos_slug');
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Breadcrumbs items={[{ label: 'app.menu.areas.flights', to: FLIGHT_PATHS.search }, { label: 'app.menu.routes.vuelos_manifiestos', to: FLIGHT_PATHS.manifests }, { label: data?.flight_number ?? '…' }]} />
      <PageTitle title={title} />
      {isPending ? <PageLoader /> : error || !data ? <Alert severity="error">{translate('app.network.load_error')}</Alert> : <Manifest record={data} />}
    </Box>
  );
}

export default ManifestDetail;
