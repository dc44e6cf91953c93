/**
 * A passenger count as a stepper (− n +): one press per passenger instead of opening a list and
 * picking (issue 8). The number is a spinbutton: the arrow keys change it, a digit typed replaces
 * it; the − and + buttons are for the pointer and stay out of the tab order (the arrows do it).
 */
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';

export interface CountStepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  error?: string;
  helperText?: string;
}

export function CountStepper({ label, value, min, max, onChange, error, helperText }: CountStepperProps) {
  const translate = useTranslate();
  const change = (next: number) => {
    const bounded = Math.min(max, Math.max(min, next));
    if (bounded !== value) onChange(bounded);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      change(value + step);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      change(event.key === 'Home' ? min : max);
    }
  };
  return (
    <TextField
      label={label}
      value={String(value)}
      onChange={(event) => {
        // A digit typed replaces the count (the field holds one number, 0–9).
        const digit = event.target.value.replace(/\D/g, '').slice(-1);
        if (digit !== '') change(Number(digit));
      }}
      error={!!error}
      helperText={error ?? helperText}
      slotProps={{
        htmlInput: {
          role: 'spinbutton',
          inputMode: 'numeric',
          'aria-valuenow': value,
          'aria-valuemin': min,
          'aria-valuemax': max,
          onKeyDown,
          style: { textAlign: 'center' },
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <IconButton size="small" tabIndex={-1} aria-label={translate('app.quickBooking.fewer', { name: label })} disabled={value <= min} onClick={() => change(value - 1)}>
                <RemoveIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
          endAdornment: (
            <InputAdornment position="end">
              <IconButton size="small" tabIndex={-1} aria-label={translate('app.quickBooking.more', { name: label })} disabled={value >= max} onClick={() => change(value + 1)}>
                <AddIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
