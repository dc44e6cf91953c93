import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../domain/flights/schedule.ts';
import { operator3 } from '../../testing/actors.ts';
import { signInAs, signOut } from '../../testing/session.ts';
import { stubDataProvider } from '../../testing/stubDataProvider.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { BookableDatePicker } from './BookableDatePicker.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

/** The 10th of the month after next: every day named below is in one month, whatever today is. */
function tenthInTwoMonths(): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 10)).toISOString().slice(0, 10);
}

const dayName = (date: string) =>
  new Intl.DateTimeFormat('es-ES', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));

describe('bookable date picker by keyboard', () => {
  it('opens on the first bookable day, moves by arrow keys (days without departures too) and takes a bookable day with Enter', async () => {
    const first = tenthInTwoMonths();
    const bookable = [first, addDays(first, 1), addDays(first, 8)];
    signInAs(operator3);
    const { dataProvider } = stubDataProvider({}, { getBookableDays: vi.fn(async (_o: number, _d: number, month: string) => bookable.filter((day) => day.startsWith(month))) });
    const onChange = vi.fn();
    render(
      <TestProviders dataProvider={dataProvider}>
        <BookableDatePicker label="Fecha de salida" value="" onChange={onChange} origin={1} destination={2} min={addDays(first, -5)} />
      </TestProviders>,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Fecha de salida' }), { key: 'Enter' });
    const day = (date: string) => screen.getByRole('button', { name: dayName(date) });
    await waitFor(() => expect(day(first).getAttribute('aria-disabled')).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(day(first)));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(day(addDays(first, 1))));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    // A week on from the 11th.
    await waitFor(() => expect(document.activeElement).toBe(day(addDays(first, 8))));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    // The 17th has no departure: focusable, not taken.
    const seventeenth = day(addDays(first, 7));
    await waitFor(() => expect(document.activeElement).toBe(seventeenth));
    expect(seventeenth.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(seventeenth, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(seventeenth, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(day(addDays(first, 8))));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(addDays(first, 8));
    // Eight renders of a month grid: more than the web project's 20 s on a busy machine.
  }, 60_000);
});
