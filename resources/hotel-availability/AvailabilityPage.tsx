/**
 * /disponibilidad/hoteles: pick a hotel and a month; the calendar grid of its room types and days
 * (free/allotment, mode by tint and icon, legend), a click on a night changes it, and the mass
 * change dialog. Reading takes canSeeHotelAvailability, changing canChangeHotelAvailability.
 */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import { Alert, Autocomplete, Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Loading, useCanAccess, useDataProvider, useGetList, useStore, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { AUTOCOMPLETE_DELAY_MS } from '../../domain/constants.ts';
import { addDays } from '../../domain/services/hotelAvailability.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { PageTitle } from '../../src/components/PageTitle.tsx';
import { AvailabilityGrid, type CellTarget } from './AvailabilityGrid.tsx';
import { CellDialog, GRID_QUERY_KEY } from './CellDialog.tsx';
import { MassChangeDialog } from './MassChangeDialog.tsx';
import { ModeLegend } from './modes.tsx';

interface HotelChoice {
  id: number;
  name: string;
  destination_name: string | null;
}

const thisMonth = () => new Date().toISOString().slice(0, 7);
/** The first and last day of a 'YYYY-MM' month. */
export function monthRange(month: string): { start: string; end: string } {
  const start = `${month}-01`;
  const [y, m] = month.split('-').map(Number);
  const next = `${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01`;
  return { start, end: addDays(next, -1) };
}
const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), AUTOCOMPLETE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

function HotelPicker({ value, onChange }: { value: HotelChoice | null; onChange: (hotel: HotelChoice | null) => void }) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const search = useDebounced(input);
  const { data = [], isPending } = useGetList<HotelChoice>('hotel-availability-hotels', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: search && search !== value?.name ? { search } : {} });
  return (
    <Autocomplete
      sx={{ width: 340, maxWidth: '100%' }}
      options={value && !data.some((h) => h.id === value.id) ? [value, ...data] : data}
      value={value}
      loading={isPending}
      onChange={(_e, hotel) => onChange(hotel)}
      onInputChange={(_e, text) => setInput(text)}
      getOptionLabel={(h) => h.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options) => options}
      noOptionsText={translate('app.network.no_options')}
      renderOption={(props, h) => (
        <li {...props} key={h.id}>
          {h.name}
          {h.destination_name ? ` · ${h.destination_name}` : ''}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={translate('app.havail.hotel')} />}
    />
  );
}

export function AvailabilityPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [chosen, setHotel] = useStore<HotelChoice | null>('hotel-availability.hotel', null);
  // Until one is chosen, the first hotel by name: the page opens on a grid, not on an empty state.
  const { data: first } = useGetList<HotelChoice>('hotel-availability-hotels', { pagination: { page: 1, perPage: 1 }, sort: { field: 'name', order: 'ASC' } }, { enabled: !chosen });
  const hotel = chosen ?? first?.[0] ?? null;
  const [month, setMonth] = useStore('hotel-availability.month', thisMonth());
  const [editing, setEditing] = useState<CellTarget | null>(null);
  const [massOpen, setMassOpen] = useState(false);
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'hotel-availability', action: 'edit' });
  const { start, end } = monthRange(month);
  const grid = useQuery({
    queryKey: [GRID_QUERY_KEY, hotel?.id, start, end],
    queryFn: () => dataProvider.hotelAvailabilityGrid(hotel?.id ?? 0, start, end),
    enabled: !!hotel,
  });
  const title = 'app.menu.routes.disponibilidad_hoteles';
  return (
    <Box sx={{ maxWidth: '100%', minWidth: 0 }}>
      <Breadcrumbs items={[{ label: 'app.menu.areas.hotel_admin' }, { label: title }]} />
      <PageTitle title={translate(title)} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', my: 2 }}>
        <HotelPicker value={hotel} onChange={setHotel} />
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <IconButton aria-label={translate('app.havail.previous_month')} onClick={() => setMonth(shiftMonth(month, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <TextField label={translate('app.havail.month')} type="month" value={month} onChange={(e) => e.target.value && setMonth(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 180 }} />
          <IconButton aria-label={translate('app.havail.next_month')} onClick={() => setMonth(shiftMonth(month, 1))}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        {canEdit && (
          <Button variant="contained" startIcon={<EditCalendarIcon />} disabled={!grid.data || grid.data.room_types.length === 0} onClick={() => setMassOpen(true)}>
            {translate('app.havail.mass_change')}
          </Button>
        )}
      </Stack>
      <Box sx={{ mb: 2 }}>
        <ModeLegend />
      </Box>
      {!canEdit && <Alert severity="info" sx={{ mb: 2 }}>{translate('app.havail.read_only')}</Alert>}
      {!hotel ? (
        <Typography color="text.secondary">{translate('app.havail.pick_hotel')}</Typography>
      ) : grid.isPending ? (
        <Loading />
      ) : grid.isError ? (
        <Alert severity="error">{grid.error instanceof Error ? grid.error.message : translate('ra.notification.http_error')}</Alert>
      ) : grid.data.room_types.length === 0 ? (
        <Typography color="text.secondary">{translate('app.havail.no_room_types')}</Typography>
      ) : (
        <AvailabilityGrid grid={grid.data} onEdit={canEdit ? setEditing : undefined} />
      )}
      {editing && <CellDialog target={editing} onClose={() => setEditing(null)} />}
      {massOpen && grid.data && hotel && <MassChangeDialog hotel={hotel.id} roomTypes={grid.data.room_types} initialStart={start} onClose={() => setMassOpen(false)} />}
    </Box>
  );
}

export default AvailabilityPage;
