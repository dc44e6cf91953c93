import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManifestDetailRecord, ManifestPassengerRecord } from '../../domain/records/flightBooking.ts';
import { admin } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { CheckinDeparture } from './CheckinDetail.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

const passenger = (id: number, first_name: string, checkin_status: ManifestPassengerRecord['checkin_status'] = 'pending'): ManifestPassengerRecord => ({
  id,
  locator: 'KX7P2M',
  agency_name: 'Cancún Travel',
  first_name,
  middle_name: '',
  last_name: 'Pérez',
  type: 'adult',
  passport: `P${id}`,
  nationality: 'Cuba',
  date_of_birth: '1990-01-01',
  gender: 'female',
  checkin_status,
});

const departure: ManifestDetailRecord = {
  id: 5,
  flight: 1,
  flight_number: 'CU152',
  date: '2030-03-04',
  origin: 'La Habana',
  destination: 'Cancún',
  time_departure: '08:00:00',
  time_arrival: '09:30:00',
  count_available: 10,
  passengers: 3,
  state: 'open',
  is_edifact: true,
  opened_before: true,
  checkin_closed: false,
  passengers_list: [passenger(1, 'Ana'), passenger(2, 'Luis'), passenger(3, 'Eva', 'checked_in')],
};

function renderDeparture(record: ManifestDetailRecord) {
  signInAs(admin);
  const checkinPassengers = vi.fn(async () => ({}));
  const undoCheckin = vi.fn(async () => ({}));
  const { dataProvider } = stubDataProvider({}, { checkinPassengers, undoCheckin });
  render(
    <TestProviders dataProvider={dataProvider}>
      <CheckinDeparture record={record} />
    </TestProviders>,
  );
  return { checkinPassengers, undoCheckin };
}

describe('check-in of a departure', () => {
  it('asks before checking in every pending passenger at once', async () => {
    const { checkinPassengers } = renderDeparture(departure);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar a todos los pendientes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar los 2 seleccionados' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toMatch(/los 2 pasajeros pendientes del vuelo CU152/);
    expect(checkinPassengers).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /Confirmar/ }));
    await waitFor(() => expect(checkinPassengers).toHaveBeenCalledWith([1, 2], 5));
  });

  it('undoes the check-in of one passenger while the flight is open', async () => {
    const { undoCheckin } = renderDeparture(departure);
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer el embarque de Eva Pérez' }));
    await waitFor(() => expect(undoCheckin).toHaveBeenCalledWith([3], 5));
  });

  it('offers to open check-in “again” only for a flight that was opened before', () => {
    renderDeparture({ ...departure, state: 'closed', opened_before: false });
    expect(screen.getByRole('button', { name: 'Abrir el check-in' })).toBeTruthy();
    cleanup();
    renderDeparture({ ...departure, state: 'closed', opened_before: true });
    expect(screen.getByRole('button', { name: 'Abrir de nuevo el check-in' })).toBeTruthy();
  });
});
