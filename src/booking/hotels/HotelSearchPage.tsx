/**
 * /hoteles (spec §3 'Hotel search filter', docs/api-hotels-booking.md 'Search'): the place (country,
 * destination, zone), chain and hotel name (PlaceFilters.tsx), the stay (dates, plan, rooms with
 * adults and children's ages) and the results priced for the agency,
 * with their filters (category, price range), sorting and pages. The search lives in the URL, so
 * the back button and a shared link give the same results, and the hotel page prices that stay.
 */
import { Alert, Box, Button, MenuItem, Paper, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Loading, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { HotelResults } from './HotelResults.tsx';
import { PLACE_FILTERS, PlaceFilters, placeFrom, type PlaceValues } from './PlaceFilters.tsx';
import { RoomsField } from './RoomsField.tsx';
import { PAGE_SIZE, stayFrom, stayParams, type StayValues } from './stay.ts';

const ALL = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' as const } };

const FILTERS = [...PLACE_FILTERS, 'plan', 'category', 'price_min', 'price_max', 'ordering', 'page'] as const;

export function HotelSearchPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [params, setParams] = useSearchParams();
  const [stay, setStay] = useState<StayValues>(() => stayFrom(params));
  const [place, setPlace] = useState<PlaceValues>(() => placeFrom(params));
  const [plan, setPlan] = useState(params.get('plan') ?? '');
  const [datesError, setDatesError] = useState(false);
  const { data: plans = [] } = useGetList<{ id: number; name: string }>('meal-plans', { ...ALL, sort: { field: 'sort', order: 'ASC' } });
  const searched = params.has('checkin') && params.has('checkout');
  const query = Object.fromEntries([...params.entries()].filter(([key]) => (['checkin', 'checkout', 'rooms', ...FILTERS] as string[]).includes(key)));
  const results = useQuery({
    queryKey: ['hotel-search', query],
    queryFn: ({ signal }) => dataProvider.searchHotels({ ...query, page_size: PAGE_SIZE }, signal),
    enabled: searched,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad = !stay.checkin || !stay.checkout || stay.checkout <= stay.checkin;
    setDatesError(bad);
    if (bad) return;
    const next = new URLSearchParams(stayParams(stay));
    for (const key of PLACE_FILTERS) if (place[key].trim()) next.set(key, place[key].trim());
    if (plan) next.set('plan', plan);
    for (const key of ['category', 'price_min', 'price_max', 'ordering'] as const) {
      const value = params.get(key);
      if (value) next.set(key, value);
    }
    setParams(next);
  };
  const setFilter = (key: (typeof FILTERS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <PageTitle title={translate('app.hotelSales.title')} />
      <Box component="form" noValidate onSubmit={submit} aria-label={translate('app.hotelSales.search.label')} sx={{ display: 'grid', gap: 2, mb: 3 }}>
        <PlaceFilters values={place} onChange={setPlace} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
          <TextField
            type="date"
            label={translate('app.hotelSales.search.checkin')}
            value={stay.checkin}
            onChange={(e) => setStay({ ...stay, checkin: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            required
          />
          <TextField
            type="date"
            label={translate('app.hotelSales.search.checkout')}
            value={stay.checkout}
            onChange={(e) => setStay({ ...stay, checkout: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            required
            error={datesError}
            helperText={datesError ? translate('app.hotelSales.search.dates_invalid') : undefined}
          />
          <TextField select label={translate('app.hotelSales.search.plan')} value={plan} onChange={(e) => setPlan(e.target.value)}>
            <MenuItem value="">{translate('app.hotelSales.search.any_plan')}</MenuItem>
            {plans.map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <RoomsField rooms={stay.rooms} onChange={(rooms) => setStay({ ...stay, rooms })} />
        <Box>
          <Button type="submit" variant="contained">
            {translate('app.hotelSales.search.submit')}
          </Button>
        </Box>
      </Box>
      {!searched && <Alert severity="info">{translate('app.hotelSales.results.start')}</Alert>}
      {searched && results.isPending && <Loading />}
      {searched && results.isError && <Alert severity="error">{translate('app.hotelSales.results.error')}</Alert>}
      {searched && results.data && <HotelResults page={results.data} params={params} onFilter={setFilter} />}
    </Paper>
  );
}

export default HotelSearchPage;
