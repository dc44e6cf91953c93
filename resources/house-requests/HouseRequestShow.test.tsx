import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HouseRequestDetailRecord } from '../../domain/records/houses.ts';
import { admin } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { HouseRequestShow } from './HouseRequestShow.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

const request: HouseRequestDetailRecord = {
  id: 7,
  house: 1,
  house_name: 'Casa Colonial Obispo',
  house_code: 'HAV-001',
  house_slug: 'casa-colonial-obispo',
  agency: 4,
  agency_name: 'Agencia Cancún Travel',
  operator: 9,
  operator_name: 'Sofía Ramírez',
  type: 'private_room',
  checkin: '2040-01-10',
  checkout: '2040-01-13',
  nights: 3,
  rooms: [{ id: 1, name: 'Habitación 1', capacity: 2 }],
  guests: [
    { name: 'Ana García', age: 34 },
    { name: 'Luis García', age: 36 },
  ],
  adults: 2,
  children: 0,
  breakfast: true,
  supplements: [{ id: 3, name: 'Limpieza final', mandatory: true }],
  customer_name: 'Ana García',
  comments: '',
  price: '150.00',
  calculated_price: '130.00',
  currency: 1,
  cancellation_policies: [],
  status: 'requested',
  created: '2039-12-01T10:00:00Z',
  updated: '2039-12-01T10:00:00Z',
  history: [{ id: 1, status: 'requested', comment: '', user: 9, user_name: 'Sofía Ramírez', created: '2039-12-01T10:00:00Z' }],
  next_statuses: ['confirmed', 'rejected', 'denied', 'cancelled'],
};

function renderShow(record: HouseRequestDetailRecord) {
  const setHouseRequestStatus = vi.fn(async () => ({ ...record, status: 'rejected' as const }));
  const { dataProvider } = stubDataProvider({ 'house-requests': [record] }, { setHouseRequestStatus });
  render(
    <TestProviders path={`/casas/solicitudes/${record.id}`} dataProvider={dataProvider}>
      <Routes>
        <Route path="/casas/solicitudes/:id" element={<HouseRequestShow />} />
      </Routes>
    </TestProviders>,
  );
  return { setHouseRequestStatus };
}

describe('house request page', () => {
  it('shows the stay, the guests and the history, and the staff’s actions from next_statuses', async () => {
    signInAs(admin);
    renderShow(request);
    expect(await screen.findByRole('heading', { name: 'Solicitud #7 · Casa Colonial Obispo' })).toBeTruthy();
    expect(screen.getByTestId('house-request-status').textContent).toBe('Solicitada');
    expect(screen.getByText(/Ana García \(34\)/)).toBeTruthy();
    for (const name of ['Confirmar', 'Rechazar', 'Denegar', 'Cancelar solicitud']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('a rejection asks for confirmation and a comment before it is sent', async () => {
    signInAs(admin);
    const { setHouseRequestStatus } = renderShow(request);
    fireEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Rechazar' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Sin habitaciones libres' } });
    fireEvent.click(send);
    await waitFor(() => expect(setHouseRequestStatus).toHaveBeenCalledWith(7, { status: 'rejected', comment: 'Sin habitaciones libres' }));
  });

  it('a request with no next statuses shows no action', async () => {
    signInAs(admin);
    renderShow({ ...request, status: 'processed', next_statuses: [] });
    expect(await screen.findByRole('heading', { name: 'Solicitud #7 · Casa Colonial Obispo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull();
  });
});
