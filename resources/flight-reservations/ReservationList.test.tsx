import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { admin, operator3 } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { ReservationList } from './ReservationList.tsx';
import { reservationRow } from '../../src/testing/flightReservationRow.ts';

afterEach(() => {
  cleanup();
  signOut();
  localStorage.clear();
});

function renderList() {
  const stub = stubDataProvider({ 'flight-categories': [{ id: 1, name: 'Económica' }], 'flight-cities': [], 'flight-airlines': [] });
  const plain = stub.dataProvider.getList;
  stub.dataProvider.getList = async (resource: string, params: GetListParams) => {
    if (resource !== 'flight-reservations') return plain(resource, params);
    await plain(resource, params);
    return { data: [reservationRow] as never[], total: 1, meta: { totals: { paid: '1200.00', unpaid: '750.00', currency: 1 } } };
  };
  render(
    <TestProviders path="/vuelos/reserva/list" dataProvider={stub.dataProvider}>
      <ReservationList />
    </TestProviders>,
  );
  return stub;
}

function lastFilter(calls: ReturnType<typeof stubDataProvider>['calls']) {
  const lists = calls.filter((c) => c.method === 'getList' && c.resource === 'flight-reservations');
  return lists[lists.length - 1]?.params as { filter: Record<string, unknown>; sort: { field: string; order: string } };
}

describe('flight reservation list', () => {
  it('lists the reservations newest first in currency 1, with the totals paid and unpaid', async () => {
    signInAs(operator3);
    const { calls } = renderList();
    expect(await screen.findByText('KX7P2M')).toBeTruthy();
    expect(lastFilter(calls)).toMatchObject({ filter: { currency: 1 }, sort: { field: 'created', order: 'DESC' } });
    expect(screen.getByTestId('total-paid').textContent).toBe('$ 1.200,00');
    expect(screen.getByTestId('total-unpaid').textContent).toBe('$ 750,00');
    expect(screen.getByRole('button', { name: /^Exportar$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Exportar por pasajero/ })).toBeTruthy();
  });

  it('sends the filters the user sets and the column sort to the dataProvider', { timeout: 40_000 }, async () => {
    signInAs(admin);
    const { calls } = renderList();
    await screen.findByText('KX7P2M');

    fireEvent.change(screen.getByRole('textbox', { name: 'Localizador' }), { target: { value: 'kx7' } });
    await waitFor(() => expect(lastFilter(calls).filter).toEqual({ currency: 1, pnr: 'kx7' }), { timeout: 3000 });

    fireEvent.click(screen.getByRole('button', { name: /Añadir filtro/ }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Estado del coordinador' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Estado del coordinador' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Confirmada' }));
    await waitFor(() => expect(lastFilter(calls).filter).toEqual({ currency: 1, pnr: 'kx7', coordinator_status: 'confirmed' }));

    fireEvent.click(screen.getByRole('button', { name: /Añadir filtro/ }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Número de vuelo de vuelta' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Número de vuelo de vuelta' }), { target: { value: 'CU153' } });
    await waitFor(() => expect(lastFilter(calls).filter).toMatchObject({ numbers_flight_inbound: 'CU153' }), { timeout: 3000 });

    fireEvent.click(screen.getByRole('button', { name: /Ordenar por total/ }));
    await waitFor(() => expect(lastFilter(calls).sort).toEqual({ field: 'total', order: 'ASC' }));
  });
});
