import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../../dataProvider/errors.ts';
import { operator3 } from '../../testing/actors.ts';
import { signInAs, signOut } from '../../testing/session.ts';
import { stubDataProvider } from '../../testing/stubDataProvider.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { loadDraft } from './draft.ts';
import { FlightBookingPage } from './FlightBookingPage.tsx';
import { inDays, quote, roundTripDraft, storeDraft, validPassengers } from './testing.ts';

afterEach(() => {
  cleanup();
  signOut();
  sessionStorage.clear();
  localStorage.clear();
});

const countries = [
  { id: 1, name: 'Cuba' },
  { id: 2, name: 'México' },
];

function renderPage(custom: Parameters<typeof stubDataProvider>[1] = {}) {
  signInAs(operator3);
  const stub = stubDataProvider({ countries }, { calculateFlightPrice: vi.fn(async () => quote()), ...custom });
  render(
    <TestProviders path="/vuelos/reserva/ruta" dataProvider={stub.dataProvider}>
      <FlightBookingPage />
    </TestProviders>,
  );
  return stub;
}

/** The passenger's block and, in it, the input labelled `label`. */
function field(passenger: string, label: RegExp) {
  const block = screen.getByRole('group', { name: passenger });
  return within(block).getByLabelText(label) as HTMLInputElement;
}

function helperTextOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

// Four passenger blocks, each with its directory search and passport reader: slow to render in jsdom on a loaded machine.
describe('flight booking, passengers step', { timeout: 120_000 }, () => {
  it('shows a domain issue under the field it concerns and blocks the step until it is fixed', async () => {
    const passengers = validPassengers();
    passengers[3] = { ...passengers[3], date_of_birth: inDays(-3 * 365) }; // a three-year-old is no infant
    storeDraft(roundTripDraft({ step: 'passengers', passengers }));
    const { dataProvider } = renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Continuar a la verificación' }));
    const birth = field('Infante 1', /Fecha de nacimiento/);
    await waitFor(() => expect(helperTextOf(birth)).toContain('Un infante debe tener menos de 2 años en la fecha del viaje.'));
    expect(birth.getAttribute('aria-invalid')).toBe('true');
    // Nobody else is blamed, and the booking did not move on.
    expect(field('Adulto 1', /Fecha de nacimiento/).getAttribute('aria-invalid')).toBe('false');
    expect(dataProvider.calculateFlightPrice).not.toHaveBeenCalled();
    expect(loadDraft().step).toBe('passengers');

    // Fixed while typing: the message goes, and the step goes on to the price.
    fireEvent.change(birth, { target: { value: inDays(-100) } });
    fireEvent.blur(birth);
    await waitFor(() => expect(helperTextOf(field('Infante 1', /Fecha de nacimiento/))).not.toContain('Un infante'));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar a la verificación' }));
    await waitFor(() => expect(dataProvider.calculateFlightPrice).toHaveBeenCalledTimes(1));
    expect(await screen.findByTestId('booking-total')).toBeTruthy();
    // The child's age from the search (a read-only field) stays in the submitted passengers.
    expect(loadDraft().passengers[2]).toMatchObject({ type: 'child', age: 7 });
  });

  it('puts a repeated document and a missing holder contact under their fields', async () => {
    const passengers = validPassengers();
    passengers[0] = { ...passengers[0], phone: '', primary_document: { number: 'DOC-1234', expiry: inDays(400), country: 1 } };
    passengers[1] = { ...passengers[1], primary_document: { number: 'doc-1234', expiry: inDays(400), country: 1 } };
    storeDraft(roundTripDraft({ step: 'passengers', passengers }));
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Continuar a la verificación' }));
    await waitFor(() => expect(field('Adulto 1', /Teléfono \*/).getAttribute('aria-invalid')).toBe('true'));
    // The second adult's documents open by themselves to show where the problem is.
    const number = within(screen.getByRole('group', { name: 'Adulto 2' })).getAllByLabelText(/Número/)[0];
    await waitFor(() => expect(helperTextOf(number)).toContain('Este número de documento ya está en otro pasajero.'));
  });

  it("returns to the passengers when the booking's 400 names a passenger field, and shows it there", async () => {
    storeDraft(roundTripDraft({ step: 'verify', quote: quote() }));
    const bookFlight = vi.fn(async () => {
      throw toHttpError({ status: 400, data: { 'passengers.2.date_of_birth': ['La fecha de nacimiento no corresponde a la edad indicada en la búsqueda (7).'] } });
    });
    renderPage({ bookFlight });

    fireEvent.click(await screen.findByRole('checkbox', { name: /acepto la política/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar la reserva' }));
    await waitFor(() => expect(bookFlight).toHaveBeenCalledTimes(1));
    const birth = await waitFor(() => field('Niño 1', /Fecha de nacimiento/));
    await waitFor(() => expect(helperTextOf(birth)).toContain('no corresponde a la edad indicada'));
  });
});
