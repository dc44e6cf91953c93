/**
 * Every field of a route (spec §3 'Route'): name, cities, enabled, use configuration prices, the
 * six prices per passenger type one way and round trip, order and margin in minutes.
 */
import { Box } from '@mui/material';
import { BooleanInput, FormDataConsumer, NumberInput, TextInput } from 'react-admin';
import { CityInput } from '../common/inputs.tsx';
import { PricesInputs } from '../common/PricesInputs.tsx';

export function RouteFields() {
  return (
    <>
      <TextInput source="name" isRequired fullWidth />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, width: '100%' }}>
        <CityInput source="origin_city" isRequired />
        <CityInput source="destination_city" isRequired />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <BooleanInput source="enabled" helperText="app.flightAdmin.routes.enabled_hint" />
        <BooleanInput source="use_configuration_prices" helperText="app.flightAdmin.routes.configuration_prices_hint" />
      </Box>
      <FormDataConsumer>
        {({ formData }) => <PricesInputs helper={formData.use_configuration_prices ? 'app.flightAdmin.routes.prices_unused' : 'app.flightAdmin.routes.prices_hint'} />}
      </FormDataConsumer>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
        <NumberInput source="sort" min={0} step={1} helperText="app.flightAdmin.routes.sort_hint" />
        <NumberInput source="margin_minutes" min={0} max={1440} step={5} helperText="app.flightAdmin.routes.margin_hint" />
      </Box>
    </>
  );
}
