/**
 * The flight search of /vuelos/reserva/ruta: origin and destination (flights/city-origin and
 * city-destination), one way or round trip, dates among the bookable days, adults, children with
 * each child's age, infants, and the seat category.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, Button, FormControlLabel, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { ADULT_MIN_AGE, CHILD_MIN_AGE } from '../../../domain/constants.ts';
import { BookableDatePicker } from '../../components/flights/BookableDatePicker.tsx';
import { CountStepper } from './CountStepper.tsx';
import type { FlightSearchValues } from './draft.ts';

interface City {
  id: number;
  name: string;
  code?: string;
}

const MAX_PAX = 9;
const CHILD_MAX_AGE = ADULT_MIN_AGE - 1;
const ALL = { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' as const } };

type Errors = Partial<Record<keyof FlightSearchValues | `child_age_${number}`, string>>;

/** Message keys of what is missing or wrong; empty when the search can run. */
export function searchErrors(values: FlightSearchValues): Errors {
  const errors: Errors = {};
  if (values.origin === null) errors.origin = 'validation.required';
  if (values.destination === null) errors.destination = 'validation.required';
  if (!values.departure_date) errors.departure_date = 'validation.required';
  if (values.trip === 'round_trip') {
    if (!values.return_date) errors.return_date = 'validation.required';
    else if (values.departure_date && values.return_date < values.departure_date) errors.return_date = 'app.flights.search.return_before_departure';
  }
  if (values.adults < 1) errors.adults = 'validation.one_adult_required';
  if (values.infants > values.adults) errors.infants = 'validation.infants_exceed_adults';
  for (let i = 0; i < values.children; i++) {
    const age = values.child_ages[i];
    if (age === undefined || age === null) errors[`child_age_${i}`] = 'validation.required';
    else if (age < CHILD_MIN_AGE || age > CHILD_MAX_AGE) errors[`child_age_${i}`] = 'app.quickBooking.child_age_range';
  }
  return errors;
}

function cityLabel(city: City): string {
  return city.code ? `${city.name} (${city.code})` : city.name;
}

export function SearchForm({ initial, onSearch }: { initial: FlightSearchValues; onSearch: (values: FlightSearchValues) => void }) {
  const translate = useTranslate();
  const [values, setValues] = useState<FlightSearchValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const { data: origins = [], isPending: loadingOrigins } = useGetList<City>('flight-cities-origin', ALL);
  const { data: destinations = [], isPending: loadingDestinations } = useGetList<City>(
    'flight-cities-destination',
    { ...ALL, filter: { origin: values.origin } },
    { enabled: values.origin !== null },
  );
  const { data: categories = [] } = useGetList<City>('flight-categories', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } });

  const set = (change: Partial<FlightSearchValues>) => {
    const next = { ...values, ...change };
    setValues(next);
    if (submitted) setErrors(searchErrors(next));
  };
  const message = (key: keyof Errors) => (errors[key] ? translate(errors[key] as string, { min: CHILD_MIN_AGE, max: CHILD_MAX_AGE }) : undefined);
  const count = (field: 'adults' | 'infants', min: number, max: number) => (
    <CountStepper
      label={translate(`app.flights.search.${field}`)}
      value={values[field]}
      min={min}
      max={max}
      onChange={(n) => (field === 'adults' ? set({ adults: n, infants: Math.min(values.infants, n) }) : set({ infants: n }))}
      error={message(field)}
      helperText={translate(`app.flights.search.${field}_hint`)}
    />
  );
  // The children are their ages, typed in one field ('7, 10'): as many children as ages.
  const [agesText, setAgesText] = useState(() => initial.child_ages.slice(0, initial.children).join(', '));
  const typeAges = (text: string) => {
    setAgesText(text);
    const typed = text.split(/[\s,;]+/).filter(Boolean).slice(0, MAX_PAX);
    // A word that is not a number stays a child without an age, which the form reports.
    const ages = typed.map((word) => (/^\d{1,2}$/.test(word) ? Number(word) : null));
    set({ children: typed.length, child_ages: ages as number[] });
  };
  const agesError = Array.from({ length: values.children }, (_, i) => errors[`child_age_${i}`]).some(Boolean)
    ? translate('app.quickBooking.child_ages_invalid', { min: CHILD_MIN_AGE, max: CHILD_MAX_AGE })
    : undefined;
  // Steps of the search open by themselves: the departure's calendar once the route is known, the return's once the departure is taken.
  const [openDeparture, setOpenDeparture] = useState(0);
  const [openReturn, setOpenReturn] = useState(0);
  // A search filled in already (the last one) needs only 'Buscar': the keyboard starts there.
  const submitButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (Object.keys(searchErrors(initial)).length === 0) submitButton.current?.focus();
    // Once, for the form as it opens.
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = searchErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch(values.trip === 'one_way' ? { ...values, return_date: '' } : values);
  };

  const origin = origins.find((c) => c.id === values.origin) ?? null;
  const destination = destinations.find((c) => c.id === values.destination) ?? null;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={translate('app.flights.search.title')}>
      <RadioGroup row value={values.trip} onChange={(event) => set({ trip: event.target.value as FlightSearchValues['trip'] })} aria-label={translate('app.flights.search.trip')}>
        <FormControlLabel value="round_trip" control={<Radio />} label={translate('app.flights.trip.round_trip')} />
        <FormControlLabel value="one_way" control={<Radio />} label={translate('app.flights.trip.one_way')} />
      </RadioGroup>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mt: 1 }}>
        <Autocomplete<City>
          options={origins}
          loading={loadingOrigins}
          value={origin}
          getOptionLabel={cityLabel}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, city) => set({ origin: city?.id ?? null, destination: null, departure_date: '', return_date: '' })}
          noOptionsText={translate('app.network.no_options')}
          renderInput={(params) => (
            <TextField {...params} label={translate('app.flights.search.origin')} error={!!errors.origin} helperText={message('origin') ?? translate('app.network.type_to_search')} />
          )}
        />
        <Autocomplete<City>
          options={destinations}
          loading={values.origin !== null && loadingDestinations}
          value={destination}
          disabled={values.origin === null}
          getOptionLabel={cityLabel}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, city) => {
            set({ destination: city?.id ?? null, departure_date: '', return_date: '' });
            if (city) setOpenDeparture((n) => n + 1);
          }}
          noOptionsText={translate('app.network.no_options')}
          renderInput={(params) => (
            <TextField {...params} label={translate('app.flights.search.destination')} error={!!errors.destination} helperText={message('destination') ?? translate('app.network.type_to_search')} />
          )}
        />
        <BookableDatePicker
          label={translate('app.flights.search.departure_date')}
          value={values.departure_date}
          onChange={(day) => {
            set({ departure_date: day, return_date: values.return_date && values.return_date < day ? '' : values.return_date });
            if (values.trip === 'round_trip') setOpenReturn((n) => n + 1);
          }}
          openRequest={openDeparture}
          origin={values.origin}
          destination={values.destination}
          error={message('departure_date')}
        />
        {values.trip === 'round_trip' && (
          <BookableDatePicker
            label={translate('app.flights.search.return_date')}
            value={values.return_date}
            onChange={(day) => set({ return_date: day })}
            openRequest={openReturn}
            origin={values.destination}
            destination={values.origin}
            min={values.departure_date || undefined}
            disabled={!values.departure_date}
            error={message('return_date')}
          />
        )}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mt: 2 }}>
        {count('adults', 1, MAX_PAX)}
        <TextField
          label={translate('app.quickBooking.children_ages')}
          value={agesText}
          onChange={(event) => typeAges(event.target.value)}
          error={!!agesError}
          helperText={agesError ?? translate('app.quickBooking.children_ages_hint', { smart_count: values.children })}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        {count('infants', 0, values.adults)}
        <TextField
          select
          label={translate('app.flights.search.category')}
          value={values.category ?? ''}
          onChange={(event) => set({ category: event.target.value === '' ? null : Number(event.target.value) })}
          helperText=" "
        >
          <MenuItem value="">{translate('app.flights.search.any_category')}</MenuItem>
          {categories.map((category) => (
            <MenuItem key={category.id} value={category.id}>
              {category.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button ref={submitButton} type="submit" variant="contained" size="large" startIcon={<SearchIcon />}>
          {translate('app.flights.search.submit')}
        </Button>
      </Box>
    </Box>
  );
}
