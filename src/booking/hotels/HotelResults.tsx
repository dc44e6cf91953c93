/** The results of /hoteles: filters (category, price range), sorting, the hotels as cards, pages. */
import { Alert, Box, Button, Card, CardContent, Chip, MenuItem, TextField, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { HotelSearchPage } from '../../../dataProvider/hotelSales.ts';
import { formatMoney } from '../../components/flights/format.ts';
import { PAGE_SIZE } from './stay.ts';

const ORDERINGS = ['price', '-price', '-category', 'name'] as const;
type FilterKey = 'category' | 'price_min' | 'price_max' | 'ordering' | 'page';

export function HotelResults({ page, params, onFilter }: { page: HotelSearchPage; params: URLSearchParams; onFilter: (key: FilterKey, value: string) => void }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const current = Number(params.get('page') ?? '1');
  const pages = Math.max(1, Math.ceil(page.count / PAGE_SIZE));
  const stay = new URLSearchParams([...params.entries()].filter(([k]) => ['checkin', 'checkout', 'rooms'].includes(k))).toString();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' }, gap: 2 }} role="group" aria-label={translate('app.hotelSales.search.ordering')}>
        <TextField select label={translate('app.hotelSales.search.ordering')} value={params.get('ordering') ?? 'price'} onChange={(e) => onFilter('ordering', e.target.value)}>
          {ORDERINGS.map((o) => (
            <MenuItem key={o} value={o}>
              {translate(`app.hotelSales.search.order.${o}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={translate('app.hotelSales.search.category')} value={params.get('category') ?? ''} onChange={(e) => onFilter('category', e.target.value)}>
          <MenuItem value="">{translate('app.hotelSales.search.any_category')}</MenuItem>
          {[5, 4, 3, 2, 1].map((n) => (
            <MenuItem key={n} value={String(n)}>
              {translate('app.hotelSales.results.stars', { smart_count: n })}
            </MenuItem>
          ))}
        </TextField>
        <TextField type="number" label={translate('app.hotelSales.search.price_min')} defaultValue={params.get('price_min') ?? ''} onBlur={(e) => onFilter('price_min', e.target.value)} slotProps={{ htmlInput: { min: 0 } }} />
        <TextField type="number" label={translate('app.hotelSales.search.price_max')} defaultValue={params.get('price_max') ?? ''} onBlur={(e) => onFilter('price_max', e.target.value)} slotProps={{ htmlInput: { min: 0 } }} />
      </Box>
      {page.count === 0 ? (
        <Alert severity="info">{translate('app.hotelSales.results.empty')}</Alert>
      ) : (
        <Typography role="status">{translate('app.hotelSales.results.count', { smart_count: page.count })}</Typography>
      )}
      {page.results.map((hotel) => (
        <Card key={hotel.id} variant="outlined" component="article" aria-labelledby={`hotel-${hotel.id}`}>
          <CardContent sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '8rem 1fr auto' }, gap: 2, alignItems: 'center' }}>
            {hotel.photo ? <Box component="img" src={hotel.photo} alt="" sx={{ width: '8rem', height: '5rem', objectFit: 'cover', borderRadius: 1 }} /> : <Box />}
            <Box sx={{ minWidth: 0 }}>
              <Typography id={`hotel-${hotel.id}`} variant="h6" component="h2">
                {hotel.name}
              </Typography>
              <Typography variant="body2" aria-label={translate('app.hotelSales.results.stars', { smart_count: hotel.category })}>
                {'★'.repeat(hotel.category)} · {[hotel.zone_name, hotel.destination_name, hotel.country_name].filter(Boolean).join(', ')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {hotel.meal_plan_name} · {hotel.rooms.map((r) => r.room_type_name).join(', ')} · {translate('app.hotelSales.results.nights', { smart_count: hotel.nights })}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
                {hotel.on_request && <Chip size="small" color="warning" label={translate('app.hotelSales.results.on_request')} />}
                {/* Sold from the integrated provider's stock: its rooms and policy are the provider's. */}
                {hotel.is_hotel_integration && <Chip size="small" color="info" variant="outlined" label={translate('app.hotelSales.results.integration')} />}
                {hotel.offers.map((o) => (
                  <Chip key={o} size="small" color="success" variant="outlined" label={o} />
                ))}
              </Box>
            </Box>
            <Box sx={{ textAlign: { sm: 'right' } }}>
              <Typography variant="caption">{translate('app.hotelSales.results.from')}</Typography>
              <Typography variant="h6" component="p">
                {formatMoney(hotel.price, hotel.currency, language)}
              </Typography>
              <Button component={RouterLink} to={`/hoteles/${hotel.slug}?${stay}`} variant="outlined" size="small" aria-label={`${translate('app.hotelSales.results.see')}: ${hotel.name}`}>
                {translate('app.hotelSales.results.see')}
              </Button>
            </Box>
          </CardContent>
        </Card>
      ))}
      {pages > 1 && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center' }}>
          <Button disabled={current <= 1} onClick={() => onFilter('page', String(current - 1))}>
            {translate('app.hotelSales.results.previous')}
          </Button>
          <Typography>{translate('app.hotelSales.results.page', { page: current, pages })}</Typography>
          <Button disabled={current >= pages} onClick={() => onFilter('page', String(current + 1))}>
            {translate('app.hotelSales.results.next')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
