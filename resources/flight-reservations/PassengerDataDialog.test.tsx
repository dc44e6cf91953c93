import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReservationPassengerRecord } from '../../domain/records/flightBooking.ts';
import { operator3 } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { PassengerDataButton } from './PassengerDataDialog.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

const passenger: ReservationPassengerRecord = {
  id: 41,
  position: 1,
  type: 'adult',
  first_name: 'Rosa',
  last_name: 'Chi Pech',
  date_of_birth: '1988-03-02',
  gender: 'male',
  nationality: 1,
  nationality_name: 'Cuba',
  passport: 'K7310001',
  passport_expiry: '2031-05-01',
  passport_country: 1,
  checkin_status: 'pending',
};

function renderButton(p: ReservationPassengerRecord) {
  signInAs(operator3);
  const correctPassengerData = vi.fn(async () => ({}) as never);
  const { dataProvider } = stubDataProvider({ countries: [{ id: 1, name: 'Cuba' }] }, { correctPassengerData });
  render(
    <TestProviders dataProvider={dataProvider}>
      <PassengerDataButton reservationId={7} passenger={p} name="Rosa Chi Pech" />
    </TestProviders>,
  );
  return { correctPassengerData };
}

describe('correcting a booked passenger’s data (issue 8)', () => {
  it('sends the corrected gender with the rest of the passport data', async () => {
    const { correctPassengerData } = renderButton(passenger);
    fireEvent.click(screen.getByRole('button', { name: 'Corregir los datos de Rosa Chi Pech' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Género/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Femenino' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(correctPassengerData).toHaveBeenCalledWith(7, 41, { gender: 'female', nationality: 1, passport_expiry: '2031-05-01', passport_country: 1 }));
  });

  it('asks for the passport expiry and issuing country a passenger booked before them lacks', async () => {
    const { correctPassengerData } = renderButton({ ...passenger, passport_expiry: null, passport_country: null });
    fireEvent.click(screen.getByRole('button', { name: 'Corregir los datos de Rosa Chi Pech' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(dialog).getAllByText('Este campo es obligatorio.').length).toBeGreaterThanOrEqual(1));
    expect(correctPassengerData).not.toHaveBeenCalled();
  });
});
