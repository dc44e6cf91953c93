import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { admin, agencyAdmin2 } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { HiddenOperatorsButton } from './HiddenOperatorsButton.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

const setting = { id: 7, key: 'flight_availability_hidden_operator_ids', value: [41, 42], description: '' };
const operators = [
  { id: 41, username: 'ana.ops', full_name: 'Ana Ops', agency_name: 'Turismo Azul México' },
  { id: 42, username: 'beto.ops', full_name: 'Beto Ops', agency_name: 'Agencia Cancún Travel' },
];

function renderButton() {
  const stub = stubDataProvider({ configurations: [setting], operators });
  render(
    <TestProviders path="/vuelos/disponibilidad" dataProvider={stub.dataProvider}>
      <HiddenOperatorsButton />
    </TestProviders>,
  );
  return stub;
}

describe('operators without flight availability', () => {
  it('lets the provider’s admin take an operator off the list and saves the remaining ids', async () => {
    signInAs({ ...admin, agency: { ...admin.agency, level: 'agency_1st_level' } });
    const { calls } = renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Operadores sin acceso' }));
    const dialog = await screen.findByRole('dialog');
    // Both listed operators show as chips; removing Ana leaves Beto.
    const ana = await within(dialog).findByRole('button', { name: /Ana Ops/ });
    fireEvent.click(ana.querySelector('[data-testid="CancelIcon"]')!);
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /Ana Ops/ })).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'update')).toBeTruthy());
    expect(calls.find((c) => c.method === 'update')).toMatchObject({ resource: 'configurations', params: { id: 7, data: { value: [42] } } });
  });

  it('is not offered to anyone else', async () => {
    signInAs(agencyAdmin2);
    renderButton();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Operadores sin acceso' })).toBeNull();
  });
});
