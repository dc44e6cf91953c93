import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assignableTypes } from '../../domain/networkRules.ts';
import { admin, agencyAdmin2 } from '../../src/testing/actors.ts';
import { central, mexico } from '../../src/testing/networkFixtures.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { OperatorCreate } from './OperatorCreate.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

function renderCreate() {
  const { dataProvider, calls } = stubDataProvider({ agencies: [central, mexico] });
  render(
    <TestProviders path="/agencias/operador/create" dataProvider={dataProvider}>
      <OperatorCreate />
    </TestProviders>,
  );
  return calls;
}

async function typeOptions(): Promise<string[]> {
  const select = await screen.findByRole('combobox', { name: /Tipo de usuario/ });
  await waitFor(() => expect(select.getAttribute('aria-disabled')).not.toBe('true'));
  fireEvent.mouseDown(select);
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '')
    .filter(Boolean);
}

describe('operator form', () => {
  it('offers only the permissions the signed-in user holds and the types it may give in its agency', async () => {
    signInAs(agencyAdmin2);
    renderCreate();
    await screen.findByRole('checkbox', { name: 'Operator and Agency' });
    const offered = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    expect(offered.sort()).toEqual(agencyAdmin2.groups.map((g) => g.name).sort());
    expect(screen.queryByRole('checkbox', { name: 'Flight Managment' })).toBeNull();

    // A second-level agency: no staff types but admin (domain assignableTypes).
    expect(assignableTypes(agencyAdmin2, 'agency_2nd_level')).toEqual(['admin', 'seller', 'operator']);
    expect(await typeOptions()).toEqual(['Administrador', 'Vendedor', 'Operador']);
  });

  it('a first-level admin may give every type in the central agency', async () => {
    signInAs({ ...admin, agency: { ...admin.agency, id: 1 } });
    renderCreate();
    expect(await typeOptions()).toEqual(['Administrador', 'Comercial', 'Jefe comercial', 'Coordinador', 'Contabilidad', 'Vendedor', 'Operador']);
  });

  it('checks the passwords match before calling the server', async () => {
    signInAs(agencyAdmin2);
    const calls = renderCreate();
    fireEvent.change(await screen.findByLabelText(/Usuario \*/), { target: { value: 'nuevo.usuario' } });
    fireEvent.change(screen.getByLabelText(/Contraseña \*/), { target: { value: 'abcdefgh1' } });
    fireEvent.change(screen.getByLabelText(/Repita la contraseña/), { target: { value: 'abcdefgh2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'create')).toBe(false);
  });
});
