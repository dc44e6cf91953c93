/**
 * /casas: the house filter of spec §3 (name, code, country — Cuba by default —, destination, zone,
 * property type, type, accommodation type, dates) plus the guests; results with the stay's price for the agency when
 * dates are given, sortable by price, name or capacity. A row opens the house with the same dates.
 */
import { Box, Typography } from '@mui/material';
import { AutocompleteInput, DataTable, DateInput, FilterButton, List, NumberInput, ReferenceInput, SelectInput, TextInput, TopToolbar, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { PATHS, recordPath } from '../../../domain/menu.ts';
import type { HouseSearchRecord } from '../../../domain/records/houses.ts';
import { DEFAULT_HOUSE_ADULTS, DEFAULT_HOUSE_COUNTRY } from '../../../domain/services/houses.ts';
import { CountryInput } from '../../components/CountryInput.tsx';
import { accommodationTypeChoices, propertyTypeChoices, rentTypeChoices } from '../../components/houses/choices.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { formatMoney } from '../../components/flights/format.ts';
import { DocumentTitle } from '../../components/PageTitle.tsx';

const label = (source: string) => `resources.houses.filters.${source}`;

const filters = [
  <CountryInput key="country" source="country" label={label('country')} alwaysOn fullWidth={false} helperText={false} />,
  <ReferenceInput key="destination" source="destination" reference="destinations" alwaysOn>
    <AutocompleteInput optionText="name" label={label('destination')} sx={{ minWidth: 180 }} />
  </ReferenceInput>,
  <DateInput key="start_date" source="start_date" label={label('start_date')} alwaysOn />,
  <DateInput key="end_date" source="end_date" label={label('end_date')} alwaysOn />,
  <NumberInput key="adults" source="adults" label={label('adults')} min={1} max={20} alwaysOn sx={{ width: 110 }} />,
  <SelectInput key="type" source="type" label={label('type')} choices={rentTypeChoices} emptyText="app.network.any" alwaysOn />,
  <TextInput key="ages" source="ages" label={label('ages')} />,
  <TextInput key="name" source="name" label={label('name')} />,
  <TextInput key="code" source="code" label={label('code')} />,
  <ReferenceInput key="zone" source="zone" reference="zones">
    <AutocompleteInput optionText="name" label={label('zone')} />
  </ReferenceInput>,
  <SelectInput key="property_type" source="property_type" label={label('property_type')} choices={propertyTypeChoices} emptyText="app.network.any" />,
  <SelectInput key="accommodation_type" source="accommodation_type" label={label('accommodation_type')} choices={accommodationTypeChoices} emptyText="app.network.any" />,
];

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <Typography variant="h6" component="p">
        {translate('app.houses.search_empty')}
      </Typography>
    </Box>
  );
}

/** The detail's path with the dates of the search, so it shows the same stay. */
function detailPath(slug: string, filter: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const key of ['start_date', 'end_date', 'adults', 'type'] as const) if (filter[key]) params.set(key, String(filter[key]));
  const query = params.toString();
  return `${recordPath(PATHS.houses, slug)}${query ? `?${query}` : ''}`;
}

function Results() {
  const [language] = useLocaleState();
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return (
    <DataTable<HouseSearchRecord> rowClick={(_id, _resource, record) => detailPath(record.slug, filterValues)} bulkActionButtons={false}>
      <DataTable.Col source="name" render={(h: HouseSearchRecord) => `${h.name} (${h.code})`} />
      <DataTable.Col source="destination_name" render={(h: HouseSearchRecord) => [h.destination_name, h.zone_name].filter(Boolean).join(' · ')} />
      <DataTable.Col source="property_type" disableSort render={(h: HouseSearchRecord) => translate(`app.houses.property_types.${h.property_type}`)} />
      <DataTable.Col source="breakfast" disableSort render={(h: HouseSearchRecord) => translate(`app.houses.breakfast_modes.${h.breakfast}`)} />
      <DataTable.Col source="capacity" align="right" />
      <DataTable.Col source="free_rooms" disableSort align="right" render={(h: HouseSearchRecord) => (h.free_rooms === null ? `${h.rooms_count}` : `${h.free_rooms}/${h.rooms_count}`)} />
      <DataTable.Col source="price" align="right" render={(h: HouseSearchRecord) => (h.price === null ? '-' : formatMoney(h.price, h.currency, language))} />
    </DataTable>
  );
}

export function HouseSearchPage() {
  const translate = useTranslate();
  const title = 'app.menu.routes.casas';
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.accommodation' }, { label: title }]} />
      <DocumentTitle title={translate(title)} />
      <List
        resource="houses"
        title={title}
        filters={filters}
        filterDefaultValues={{ adults: DEFAULT_HOUSE_ADULTS, country: DEFAULT_HOUSE_COUNTRY }}
        sort={{ field: 'name', order: 'ASC' }}
        actions={
          <TopToolbar>
            <FilterButton />
          </TopToolbar>
        }
        empty={<Empty />}
        storeKey="houses.search"
        disableSyncWithLocation={false}
      >
        <Results />
      </List>
    </>
  );
}

export default HouseSearchPage;
