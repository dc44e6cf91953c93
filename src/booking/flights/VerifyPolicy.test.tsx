import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operator3 } from '../../testing/actors.ts';
import { signInAs, signOut } from '../../testing/session.ts';
import { stubDataProvider } from '../../testing/stubDataProvider.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { FlightBookingPage } from './FlightBookingPage.tsx';
import { flightOption, quote, roundTripDraft, storeDraft } from './testing.ts';

afterEach(() => {
  cleanup();
  signOut();
  sessionStorage.clear();
  localStorage.clear();
});

describe('flight booking, verify step: the accepted policy', () => {
  it('links the confirm checkbox to the cancellation policy it accepts', async () => {
    storeDraft(roundTripDraft({ step: 'verify', quote: quote() }));
    signInAs(operator3);
    const search = vi.fn(async () => ({ outbound: [flightOption(11)], inbound: [flightOption(12)] }));
    const { dataProvider } = stubDataProvider({}, { calculateFlightPrice: vi.fn(async () => quote()), searchFlights: search });
    render(
      <TestProviders path="/vuelos/reserva/ruta" dataProvider={dataProvider}>
        <FlightBookingPage />
      </TestProviders>,
    );
    await screen.findByRole('checkbox', { name: /acepto/i });
    const link = screen.getByRole('button', { name: 'Ver la política de cancelación' });
    expect(screen.queryByText(/Última semana/)).toBeNull();
    fireEvent.click(link);
    expect(await screen.findByText(/Última semana/)).toBeTruthy();
  });
});
