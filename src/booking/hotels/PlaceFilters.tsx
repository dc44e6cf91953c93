/**
 * The place and hotel part of the /hoteles search filter (spec §3 'Hotel search filter': country,
 * destination, zone, chain, hotel): selects fed by the nomenclators, each narrowing the next —
 * the countries are those with hotel destinations, the destinations those of the chosen country,
 * the zones those of the chosen destination (or country) — so a combination that can find nothing
 * is never offered. The values are the search's query parameters (docs/api-hotels-booking.md).
 */
import { Box, MenuItem, TextField } from '@mui/material';
import { useGetList, useGetMany, useTranslate } from 'react-admin';

export const PLACE_FILTERS = ['country', 'destination', 'zone', 'chain', 'search'] as const;
export type PlaceFilter = (typeof PLACE_FILTERS)[number];
export type PlaceValues = Record<PlaceFilter, string>;

const ALL = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' as const } };

interface Named {
  id: number;
  name: string;
}

/** The filters as they are in the URL ('' when absent). */
export function placeFrom(params: URLSearchParams): PlaceValues {
  return Object.fromEntries(PLACE_FILTERS.map((key) => [key, params.get(key) ?? ''])) as PlaceValues;
}

/** A change of one filter, with the narrower ones it makes impossible cleared. */
function changed(values: PlaceValues, key: PlaceFilter, value: string, destinations: (Named & { country_id: number })[]): PlaceValues {
  const next = { ...values, [key]: value };
  if (key === 'country' && value && next.destination && !destinations.some((d) => String(d.id) === next.destination && String(d.country_id) === value)) next.destination = '';
  if (key === 'country' || key === 'destination') next.zone = '';
  return next;
}

function Choices({ label, any, value, options, onChange }: { label: string; any: string; value: string; options: Named[]; onChange: (value: string) => void }) {
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <MenuItem value="">{any}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The row of country, destination, zone, chain and hotel name of the search form. */
export function PlaceFilters({ values, onChange }: { values: PlaceValues; onChange: (values: PlaceValues) => void }) {
  const translate = useTranslate();
  const label = (key: string) => translate(`app.hotelSales.search.${key}`);
  const { data: destinations = [] } = useGetList<Named & { country_id: number }>('destinations', ALL);
  const countryIds = [...new Set(destinations.map((d) => d.country_id))];
  const { data: countries = [] } = useGetMany<Named>('countries', { ids: countryIds }, { enabled: countryIds.length > 0 });
  const zoneFilter = values.destination ? { destination: values.destination } : values.country ? { country: values.country } : {};
  const { data: zones = [] } = useGetList<Named>('zones', { ...ALL, filter: zoneFilter });
  const { data: chains = [] } = useGetList<Named>('hotel-chains', ALL);
  const set = (key: PlaceFilter) => (value: string) => onChange(changed(values, key, value, destinations));
  const shownDestinations = values.country ? destinations.filter((d) => String(d.country_id) === values.country) : destinations;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', gap: 2 }}>
      <Choices label={label('country')} any={label('any_country')} value={values.country} options={[...countries].sort((a, b) => a.name.localeCompare(b.name))} onChange={set('country')} />
      <Choices label={label('destination')} any={label('any_destination')} value={values.destination} options={shownDestinations} onChange={set('destination')} />
      <Choices label={label('zone')} any={label('any_zone')} value={values.zone} options={zones} onChange={set('zone')} />
      <Choices label={label('chain')} any={label('any_chain')} value={values.chain} options={chains} onChange={set('chain')} />
      <TextField label={label('hotel')} value={values.search} onChange={(e) => set('search')(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
    </Box>
  );
}
