import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../domain/session.ts';
import { admin, operator3 } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { reservationRow } from './testing.ts';
import { StatusPanel } from './StatusPanel.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

/** An accounting user of the first level: may set the accounting and provider statuses only. */
const accountant: SessionUser = {
  ...admin,
  id: 5,
  username: 'accounting',
  type: 'accounting',
  groups: ['Accounting View', 'Accounting with Change', 'Reservation View'].map((name) => ({ name })),
};

function renderPanel(user: SessionUser, record = reservationRow) {
  signInAs(user);
  const changeReservationStatus = vi.fn(async () => record as never);
  const onChanged = vi.fn();
  const { dataProvider } = stubDataProvider({}, { changeReservationStatus });
  render(
    <TestProviders dataProvider={dataProvider}>
      <StatusPanel record={record} onChanged={onChanged} />
    </TestProviders>,
  );
  return { changeReservationStatus, onChanged };
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
  it('offer only the transitions allowed from each current status', async () => {
    renderPanel(admin, { ...reservationRow, accounting_status: 'paid-verified', coordinator_status: 'confirmed' });
    expect(await optionsOf('Estado comercial')).toEqual(['Pago parcial', 'Pagada', 'Cancelada']);
    expect(await optionsOf('Estado contable')).toEqual(['Pago no válido']);
    expect(await optionsOf('Estado del proveedor')).toEqual(['Pago parcial', 'Pago verificado', 'Pago no válido']);
    expect(await optionsOf('Estado del coordinador')).toEqual(['Cancelada']);
  });

  it('sends the chosen status and reloads the reservation', async () => {
    const { changeReservationStatus, onChanged } = renderPanel(admin);
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar Estado del coordinador' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Confirmada' }));
    await waitFor(() => expect(changeReservationStatus).toHaveBeenCalledWith(41, 'coordinator_status', 'confirmed'));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('offers no change to who may not change the status, and a cancelled status has no way out', () => {
    renderPanel(accountant, { ...reservationRow, commercial_status: 'cancelled' });
    expect(screen.queryByRole('button', { name: 'Cambiar Estado comercial' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cambiar Estado del coordinador' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cambiar Estado contable' })).toBeTruthy();
    cleanup();
    renderPanel(operator3);
    expect(screen.queryAllByRole('button', { name: /^Cambiar/ })).toEqual([]);
  });
});
