import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allNextStatuses } from '../../../domain/reservations/statusChanges.ts';
import type { SessionUser } from '../../../domain/session.ts';
import { admin, operator3 } from '../../testing/actors.ts';
import { signInAs, signOut } from '../../testing/session.ts';
import { stubDataProvider } from '../../testing/stubDataProvider.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { reservationRow } from '../../testing/flightReservationRow.ts';
import { StatusPanel, type StatusRecord } from './StatusPanel.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

const statuses = { ...reservationRow, accounting_status: 'paid-verified', coordinator_status: 'confirmed' };

/** The reservation as the server sends it to `user`: next_statuses from the one rule the server also refuses with. */
function asServedTo(user: SessionUser, row = statuses): StatusRecord {
  return { ...row, next_statuses: allNextStatuses(user, row) };
}

function renderPanel(user: SessionUser, record: StatusRecord) {
  signInAs(user);
  const changeReservationStatus = vi.fn(async () => record as never);
  const { dataProvider } = stubDataProvider({}, { changeReservationStatus });
  render(
    <TestProviders dataProvider={dataProvider}>
      <StatusPanel record={record} />
    </TestProviders>,
  );
  return { changeReservationStatus };
}

async function optionsOf(field: string): Promise<string[]> {
  fireEvent.click(screen.getByRole('button', { name: `Cambiar ${field}` }));
  const menu = await screen.findByRole('menu');
  const names = within(menu).getAllByRole('menuitem').map((item) => item.textContent ?? '');
  fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return names;
}

describe('reservation status menus', () => {
  it('offer what the server accepts: no commercial Cancelada, Pago parcial nor Pagada (the cancel action and payments set those)', async () => {
    renderPanel(admin, asServedTo(admin));
    expect(screen.queryByRole('button', { name: 'Cambiar Estado comercial' })).toBeNull();
    expect(await optionsOf('Estado contable')).toEqual(['Pago no válido']);
    expect(await optionsOf('Estado del proveedor')).toEqual(['Pago parcial', 'Pago verificado', 'Pago no válido']);
    expect(await optionsOf('Estado del coordinador')).toEqual(['Cancelada']);
  });

  it('show only the next_statuses the server sent, whoever is signed in', async () => {
    renderPanel(admin, { ...asServedTo(admin), next_statuses: { commercial_status: [], accounting_status: [], provider_status: [], coordinator_status: [] } });
    expect(screen.queryAllByRole('button', { name: /^Cambiar/ })).toEqual([]);
    cleanup();
    renderPanel(operator3, { ...asServedTo(operator3), next_statuses: { commercial_status: [], accounting_status: [], provider_status: [], coordinator_status: ['denied'] } });
    expect(screen.getAllByRole('button', { name: /^Cambiar/ })).toHaveLength(1);
    expect(await optionsOf('Estado del coordinador')).toEqual(['Denegada']);
  });

  it('sends the chosen status and tells the user', async () => {
    const { changeReservationStatus } = renderPanel(admin, asServedTo(admin, reservationRow));
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar Estado del coordinador' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Confirmada' }));
    await waitFor(() => expect(changeReservationStatus).toHaveBeenCalledWith(41, 'coordinator_status', 'confirmed'));
    expect(await screen.findByText('Estado del coordinador: Confirmada.')).toBeTruthy();
  });
});
