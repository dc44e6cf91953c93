/**
 * /hoteles/:slug (spec §6 'Hotel View' / 'Hotel with Booking'; docs/api-hotels-booking.md 'Hotel
 * page'): the hotel, its photos and description, and for the stay of the URL a plan, then per room
 * its room type (priced), the holder's name and the optional supplements; the total and the
 * cancellation policy; 'add to cart' puts the stay in the cart, where the checkout takes over, or
 * 'book now' (BookNow.tsx) books and settles it at once through the same checkout, as the flight
 * verify step does, and the page shows the order.
 */
import { Alert, Box, Button, Checkbox, FormControlLabel, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Loading, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { toMinor, fromMinor } from '../../../domain/money.ts';
import type { RoomOffer } from '../../../domain/records/hotelSales.ts';
import { canBookHotels } from '../../../domain/services/hotelSalesRules.ts';
import type { CheckoutRecord } from '../../../domain/records/cart.ts';
import { CART_ITEMS_KEY } from '../../components/cart/keys.ts';
import { OrderDone } from '../../components/cart/OrderDone.tsx';
import { CancellationPolicyList } from '../../components/flights/CancellationPolicyList.tsx';
import { formatMoney } from '../../components/flights/format.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { useSessionUser } from '../../session/useSessionUser.ts';
import { BookNow } from './BookNow.tsx';
import { stayFrom, stayParams } from './stay.ts';

interface RoomChoice {
  room_type: number | null;
  supplements: number[];
  first_name: string;
  last_name: string;
}

export function HotelPage() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const stay = useMemo(() => stayParams(stayFrom(params)), [params]);
  const rooms = stayFrom(params).rooms;
  const actor = useSessionUser();
  const page = useQuery({ queryKey: ['hotel-page', slug, stay], queryFn: ({ signal }) => dataProvider.hotelPage(slug, stay, signal) });
  const [plan, setPlan] = useState<number | null>(null);
  const [choices, setChoices] = useState<RoomChoice[]>(() => rooms.map(() => ({ room_type: null, supplements: [], first_name: '', last_name: '' })));
  const [tried, setTried] = useState(false);
  const offers = page.data?.offers ?? [];
  const plans = [...new Map(offers.map((o) => [o.meal_plan, o.meal_plan_name])).entries()];
  const chosenPlan = plan ?? plans[0]?.[0] ?? null;
  const offerOf = (room: number, type: number | null): RoomOffer | undefined => offers.find((o) => o.room === room && o.meal_plan === chosenPlan && (type === null || o.room_type === type));
  const picked = choices.map((c, i) => offerOf(i, c.room_type));
  const totalMinor = picked.reduce((t, o, i) => t + (o ? toMinor(o.price) + o.supplements.filter((s) => choices[i].supplements.includes(s.id)).reduce((a, s) => a + toMinor(s.price), 0) : 0), 0);
  const complete = picked.every(Boolean) && choices.every((c) => c.first_name.trim() && c.last_name.trim());
  const [booked, setBooked] = useState<CheckoutRecord | null>(null);
  /** The chosen stay, as the cart and 'book now' both take it. */
  const stayBody = () => ({
    hotel: page.data!.id,
    checkin: stay.checkin,
    checkout: stay.checkout,
    meal_plan: chosenPlan!,
    rooms: picked.map((o, i) => ({ room_type: o!.room_type, adults: rooms[i].adults, children_ages: [...rooms[i].children_ages], supplements: choices[i].supplements, holder: { first_name: choices[i].first_name.trim(), last_name: choices[i].last_name.trim() } })),
  });
  const add = useMutation({
    mutationFn: () => dataProvider.addHotelToCart(stayBody()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CART_ITEMS_KEY });
      notify('app.hotelSales.detail.added', { type: 'success' });
      navigate('/cart');
    },
    onError: (error: Error & { body?: { detail?: string } }) => notify(error.body?.detail ?? error.message, { type: 'error' }),
  });
  const set = (i: number, change: Partial<RoomChoice>) => setChoices(choices.map((c, j) => (j === i ? { ...c, ...change } : c)));

  if (page.isPending) return <Loading />;
  if (page.isError || !page.data) return <Alert severity="error">{translate('app.hotelSales.results.error')}</Alert>;
  const hotel = page.data;
  const back = `/hoteles?${new URLSearchParams(stay).toString()}`;
  if (booked) return <OrderDone result={booked} onContinue={() => navigate(back)} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <PageTitle title={hotel.name} />
      <Box>
        <Button component={RouterLink} to={back}>
          {translate('app.hotelSales.detail.back')}
        </Button>
      </Box>
      <Typography variant="body2">
        {'★'.repeat(hotel.category)} · {[hotel.chain_name, hotel.zone_name, hotel.destination_name, hotel.country_name].filter(Boolean).join(', ')}
        {hotel.address ? ` · ${hotel.address}` : ''}
      </Typography>
      {hotel.photos.length > 0 && (
        <Box role="list" aria-label={translate('app.hotelSales.detail.photos', { name: hotel.name })} sx={{ display: 'flex', gap: 1, overflowX: 'auto', maxWidth: '100%' }}>
          {hotel.photos.map((src, n) => (
            <Box role="listitem" key={src}>
              <Box component="img" src={src} alt={translate('app.hotelSales.detail.photo', { n: n + 1, name: hotel.name })} sx={{ height: '8rem', borderRadius: 1 }} />
            </Box>
          ))}
        </Box>
      )}
      {hotel.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{hotel.description}</Typography>}
      <Typography variant="subtitle1" component="h2">
        {translate('app.hotelSales.detail.stay')}: {stay.checkin} → {stay.checkout} ({translate('app.hotelSales.results.nights', { smart_count: hotel.nights })})
      </Typography>
      {hotel.unavailable && <Alert severity="warning">{hotel.unavailable}</Alert>}
      {plans.length > 0 && (
        <TextField select label={translate('app.hotelSales.detail.plan')} value={String(chosenPlan)} onChange={(e) => setPlan(Number(e.target.value))} sx={{ maxWidth: '20rem' }}>
          {plans.map(([id, name]) => (
            <MenuItem key={id} value={String(id)}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {plans.length > 0 &&
        rooms.map((room, i) => {
          const options = offers.filter((o) => o.room === i && o.meal_plan === chosenPlan);
          const offer = picked[i];
          const guests = room.children_ages.length ? translate('app.hotelSales.detail.guests_children', { adults: room.adults, ages: room.children_ages.join(', ') }) : translate('app.hotelSales.detail.guests', { adults: room.adults });
          return (
            <Box key={i} component="section" aria-labelledby={`room-${i}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 2 }}>
              <Typography id={`room-${i}`} variant="subtitle2" component="h3">
                {translate('app.hotelSales.detail.room_for', { n: i + 1, guests })}
              </Typography>
              {options.length === 0 ? (
                <Alert severity="info">{translate('app.hotelSales.detail.no_offer')}</Alert>
              ) : (
                <TextField select label={translate('app.hotelSales.detail.choose_room')} value={String(offer?.room_type ?? '')} onChange={(e) => set(i, { room_type: Number(e.target.value), supplements: [] })}>
                  {options.map((o) => (
                    <MenuItem key={o.room_type} value={String(o.room_type)}>
                      {`${o.room_type_name} · ${formatMoney(o.price, hotel.currency ?? undefined, language)}${o.on_request ? ` · ${translate('app.hotelSales.results.on_request')}` : ''}`}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {offer && offer.offers.length > 0 && <Typography variant="body2">{translate('app.hotelSales.detail.offers', { names: offer.offers.join(', ') })}</Typography>}
              {offer && offer.supplements.some((s) => s.mandatory) && (
                <Typography variant="body2">{translate('app.hotelSales.detail.mandatory', { names: offer.supplements.filter((s) => s.mandatory).map((s) => s.name).join(', ') })}</Typography>
              )}
              {offer && offer.supplements.some((s) => !s.mandatory) && (
                <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                  <Typography component="legend" variant="body2">
                    {translate('app.hotelSales.detail.supplements')}
                  </Typography>
                  {offer.supplements
                    .filter((s) => !s.mandatory)
                    .map((s) => (
                      <FormControlLabel
                        key={s.id}
                        control={<Checkbox checked={choices[i].supplements.includes(s.id)} onChange={(e) => set(i, { supplements: e.target.checked ? [...choices[i].supplements, s.id] : choices[i].supplements.filter((x) => x !== s.id) })} />}
                        label={`${s.name} (+${formatMoney(s.price, hotel.currency ?? undefined, language)})`}
                      />
                    ))}
                </Box>
              )}
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
                {(['first_name', 'last_name'] as const).map((field) => (
                  <TextField
                    key={field}
                    required
                    label={translate(`app.hotelSales.detail.holder_${field === 'first_name' ? 'first' : 'last'}`)}
                    value={choices[i][field]}
                    onChange={(e) => set(i, { [field]: e.target.value })}
                    error={tried && !choices[i][field].trim()}
                    helperText={tried && !choices[i][field].trim() ? translate('app.hotelSales.detail.required') : undefined}
                    slotProps={{ htmlInput: { maxLength: 100 } }}
                  />
                ))}
              </Box>
            </Box>
          );
        })}
      {plans.length > 0 && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="p">
            {translate('app.hotelSales.detail.total')}: {formatMoney(fromMinor(totalMinor), hotel.currency ?? undefined, language)}
          </Typography>
          {picked.some((o) => o?.on_request) && <Alert severity="warning">{translate('app.hotelSales.detail.on_request')}</Alert>}
          {actor && canBookHotels(actor) && (
            <Button
              variant="contained"
              disabled={add.isPending || !picked.every(Boolean)}
              onClick={() => {
                setTried(true);
                if (complete) add.mutate();
              }}
            >
              {translate('app.hotelSales.detail.add')}
            </Button>
          )}
        </Box>
      )}
      {plans.length > 0 && actor && canBookHotels(actor) && picked.every(Boolean) && (
        <BookNow stay={stayBody} ready={complete} onMissing={() => setTried(true)} price={fromMinor(totalMinor)} currency={hotel.currency ?? undefined} onDone={setBooked} />
      )}
      <Typography variant="subtitle1" component="h2">
        {translate('app.hotelSales.detail.policy')}
      </Typography>
      <CancellationPolicyList policies={hotel.cancellation_policy} currency={hotel.currency ?? undefined} />
    </Paper>
  );
}

export default HotelPage;
