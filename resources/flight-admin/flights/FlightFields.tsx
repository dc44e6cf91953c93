/**
 * A flight: number, airline, route, the airports (in the route's origin and destination cities,
 * the server insists), times, travel time, distance, scales, state, cancellation policy and terms.
 */
import { Box } from '@mui/material';
import { BooleanInput, FormDataConsumer, NumberInput, TextInput, useGetOne } from 'react-admin';
import type { RouteRecord } from '../../../dataProvider/flightAdminRecords.ts';
import { AirlineInput, AirportInput, CancellationPolicyInput, RouteInput, TermsInput } from '../common/inputs.tsx';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;

function Airports({ route }: { route: unknown }) {
  const { data } = useGetOne<RouteRecord>('flight-routes', { id: Number(route) }, { enabled: !!route });
  return (
    <Box sx={grid}>
      <AirportInput source="origin_airport" isRequired filter={data ? { city: data.origin_city } : undefined} helperText={data ? false : 'app.flightAdmin.flights.route_first'} />
      <AirportInput source="destination_airport" isRequired filter={data ? { city: data.destination_city } : undefined} helperText={data ? false : 'app.flightAdmin.flights.route_first'} />
    </Box>
  );
}

export function FlightFields() {
  return (
    <>
      <Box sx={grid}>
        <TextInput source="number" isRequired slotProps={{ htmlInput: { maxLength: 10, style: { textTransform: 'uppercase' } } }} />
        <AirlineInput source="airline" isRequired />
      </Box>
      <RouteInput source="route" isRequired />
      <FormDataConsumer>{({ formData }) => <Airports route={formData.route} />}</FormDataConsumer>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <TextInput source="departure_time" type="time" isRequired slotProps={{ inputLabel: { shrink: true } }} />
        <TextInput source="arrival_time" type="time" isRequired slotProps={{ inputLabel: { shrink: true } }} />
        <NumberInput source="travel_minutes" isRequired min={1} step={5} />
        <NumberInput source="distance_km" min={0} step={1} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <BooleanInput source="is_with_scales" />
        <BooleanInput source="active" />
      </Box>
      <Box sx={grid}>
        <CancellationPolicyInput source="cancellation_policy" emptyText="app.flightAdmin.none" helperText={false} />
        <TermsInput source="term_conditions" emptyText="app.flightAdmin.none" helperText={false} />
      </Box>
    </>
  );
}
