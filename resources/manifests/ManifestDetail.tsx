/**
 * /vuelos/manifiestos/:slug: a departure's manifest with its passengers, the XLSX export and the
 * EDIFACT PAXLST passenger list for the authorities. Rule canSeeManifests.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { ManifestDetailRecord } from '../../domain/records/flightBooking.ts';
import { DownloadButton } from '../../src/components/DownloadButton.tsx';
import { DetailPage } from '../../src/components/flights/DetailPage.tsx';
import { PATHS } from '../../domain/menu.ts';
import { DepartureHeading } from './DepartureHeading.tsx';
import { ManifestPassengers } from './ManifestPassengers.tsx';

function Manifest() {
  const record = useRecordContext<ManifestDetailRecord>();
  return record ? <ManifestBody record={record} /> : null;
}

function ManifestBody({ record }: { record: ManifestDetailRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <DepartureHeading record={record}>
            <Typography variant="body2" color="text.secondary">
              {translate('app.flights.manifests.pax_count', { smart_count: record.passengers })} · {translate('app.flights.manifests.free_seats', { smart_count: record.count_available })}
            </Typography>
          </DepartureHeading>
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
  return (
    <DetailPage<ManifestDetailRecord>
      resource="flight-manifests"
      id={Number(slug)}
      crumbs={(record) => [
        { label: 'app.menu.areas.flights', to: PATHS.flightSearch },
        { label: 'app.menu.routes.vuelos_manifiestos', to: PATHS.manifests },
        { label: record?.flight_number ?? '…' },
      ]}
      title={(record) =>
        record ? translate('app.flights.manifests.title', { flight: record.flight_number, date: record.date }) : translate('app.menu.routes.vuelos_manifiestos_slug')
      }
    >
      <Manifest />
    </DetailPage>
  );
}

export default ManifestDetail;
