/** A reservation status as a small coloured chip, its label translated. */
import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { statusKey } from './choices.ts';

const COLORS: Record<string, ChipProps['color']> = {
  reserved: 'primary',
  cancelled: 'default',
  'non-paid': 'warning',
  'partial-paid': 'info',
  paid: 'success',
  'paid-verified': 'success',
  'paid-invalid': 'error',
  'no-reviewed': 'default',
  'no-paid': 'warning',
  requested: 'info',
  confirmed: 'success',
  denied: 'error',
  open: 'success',
  closed: 'default',
  checked_in: 'success',
  pending: 'default',
};

export function StatusChip({ field, value, size = 'small' }: { field: string; value: string | null | undefined; size?: ChipProps['size'] }) {
  const translate = useTranslate();
  if (!value) return null;
  return <Chip size={size} color={COLORS[value] ?? 'default'} variant={value === 'cancelled' ? 'outlined' : 'filled'} label={translate(statusKey(field, value), { _: value })} />;
}
