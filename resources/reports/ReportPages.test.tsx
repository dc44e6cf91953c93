import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AgencyReportRow, PassengersRow, SummaryRow } from '../../domain/records/reports.ts';
import type { SessionUser } from '../../domain/session.ts';
import { admin } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { AccountingPerAgencyPage } from './AccountingPerAgencyPage.tsx';
import { PassengersSummaryPage } from './PassengersSummaryPage.tsx';
import { SalesSummaryPage } from './SalesSummaryPage.tsx';

beforeAll(() => {
  // The charts measure their box; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  cleanup();
  signOut();
  localStorage.clear();
});

const accountant: SessionUser = { ...admin, id: 5, username: 'accounting', type: 'accounting', groups: ['Accounting View'].map((name) => ({ name })) };

const months: SummaryRow[] = [
  { id: 201901, key: '2019-01', label: '2019-01', currency: 1, reservations: 2, cancelled: 0, passengers: 4, total: '400.00', paid: '350.00', pending: '50.00' },
  { id: 201902, key: '2019-02', label: '2019-02', currency: 1, reservations: 3, cancelled: 1, passengers: 3, total: '250.00', paid: '30.00', pending: '250.00' },
];
const summaryTotals = { currency: 1, reservations: 5, cancelled: 1, passengers: 7, total: '650.00', paid: '380.00', pending: '300.00' };

function renderPage(page: React.ReactElement, getList: (resource: string, params: GetListParams) => Promise<unknown>, extra: Record<string, unknown> = {}, language: 'es' | 'en' = 'es') {
  signInAs(accountant);
  const { dataProvider } = stubDataProvider({}, { getList: getList as never, ...extra });
  render(
    <TestProviders path="/reports" dataProvider={dataProvider} language={language}>
      {page}
    </TestProviders>,
  );
}

describe('report charts', () => {
  it('draw the answer\'s chart of the whole filter (its groups and the others), not the rows of the page', async () => {
    const march = { ...months[1], id: 201903, key: '2019-03', label: '2019-03' };
    const getList = vi.fn(async () => ({
      data: [months[0]],
      total: 3,
      meta: { group: 'month', totals: summaryTotals, chart: { rows: [months[1], march], others: { ...summaryTotals, reservations: 1 } } },
    }));
    renderPage(<SalesSummaryPage />, getList);
    const figure = await screen.findByRole('figure', { name: /Todo el filtro: los grupos mayores/ });
    const names = [...figure.querySelectorAll('text, tspan')].map((n) => n.textContent);
    expect(names).toEqual(expect.arrayContaining(['2019-02', '2019-03', 'Otros']));
    expect(names).not.toContain('2019-01');
  });

  it('draw nothing without the answer\'s chart, even with rows on the page', async () => {
    renderPage(<SalesSummaryPage />, vi.fn(async () => ({ data: months, total: 2, meta: { group: 'month', totals: summaryTotals } })));
    expect(await screen.findByText('2019-02', { selector: 'td *, td' })).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});

describe('/reports/flights/reservations-summary', () => {
  it('shows sales per month with totals and a chart, switches to agencies, and exports with the filters', async () => {
    const exportReport = vi.fn(async () => ({ blob: new Blob(['x']), filename: 'r.xlsx' }));
    const getList = vi.fn(async (resource: string, _params: GetListParams) => {
      if (resource === 'report-sales-month') return { data: months, total: 2, meta: { group: 'month', totals: summaryTotals, chart: { rows: months, others: null } } };
      if (resource === 'report-sales-agency') {
        const norte = { ...months[0], id: 7, key: '7', label: 'Reportes Norte' };
        return { data: [norte], total: 1, meta: { group: 'agency', totals: summaryTotals, chart: { rows: [norte], others: null } } };
      }
      return { data: [], total: 0 };
    });
    renderPage(<SalesSummaryPage />, getList, { exportReport });
    const row = (await screen.findByText('2019-02', { selector: 'td *, td' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByText(/250,00/)).toHaveLength(2); // sold and pending
    expect(within(row).getByText(/30,00/)).toBeTruthy();
    const totals = screen.getByRole('group', { name: 'Totales del filtro' });
    expect(within(totals).getByTestId('total-total').textContent).toMatch(/650,00/);
    expect(within(totals).getByTestId('total-reservations').textContent).toBe('5');
    expect(screen.getByRole('figure', { name: /Vendido, cobrado y pendiente por grupo Todo el filtro\.$/ })).toBeTruthy();
    const monthCall = getList.mock.calls.find((c) => c[0] === 'report-sales-month');
    expect(monthCall?.[1]).toMatchObject({ filter: { currency: 1, month_of: 'created' }, sort: { field: 'key', order: 'ASC' } });
    fireEvent.click(screen.getByRole('button', { name: /Exportar XLSX/ }));
    await waitFor(() => expect(exportReport).toHaveBeenCalledWith('report-sales-month', expect.objectContaining({ filter: expect.objectContaining({ currency: 1 }) })));
    fireEvent.click(screen.getByRole('tab', { name: 'Por agencia' }));
    expect(await screen.findByText('Reportes Norte', { selector: 'td *, td' })).toBeTruthy();
    expect(getList.mock.calls.find((c) => c[0] === 'report-sales-agency')?.[1]).toMatchObject({ sort: { field: 'total', order: 'DESC' } });
  });

  it('says so when no reservation matches, and draws no chart', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0, meta: { totals: { ...summaryTotals, reservations: 0 } } }));
    renderPage(<SalesSummaryPage />, getList);
    expect(await screen.findByText('No hay reservas de vuelos con estos filtros.')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.getByRole('button', { name: /Exportar XLSX/ }).hasAttribute('disabled')).toBe(true);
  });
});

describe('/reports/flights/passengers-summary', () => {
  it('groups passengers by route by default and counts them by type', async () => {
    const rows: PassengersRow[] = [{ id: 3, key: '3', label: 'La Habana - Cancún', reservations: 2, adults: 3, children: 1, infants: 1, passengers: 5, cancelled_passengers: 0 }];
    const getList = vi.fn(async (resource: string, _params?: GetListParams) => (resource === 'report-passengers' ? { data: rows, total: 1, meta: { group: 'route', totals: { reservations: 2, adults: 3, children: 1, infants: 1, passengers: 5, cancelled_passengers: 0 }, chart: { rows, others: null } } } : { data: [], total: 0 }));
    renderPage(<PassengersSummaryPage />, getList);
    const row = (await screen.findByText('La Habana - Cancún', { selector: 'td *, td' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByText('5').length).toBeGreaterThan(0);
    expect(screen.getByRole('figure', { name: /Pasajeros por tipo y grupo/ })).toBeTruthy();
    expect(getList.mock.calls.find((c) => c[0] === 'report-passengers')?.[1]).toMatchObject({ filter: { group_by: 'route', currency: 1 } });
  });
});

describe('/reports/flights/accounting-per-agency', () => {
  it('puts sold beside collected and pending per agency, in English too', async () => {
    const rows: AgencyReportRow[] = [{ id: 7, agency: 7, name: 'Reportes Norte', level: 'agency_2nd_level', currency: 1, reservations: 2, total: '400.00', net: '320.00', markups: '65.00', provider: '285.00', paid: '350.00', pending: '50.00' }];
    const getList = vi.fn(async (resource: string) =>
      resource === 'report-accounting-agencies' ? { data: rows, total: 1, meta: { totals: { currency: 1, reservations: 2, passengers: 4, total: '400.00', net: '320.00', markups: '65.00', provider: '285.00', paid: '350.00', pending: '50.00' }, chart: { rows, others: null } } } : { data: [], total: 0 },
    );
    renderPage(<AccountingPerAgencyPage />, getList, {}, 'en');
    const row = (await screen.findByText('Reportes Norte', { selector: 'td *, td' })).closest('tr') as HTMLElement;
    expect(within(row).getByText(/350/)).toBeTruthy();
    expect(within(row).getByText(/65/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Accounting per agency' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Totals of the filter' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: /Sold and collected per agency/ })).toBeTruthy();
  });
});
