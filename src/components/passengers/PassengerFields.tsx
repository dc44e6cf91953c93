/**
 * The inputs of one passenger (spec §3 'Passenger'): names, birth date, gender, nationality,
 * passport; the booking holder's contact data; a child's age from the search; the adult an infant
 * travels with; contact, emergency and arrival documents. Every input is `<list>.<i>.<field>`
 * (shared by the flight booking and the cart's checkout).
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { DateInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useState } from 'react';
import { get, useFormState, useWatch } from 'react-hook-form';
import { GENDERS, PHONE_MAX_LENGTH } from '../../../domain/constants.ts';
import { CountryInput } from '../CountryInput.tsx';
import { PassengerDirectorySearch } from './PassengerDirectorySearch.tsx';
import { PassportScanInput } from './PassportScanInput.tsx';
import type { PassengerValues } from './passengerValues.ts';

/** Inputs inside the collapsed block: the block opens when one of them has an error. */
const MORE_FIELDS = ['emergency_name', 'emergency_phone', 'primary_document', 'secondary_document'];
const CONTACT_FIELDS = ['email', 'phone', 'address', 'zip_code', 'country'];

const genderChoices = GENDERS.map((id) => ({ id, name: `app.flights.genders.${id}` }));
const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }, columnGap: 2 } as const;

/** 'Adulto 1', 'Niño 2', 'Infante 1': the passenger's number within its type. */
export function passengerTitle(list: readonly PassengerValues[], index: number, translate: (key: string, options?: object) => string): string {
  const type = list[index]?.type ?? 'adult';
  const n = list.slice(0, index + 1).filter((p) => p.type === type).length;
  return translate(`app.flights.passengers.title_${type}`, { n });
}

function DocumentInputs({ base, which }: { base: string; which: 'primary_document' | 'secondary_document' }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>
        {translate(`app.flights.passenger.${which}`)}
      </Typography>
      <Box sx={grid}>
        <TextInput source={`${base}.${which}.number`} label="app.flights.passenger.document_number" helperText={false} />
        <DateInput source={`${base}.${which}.expiry`} label="app.flights.passenger.document_expiry" helperText={false} />
        <CountryInput source={`${base}.${which}.country`} label="app.flights.passenger.document_country" helperText={false} />
      </Box>
    </Box>
  );
}

/**
 * `list` names the form's array of passengers: 'passengers' in the flight booking,
 * 'items.<i>.passengers' for one item of the cart's checkout.
 */
export function PassengerFields({ index, holder, list: listName = 'passengers' }: { index: number; holder: boolean; list?: string }) {
  const translate = useTranslate();
  const list = (useWatch({ name: listName }) ?? []) as PassengerValues[];
  const base = `${listName}.${index}`;
  const passenger = list[index];
  const type = passenger?.type ?? 'adult';
  const title = passengerTitle(list, index, translate);
  const { errors } = useFormState({ name: base });
  const own = (get(errors, base) as Record<string, unknown> | undefined) ?? {};
  const hiddenError = [...MORE_FIELDS, ...(holder ? [] : CONTACT_FIELDS)].some((field) => own[field] !== undefined);
  const [expanded, setExpanded] = useState(false);
  const adults = list
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.type === 'adult')
    .map(({ p, i }) => ({ id: i, name: [passengerTitle(list, i, translate), [p.first_name, p.last_name].filter(Boolean).join(' ')].filter(Boolean).join(': ') }));

  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: { xs: 1.5, md: 2 }, m: 0, mb: 2, border: 1, borderColor: 'divider' }} aria-label={title}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }} component="legend">
        <Typography variant="h6" component="span">
          {title}
        </Typography>
        {holder && <Chip size="small" color="primary" label={translate('app.flights.passengers.holder')} />}
        {type === 'child' && passenger?.age !== undefined && <Chip size="small" label={translate('app.flights.search.years', { smart_count: passenger.age })} />}
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
        <PassengerDirectorySearch base={base} holder={holder} />
        <PassportScanInput base={base} holder={holder} />
      </Box>
      <Box sx={grid}>
        <TextInput source={`${base}.first_name`} label="app.flights.passenger.first_name" isRequired autoComplete="off" />
        <TextInput source={`${base}.middle_name`} label="app.flights.passenger.middle_name" autoComplete="off" />
        <TextInput source={`${base}.last_name`} label="app.flights.passenger.last_name" isRequired autoComplete="off" />
        <DateInput source={`${base}.date_of_birth`} label="app.flights.passenger.date_of_birth" isRequired />
        <SelectInput source={`${base}.gender`} label="app.flights.passenger.gender" choices={genderChoices} isRequired emptyText="" />
        <CountryInput source={`${base}.nationality`} label="app.flights.passenger.nationality" isRequired />
        <TextInput source={`${base}.passport`} label="app.flights.passenger.passport" isRequired autoComplete="off" />
        <DateInput source={`${base}.passport_expiry`} label="app.flights.passenger.passport_expiry" isRequired />
        <CountryInput source={`${base}.passport_country`} label="app.flights.passenger.passport_country" isRequired />
        {type === 'child' && (
          // Read-only, not disabled: react-hook-form leaves disabled fields out of the submitted values.
          <TextInput source={`${base}.age`} label="app.flights.passenger.age" readOnly helperText="app.flights.passengers.age_from_search" />
        )}
        {type === 'infant' && (
          <SelectInput source={`${base}.infant_of`} label="app.flights.passenger.infant_of" choices={adults} isRequired translateChoice={false} emptyText="" />
        )}
      </Box>
      {holder && (
        <Box sx={grid}>
          <TextInput source={`${base}.email`} label="app.flights.passenger.email" type="email" isRequired autoComplete="email" />
          <TextInput source={`${base}.phone`} label="app.flights.passenger.phone" isRequired slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }} helperText="app.network.phone_hint" />
          <TextInput source={`${base}.address`} label="app.flights.passenger.address" isRequired />
          <TextInput source={`${base}.zip_code`} label="app.flights.passenger.zip_code" isRequired />
          <CountryInput source={`${base}.country`} label="app.flights.passenger.country" isRequired />
        </Box>
      )}
      <Accordion disableGutters variant="outlined" sx={{ mt: 1 }} expanded={expanded || hiddenError} onChange={(_, open) => setExpanded(open)} slotProps={{ transition: { unmountOnExit: true } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="body2">{translate(holder ? 'app.flights.passengers.more_holder' : 'app.flights.passengers.more')}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          {!holder && (
            <Box sx={grid}>
              <TextInput source={`${base}.email`} label="app.flights.passenger.email" type="email" />
              <TextInput source={`${base}.phone`} label="app.flights.passenger.phone" slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }} />
              <TextInput source={`${base}.address`} label="app.flights.passenger.address" />
              <TextInput source={`${base}.zip_code`} label="app.flights.passenger.zip_code" />
              <CountryInput source={`${base}.country`} label="app.flights.passenger.country" />
            </Box>
          )}
          <Box sx={grid}>
            <TextInput source={`${base}.emergency_name`} label="app.flights.passenger.emergency_name" />
            <TextInput source={`${base}.emergency_phone`} label="app.flights.passenger.emergency_phone" slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }} />
          </Box>
          <DocumentInputs base={base} which="primary_document" />
          <DocumentInputs base={base} which="secondary_document" />
        </AccordionDetails>
      </Accordion>
    </Paper>
  );
}
