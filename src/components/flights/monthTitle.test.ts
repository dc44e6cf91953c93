import { describe, expect, it } from 'vitest';
import { monthTitle } from './BookableDatePicker.tsx';

describe('the date picker’s month title', () => {
  it('capitalises the first word only: “Noviembre de 2026”, not “Noviembre De 2026”', () => {
    expect(monthTitle('2026-11', 'es-ES')).toBe('Noviembre de 2026');
    expect(monthTitle('2026-11', 'en-GB')).toBe('November 2026');
  });
});
