/**
 * Spec §3 'Flight calendar filter': origin and destination city, active, typeFlight, airline,
 * flightNumber, schedule start and end; plus the flight, calendar and schedule status.
 */
import { DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { scheduleStatusChoices, typeFlightChoices, yesNoChoices } from '../choices.ts';
import { AirlineInput, CityInput, FlightInput } from '../common/inputs.tsx';

export const subcalendarFilters = [
  <CityInput key="origin_city" source="origin_city" alwaysOn fullWidth={false} />,
  <CityInput key="destination_city" source="destination_city" alwaysOn fullWidth={false} />,
  <DateInput key="schedule_start" source="schedule_start" alwaysOn />,
  <DateInput key="schedule_end" source="schedule_end" alwaysOn />,
  <SelectInput key="type_flight" source="type_flight" choices={typeFlightChoices} alwaysOn helperText="app.flightAdmin.subcalendars.type_flight_hint" />,
  <SelectInput key="active" source="active" choices={yesNoChoices} alwaysOn />,
  <AirlineInput key="airline" source="airline" alwaysOn fullWidth={false} />,
  <TextInput key="flight_number" source="flight_number" alwaysOn />,
  <FlightInput key="flight" source="flight" fullWidth={false} />,
  <SelectInput key="schedule_status" source="schedule_status" choices={scheduleStatusChoices} />,
  <NumberInput key="calendar" source="calendar" />,
];
