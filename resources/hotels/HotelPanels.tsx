/** The tabs of a hotel below its data: photos, rooms, seasons with their price grid, supplements, offers, history. */
import { Box, Button, Card, CardContent, ImageList, ImageListItem, Tab, Tabs, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { BooleanField, DataTable, DeleteButton, ReferenceManyField, useDataProvider, useGetOne, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { HotelPhoto } from '../../dataProvider/hotels.ts';
import { HistoryButton } from '../flight-admin/common/HistoryDialog.tsx';
import { PriceGrid } from './PriceGrid.tsx';

function Photos({ hotel }: { hotel: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { data } = useGetOne<{ id: number; photos: HotelPhoto[] }>('admin-hotels', { id: hotel });
  const run = async (call: () => Promise<unknown>) => {
    try {
      await call();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const upload = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) void run(() => dataProvider.uploadHotelPhoto(hotel, file));
  };
  return (
    <Box>
      <Button variant="outlined" component="label">
        {translate('app.hotels.add_photo')}
        <input hidden type="file" accept="image/png,image/jpeg,image/webp" onChange={upload} />
      </Button>
      <ImageList cols={4} rowHeight={140} sx={{ mt: 2 }}>
        {(data?.photos ?? []).map((p, i) => (
          <ImageListItem key={p.id}>
            <img src={p.url} alt={`${translate('app.hotels.photo')} ${i + 1}`} loading="lazy" style={{ objectFit: 'cover', height: 110 }} />
            <Button size="small" color="error" onClick={() => window.confirm(translate('app.hotels.remove_photo_confirm')) && void run(() => dataProvider.removeHotelPhoto(hotel, p.id))}>
              {translate('ra.action.delete')}
            </Button>
          </ImageListItem>
        ))}
      </ImageList>
    </Box>
  );
}

function Seasons({ hotel }: { hotel: number }) {
  const [open, setOpen] = useState<number | null>(null);
  const translate = useTranslate();
  return (
    <ReferenceManyField reference="hotel-contracts" target="hotel" record={{ id: hotel }} sort={{ field: 'start_date', order: 'ASC' }} perPage={50} empty={<Typography>{translate('app.hotels.no_seasons')}</Typography>}>
      <DataTable bulkActionButtons={false} rowClick={(id) => (setOpen(Number(id)), false)}>
        <DataTable.Col source="name" />
        <DataTable.Col source="start_date" />
        <DataTable.Col source="end_date" />
        <DataTable.Col source="min_nights" />
        <DataTable.Col source="prices_count" />
      </DataTable>
      {open !== null && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="h6" component="h3">
            {translate('app.hotels.price_grid')}
          </Typography>
          <PriceGrid key={open} hotel={hotel} contract={open} />
        </Box>
      )}
    </ReferenceManyField>
  );
}

function Rooms({ hotel }: { hotel: number }) {
  return (
    <ReferenceManyField reference="hotel-occupancies" target="hotel" record={{ id: hotel }} perPage={200}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="room_type_name" />
        <DataTable.Col source="text" />
        <DataTable.Col source="min_age_accepted" />
        <DataTable.Col source="max_age_accepted" />
        <DataTable.Col label="">
          <DeleteButton mutationMode="pessimistic" redirect={false} />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  );
}

function Supplements({ hotel }: { hotel: number }) {
  return (
    <ReferenceManyField reference="hotel-supplements" target="hotel" record={{ id: hotel }} perPage={100}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="mandatory">
          <BooleanField source="mandatory" />
        </DataTable.Col>
        <DataTable.Col source="per" />
        <DataTable.Col source="frequency" />
        <DataTable.Col source="amount" />
        <DataTable.Col label="">
          <DeleteButton mutationMode="pessimistic" redirect={false} />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  );
}

function Offers({ hotel }: { hotel: number }) {
  return (
    <ReferenceManyField reference="hotel-offers" target="hotel" record={{ id: hotel }} perPage={100}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="kind" />
        <DataTable.Col source="percent" />
        <DataTable.Col source="combinable">
          <BooleanField source="combinable" />
        </DataTable.Col>
        <DataTable.Col label="">
          <DeleteButton mutationMode="pessimistic" redirect={false} />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  );
}

const TABS = ['photos', 'rooms', 'seasons', 'supplements', 'offers'] as const;

export function HotelPanels({ hotel }: { hotel: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [tab, setTab] = useState<(typeof TABS)[number]>('seasons');
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Tabs value={tab} onChange={(_e, v: (typeof TABS)[number]) => setTab(v)} variant="scrollable" aria-label={translate('app.hotels.tabs')}>
            {TABS.map((t) => (
              <Tab key={t} value={t} label={translate(`app.hotels.tab.${t}`)} />
            ))}
          </Tabs>
          <HistoryButton queryKey={['hotel-history', hotel]} load={() => dataProvider.hotelHistory(hotel)} title="app.hotels.history" />
        </Box>
        <Box sx={{ pt: 2 }}>
          {tab === 'photos' && <Photos hotel={hotel} />}
          {tab === 'rooms' && <Rooms hotel={hotel} />}
          {tab === 'seasons' && <Seasons hotel={hotel} />}
          {tab === 'supplements' && <Supplements hotel={hotel} />}
          {tab === 'offers' && <Offers hotel={hotel} />}
        </Box>
      </CardContent>
    </Card>
  );
}
