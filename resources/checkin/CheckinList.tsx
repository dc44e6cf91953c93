/**
 * /vuelos/checkin: the departures of a day (today unless chosen) with their passengers, how many
 * have checked in and whether the check-in is open. Rule canCheckin.
 */
import { Box, LinearProgress, Typography } from '@mui/material';
import { AutocompleteInput, DataTable, DateInput, List, ReferenceInput, SelectInput, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { AUTOCOMPLETE_DELAY_MS } from '../../domain/constants.ts';
import type { CheckinDepartureRecord } from '../../domain/records/flightBooking.ts';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { checkinStatusChoices } from '../../src/components/flights/choices.ts';
import { formatDate, formatTime } from '../../src/components/flights/format.ts';
import { PATHS, recordPath } from '../../domain/menu.ts';
import { ResponsiveFlightList } from '../../src/components/flights/ResponsiveFlightList.tsx';
import { StatusChip } from '../../src/components/flights/StatusChip.tsx';

const label = (source: string) => `resources.flight-checkin.filters.${source}`;
const toQuery = (search: string) => (search ? { search } : {});
const today = () => new Date().toISOString().slice(0, 10);

const city = (source: string) => (
  <ReferenceInput key={source} source={source} reference="flight-cities" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
    <AutocompleteInput label={label(source)} optionText="name" filterToQuery={toQuery} debounce={AUTOCOMPLETE_DELAY_MS} helperText={false} noOptionsText="app.network.no_options" />
  </ReferenceInput>
);

const filters = [
  <DateInput key="date" source="date" label={label('date')} alwaysOn />,
  <TextInput key="flight_number" source="flight_number" label={label('flight_number')} alwaysOn />,
  city('origin'),
  city('destination'),
  <SelectInput key="checkin_status" source="checkin_status" label={label('checkin_status')} choices={checkinStatusChoices} emptyText="app.network.any" />,
];

export function CheckinProgress({ checkedIn, passengers }: { checkedIn: number; passengers: number }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2">{translate('app.flights.checkin.count', { checked_in: checkedIn, passengers })}</Typography>
      <LinearProgress variant="determinate" value={passengers ? (checkedIn * 100) / passengers : 0} aria-hidden />
    </Box>
  );
}

export function CheckinList() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const title = 'app.menu.routes.vuelos_checkin';
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.flights', to: PATHS.flightSearch }, { label: title }]} />
      <DocumentTitle title={translate(title)} />
      <List resource="flight-checkin" title={title} filters={filters} filterDefaultValues={{ date: today() }} perPage={50} sort={{ field: 'departure_time', order: 'ASC' }} storeKey="flight-checkin.list">
        <ResponsiveFlightList<CheckinDepartureRecord>
          primary={(r) => `${r.flight_number} · ${formatTime(r.departure_time)} · ${r.origin} → ${r.destination}`}
          secondary={(r) => translate('app.flights.checkin.count', { checked_in: r.checked_in, passengers: r.passengers })}
          tertiary={(r) => translate(`app.flights.statuses.checkin_status.${r.checkin_status}`)}
          linkTo={(r) => recordPath(PATHS.checkin, r.id)}
        >
          <DataTable bulkActionButtons={false} rowClick={(id) => recordPath(PATHS.checkin, id)}>
            <DataTable.Col source="flight_number" />
            <DataTable.Col source="departure_time" render={(r: CheckinDepartureRecord) => `${formatDate(r.departure_date, language)} ${formatTime(r.departure_time)}`} />
            <DataTable.Col source="route" disableSort render={(r: CheckinDepartureRecord) => `${r.origin} → ${r.destination}`} />
            <DataTable.Col source="checked_in" disableSort render={(r: CheckinDepartureRecord) => <CheckinProgress checkedIn={r.checked_in} passengers={r.passengers} />} />
            <DataTable.Col source="checkin_status" disableSort render={(r: CheckinDepartureRecord) => <StatusChip field="checkin_status" value={r.checkin_status} />} />
          </DataTable>
        </ResponsiveFlightList>
      </List>
    </>
  );
}

export default CheckinList;
