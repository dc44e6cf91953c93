/**
 * Issue 8: the passport's MRZ read into the passenger block (a document reader types both lines
 * with Enter between them and after), nothing filled when a check digit fails, and no gender
 * chosen for anyone until the operator (or the passport) says it.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operator3 } from '../../testing/actors.ts';
import { signInAs, signOut } from '../../testing/session.ts';
import { stubDataProvider } from '../../testing/stubDataProvider.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { loadDraft } from './draft.ts';
import { FlightBookingPage } from './FlightBookingPage.tsx';
import { quote, roundTripDraft, storeDraft } from './testing.ts';

afterEach(() => {
  cleanup();
  signOut();
  sessionStorage.clear();
  localStorage.clear();
});

const countries = [
  { id: 3, name: 'Alemania', code: 'DE' },
  { id: 1, name: 'Cuba', code: 'CU' },
];
const CUBAN = ['P<CUBGONZALEZ<PEREZ<<MARIA<JOSE<<<<<<<<<<<<<', 'K1234567<6CUB9003152F3101012<<<<<<<<<<<<<<02'];

function renderPassengers() {
  signInAs(operator3);
  storeDraft(roundTripDraft({ step: 'passengers', passengers: [] }));
  const stub = stubDataProvider({ countries }, { calculateFlightPrice: vi.fn(async () => quote()) });
  render(
    <TestProviders path="/vuelos/reserva/ruta" dataProvider={stub.dataProvider}>
      <FlightBookingPage />
    </TestProviders>,
  );
  return stub;
}

const block = (name: string) => screen.getByRole('group', { name });
const input = (name: string, label: RegExp) => within(block(name)).getByLabelText(label) as HTMLInputElement;

/**
 * A keyboard-wedge reader: the characters of each line, Enter between the lines and at the end.
 * (A line arrives as one change: per-key changes only make the test slow on a loaded machine.)
 * Returns, for each Enter, whether the textarea was let to take it.
 */
function readerTypes(field: HTMLTextAreaElement, lines: string[]): boolean[] {
  const enters: boolean[] = [];
  const enter = () => {
    const notPrevented = fireEvent.keyDown(field, { key: 'Enter' });
    enters.push(notPrevented);
    if (notPrevented) fireEvent.change(field, { target: { value: `${field.value}\n` } });
  };
  fireEvent.change(field, { target: { value: lines[0] } });
  enter();
  fireEvent.change(field, { target: { value: `${field.value}${lines[1]}` } });
  enter();
  return enters;
}

const helperTextOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('passport reading in the passengers step', { timeout: 60_000 }, () => {
  it('fills the passenger from the two lines a reader types, and its last Enter does not submit', async () => {
    const { dataProvider } = renderPassengers();
    const scan = within(await screen.findByRole('group', { name: 'Adulto 1' })).getByLabelText(/Leer pasaporte/) as HTMLTextAreaElement;
    // The countries' codes are needed to map CUB: wait for them.
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('countries', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50));

    const enters = readerTypes(scan, CUBAN);
    // The Enter between the lines is typed; the one after the passenger was filled is not.
    expect(enters).toEqual([true, false]);
    await waitFor(() => expect(input('Adulto 1', /^Nombre/).value).toBe('Maria Jose'));
    expect(input('Adulto 1', /^Apellidos/).value).toBe('Gonzalez Perez');
    expect(input('Adulto 1', /^Pasaporte \*/).value).toBe('K1234567');
    expect(input('Adulto 1', /Fecha de nacimiento/).value).toBe('1990-03-15');
    expect(input('Adulto 1', /Caducidad del pasaporte/).value).toBe('2031-01-01');
    expect(input('Adulto 1', /^Nacionalidad/).value).toBe('Cuba');
    expect(input('Adulto 1', /País de expedición del pasaporte/).value).toBe('Cuba');
    // The holder's country of residence starts as the nationality read.
    expect(input('Adulto 1', /^País de residencia/).value).toBe('Cuba');
    expect(scan.value).toBe('');
    expect(dataProvider.calculateFlightPrice).not.toHaveBeenCalled();
    expect(loadDraft().step).toBe('passengers');
    await waitFor(() => expect(loadDraft().passengers[0]).toMatchObject({ gender: 'female', nationality: 1, passport_country: 1, country: 1 }));
  });

  it('a failed check digit fills nothing and says the scan is invalid', async () => {
    renderPassengers();
    const scan = within(await screen.findByRole('group', { name: 'Adulto 2' })).getByLabelText(/Leer pasaporte/) as HTMLTextAreaElement;
    fireEvent.change(scan, { target: { value: `${CUBAN[0]}\n${CUBAN[1].replace('K1234567<6', 'K1234567<7')}` } });
    await waitFor(() => expect(helperTextOf(scan)).toContain('Datos de lectura del pasaporte no válidos'));
    expect(input('Adulto 2', /^Nombre/).value).toBe('');
    expect(input('Adulto 2', /^Pasaporte \*/).value).toBe('');
  });

  it('no gender is chosen for anyone, and continuing asks for it', async () => {
    const { dataProvider } = renderPassengers();
    await screen.findByRole('group', { name: 'Infante 1' });
    for (const name of ['Adulto 1', 'Adulto 2', 'Niño 1', 'Infante 1']) {
      const gender = within(block(name)).getByRole('combobox', { name: /Género/ });
      expect(gender.textContent?.replace(/\u200b/g, '').trim()).toBe('');
    }
    expect(loadDraft().passengers.every((p) => p.gender === undefined)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar a la verificación' }));
    const gender = within(block('Niño 1')).getByRole('combobox', { name: /Género/ });
    await waitFor(() => expect(gender.getAttribute('aria-invalid')).toBe('true'));
    expect(dataProvider.calculateFlightPrice).not.toHaveBeenCalled();
  });
});
