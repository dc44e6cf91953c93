import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GetListParams } from 'react-admin';
import type { AgencyBalanceRow, StatementLine } from '../../domain/records/accounting.ts';
import type { ReservationListRecord } from '../../domain/records/flightReservations.ts';
import type { SessionUser } from '../../domain/session.ts';
import { admin } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { AccountingPage } from './AccountingPage.tsx';
import { HistoricalPage } from './HistoricalPage.tsx';
import { StatementPage } from './StatementPage.tsx';
import { ReviewBulkButton } from './ReviewBulkButton.tsx';
import { ListContextProvider, useList } from 'react-admin';

afterEach(() => {
  cleanup();
  signOut();
  localStorage.clear();
});

const accountant: SessionUser = { ...admin, id: 5, username: 'accounting', type: 'accounting', groups: ['Accounting View', 'Accounting with Change'].map((name) => ({ name })) };

const row: AgencyBalanceRow = {
  id: 3001,
  agency: 3,
  name: 'Agencia Cancún Travel',
  level: 'agency_3rd_level',
  parent: 2,
  parent_name: 'Turismo Azul México',
  country: 1,
  currency: 1,
  funds: '-150.00',
  credit_limit: '500.00',
  available: '350.00',
  debt_1_7: '10.00',
  debt_7_15: '20.00',
  debt_15_plus: '30.00',
  debt_total: '60.00',
};
const totals = [{ currency: 1, agencies: 1, funds: '-150.00', credit_limit: '500.00', available: '350.00', debt_1_7: '10.00', debt_7_15: '20.00', debt_15_plus: '30.00', debt_total: '60.00' }];

describe('/agencias/accounting', () => {
  it('lists balances with debt by age and the totals of the filter, and exports them', async () => {
    signInAs(accountant);
    const exportBalances = vi.fn(async () => ({ blob: new Blob(['x']), filename: 'saldos.xlsx' }));
    const getList = vi.fn(async (resource: string, _params: GetListParams) => (resource === 'accounting-balances' ? { data: [row], total: 1, meta: { as_of: '2031-03-20', totals } } : { data: [], total: 0 }));
    const { dataProvider } = stubDataProvider({}, { getList: getList as never, exportBalances });
    render(
      <TestProviders path="/agencias/accounting" dataProvider={dataProvider}>
        <AccountingPage />
      </TestProviders>,
    );
    const cell = await screen.findByText('Agencia Cancún Travel');
    const tr = cell.closest('tr') as HTMLElement;
    for (const text of ['10,00', '20,00', '30,00', '60,00']) expect(within(tr).getByText(new RegExp(text))).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Totales del filtro' })).toBeTruthy();
    expect(screen.getByText(/Deuda a fecha: 2031-03-20/)).toBeTruthy();
    // Without the breakdown permission, no tab.
    expect(screen.queryByRole('tab', { name: 'Desglose por niveles' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Exportar XLSX/ }));
    await waitFor(() => expect(exportBalances).toHaveBeenCalled());
    expect(getList.mock.calls[0][1]).toMatchObject({ sort: { field: 'name', order: 'ASC' } });
  });

  it('shows the breakdown by levels as a tab to who may see it', async () => {
    signInAs({ ...accountant, groups: [...accountant.groups, { name: '[Accounting] Agencies Breakdown by Levels' }] });
    const getList = vi.fn(async (resource: string, _params: GetListParams) =>
      resource === 'accounting-breakdown'
        ? { data: [{ id: 3001, agency: 3, name: 'Agencia Cancún Travel', level: 'agency_3rd_level', currency: 1, level_1: '1.00', level_2: '2.00', level_3: '0.00', provider: '7.00', total: '10.00' }], total: 1, meta: { totals: [] } }
        : { data: [], total: 0, meta: { totals: [] } },
    );
    const { dataProvider } = stubDataProvider({}, { getList: getList as never });
    render(
      <TestProviders path="/agencias/accounting" dataProvider={dataProvider}>
        <AccountingPage />
      </TestProviders>,
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Desglose por niveles' }));
    expect(await screen.findByText('Agencia Cancún Travel')).toBeTruthy();
    const call = getList.mock.calls.find((c) => c[0] === 'accounting-breakdown');
    expect(call?.[1].filter).toMatchObject({ date_start: expect.stringMatching(/^\d{4}-\d\d-01$/) });
  });
});

describe('/agencias/accounting/{id} (statement)', () => {
  it("reads the agency's statement from the route, with running balance and the range's balances", async () => {
    signInAs(accountant);
    const lines: StatementLine[] = [
      // Paid from the agency's funds in EUR for a reservation in USD: 27.17 USD at 0.92.
      { id: 12, created_at: '2031-03-02T10:00:00.000Z', kind: 'payment', reference: '', reservation: 9, locator: 'ABC123', operation: 4, debit: '25.00', credit: '0.00', balance: '75.00', exchange: { amount: '27.17', currency: 1, rate: '0.920000', rate_date: '2031-03-02' } },
      { id: 11, created_at: '2031-03-01T10:00:00.000Z', kind: 'deposit', reference: 'DEP-7', reservation: null, locator: null, operation: 3, debit: '0.00', credit: '100.00', balance: '100.00', exchange: null },
    ];
    const account = { id: 40, kind: 'agency_funds', provider: '', currency: 2, balance: '75.00' };
    const getStatementList = vi.fn(async () => ({
      data: lines,
      total: 2,
      meta: { agency: 3, agency_name: 'Agencia Cancún Travel', account, accounts: [account], opening_balance: '0.00', closing_balance: '75.00', exchange: null },
    }));
    const { dataProvider } = stubDataProvider({}, { getStatementList });
    render(
      <TestProviders path="/agencias/accounting/3?currency=2" dataProvider={dataProvider}>
        <Routes>
          <Route path="/agencias/accounting/:id" element={<StatementPage />} />
        </Routes>
      </TestProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Estado de cuenta de Agencia Cancún Travel' })).toBeTruthy();
    const payment = screen.getByText('ABC123').closest('tr') as HTMLElement;
    expect(within(payment).getByText('Pago')).toBeTruthy();
    expect(within(payment).getByText(/75,00/)).toBeTruthy();
    expect(within(payment).getByTestId('statement-exchange-12').textContent).toBe('Reserva: $ 27,17 · 1 USD = 0,92 EUR (2 mar 2031)');
    expect(screen.getByText('DEP-7')).toBeTruthy();
    expect(screen.getByTestId('closing-balance').textContent).toMatch(/75,00/);
    expect(getStatementList).toHaveBeenCalledWith(3, expect.objectContaining({ filter: { currency: 2 }, sort: { field: 'id', order: 'DESC' } }));
  });
});

describe('/agencias/accounting/historical', () => {
  it('has one column per period end of the answer', async () => {
    signInAs(accountant);
    const getList = vi.fn(async () => ({
      data: [{ id: 3001, agency: 3, name: 'Agencia Cancún Travel', level: 'agency_3rd_level', currency: 1, balances: ['5.00', '-7.50'] }],
      total: 1,
      meta: { periods: ['2031-01-31', '2031-02-28'] },
    }));
    const { dataProvider } = stubDataProvider({}, { getList: getList as never });
    render(
      <TestProviders path="/agencias/accounting/historical" dataProvider={dataProvider}>
        <HistoricalPage />
      </TestProviders>,
    );
    expect(await screen.findByText('2031-02-28')).toBeTruthy();
    const tr = screen.getByText('Agencia Cancún Travel').closest('tr') as HTMLElement;
    expect(within(tr).getByText(/-7,50/)).toBeTruthy();
    expect((getList.mock.calls[0] as unknown[])[1]).toMatchObject({ filter: { period: 'day' } });
  });
});

function Selection({ records, selected }: { records: ReservationListRecord[]; selected: number[] }) {
  const list = useList({ data: records, resource: 'flight-reservations' });
  return (
    <ListContextProvider value={{ ...list, selectedIds: selected }}>
      <ReviewBulkButton />
    </ListContextProvider>
  );
}

describe('accounting review in bulk', () => {
  it('offers the statuses every chosen reservation may go to and sends them all after confirming', async () => {
    signInAs(accountant);
    const reviewReservations = vi.fn(async () => ({ accounting_status: 'paid-verified', reservations: [] }));
    const { dataProvider } = stubDataProvider({}, { reviewReservations });
    const records = [
      { id: 1, accounting_status: 'no-reviewed' },
      { id: 2, accounting_status: 'partial-paid' },
    ] as ReservationListRecord[];
    render(
      <TestProviders dataProvider={dataProvider}>
        <Selection records={records} selected={[1, 2]} />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Revisión contable/ }));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(items).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('menuitem')[0]);
    fireEvent.click(await screen.findByRole('button', { name: /Confirmar/ }));
    await waitFor(() => expect(reviewReservations).toHaveBeenCalledWith({ reservations: [1, 2], accounting_status: 'paid-verified' }));
  });
});
