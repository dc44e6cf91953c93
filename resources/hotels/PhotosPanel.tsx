/** The photos tab: upload, remove (after a confirmation) and order; the first photo is the hotel's cover. */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, IconButton, ImageList, ImageListItem, Typography } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useDataProvider, useGetOne, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { HotelPhoto } from '../../dataProvider/hotels.ts';
import { useHandleError } from '../../src/errors/useHandleError.ts';

/** The ids with the one at `index` moved by `step` (−1 earlier, +1 later). */
export function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  const out = [...ids];
  [out[index], out[target]] = [out[target], out[index]];
  return out;
}

export function PhotosPanel({ hotel }: { hotel: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const handleError = useHandleError();
  const translate = useTranslate();
  const { data } = useGetOne<{ id: number; photos: HotelPhoto[] }>('admin-hotels', { id: hotel });
  const photos = data?.photos ?? [];
  const run = async (call: () => Promise<unknown>, done?: string) => {
    try {
      await call();
      if (done) notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      handleError(error);
    }
  };
  const upload = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) void run(() => dataProvider.uploadHotelPhoto(hotel, file));
  };
  const move = (index: number, step: -1 | 1) =>
    void run(() => dataProvider.orderHotelPhotos(hotel, moved(photos.map((p) => p.id), index, step)), 'app.hotelCatalog.photos_ordered');
  return (
    <Box>
      <Button variant="outlined" component="label">
        {translate('app.hotels.add_photo')}
        <input hidden type="file" accept="image/png,image/jpeg,image/webp" onChange={upload} />
      </Button>
      {photos.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{translate('app.hotelCatalog.no_photos')}</Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.hotelCatalog.photos_hint')}
        </Typography>
      )}
      <ImageList cols={4} rowHeight={170} sx={{ mt: 1 }}>
        {photos.map((p, i) => {
          const label = `${translate('app.hotels.photo')} ${i + 1}`;
          return (
            <ImageListItem key={p.id}>
              <img src={p.url} alt={label} loading="lazy" style={{ objectFit: 'cover', height: 110 }} />
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                <IconButton size="small" disabled={i === 0} onClick={() => move(i, -1)} aria-label={translate('app.hotelCatalog.photo_earlier', { photo: label })}>
                  <ArrowBackIcon fontSize="small" />
                </IconButton>
                <Button size="small" color="error" onClick={() => window.confirm(translate('app.hotels.remove_photo_confirm')) && void run(() => dataProvider.removeHotelPhoto(hotel, p.id))}>
                  {translate('ra.action.delete')}
                </Button>
                <IconButton size="small" disabled={i === photos.length - 1} onClick={() => move(i, 1)} aria-label={translate('app.hotelCatalog.photo_later', { photo: label })}>
                  <ArrowForwardIcon fontSize="small" />
                </IconButton>
              </Box>
            </ImageListItem>
          );
        })}
      </ImageList>
    </Box>
  );
}
