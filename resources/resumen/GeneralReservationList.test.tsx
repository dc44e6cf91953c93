import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GeneralReservationRecord } from '../../domain/records/resumen.ts';
import type { SessionUser } from '../../domain/session.ts';
import { admin, operator3 } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { ResumenList } from './ResumenList.tsx';
import { SellerReservationList } from './SellerReservationList.tsx';

afterEach(() => {
  cleanup();
  signOut();
  localStorage.clear();
});

const flight: GeneralReservationRecord = {
  id: 41,
  locator: 'KX7P2M',
  service_type: 'flights',
  summary: 'CU152 La Habana - Cancún 2030-03-04',
  status: 'reserved',
  agency: 7,
  agency_name: 'Cancún Travel',
  operator: 30,
  operator_name: 'Sofía Ramírez',
  seller: null,
  seller_name: null,
  client_name: 'Ana Pérez',
  start_date: '2030-03-04',
  end_date: '2030-03-11',
  created_at: '2026-11-20T10:00:00Z',
  currency: 1,
  total: '750.00',
  is_paid: false,
  commercial_status: 'partial-paid',
  accounting_status: 'no-reviewed',
  provider_status: 'no-paid',
  coordinator_status: 'requested',
  business_line: '',
  cost_center: '',
  has_notes: false,
  accounting_provider: '',
  accounting_provider_name: '',
};
const hotel: GeneralReservationRecord = { ...flight, id: 42, locator: 'HT1234', service_type: 'hotels', summary: '', client_name: 'Luis Gómez', commercial_status: 'paid' };

/** The accounting-provider catalogue (migration 0033): a provider added there, one deactivated. */
const catalogue = [
  { id: 5, code: 'ecotur', name: 'Ecotur', active: true },
  { id: 3, code: 'gaviota', name: 'Gaviota', active: false },
];

function Probe() {
  return <p>opened {useLocation().pathname}</p>;
}

function renderList(user: SessionUser, page: 'scope' | 'sellers' = 'scope') {
  signInAs(user);
  const exportGeneralReservations = vi.fn(async () => ({ blob: new Blob(['x']), filename: 'reservas.xlsx' }));
  const reviewReservations = vi.fn(async () => ({ accounting_status: 'paid-verified', reservations: [] }));
  const stub = stubDataProvider({ countries: [{ id: 1, name: 'Cuba', code: 'CU' }] }, { exportGeneralReservations, reviewReservations });
  const plain = stub.dataProvider.getList;
  stub.dataProvider.getList = async (resource: string, params: GetListParams) => {
    await plain(resource, params);
    if (resource === 'accounting-providers') return { data: catalogue as never[], total: catalogue.length };
    if (resource !== 'reservations' && resource !== 'seller-reservations') return { data: [] as never[], total: 0 };
    return { data: [flight, hotel] as never[], total: 2, meta: { totals: { paid: '750.00', unpaid: '375.00', currency: 1 } } };
  };
  const path = page === 'scope' ? '/resumen' : '/resumen/vendedores';
  render(
    <TestProviders path={path} dataProvider={stub.dataProvider}>
      <Routes>
        <Route path="/resumen" element={<ResumenList />} />
        <Route path="/resumen/vendedores" element={<SellerReservationList />} />
        <Route path="*" element={<Probe />} />
      </Routes>
    </TestProviders>,
  );
  return { ...stub, exportGeneralReservations, reviewReservations };
}

/** The provider's accountant: 'Accounting with Change' at the first level (domain canReviewAccounting). */
const accountant: SessionUser = { ...admin, id: 5, username: 'accounting', type: 'accounting', groups: ['Reservation View', 'Accounting View', 'Accounting with Change'].map((name) => ({ name })) };

function lastList(calls: ReturnType<typeof stubDataProvider>['calls'], resource = 'reservations') {
  const lists = calls.filter((c) => c.method === 'getList' && c.resource === resource);
  return lists[lists.length - 1]?.params as { filter: Record<string, unknown>; sort: { field: string; order: string }; pagination: { perPage: number } };
}

describe('/resumen: the general reservation list', () => {
  it('lists every service newest first, ten a page in currency 1, with the summary line and the totals of the filter', async () => {
    const { calls } = renderList(operator3);
    expect(await screen.findByText('KX7P2M')).toBeTruthy();
    expect(screen.getByText('HT1234')).toBeTruthy();
    expect(screen.getByText('CU152 La Habana - Cancún 2030-03-04')).toBeTruthy();
    expect(screen.getByText('Alojamiento')).toBeTruthy();
    expect(lastList(calls)).toMatchObject({ filter: { currency: 1 }, sort: { field: 'created', order: 'DESC' }, pagination: { perPage: 10 } });
    expect(screen.getByTestId('total-paid').textContent).toBe('$ 750,00');
    expect(screen.getByTestId('total-unpaid').textContent).toBe('$ 375,00');
    // Fewer columns by default; the rest in the chooser.
    expect(screen.queryByRole('columnheader', { name: /Agencia/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Columnas/ })).toBeTruthy();
  });

  it('sends the seller reservation filter and the sort to the API', { timeout: 40_000 }, async () => {
    const { calls } = renderList(admin);
    await screen.findByText('KX7P2M');
    fireEvent.change(screen.getByRole('textbox', { name: 'Cliente' }), { target: { value: 'ana' } });
    await waitFor(() => expect(lastList(calls).filter).toEqual({ currency: 1, customer_name: 'ana' }), { timeout: 3000 });

    fireEvent.click(screen.getByRole('button', { name: /Añadir filtro/ }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Servicio' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Servicio' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Vuelos' }));
    await waitFor(() => expect(lastList(calls).filter).toEqual({ currency: 1, customer_name: 'ana', service_type: 'flights' }));

    fireEvent.click(screen.getByRole('button', { name: /Añadir filtro/ }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Proveedor contable' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Proveedor contable' }));
    // The catalogue's providers, not a fixed list; a deactivated one too (older bookings carry it).
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Todos', 'Ecotur', 'Gaviota (gaviota)']);
    fireEvent.click(await screen.findByRole('option', { name: 'Ecotur' }));
    await waitFor(() => expect(lastList(calls).filter).toMatchObject({ accounting_provider: 'ecotur' }));

    // Spec §3 'paid' and the agency's bank code.
    fireEvent.click(screen.getByRole('button', { name: /Añadir filtro/ }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Pagada' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Pagada' }));
    fireEvent.click(await screen.findByRole('option', { name: 'No' }));
    await waitFor(() => expect(lastList(calls).filter).toMatchObject({ is_paid: 'false' }));
    fireEvent.click(screen.getByRole('button', { name: /Añadir filtro/ }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Código bancario de la agencia' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Código bancario de la agencia' }), { target: { value: 'BANCO-77' } });
    await waitFor(() => expect(lastList(calls).filter).toMatchObject({ is_paid: 'false', bank_code: 'BANCO-77' }));

    fireEvent.click(screen.getByRole('button', { name: /Ordenar por total/i }));
    await waitFor(() => expect(lastList(calls).sort).toEqual({ field: 'total', order: 'ASC' }));
  });

  it('exports the filtered list as XLSX', async () => {
    const { exportGeneralReservations } = renderList(operator3);
    await screen.findByText('KX7P2M');
    fireEvent.click(screen.getByRole('button', { name: /^Exportar$/ }));
    await waitFor(() => expect(exportGeneralReservations).toHaveBeenCalledWith('scope', { filter: { currency: 1 }, sort: { field: 'created', order: 'DESC' } }));
  });

  it('a flight row opens the flight reservation page, a hotel row the hotel booking page', async () => {
    renderList(operator3);
    fireEvent.click(await screen.findByText('HT1234'));
    expect(await screen.findByText('opened /resumen/hoteles/42')).toBeTruthy();
    cleanup();
    renderList(operator3);
    fireEvent.click(await screen.findByText('KX7P2M'));
    expect(await screen.findByText('opened /vuelos/reserva/list/41')).toBeTruthy();
  });
});

describe('/resumen: the accounting review in bulk', () => {
  it('lets an accountant choose reservations of any service and review them in one call', async () => {
    const { reviewReservations } = renderList(accountant);
    await screen.findByText('KX7P2M');
    // What the review changes shows by default for them.
    expect(screen.getByRole('columnheader', { name: /Estado contable/ })).toBeTruthy();
    fireEvent.click(within(screen.getByText('KX7P2M').closest('tr') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(within(screen.getByText('HT1234').closest('tr') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: /Revisión contable/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Pago verificado/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Confirmar/ }));
    await waitFor(() => expect(reviewReservations).toHaveBeenCalledWith({ reservations: [41, 42], accounting_status: 'paid-verified' }));
  });

  it('offers no selection to who may not review, nor on the sellers’ list', async () => {
    renderList(operator3);
    await screen.findByText('KX7P2M');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    cleanup();
    renderList({ ...accountant, groups: [...accountant.groups, { name: 'Seller Role' }] }, 'sellers');
    await screen.findByText('KX7P2M');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});

describe('/resumen/vendedores', () => {
  it('reads the sellers’ list and exports it', async () => {
    const { calls, exportGeneralReservations } = renderList({ ...operator3, type: 'seller', groups: [{ name: 'Seller Role' }, { name: 'Reservation View' }] }, 'sellers');
    await screen.findByText('KX7P2M');
    expect(lastList(calls, 'seller-reservations')).toMatchObject({ pagination: { perPage: 10 } });
    fireEvent.click(screen.getByRole('button', { name: /^Exportar$/ }));
    await waitFor(() => expect(exportGeneralReservations).toHaveBeenCalledWith('sellers', expect.anything()));
  });
});
