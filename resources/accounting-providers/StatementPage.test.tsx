/**
 * /agencias/accounting-provider-balance/{provider}?currency=: the provider's statement page reads
 * the provider and currency from the route, shows the opening balance, each line with its running
 * balance, the closing balance; its date filters and currency travel to the API, and the export
 * sends the same filter.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatementLine } from '../../domain/records/accounting.ts';
import type { SessionUser } from '../../domain/session.ts';
import { admin } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { StatementPage } from './StatementPage.tsx';

afterEach(() => {
  cleanup();
  signOut();
  localStorage.clear();
});

const viewer: SessionUser = { ...admin, id: 5, username: 'accounting', type: 'accounting', groups: [{ name: 'Accounting View' }] };
const manager: SessionUser = { ...viewer, groups: [{ name: 'Accounting View' }, { name: '[Accounting Provider] Manage' }] };

// Newest first: a cost of 150 on an opening balance of 50, then a payout of 100.
const lines: StatementLine[] = [
  { id: 22, created_at: '2031-03-05T10:00:00.000Z', kind: 'provider_payout', reference: 'TRF-889', reservation: null, locator: null, operation: null, debit: '100.00', credit: '0.00', balance: '100.00', exchange: null },
  { id: 21, created_at: '2031-03-02T10:00:00.000Z', kind: 'provider_cost', reference: '', reservation: 9, locator: 'ABC123', operation: null, debit: '0.00', credit: '150.00', balance: '200.00', exchange: null },
];

function renderStatement(user: SessionUser, path = '/agencias/accounting-provider-balance/1?currency=1') {
  signInAs(user);
  const getProviderStatementList = vi.fn(async (_provider: number, params: GetListParams) => ({
    data: lines,
    total: lines.length,
    meta: { provider: 1, provider_name: 'Havanatur', provider_code: 'havanatur', currency: Number(params.filter.currency), opening_balance: '50.00', closing_balance: '100.00', exchange: null },
  }));
  const exportProviderStatement = vi.fn(async () => ({ blob: new Blob(['x']), filename: 'estado.xlsx' }));
  const { dataProvider } = stubDataProvider({}, { getProviderStatementList, exportProviderStatement });
  render(
    <TestProviders path={path} dataProvider={dataProvider}>
      <Routes>
        <Route path="/agencias/accounting-provider-balance/:id" element={<StatementPage />} />
      </Routes>
    </TestProviders>,
  );
  return { getProviderStatementList, exportProviderStatement };
}

const lastCall = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls[fn.mock.calls.length - 1] as [number, GetListParams];

describe('/agencias/accounting-provider-balance/{provider} (statement)', () => {
  it('shows the opening balance, every line with its running balance, and the closing balance', async () => {
    const { getProviderStatementList } = renderStatement(viewer);
    expect(await screen.findByRole('heading', { name: 'Estado de cuenta de Havanatur' }, { timeout: 10000 })).toBeTruthy();
    expect(screen.getByTestId('opening-balance').textContent).toMatch(/\$ 50,00/);
    expect(screen.getByTestId('closing-balance').textContent).toMatch(/\$ 100,00/);
    const cost = screen.getByText('ABC123').closest('tr') as HTMLElement;
    expect(within(cost).getByText('Coste del proveedor')).toBeTruthy();
    expect(within(cost).getByText(/150,00/)).toBeTruthy();
    expect(within(cost).getByText(/200,00/)).toBeTruthy();
    const payout = screen.getByText('TRF-889').closest('tr') as HTMLElement;
    expect(within(payout).getByText('Pago al proveedor')).toBeTruthy();
    expect(within(payout).getAllByText(/100,00/)).toHaveLength(2);
    // The rows in the order the balance runs: the payout after the cost, newest first.
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['22', '21']);
    expect(getProviderStatementList).toHaveBeenCalledWith(1, expect.objectContaining({ filter: { currency: 1 }, sort: { field: 'id', order: 'DESC' } }));
    // Only the provider's managers record a payment to it.
    expect(screen.queryByRole('button', { name: 'Registrar pago' })).toBeNull();
  });

  it('sends the date range and the currency to the API, and exports with the same filter', async () => {
    const { getProviderStatementList, exportProviderStatement } = renderStatement(manager, '/agencias/accounting-provider-balance/1?currency=2');
    await screen.findByRole('heading', { name: 'Estado de cuenta de Havanatur' }, { timeout: 10000 });
    expect(screen.getByRole('button', { name: 'Registrar pago' })).toBeTruthy();
    const from = screen.getByLabelText('Desde');
    fireEvent.change(from, { target: { value: '2031-03-01' } });
    fireEvent.blur(from);
    await waitFor(() => expect(lastCall(getProviderStatementList)[1].filter).toEqual({ currency: 2, date_start: '2031-03-01' }));
    const to = screen.getByLabelText('Hasta');
    fireEvent.change(to, { target: { value: '2031-03-31' } });
    fireEvent.blur(to);
    await waitFor(() => expect(lastCall(getProviderStatementList)[1].filter).toEqual({ currency: 2, date_start: '2031-03-01', date_end: '2031-03-31' }));
    expect(lastCall(getProviderStatementList)[0]).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: /Exportar/ }));
    await waitFor(() => expect(exportProviderStatement).toHaveBeenCalledWith(1, { filter: { date_start: '2031-03-01', date_end: '2031-03-31', currency: 2 }, sort: { field: 'id', order: 'DESC' } }));
  });
});
