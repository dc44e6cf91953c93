/**
 * The payments tab's 'pay to the accounting provider' (release note 1.2.0): offered to
 * '[Accounting Provider] Manage' while something is owed; the whole or a part, confirmed with the
 * amount and the provider, sent with an Idempotency-Key to the route of its kind.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { OperationRecord } from '../../../domain/records/payments.ts';
import type { SessionUser } from '../../../domain/session.ts';
import { admin, operator3 } from '../../../src/testing/actors.ts';
import { signInAs, signOut } from '../../../src/testing/session.ts';
import { stubDataProvider } from '../../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../../src/testing/TestProviders.tsx';
import { PaymentsPanel } from './PaymentsPanel.tsx';
import type { PaymentsRecord } from './types.ts';

afterEach(() => {
  cleanup();
  signOut();
});

const manager: SessionUser = { ...admin, id: 6, username: 'ap_manager', type: 'accounting', groups: ['Reservation View', '[Accounting Provider] Manage'].map((name) => ({ name })) };

const reservation: PaymentsRecord = {
  id: 52,
  locator: 'QW3RT9',
  currency: 1,
  agency_name: 'Cancún Travel',
  accounting_provider: 'havanatur',
  status: 'reserved',
  commercial_status: 'non-paid',
  total: '300.00',
  paid_amount: '0.00',
};

const catalogue = [
  { id: 5, code: 'ecotur', name: 'Ecotur', active: true },
  { id: 1, code: 'havanatur', name: 'Havanatur', active: true },
];

const paid = (amount: string): OperationRecord => ({
  id: 90,
  kind: 'payment',
  status: 'completed',
  provider: 'accounting_provider',
  amount,
  currency: 1,
  agency: 7,
  reservation: 52,
  order: null,
  parent: null,
  external_id: null,
  captured_amount: amount,
  refunded_amount: '0.00',
  created_by: 6,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  exchange: null,
});

function renderPanel(user: SessionUser, record: PaymentsRecord = reservation) {
  signInAs(user);
  const custom = { payToAccountingProvider: vi.fn(async (body: { amount?: string }) => paid(body.amount ?? '300.00')) } satisfies Partial<AppDataProvider>;
  const stub = stubDataProvider({}, custom as unknown as Partial<AppDataProvider>);
  stub.dataProvider.getList = vi.fn(async (resource: string, _params: GetListParams) => (resource === 'accounting-providers' ? { data: catalogue as never[], total: catalogue.length } : { data: [], total: 0 }));
  render(
    <TestProviders dataProvider={stub.dataProvider}>
      <RecordContextProvider value={record}>
        <PaymentsPanel />
      </RecordContextProvider>
    </TestProviders>,
  );
  return custom;
}

const action = () => screen.queryByRole('button', { name: 'Pagar al proveedor contable' });

describe('pay to the accounting provider', () => {
  it('is offered to [Accounting Provider] Manage while something is owed; not to an agency operator, nor once paid or cancelled', () => {
    renderPanel(operator3);
    expect(action()).toBeNull();
    cleanup();
    renderPanel(manager, { ...reservation, commercial_status: 'paid', paid_amount: '300.00' });
    expect(action()).toBeNull();
    cleanup();
    renderPanel(manager, { ...reservation, status: 'cancelled', commercial_status: 'cancelled' });
    expect(action()).toBeNull();
    cleanup();
    renderPanel(manager);
    expect(action()).toBeTruthy();
  });

  it('pays everything owed to the reservation’s provider after confirming, with an Idempotency-Key', async () => {
    const { payToAccountingProvider } = renderPanel(manager);
    fireEvent.click(action()!);
    const dialog = await screen.findByRole('dialog', { name: 'Pagar la reserva QW3RT9 al proveedor contable' });
    expect(await within(dialog).findByText(/Se registrará \$ 300,00 como pagado por el proveedor contable Havanatur/)).toBeTruthy();
    expect(payToAccountingProvider).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar el pago' }));
    await waitFor(() => expect(payToAccountingProvider).toHaveBeenCalledWith({ reservation: 52, accounting_provider: 'havanatur' }, expect.stringMatching(/^[0-9a-f-]{36}$/)));
    expect(await screen.findByText('Pago al proveedor contable Havanatur registrado: $ 300,00.')).toBeTruthy();
  });

  it('pays a part to another provider: above what is owed is refused before sending; within it, sent as a partial payment', async () => {
    const { payToAccountingProvider } = renderPanel(manager);
    fireEvent.click(action()!);
    const dialog = await screen.findByRole('dialog', { name: 'Pagar la reserva QW3RT9 al proveedor contable' });
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /Proveedor contable/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ecotur' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Una parte' }));
    const amount = await within(dialog).findByRole('textbox', { name: /Importe/ });
    fireEvent.change(amount, { target: { value: '300.01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar el pago' }));
    expect(await within(dialog).findByText(/supera lo pendiente de pago \(300.00\)/)).toBeTruthy();
    expect(payToAccountingProvider).not.toHaveBeenCalled();
    fireEvent.change(amount, { target: { value: '120.00' } });
    expect(await within(dialog).findByText(/Se registrará \$ 120,00 como pagado por el proveedor contable Ecotur/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar el pago' }));
    await waitFor(() => expect(payToAccountingProvider).toHaveBeenCalledWith({ reservation: 52, accounting_provider: 'ecotur', amount: '120.00' }, expect.any(String)));
  });
});
