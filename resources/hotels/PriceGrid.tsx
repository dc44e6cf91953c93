/**
 * A season's prices as one grid a person edits quickly: a row per room type and occupancy, a column
 * per meal plan (price per room and night for the occupancy's adults); empty cells have no price.
 * One save sends the whole grid (PUT admin-hotels/contract/{id}/prices/), one history row per change.
 */
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { HotelPriceRecord, PriceGridRow } from '../../dataProvider/hotels.ts';
import { ChildBandsDialog } from './ChildBandsDialog.tsx';

interface Occupancy {
  id: number;
  room_type_name: string;
  text: string;
  children: number;
}
interface Plan {
  id: number;
  code: string;
}

export function PriceGrid({ hotel, contract }: { hotel: number; contract: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = ['hotel-price-grid', contract];
  const { data } = useQuery({
    queryKey: key,
    queryFn: async () => {
      const [occupancies, plans, prices] = await Promise.all([
        dataProvider.getList<Occupancy & { id: number }>('hotel-occupancies', { filter: { hotel }, pagination: { page: 1, perPage: 500 }, sort: { field: 'room_type', order: 'ASC' } }),
        dataProvider.getList<Plan & { id: number }>('meal-plans', { filter: {}, pagination: { page: 1, perPage: 50 }, sort: { field: 'sort', order: 'ASC' } }),
        dataProvider.getList<HotelPriceRecord>('hotel-prices', { filter: { contract }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' } }),
      ]);
      return { occupancies: occupancies.data, plans: plans.data, prices: prices.data };
    },
  });
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [bands, setBands] = useState<{ price: HotelPriceRecord; title: string } | null>(null);
  const save = useMutation({
    mutationFn: (rows: PriceGridRow[]) => dataProvider.saveHotelPriceGrid(contract, rows),
    onSuccess: async () => {
      setEdits({});
      await queryClient.invalidateQueries({ queryKey: key });
      notify('app.hotels.prices_saved', { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!data) return null;
  if (data.occupancies.length === 0) return <Alert severity="info">{translate('app.hotels.no_occupancies')}</Alert>;
  const records = new Map(data.prices.map((p) => [`${p.occupancy}:${p.meal_plan}`, p]));
  const stored = new Map(data.prices.map((p) => [`${p.occupancy}:${p.meal_plan}`, p.price]));
  const value = (k: string) => edits[k] ?? stored.get(k) ?? '';
  const submit = () =>
    save.mutate(
      Object.entries(edits).map(([k, v]) => {
        const [occupancy, meal_plan] = k.split(':').map(Number);
        return { occupancy, meal_plan, price: v.trim() === '' ? null : v.trim() };
      }),
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.hotels.price_grid')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.admin-hotels.fields.room_type')}</TableCell>
            <TableCell>{translate('resources.admin-hotels.fields.occupancy')}</TableCell>
            {data.plans.map((p) => (
              <TableCell key={p.id}>{p.code}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.occupancies.map((o) => (
            <TableRow key={o.id}>
              <TableCell>{o.room_type_name}</TableCell>
              <TableCell>{o.text}</TableCell>
              {data.plans.map((p) => {
                const k = `${o.id}:${p.id}`;
                const record = records.get(k);
                const cell = `${o.room_type_name} ${o.text} ${p.code}`;
                return (
                  <TableCell key={p.id} sx={{ whiteSpace: 'nowrap' }}>
                    <TextField
                      size="small"
                      value={value(k)}
                      onChange={(e) => setEdits((prev) => ({ ...prev, [k]: e.target.value }))}
                      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': cell, style: { width: 80 } } }}
                    />
                    {o.children > 0 && record && (
                      <Button size="small" sx={{ minWidth: 0, ml: 0.5 }} aria-label={translate('app.hotelCatalog.child_bands_of', { cell })} onClick={() => setBands({ price: record, title: translate('app.hotelCatalog.child_bands_of', { cell }) })}>
                        {translate('app.hotelCatalog.children_short', { count: record.child_prices.length })}
                      </Button>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button variant="contained" sx={{ mt: 1 }} disabled={Object.keys(edits).length === 0 || save.isPending} onClick={submit}>
        {translate('ra.action.save')}
      </Button>
      <ChildBandsDialog contract={contract} price={bands?.price ?? null} title={bands?.title ?? ''} onClose={() => setBands(null)} onSaved={() => void queryClient.invalidateQueries({ queryKey: key })} />
    </Box>
  );
}
