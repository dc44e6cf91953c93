/** Issue 8: the family of a previous booking fills the passengers step in one press. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReservationPassengerRecord } from '../../../domain/records/flightReservations.ts';
import { operator3 } from '../../testing/actors.ts';
import { signInAs, signOut } from '../../testing/session.ts';
import { stubDataProvider } from '../../testing/stubDataProvider.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { FlightBookingPage } from './FlightBookingPage.tsx';
import { valuesFromBooking } from '../../components/passengers/previousBooking.ts';
import { quote, roundTripDraft, storeDraft, validPassengers } from './testing.ts';

afterEach(() => {
  cleanup();
  signOut();
  sessionStorage.clear();
  localStorage.clear();
});

/** The previous booking's passengers as the detail answers them: here the infant sits with the second adult, listed first. */
function previousPassengers() {
  const [ana, luis, leo, mia] = validPassengers();
  const common = { nationality_name: 'Cuba', checkin_status: 'pending' as const };
  return [
    { ...mia, id: 4, position: 0, type: 'infant' as const, infant_of: 2, ...common },
    { ...ana, id: 1, position: 1, type: 'adult' as const, ...common },
    { ...luis, id: 2, position: 2, type: 'adult' as const, email: 'luis@example.com', ...common },
    { ...leo, id: 3, position: 3, type: 'child' as const, ...common },
  ].map(({ age: _age, primary_document: _doc, ...p }) => p) as ReservationPassengerRecord[];
}

const booking = (id: number, locator: string, counts: { adults: number; children: number; infants: number }) => ({ id, locator, client_name: 'Ana Pérez', ...counts, passengers: previousPassengers() });

function renderStep() {
  signInAs(operator3);
  storeDraft(roundTripDraft({ step: 'passengers', passengers: [] }));
  const stub = stubDataProvider(
    {
      countries: [{ id: 1, name: 'Cuba', code: 'CU' }],
      'flight-reservations': [booking(7, 'ONEADT', { adults: 1, children: 0, infants: 0 }), booking(8, 'FAMILY', { adults: 2, children: 1, infants: 1 })],
    },
    { calculateFlightPrice: vi.fn(async () => quote()) },
  );
  render(
    <TestProviders path="/vuelos/reserva/ruta" dataProvider={stub.dataProvider}>
      <FlightBookingPage />
    </TestProviders>,
  );
  return stub;
}

const input = (block: string, label: RegExp) => within(screen.getByRole('group', { name: block })).getByLabelText(label) as HTMLInputElement;

describe('passengers of a previous booking', { timeout: 60_000 }, () => {
  it('offers only the bookings of the same party and fills every block and the holder’s contact in one press', async () => {
    renderStep();
    const pick = await screen.findByRole('button', { name: 'Ana Pérez (FAMILY)' });
    expect(screen.queryByRole('button', { name: /ONEADT/ })).toBeNull();
    fireEvent.click(pick);
    await waitFor(() => expect(input('Adulto 1', /^Nombre/).value).toBe('Ana'));
    expect(input('Adulto 2', /^Nombre/).value).toBe('Luis');
    expect(input('Niño 1', /^Nombre/).value).toBe('Leo');
    expect(input('Infante 1', /^Nombre/).value).toBe('Mía');
    expect(input('Adulto 1', /^Correo electrónico/).value).toBe('ana@example.com');
    expect(input('Adulto 1', /^Código postal/).value).toBe('10400');
    expect(screen.getByRole('status').textContent).toContain('FAMILY');
    // The keyboard goes on to continue.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continuar a la verificación' })));
  });

  it('maps the infant’s lap to the same adult’s block, and the holder alone takes contact data', () => {
    const form = [{ type: 'adult' as const }, { type: 'adult' as const }, { type: 'child' as const, age: 7 }, { type: 'infant' as const, infant_of: 0 }];
    const values = valuesFromBooking({ passengers: previousPassengers() }, form);
    expect(values.map((v) => v.first_name)).toEqual(['Ana', 'Luis', 'Leo', 'Mía']);
    // Luis was passenger 2 of the previous list, he is the second adult block here.
    expect(values[3].infant_of).toBe(1);
    expect(values[0].email).toBe('ana@example.com');
    expect(values[1].email).toBeUndefined();
    // The child keeps the age of this search.
    expect(values[2].age).toBeUndefined();
  });
});
