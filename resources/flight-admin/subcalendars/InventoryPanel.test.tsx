import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../../dataProvider/errors.ts';
import { admin } from '../../../src/testing/actors.ts';
import { signInAs, signOut } from '../../../src/testing/session.ts';
import { stubDataProvider } from '../../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../../src/testing/TestProviders.tsx';
import { departure, economy, groupCaribe } from '../testing/fixtures.ts';
import { InventoryPanel } from './InventoryPanel.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

/** Opens the seat editor of a departure whose save answers `refusal`. */
async function openEditor(refusal: { status: number; data: unknown }) {
  signInAs(admin);
  const updateDepartureInventory = vi.fn(async () => {
    throw toHttpError(refusal);
  });
  const { dataProvider } = stubDataProvider({ 'seat-categories': [economy], 'agency-groups': [groupCaribe] }, { updateDepartureInventory });
  render(
    <TestProviders dataProvider={dataProvider}>
      {/* Its page, the departure's edit page, gives it the resource. */}
      <ResourceContextProvider value="subcalendars">
        <InventoryPanel record={departure(11, '2027-01-04')} />
      </ResourceContextProvider>
    </TestProviders>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Editar asientos' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(updateDepartureInventory).toHaveBeenCalled());
  return dialog;
}

describe('departure seats editor', () => {
  it("puts a 400's message under the field it names (a capacity of one category)", async () => {
    const dialog = await openEditor({ status: 400, data: { capacities: [{ capacity: ['La capacidad no puede ser menor que lo vendido.'] }] } });
    const capacity = within(dialog).getAllByLabelText(/Capacidad/, { selector: 'input' })[0];
    await waitFor(() => expect(capacity.getAttribute('aria-invalid')).toBe('true'));
    const described = (capacity.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toContain('La capacidad no puede ser menor que lo vendido.');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('keeps a 409 in the dialog, above the fields, saying nothing was changed', async () => {
    const dialog = await openEditor({ status: 409, data: { detail: 'Económica tiene 26 asientos vendidos.', code: 'below_sold' } });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('No se pudo aplicar: no se cambió nada');
    expect(alert.textContent).toContain('Económica tiene 26 asientos vendidos.');
  });
});
