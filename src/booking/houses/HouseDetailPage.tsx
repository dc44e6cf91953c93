/**
 * /casas/:slug: a house (rooms free for the dates, supplements, cancellation policy) and the
 * request form of spec §3 House booking: dates, type (default private_room), rooms, guests with
 * names and ages, breakfast, optional supplements, customer and comments. "Calculate price" asks
 * the server (domain pricing through the agency's markup chain); sending carries that price, so a
 * price that changed meanwhile is refused (409) instead of accepted silently.
 */
import { Alert, Box, Card, CardContent, Grid, List as MuiList, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ArrayInput, BooleanInput, Button, CheckboxGroupInput, DateInput, Form, NumberInput, RadioButtonGroupInput, ResourceContextProvider, SimpleFormIterator, TextInput, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { PATHS, recordPath } from '../../../domain/menu.ts';
import type { HouseDetailRecord, HousePriceRecord } from '../../../domain/records/houses.ts';
import type { HouseRequestBody } from '../../../domain/schemas/houses.ts';
import { ADULT_AGE } from '../../../domain/services/houses.ts';
import { rentTypeChoices } from '../../components/houses/choices.ts';
import { useCan } from '../../session/useCan.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { formatMoney } from '../../components/flights/format.ts';
import { DocumentTitle } from '../../components/PageTitle.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useHandleError } from '../../errors/useHandleError.ts';

interface FormValues {
  checkin?: string;
  checkout?: string;
  type: 'private_room' | 'full_house';
  rooms: number[];
  guests: { name?: string; age?: number }[];
  breakfast: boolean;
  supplements: number[];
  customer_name?: string;
  comments?: string;
}

function toBody(house: HouseDetailRecord, v: FormValues, price?: string): HouseRequestBody {
  return {
    house: house.id,
    checkin: v.checkin ?? '',
    checkout: v.checkout ?? '',
    type: v.type,
    rooms: v.type === 'full_house' ? [] : v.rooms,
    guests: v.guests.map((g) => ({ name: g.name ?? '', age: Number(g.age ?? ADULT_AGE) })),
    breakfast: v.breakfast,
    supplements: v.supplements,
    customer_name: v.customer_name ?? '',
    comments: v.comments ?? '',
    ...(price ? { price } : {}),
  };
}

function RequestForm({ house }: { house: HouseDetailRecord }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const notify = useNotify();
  const navigate = useNavigate();
  const handleError = useHandleError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { getValues, watch } = useFormContext<FormValues>();
  const [priced, setPriced] = useState<HousePriceRecord | null>(null);
  const [key] = useState(() => `house-${house.id}-${crypto.randomUUID()}`);
  const type = watch('type');
  const price = useMutation({
    mutationFn: () => {
      const body = toBody(house, getValues());
      return dataProvider.priceHouse(house.id, { checkin: body.checkin, checkout: body.checkout, type: body.type, rooms: body.rooms, ages: body.guests.map((g) => g.age), breakfast: body.breakfast, supplements: body.supplements });
    },
    onSuccess: setPriced,
    onError: (error) => {
      setPriced(null);
      handleError(error);
    },
  });
  const send = useMutation({
    mutationFn: () => dataProvider.requestHouse(toBody(house, getValues(), priced?.price), key),
    onSuccess: (request) => {
      notify('app.houses.requested', { type: 'success', messageArgs: { id: request.id } });
      navigate(recordPath(PATHS.houseRequests, request.id));
    },
    onError: (error) => handleError(error),
  });
  const optional = house.supplements.filter((s) => !s.mandatory);
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateInput source="checkin" label="resources.house-requests.fields.checkin" isRequired />
        <DateInput source="checkout" label="resources.house-requests.fields.checkout" isRequired />
      </Stack>
      {house.full_house && house.private_rooms && <RadioButtonGroupInput source="type" label="resources.house-requests.fields.type" choices={rentTypeChoices} />}
      {type === 'private_room' && (
        <CheckboxGroupInput
          source="rooms"
          label="resources.house-requests.fields.rooms"
          choices={house.rooms.map((r) => ({ id: r.id, name: translate('app.houses.room_line', { name: r.name, capacity: r.capacity }) }))}
          translateChoice={false}
        />
      )}
      <ArrayInput source="guests" label="app.houses.guests">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="name" label="app.houses.guest_name" helperText={false} />
          <NumberInput source="age" label="app.houses.guest_age" min={0} max={120} helperText={false} sx={{ width: 100 }} />
        </SimpleFormIterator>
      </ArrayInput>
      {house.breakfast === 'optional' && <BooleanInput source="breakfast" label="app.houses.breakfast_modes.optional" />}
      {optional.length > 0 && <CheckboxGroupInput source="supplements" label="app.houses.supplements" choices={optional.map((s) => ({ id: s.id, name: s.name }))} translateChoice={false} />}
      <TextInput source="customer_name" label="resources.house-requests.fields.customer_name" isRequired />
      <TextInput source="comments" label="resources.house-requests.fields.comments" multiline minRows={2} />
      {priced && (
        <Alert severity={priced.available ? 'info' : 'warning'} role="status">
          {priced.available ? translate('app.houses.price_result', { price: formatMoney(priced.price, priced.currency, language), nights: priced.nights }) : translate('app.houses.not_available')}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        <Button label="app.houses.calculate" variant="outlined" onClick={() => price.mutate()} disabled={price.isPending} />
        <Button label="app.houses.send_request" variant="contained" onClick={() => send.mutate()} disabled={!priced?.available || send.isPending} />
      </Stack>
    </Stack>
  );
}

function HouseInfo({ house }: { house: HouseDetailRecord }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {[house.destination_name, house.zone_name, house.address].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" gutterBottom>
          {[translate(`app.houses.property_types.${house.property_type}`), translate(`app.houses.accommodation_types.${house.accommodation_type}`), translate(`app.houses.breakfast_modes.${house.breakfast}`), translate('app.houses.capacity', { capacity: house.capacity })].join(' · ')}
        </Typography>
        <Typography variant="body1" sx={{ my: 1 }}>
          {house.description}
        </Typography>
        <Typography variant="subtitle1" component="h2">
          {translate('app.houses.rooms')}
        </Typography>
        <MuiList dense disablePadding>
          {house.rooms.map((r) => (
            <ListItem key={r.id} disableGutters>
              <ListItemText primary={translate('app.houses.room_line', { name: r.name, capacity: r.capacity })} secondary={r.free === false ? translate('app.houses.room_taken') : undefined} />
            </ListItem>
          ))}
        </MuiList>
        <Typography variant="subtitle1" component="h2">
          {translate('app.houses.supplements')}
        </Typography>
        <MuiList dense disablePadding>
          {house.supplements.map((s) => (
            <ListItem key={s.id} disableGutters>
              <ListItemText primary={`${s.name}${s.mandatory ? ` (${translate('app.houses.mandatory')})` : ''}`} secondary={`${translate(`app.houses.supplement_per.${s.per}`)} · ${translate(`app.houses.supplement_frequency.${s.frequency}`)}`} />
            </ListItem>
          ))}
        </MuiList>
        <Typography variant="subtitle1" component="h2">
          {translate('app.houses.policies')}
        </Typography>
        {/* Spec §5: penalties of value 0 are not shown. */}
        {house.cancellation_policies.filter((p) => Number(p.value) > 0).map((p) => (
          <Typography key={`${p.name}-${p.min_days}`} variant="body2">
            {p.name}
          </Typography>
        ))}
        {house.cancellation_policies.every((p) => Number(p.value) <= 0) && <Typography variant="body2">{translate('app.houses.no_policies')}</Typography>}
      </CardContent>
    </Card>
  );
}

export function HouseDetailPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canRequest = useCan('houses', 'create');
  const dates = { start_date: search.get('start_date') ?? undefined, end_date: search.get('end_date') ?? undefined };
  const query = useQuery({ queryKey: ['houses', 'detail', slug, dates], queryFn: () => dataProvider.houseBySlug(slug, dates) });
  if (query.isPending) return <PageLoader />;
  if (query.isError || !query.data) return <Alert severity="error">{translate('ra.notification.item_doesnt_exist')}</Alert>;
  const house = query.data;
  const adults = Number(search.get('adults') ?? 2) || 2;
  const defaults: FormValues = {
    checkin: dates.start_date,
    checkout: dates.end_date,
    type: search.get('type') === 'full_house' || !house.private_rooms ? 'full_house' : 'private_room',
    rooms: [],
    guests: Array.from({ length: adults }, () => ({ name: '', age: ADULT_AGE })),
    breakfast: false,
    supplements: [],
  };
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.accommodation' }, { label: 'app.menu.routes.casas', to: PATHS.houses }, { label: house.name }]} />
      <DocumentTitle title={house.name} />
      <Typography variant="h5" component="h1" sx={{ my: 1 }}>
        {`${house.name} (${house.code})`}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <HouseInfo house={house} />
        </Grid>
        {canRequest && (
          <Grid size={{ xs: 12, md: 6 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="subtitle1" component="h2" gutterBottom>
                  {translate('app.houses.request_title')}
                </Typography>
                <Box>
                  {/* The guests' ArrayInput needs a resource; the page is a custom route without one. */}
                  <ResourceContextProvider value="house-requests">
                    <Form defaultValues={defaults} noValidate>
                      <RequestForm house={house} />
                    </Form>
                  </ResourceContextProvider>
                </Box>
              </CardContent>
            </Card>
          </Grid>
        )}
      </Grid>
    </>
  );
}

export default HouseDetailPage;
