/**
 * One field per passenger that takes the passport's two MRZ lines, typed by a document reader that
 * acts as a keyboard (fast keys, Enter between the lines) or pasted, and fills the passenger's
 * inputs once both lines are there. A zone whose check digits fail fills nothing and says so
 * (spec §8 'invalid passport scan data'). The holder's empty country of residence takes the nationality.
 */
import { TextField } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { INVALID_SCAN, isCompleteMrz, mrzLines, passengerFromMrz } from '../../../domain/flights/mrz.ts';
import { useCountries } from '../CountryInput.tsx';

const todayIso = () => new Date().toISOString().slice(0, 10);

export function PassportScanInput({ base, holder = false }: { base: string; holder?: boolean }) {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const { data: countries } = useCountries();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [filled, setFilled] = useState(false);

  const read = (value: string) => {
    const reading = passengerFromMrz(value, countries ?? [], todayIso());
    if (!reading.ok) {
      setError(reading.key);
      return;
    }
    const values: Record<string, unknown> = { ...reading.passenger };
    // The holder's country of residence starts as the nationality read (most travel from home); still editable.
    const residence = getValues(`${base}.country`) as unknown;
    if (holder && (residence === undefined || residence === null || residence === '') && reading.passenger.nationality !== undefined) values.country = reading.passenger.nationality;
    for (const [field, fieldValue] of Object.entries(values)) {
      setValue(`${base}.${field}`, fieldValue, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    }
    setText('');
    setError(null);
    setFilled(true);
  };

  const onChange = (value: string) => {
    // A reader's first Enter may come before any character; the zone starts at its first letter.
    const next = value.replace(/^\s+/, '');
    setText(next);
    setError(null);
    setFilled(false);
    if (isCompleteMrz(next)) read(next);
    else if (mrzLines(next).length > 2 || mrzLines(next).some((line) => line.length > 44)) setError(INVALID_SCAN);
  };

  // The textarea takes the Enter between the lines; one with nothing left to read (the reader's
  // last key, after the passenger was filled) must not add a line or reach the form.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (text.trim() === '' || isCompleteMrz(text))) event.preventDefault();
  };

  const helper = error ? translate(error) : filled ? translate('app.flights.passengers.scan_filled') : translate('app.flights.passengers.scan_hint');
  return (
    <TextField
      label={translate('app.flights.passengers.scan')}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => text.trim() !== '' && !isCompleteMrz(text) && setError(INVALID_SCAN)}
      error={error !== null}
      helperText={helper}
      multiline
      minRows={1}
      maxRows={2}
      fullWidth
      size="small"
      autoComplete="off"
      slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'passport-scan', style: { fontFamily: 'monospace' } } }}
      sx={{ mb: 1 }}
    />
  );
}
