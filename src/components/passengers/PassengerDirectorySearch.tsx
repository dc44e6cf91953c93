/**
 * Search the agency's passenger directory (`passengers/`, by name or document) from a passenger
 * block and fill the block in one pick; the holder's block also takes the contact data the
 * directory kept from that passenger's previous booking. Until the answer for the text typed has
 * come, no option is offered, so Enter can never pick a passenger the text does not match.
 */
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { AUTOCOMPLETE_PAGE_SIZE } from '../../../domain/constants.ts';
import type { PassengerDirectoryRecord } from '../../../domain/records/flightBooking.ts';
import type { ReservationPassengerRecord } from '../../../domain/records/flightReservations.ts';
import { keepEnterInField } from '../CountryInput.tsx';

const SEARCH_DELAY_MS = 300;
const MIN_SEARCH = 2;
const IDENTITY = ['first_name', 'middle_name', 'last_name', 'date_of_birth', 'gender', 'nationality', 'passport', 'passport_expiry', 'passport_country'] as const;
const CONTACT = ['email', 'phone', 'address', 'zip_code', 'country'] as const;

const filled = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The block's values a directory row (or a previous booking's passenger) gives: who the passenger is, and for the holder how to reach them. */
export function valuesFromDirectory(record: PassengerDirectoryRecord | ReservationPassengerRecord, holder: boolean): Record<string, unknown> {
  // passport_expiry and passport_country arrive with the directory's new columns (engineer "paxdata").
  const row = record as unknown as Record<string, unknown>;
  const fields = holder ? [...IDENTITY, ...CONTACT] : IDENTITY;
  return Object.fromEntries(fields.filter((field) => filled(row[field])).map((field) => [field, row[field]]));
}

const optionLabel = (p: PassengerDirectoryRecord) => `${p.last_name}, ${[p.first_name, p.middle_name].filter(Boolean).join(' ')} · ${p.passport} · ${p.date_of_birth}`;

export function PassengerDirectorySearch({ base, holder }: { base: string; holder: boolean }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching } = useGetList<PassengerDirectoryRecord>(
    'passengers',
    { filter: { search }, pagination: { page: 1, perPage: AUTOCOMPLETE_PAGE_SIZE }, sort: { field: 'last_name', order: 'ASC' } },
    { enabled: search.length >= MIN_SEARCH },
  );
  const settled = search === text.trim() && search.length >= MIN_SEARCH && !isFetching;
  const options = settled ? (data ?? []) : [];

  const pick = (record: PassengerDirectoryRecord | null) => {
    if (!record) return;
    for (const [field, value] of Object.entries(valuesFromDirectory(record, holder))) {
      setValue(`${base}.${field}`, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    }
    setText('');
  };

  return (
    <Autocomplete<PassengerDirectoryRecord>
      options={options}
      value={null}
      inputValue={text}
      onInputChange={(_, value, reason) => reason !== 'reset' && setText(value)}
      onChange={(_, record) => pick(record)}
      getOptionLabel={optionLabel}
      getOptionKey={(p) => p.id}
      // The server already matched the text (name, document or email).
      filterOptions={(all) => all}
      loading={text.trim().length >= MIN_SEARCH && !settled}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate(text.trim().length >= MIN_SEARCH ? 'app.network.no_options' : 'app.flights.passengers.directory_hint')}
      onKeyDown={keepEnterInField}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.flights.passengers.directory')}
          size="small"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <PersonSearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      sx={{ mb: 1 }}
    />
  );
}
