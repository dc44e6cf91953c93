import { cleanup, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManifestDetailRecord } from '../../domain/records/flightBooking.ts';
import type { SessionUser } from '../../domain/session.ts';
import { admin } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { CheckinDetail } from './CheckinDetail.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

const coordinator: SessionUser = { ...admin, id: 3, username: 'coordinator', type: 'coordinator', groups: [{ name: 'Flight Checkin' }] };
const accounting: SessionUser = { ...coordinator, id: 4, username: 'accounting', type: 'accounting' };

const departure: ManifestDetailRecord = {
  id: 9,
  flight: 1,
  flight_number: 'CU100',
  date: '2027-01-10',
  origin: 'La Habana',
  destination: 'Cancún',
  time_departure: '10:00:00',
  time_arrival: '11:30:00',
  count_available: 3,
  passengers: 1,
  state: 'closed',
  is_edifact: true,
  checkin_closed: true,
  opened_before: true,
  passengers_list: [
    { id: 5, locator: 'ABC123', agency_name: 'Viajes del Sur', first_name: 'Rosa', middle_name: '', last_name: 'Chi', type: 'adult', passport: 'K1', nationality: 'Cuba', date_of_birth: '1988-03-02', gender: 'female', checkin_status: 'checked_in' },
  ],
};

function renderPage(user: SessionUser, record: ManifestDetailRecord) {
  signInAs(user);
  const { dataProvider } = stubDataProvider({ 'flight-checkin': [record] });
  render(
    <TestProviders path="/vuelos/checkin/9" dataProvider={dataProvider}>
      <Routes>
        <Route path="/vuelos/checkin/:slug" element={<CheckinDetail />} />
      </Routes>
    </TestProviders>,
  );
}

describe('check-in page (issue 8)', () => {
  it('shows each passenger’s gender, and offers the PAXLST to the coordinator once check-in is closed', async () => {
    renderPage(coordinator, departure);
    expect(await screen.findByText('Femenino')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Lista PAXLST/ })).toBeTruthy();
  });

  it('no PAXLST before check-in has closed, nor for accounting who does not send it', async () => {
    renderPage(coordinator, { ...departure, state: 'closed', checkin_closed: false });
    expect(await screen.findByText('Femenino')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Lista PAXLST/ })).toBeNull();
    cleanup();
    renderPage(accounting, departure);
    expect(await screen.findByText('Femenino')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Lista PAXLST/ })).toBeNull();
  });
});
