/**
 * /vuelos/disponibilidad: seats per departure and category (capacity, sold, held by agency groups,
 * free) and per agency group, for the dates and route chosen; XLSX export of the same filter.
 * Rule canSeeFlightAvailability.
 */
import { Box, Chip, Typography } from '@mui/material';
import { AutocompleteInput, DataTable, DateInput, FilterButton, List, ReferenceInput, SelectInput, TextInput, TopToolbar, useDataProvider, useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { AUTOCOMPLETE_DELAY_MS } from '../../domain/constants.ts';
import type { AvailabilityRecord } from '../../domain/records/flightBooking.ts';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { DownloadButton } from '../../src/components/DownloadButton.tsx';
import { formatDate, formatTime } from '../../src/components/flights/format.ts';
import { PATHS } from '../../domain/menu.ts';
import { ResponsiveFlightList } from '../../src/components/flights/ResponsiveFlightList.tsx';
import { HiddenOperatorsButton } from './HiddenOperatorsButton.tsx';

const label = (source: string) => `resources.flight-availability.filters.${source}`;
const toQuery = (search: string) => (search ? { search } : {});
const today = () => new Date().toISOString().slice(0, 10);

const city = (source: string) => (
  <ReferenceInput key={source} source={source} reference="flight-cities" sort={{ field: 'name', order: 'ASC' }} perPage={100} alwaysOn>
    <AutocompleteInput label={label(source)} optionText="name" filterToQuery={toQuery} debounce={AUTOCOMPLETE_DELAY_MS} helperText={false} noOptionsText="app.network.no_options" />
  </ReferenceInput>
);

const filters = [
  <DateInput key="date_start" source="date_start" label={label('date_start')} alwaysOn />,
  <DateInput key="date_end" source="date_end" label={label('date_end')} alwaysOn />,
  city('origin'),
  city('destination'),
  <TextInput key="flight_number" source="flight_number" label={label('flight_number')} />,
  <ReferenceInput key="category" source="category" reference="flight-categories" perPage={50}>
    <SelectInput label={label('category')} optionText="name" emptyText="app.network.any" />
  </ReferenceInput>,
];

function Actions() {
  const { filterValues, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <TopToolbar>
      <FilterButton />
      <DownloadButton label="app.flights.availability.export" disabled={total === 0} fetchFile={() => dataProvider.exportFlightAvailability(filterValues)} />
      <HiddenOperatorsButton />
    </TopToolbar>
  );
}

/** Seats still for sale: the general pool and every group's allocation. */
export function totalFree(row: AvailabilityRecord): number {
  return row.free + (row.groups ?? []).reduce((sum, g) => sum + g.free, 0);
}

function Groups({ row }: { row: AvailabilityRecord }) {
  const translate = useTranslate();
  if (!row.groups?.length) return <Typography variant="body2" color="text.secondary">-</Typography>;
  return (
    // A chip's label does not wrap by default: a long group name would push the table past a 1366 px screen.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, maxWidth: 220 }}>
      {row.groups.map((g) => (
        <Chip
          key={g.agency_group}
          size="small"
          variant="outlined"
          sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
          label={translate('app.flights.availability.group_seats', { name: g.name, sold: g.sold, seats: g.seats })}
        />
      ))}
    </Box>
  );
}

export function AvailabilityList() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const title = 'app.menu.routes.vuelos_disponibilidad';
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.flights', to: PATHS.flightSearch }, { label: title }]} />
      <DocumentTitle title={translate(title)} />
      <List
        resource="flight-availability"
        title={title}
        filters={filters}
        filterDefaultValues={{ date_start: today() }}
        perPage={50}
        sort={{ field: 'departure_date', order: 'ASC' }}
        actions={<Actions />}
        storeKey="flight-availability.list"
      >
        <ResponsiveFlightList<AvailabilityRecord>
          primary={(r) => `${r.flight_number} · ${formatDate(r.departure_date, language)} ${formatTime(r.departure_time)}`}
          secondary={(r) => `${r.origin} → ${r.destination} · ${r.category_name}`}
          tertiary={(r) => translate('app.flights.availability.free_of', { free: totalFree(r), capacity: r.capacity })}
        >
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="departure_date" render={(r: AvailabilityRecord) => `${formatDate(r.departure_date, language)} ${formatTime(r.departure_time)}`} />
            <DataTable.Col source="flight_number" />
            <DataTable.Col source="route" disableSort render={(r: AvailabilityRecord) => `${r.origin} → ${r.destination}`} />
            <DataTable.Col source="category_name" disableSort />
            <DataTable.NumberCol source="capacity" disableSort />
            <DataTable.NumberCol source="sold" disableSort />
            <DataTable.NumberCol source="group_reserved" disableSort />
            <DataTable.NumberCol source="free" disableSort />
            <DataTable.Col source="total_free" disableSort align="right" render={(r: AvailabilityRecord) => <strong>{totalFree(r)}</strong>} />
            <DataTable.Col source="groups" disableSort render={(r: AvailabilityRecord) => <Groups row={r} />} />
          </DataTable>
        </ResponsiveFlightList>
      </List>
    </>
  );
}

export default AvailabilityList;
