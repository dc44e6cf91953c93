import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { admin } from '../../src/testing/actors.ts';
import { cancun, central, mexico } from '../../src/testing/networkFixtures.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { AgencyList } from './AgencyList.tsx';

afterEach(() => {
  cleanup();
  signOut();
  localStorage.clear();
});

function lastList(calls: ReturnType<typeof stubDataProvider>['calls']) {
  const lists = calls.filter((c) => c.method === 'getList' && c.resource === 'agencies');
  return lists[lists.length - 1]?.params as { filter: Record<string, unknown>; sort: { field: string; order: string }; pagination: { page: number; perPage: number } };
}

describe('agency list', () => {
  it('renders the agencies and asks for active ones sorted by name, 25 a page', async () => {
    signInAs(admin);
    const { dataProvider, calls } = stubDataProvider({ agencies: [central, mexico, cancun] });
    render(
      <TestProviders path="/agencias" dataProvider={dataProvider}>
        <AgencyList />
      </TestProviders>,
    );
    expect(await screen.findByText('TAM')).toBeTruthy();
    expect(screen.getByText('Agencia Cancún Travel')).toBeTruthy();
    expect(screen.getAllByText('Turismo Azul México')).toHaveLength(2); // its row, and as Cancún's parent
    expect(lastList(calls)).toMatchObject({ filter: { state: 'active' }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 25 } });
    // The first level cannot be deleted by anybody; a daughter can, by a first-level admin.
    const mexicoRow = screen.getByText('TAM').closest('tr') as HTMLElement;
    expect(await within(mexicoRow).findByRole('button', { name: /Eliminar/ })).toBeTruthy();
    expect((await within(mexicoRow).findByRole('link', { name: /Editar/ })).getAttribute('href')).toBe('/agencias/2');
    const centralRow = screen.getByText('GVC').closest('tr') as HTMLElement;
    expect(within(centralRow).queryByRole('button', { name: /Eliminar/ })).toBeNull();
  });

  it('sends a sort by column and the filters the user sets to the dataProvider', async () => {
    signInAs(admin);
    const { dataProvider, calls } = stubDataProvider({ agencies: [central, mexico] });
    render(
      <TestProviders path="/agencias" dataProvider={dataProvider}>
        <AgencyList />
      </TestProviders>,
    );
    await screen.findByText('TAM');
    fireEvent.click(screen.getByRole('button', { name: /siglas/i }));
    await waitFor(() => expect(lastList(calls).sort).toEqual({ field: 'acronym', order: 'ASC' }));

    fireEvent.change(screen.getByPlaceholderText('Buscar'), { target: { value: 'azul' } });
    await waitFor(() => expect(lastList(calls).filter).toEqual({ state: 'active', q: 'azul' }), { timeout: 3000 });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Estado/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Todas' }));
    await waitFor(() => expect(lastList(calls).filter).toEqual({ state: 'all', q: 'azul' }));
  });

  it('shows the hierarchy as a tree, loading the daughters of a node when it opens', async () => {
    signInAs(admin);
    const { dataProvider, calls } = stubDataProvider({ agencies: [central] });
    render(
      <TestProviders path="/agencias" dataProvider={dataProvider}>
        <AgencyList />
      </TestProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Árbol' }));
    expect(await screen.findByRole('tree')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === 'getList' && (c.params.filter as Record<string, unknown>).level === 'agency_1st_level')).toBe(true));
    // The only root starts open: its daughters are asked for with parent and state=all.
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'getList' && (c.params.filter as Record<string, unknown>).parent === 1)?.params.filter).toEqual({ parent: 1, state: 'all' }),
    );
  });
});
