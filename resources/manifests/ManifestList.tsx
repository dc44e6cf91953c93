/**
 * /vuelos/manifiestos: departures with their passenger counts and free seats (spec §3 'Manifest'),
 * filtered by flight number, departure date range, origin and destination. Rule canSeeManifests.
 */
import { AutocompleteInput, DataTable, DateInput, List, ReferenceInput, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { AUTOCOMPLETE_DELAY_MS } from '../../domain/constants.ts';
import type { ManifestRecord } from '../../domain/records/flightBooking.ts';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { formatDate, formatTime } from '../../src/components/flights/format.ts';
import { PATHS, recordPath } from '../../domain/menu.ts';
import { ResponsiveFlightList } from '../../src/components/flights/ResponsiveFlightList.tsx';
import { StatusChip } from '../../src/components/flights/StatusChip.tsx';

const label = (source: string) => `resources.flight-manifests.filters.${source}`;
const toQuery = (search: string) => (search ? { search } : {});
const today = () => new Date().toISOString().slice(0, 10);

const city = (source: string) => (
  <ReferenceInput key={source} source={source} reference="flight-cities" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
    <AutocompleteInput label={label(source)} optionText="name" filterToQuery={toQuery} debounce={AUTOCOMPLETE_DELAY_MS} helperText={false} noOptionsText="app.network.no_options" />
  </ReferenceInput>
);

const filters = [
  <TextInput key="flight_number" source="flight_number" label={label('flight_number')} alwaysOn />,
  <DateInput key="date_start" source="date_start" label={label('date_start')} alwaysOn />,
  <DateInput key="date_end" source="date_end" label={label('date_end')} alwaysOn />,
  city('origin'),
  city('destination'),
];

export function ManifestList() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const title = 'app.menu.routes.vuelos_manifiestos';
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.flights', to: PATHS.flightSearch }, { label: title }]} />
      <DocumentTitle title={translate(title)} />
      <List resource="flight-manifests" title={title} filters={filters} filterDefaultValues={{ date_start: today() }} perPage={25} sort={{ field: 'date', order: 'ASC' }} storeKey="flight-manifests.list">
        <ResponsiveFlightList<ManifestRecord>
          primary={(r) => `${r.flight_number} · ${formatDate(r.date, language)} ${formatTime(r.time_departure)}`}
          secondary={(r) => `${r.origin} → ${r.destination}`}
          tertiary={(r) => translate('app.flights.manifests.pax_count', { smart_count: r.passengers })}
          linkTo={(r) => recordPath(PATHS.manifests, r.id)}
        >
          <DataTable bulkActionButtons={false} rowClick={(id) => recordPath(PATHS.manifests, id)}>
            <DataTable.Col source="date" render={(r: ManifestRecord) => formatDate(r.date, language)} />
            <DataTable.Col source="flight_number" />
            <DataTable.Col source="route" disableSort render={(r: ManifestRecord) => `${r.origin} → ${r.destination}`} />
            <DataTable.Col source="time_departure" disableSort render={(r: ManifestRecord) => `${formatTime(r.time_departure)} → ${formatTime(r.time_arrival)}`} />
            <DataTable.NumberCol source="passengers" disableSort />
            <DataTable.NumberCol source="count_available" disableSort />
            <DataTable.Col source="state" disableSort render={(r: ManifestRecord) => <StatusChip field="checkin_status" value={r.state} />} />
          </DataTable>
        </ResponsiveFlightList>
      </List>
    </>
  );
}

export default ManifestList;
