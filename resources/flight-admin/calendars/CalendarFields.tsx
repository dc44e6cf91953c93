/**
 * A calendar: date range, ISO weekdays, times, check-in minutes, prices (the route's or its own)
 * and capacity per seat category; the preview says how many departures the range gives.
 */
import { Alert, Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ArrayInput, BooleanInput, CheckboxGroupInput, DateInput, FormDataConsumer, NumberInput, SelectInput, SimpleFormIterator, TextInput, useGetOne, useTranslate } from 'react-admin';
import type { FlightRecord } from '../../../dataProvider/flightAdminRecords.ts';
import { scheduleStatusChoices, weekdayChoices } from '../choices.ts';
import { FlightInput, SeatCategoryInput } from '../common/inputs.tsx';
import { PricesInputs } from '../common/PricesInputs.tsx';
import { plannedDepartures } from './calendarBody.ts';

const row = { display: 'flex', flexWrap: 'wrap', columnGap: 2 } as const;

/** A chosen flight lends its clock times to the empty time inputs. */
function FlightTimes() {
  const flight = useWatch({ name: 'flight' }) as unknown;
  const { setValue, getValues } = useFormContext();
  const { data } = useGetOne<FlightRecord>('flights', { id: Number(flight) }, { enabled: !!flight });
  useEffect(() => {
    if (!data) return;
    if (!getValues('departure_time')) setValue('departure_time', data.departure_time.slice(0, 5), { shouldDirty: true });
    if (!getValues('arrival_time')) setValue('arrival_time', data.arrival_time.slice(0, 5), { shouldDirty: true });
  }, [data, getValues, setValue]);
  return null;
}

function Preview() {
  const translate = useTranslate();
  const values = useWatch() as Record<string, unknown>;
  const count = plannedDepartures(values);
  if (count === null) return null;
  return (
    <Alert severity={count > 0 ? 'info' : 'warning'} sx={{ my: 1 }} role="status">
      {translate('app.flightAdmin.calendars.preview', { smart_count: count })}
    </Alert>
  );
}

export function CalendarFields({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  return (
    <>
      {mode === 'create' && (
        <>
          <FlightInput source="flight" isRequired />
          <FlightTimes />
        </>
      )}
      <Box sx={row}>
        <DateInput source="start_date" isRequired />
        <DateInput source="end_date" isRequired />
      </Box>
      <CheckboxGroupInput source="weekdays" choices={weekdayChoices} isRequired helperText="app.flightAdmin.calendars.weekdays_hint" />
      <Preview />
      <Box sx={row}>
        <TextInput source="departure_time" type="time" slotProps={{ inputLabel: { shrink: true } }} />
        <TextInput source="arrival_time" type="time" slotProps={{ inputLabel: { shrink: true } }} />
        <NumberInput source="checkin_minutes_before" min={0} max={1440} step={15} />
        {mode === 'edit' && <SelectInput source="status" choices={scheduleStatusChoices} />}
      </Box>
      {mode === 'create' ? (
        <>
          <BooleanInput source="use_route_prices" label="app.flightAdmin.calendars.use_route_prices" />
          <FormDataConsumer>{({ formData }) => (formData.use_route_prices ? null : <PricesInputs />)}</FormDataConsumer>
        </>
      ) : (
        <PricesInputs helper="app.flightAdmin.calendars.edit_prices_hint" />
      )}
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate('app.flightAdmin.calendars.capacities')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(mode === 'create' ? 'app.flightAdmin.calendars.capacities_hint' : 'app.flightAdmin.calendars.capacities_edit_hint')}
      </Typography>
      <ArrayInput source="capacities" label={false}>
        <SimpleFormIterator inline disableReordering>
          <SeatCategoryInput source="category" label="app.flightAdmin.category" fullWidth={false} helperText={false} />
          <NumberInput source="capacity" label="app.flightAdmin.capacity" min={0} max={1000} step={1} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
