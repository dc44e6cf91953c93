import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operator3 } from '../../testing/actors.ts';
import { signInAs, signOut } from '../../testing/session.ts';
import { stubDataProvider } from '../../testing/stubDataProvider.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { EMPTY_SEARCH, type FlightSearchValues } from './draft.ts';
import { SearchForm } from './SearchForm.tsx';
import { inDays } from './testing.ts';

afterEach(() => {
  cleanup();
  signOut();
});

const FIXTURES = {
  'flight-cities-origin': [{ id: 1, name: 'La Habana', code: 'HAV' }],
  'flight-cities-destination': [{ id: 2, name: 'Cancún', code: 'CUN' }],
  'flight-categories': [{ id: 1, name: 'Económica' }],
};

function renderForm(initial: FlightSearchValues, bookable: string[] = []) {
  signInAs(operator3);
  const getBookableDays = vi.fn(async (_o: number, _d: number, month: string) => bookable.filter((day) => day.startsWith(month)));
  const { dataProvider } = stubDataProvider(FIXTURES, { getBookableDays });
  const onSearch = vi.fn();
  render(
    <TestProviders dataProvider={dataProvider}>
      <SearchForm initial={initial} onSearch={onSearch} />
    </TestProviders>,
  );
  return { onSearch, getBookableDays };
}

const dayName = (date: string) =>
  new Intl.DateTimeFormat('es-ES', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));

describe('flight search form', () => {
  it('counts adults and infants with steppers, and the children by their ages typed in one field', async () => {
    const { onSearch } = renderForm({ ...EMPTY_SEARCH, origin: 1, destination: 2, departure_date: inDays(30), return_date: inDays(35) });
    const adults = await screen.findByRole('spinbutton', { name: 'Adultos' });
    fireEvent.click(screen.getByRole('button', { name: 'Adultos: uno más' }));
    expect(adults.getAttribute('aria-valuenow')).toBe('2');
    // The arrows of the spinbutton do the same for the keyboard.
    fireEvent.keyDown(screen.getByRole('spinbutton', { name: 'Infantes' }), { key: 'ArrowUp' });
    expect(screen.getByRole('spinbutton', { name: 'Infantes' }).getAttribute('aria-valuenow')).toBe('1');
    // No fewer than one adult, and no more infants than adults.
    fireEvent.click(screen.getByRole('button', { name: 'Adultos: uno menos' }));
    expect(screen.getByRole('button', { name: 'Adultos: uno menos' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Infantes: uno más' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Adultos: uno más' }));

    const ages = screen.getByRole('textbox', { name: 'Edades de los niños' });
    fireEvent.change(ages, { target: { value: '7, 15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Escriba la edad de cada niño, de 2 a 11 años, separadas por comas.')).toBeTruthy();
    fireEvent.change(ages, { target: { value: '7, x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(ages, { target: { value: '7' } });
    expect(screen.getByText(/· 1 niño$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ adults: 2, children: 1, child_ages: [7], infants: 1 }));
    fireEvent.change(ages, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ children: 0, child_ages: [] }));
  });

  it('a search filled in already puts the keyboard on “Buscar”', async () => {
    renderForm({ ...EMPTY_SEARCH, origin: 1, destination: 2, departure_date: inDays(30), return_date: inDays(35) });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Buscar' })));
    cleanup();
    renderForm(EMPTY_SEARCH);
    await screen.findByRole('button', { name: 'Buscar' });
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Buscar' }));
  });

  it('takes the return in the calendar that opens once the departure is taken, two months in view', async () => {
    // The 10th and 15th of next month: in the two months the calendar shows first, whatever today is.
    const now = new Date();
    const nextMonth = (day: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, day)).toISOString().slice(0, 10);
    const [departure, back] = [nextMonth(10), nextMonth(15)];
    renderForm({ ...EMPTY_SEARCH, origin: 1, destination: 2 }, [departure, back]);
    fireEvent.click(await screen.findByRole('textbox', { name: 'Fecha de salida' }));
    const calendar = await screen.findByRole('dialog');
    await waitFor(() => expect(within(calendar).getByRole('button', { name: dayName(departure) }).getAttribute('aria-disabled')).toBe('false'));
    // Two months, the second one the month after the first.
    expect(within(calendar).getAllByRole('button', { name: /^\w+, 1 de / }).length).toBe(2);
    fireEvent.click(within(calendar).getByRole('button', { name: dayName(departure) }));
    // The return's calendar opens by itself, from the departure.
    await waitFor(() => expect(screen.getByRole('dialog').querySelector('[aria-pressed]')).toBeTruthy());
    const returns = screen.getByRole('dialog');
    await waitFor(() => expect(within(returns).getByRole('button', { name: dayName(back) }).getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(within(returns).getByRole('button', { name: dayName(back) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Fecha de regreso' }) as HTMLInputElement).value).not.toBe('');
  });
});
