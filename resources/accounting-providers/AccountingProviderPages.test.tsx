import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordContextProvider, type GetListParams } from 'react-admin';
import type { ProviderBalanceRow, ProviderCostRecord, ProviderRecord } from '../../domain/records/accountingProviders.ts';
import type { SessionUser } from '../../domain/session.ts';
import { admin } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { BalancePage } from './BalancePage.tsx';
import { ProviderCostPanel } from './ProviderCostPanel.tsx';
import { ProviderList } from './ProviderList.tsx';

afterEach(() => {
  cleanup();
  signOut();
  localStorage.clear();
});

const viewer: SessionUser = { ...admin, id: 5, username: 'accounting', type: 'accounting', groups: [{ name: 'Accounting View' }] };
const manager: SessionUser = { ...viewer, groups: [{ name: 'Accounting View' }, { name: '[Accounting Provider] Manage' }] };
const operator: SessionUser = { ...admin, id: 9, username: 'operator2', type: 'operator', agency: { ...admin.agency, id: 2, level: 'agency_2nd_level' }, groups: [{ name: 'Reservation View' }] };

const provider: ProviderRecord = { id: 1, code: 'havanatur', name: 'Havanatur', tax_id: '', email: '', phone: '', country: null, active: true, notes: '', service_types: ['flights'], created: '2031-01-01T00:00:00.000Z' };
const row: ProviderBalanceRow = { id: 1001, provider: 1, code: 'havanatur', name: 'Havanatur', currency: 1, opening_balance: '0.00', owed: '150.00', paid: '100.00', collected: '20.00', balance: '30.00' };

describe('/agencias/accounting-provider-balance', () => {
  it('lists each provider with owed, paid, collected and balance, the totals, and exports them', async () => {
    signInAs(viewer);
    const exportProviderBalances = vi.fn(async () => ({ blob: new Blob(['x']), filename: 'saldos.xlsx' }));
    const getList = vi.fn(async (resource: string, _params: GetListParams) =>
      resource === 'accounting-provider-balances' ? { data: [row], total: 1, meta: { totals: [{ currency: 1, providers: 1, opening_balance: '0.00', owed: '150.00', paid: '100.00', collected: '20.00', balance: '30.00' }] } } : { data: [provider], total: 1 },
    );
    const { dataProvider } = stubDataProvider({}, { getList: getList as never, exportProviderBalances });
    render(
      <TestProviders path="/agencias/accounting-provider-balance" dataProvider={dataProvider}>
        <BalancePage />
      </TestProviders>,
    );
    const tr = (await screen.findAllByText('Havanatur', {}, { timeout: 10000 })).map((e) => e.closest('tr')).find(Boolean) as HTMLElement;
    for (const text of ['150,00', '100,00', '20,00', '30,00']) expect(within(tr).getByText(new RegExp(text))).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Totales del filtro' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Exportar XLSX/ }));
    await waitFor(() => expect(exportProviderBalances).toHaveBeenCalled());
  });
});

describe('/agencias/accounting-provider', () => {
  it('lists providers; only [Accounting Provider] Manage may create', async () => {
    signInAs(viewer);
    const { dataProvider } = stubDataProvider({ 'accounting-providers': [provider] });
    render(
      <TestProviders path="/agencias/accounting-provider" dataProvider={dataProvider}>
        <ProviderList />
      </TestProviders>,
    );
    expect(await screen.findByText('havanatur', {}, { timeout: 10000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Crear/ })).toBeNull();
    cleanup();
    signInAs(manager);
    render(
      <TestProviders path="/agencias/accounting-provider" dataProvider={dataProvider}>
        <ProviderList />
      </TestProviders>,
    );
    expect(await screen.findByRole('link', { name: /Crear/ }, { timeout: 10000 })).toBeTruthy();
  });
});

describe('provider cost panel', () => {
  const cost: ProviderCostRecord = { reservation: 9, accounting_provider: 'havanatur', provider_status: 'no-paid', currency: 1, amount: '150.00', due_date: '2031-06-09', can_change: true, history: [{ id: 1, provider: 'havanatur', provider_name: 'Havanatur', currency: 1, amount: '150.00', reason: 'contrato', transaction: 7, created_by: 5, created_by_name: 'Carlos', created: '2031-03-01T10:00:00.000Z' }] };

  function renderPanel(user: SessionUser, methods: Record<string, unknown>) {
    signInAs(user);
    const { dataProvider } = stubDataProvider({}, methods);
    render(
      <TestProviders path="/vuelos/reserva/list/9" dataProvider={dataProvider}>
        <RecordContextProvider value={{ id: 9 }}>
          <ProviderCostPanel />
        </RecordContextProvider>
      </TestProviders>,
    );
  }

  it('shows the cost, when it is due and its history, and sets a new one', async () => {
    const setProviderCost = vi.fn(async () => ({ ...cost, amount: '140.00' }));
    renderPanel(manager, { getProviderCost: vi.fn(async () => cost), setProviderCost });
    expect((await screen.findByTestId('provider-cost', {}, { timeout: 10000 })).textContent).toMatch(/150,00/);
    expect(screen.getByText(/Vence el 2031-06-09/)).toBeTruthy();
    expect(screen.getByText(/contrato/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar coste' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10000 });
    fireEvent.change(within(dialog).getByLabelText(/Coste/), { target: { value: '140.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Guardar/ }));
    await waitFor(() => expect(setProviderCost).toHaveBeenCalledWith(9, { amount: '140.00', reason: undefined }));
    await waitFor(() => expect(screen.getByTestId('provider-cost').textContent).toMatch(/140,00/));
  });

  it('is not shown to an agency (nothing is asked)', async () => {
    const getProviderCost = vi.fn(async () => cost);
    renderPanel(operator, { getProviderCost });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Coste del proveedor' })).toBeNull();
    expect(getProviderCost).not.toHaveBeenCalled();
  });
});
