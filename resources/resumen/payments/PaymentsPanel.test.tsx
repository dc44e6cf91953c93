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

const staff = (type: SessionUser['type'], groups: string[]): SessionUser => ({ ...admin, id: 5, username: type, type, groups: groups.map((name) => ({ name })) });
const commercial = staff('commercial', ['Flight View', 'Reservation View', 'Reservation with Change']);
const accounting = staff('accounting', ['Reservation View', 'Admin Finances', '[Accounting Provider] Manage', 'Accounting with Change']);

const reservation: PaymentsRecord = {
  id: 41,
  locator: 'KX7P2M',
  currency: 1,
  agency_name: 'Cancún Travel',
  accounting_provider: '',
  status: 'reserved',
  commercial_status: 'partial-paid',
  total: '750.00',
  paid_amount: '250.00',
  net: '600.00',
  price_levels: { net: '600.00', total: '750.00' },
};

const operation = (over: Partial<OperationRecord>): OperationRecord => ({
  id: 7,
  kind: 'payment',
  status: 'completed',
  provider: 'partial',
  amount: '250.00',
  currency: 1,
  agency: 7,
  reservation: 41,
  order: null,
  parent: null,
  external_id: null,
  captured_amount: '250.00',
  refunded_amount: '50.00',
  created_by: 30,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  exchange: null,
  ...over,
});

/** The accounting-provider catalogue (migration 0033): one added there, one deactivated. */
const catalogue = [
  { id: 5, code: 'ecotur', name: 'Ecotur', active: true },
  { id: 3, code: 'gaviota', name: 'Gaviota', active: false },
  { id: 1, code: 'havanatur', name: 'Havanatur', active: true },
];

function renderPanel(user: SessionUser, record: PaymentsRecord = reservation, operations: OperationRecord[] = [operation({}), operation({ id: 8, kind: 'refund', provider: 'partial', amount: '50.00', parent: 7 })]) {
  signInAs(user);
  const paid = { operation: operation({ id: 9, amount: '500.00' }), redirect_url: null, reservation: null };
  const custom = {
    payReservation: vi.fn(async () => paid),
    refundPaymentOperation: vi.fn(async () => ({ ...paid, operation: operation({ id: 10, kind: 'refund', amount: '200.00' }) })),
    createReservationPaymentRequest: vi.fn(async (body: { email: string }) => ({ id: 'u', reservation: 41, amount: '500.00', currency: 'USD', email: body.email, status: 'pending' as const, provider: 'revolut', url: 'x', created_at: '', paid_at: null })),
    changeAccountingProvider: vi.fn(async () => ({ id: 41, accounting_provider: 'ecotur' })),
    changeReservationPrice: vi.fn(async () => ({ id: 41, locator: 'KX7P2M', currency: 1, total: '800.00', paid_amount: '250.00', commercial_status: 'partial-paid', accounting_provider: '' })),
  } satisfies Partial<AppDataProvider>;
  const stub = stubDataProvider({}, custom as unknown as Partial<AppDataProvider>);
  stub.dataProvider.getList = vi.fn(async (resource: string, params: GetListParams) => {
    stub.calls.push({ method: 'getList', resource, params: params as unknown as Record<string, unknown> });
    if (resource === 'accounting-providers') return { data: catalogue as never[], total: catalogue.length };
    return { data: operations as never[], total: operations.length };
  });
  render(
    <TestProviders dataProvider={stub.dataProvider}>
      <RecordContextProvider value={record}>
        <PaymentsPanel />
      </RecordContextProvider>
    </TestProviders>,
  );
  return { ...custom, calls: stub.calls };
}

const actionNames = () => {
  const group = screen.queryByRole('group', { name: 'Acciones de pago' });
  return group ? within(group).getAllByRole('button').map((b) => b.textContent) : [];
};

describe('the reservation’s payments tab', () => {
  it('shows total, paid and outstanding, and the operations of the reservation', async () => {
    const { calls } = renderPanel(operator3);
    expect(screen.getByTestId('payments-total').textContent).toBe('$ 750,00');
    expect(screen.getByTestId('payments-paid').textContent).toBe('$ 250,00');
    expect(screen.getByTestId('payments-owed').textContent).toBe('$ 500,00');
    expect(await screen.findByText('Reembolso')).toBeTruthy();
    expect(calls.find((c) => c.resource === 'payment-operations')?.params).toMatchObject({ filter: { reservation: 41 }, sort: { field: 'created_at', order: 'DESC' } });
  });

  it('shows what a payment in another currency took from the funds, at which rate and day', async () => {
    const converted = operation({ id: 12, amount: '100.00', exchange: { funds_currency: 2, funds_amount: '92.00', rate: '0.920000', rates: { '1': '1.000000', '2': '0.920000' }, rate_date: '2026-11-20' } });
    renderPanel(operator3, reservation, [converted, operation({})]);
    expect((await screen.findByTestId('exchange-12')).textContent).toBe('€ 92,00 de los fondos · 1 USD = 0,92 EUR (20 nov 2026)');
    // A payment in the reservation's own currency shows no conversion.
    expect(screen.queryByTestId('exchange-7')).toBeNull();
  });

  it('offers each user only what it may do: an agency operator pays; finance refunds and changes the provider; staff with Reservation with Change change the price', async () => {
    renderPanel(operator3);
    await screen.findByText('Reembolso');
    expect(actionNames()).toEqual(['Pagar lo pendiente', 'Pago parcial']);
    expect(screen.queryByRole('button', { name: /Reembolsar el pago/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cambiar el proveedor contable' })).toBeNull();
    cleanup();

    renderPanel(accounting);
    await screen.findByText('Reembolso');
    expect(actionNames()).toEqual(['Pagar al proveedor contable']);
    // Only the completed payment can be refunded, not the refund itself.
    expect(screen.getAllByRole('button', { name: /Reembolsar el pago/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Reembolsar el pago n.º 7']);
    expect(screen.getByRole('button', { name: 'Cambiar el proveedor contable' })).toBeTruthy();
    cleanup();

    renderPanel(commercial);
    await screen.findByText('Reembolso');
    expect(actionNames()).toEqual(['Cambiar el precio']);
    cleanup();

    renderPanel(admin);
    await screen.findByText('Reembolso');
    expect(actionNames()).toEqual(['Pagar lo pendiente', 'Pago parcial', 'Pagar al proveedor contable', 'Enviar enlace de pago', 'Cambiar el precio']);
  });

  it('offers nothing on a cancelled reservation, and no payment once nothing is owed', async () => {
    renderPanel(admin, { ...reservation, status: 'cancelled', commercial_status: 'cancelled' });
    await screen.findByText('Reembolso');
    expect(actionNames()).toEqual([]);
    expect(screen.getByTestId('payments-owed').textContent).toBe('$ 0,00');
    cleanup();
    renderPanel(admin, { ...reservation, commercial_status: 'paid', paid_amount: '750.00' });
    await screen.findByText('Reembolso');
    expect(actionNames()).toEqual(['Cambiar el precio']);
  });

  it('pays what is owed after confirming, with an Idempotency-Key', async () => {
    const { payReservation } = renderPanel(operator3);
    fireEvent.click(screen.getByRole('button', { name: 'Pagar lo pendiente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar la reserva KX7P2M' });
    expect(within(dialog).getByText(/Se cargarán \$ 500,00 a los fondos de la agencia Cancún Travel/)).toBeTruthy();
    expect(payReservation).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar el pago' }));
    await waitFor(() => expect(payReservation).toHaveBeenCalledWith(41, { provider: 'agency_funds' }, expect.stringMatching(/^[0-9a-f-]{36}$/)));
    expect(await screen.findByText('Pago registrado: $ 500,00.')).toBeTruthy();
  });

  it('a partial payment above what is owed is refused before sending; within it, sent', async () => {
    const { payReservation } = renderPanel(operator3);
    fireEvent.click(screen.getByRole('button', { name: 'Pago parcial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pago parcial de la reserva KX7P2M' });
    const amount = within(dialog).getByRole('textbox', { name: /Importe/ });
    fireEvent.change(amount, { target: { value: '500.01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar el pago' }));
    expect(await within(dialog).findByText('El importe supera lo pendiente de pago (500.00).')).toBeTruthy();
    expect(payReservation).not.toHaveBeenCalled();
    fireEvent.change(amount, { target: { value: '120.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar el pago' }));
    await waitFor(() => expect(payReservation).toHaveBeenCalledWith(41, { provider: 'partial', amount: '120.50' }, expect.any(String)));
  });

  it('refunds at most what is left of the payment (captured less refunded)', async () => {
    const { refundPaymentOperation } = renderPanel(accounting);
    fireEvent.click(await screen.findByRole('button', { name: 'Reembolsar el pago n.º 7' }));
    const dialog = await screen.findByRole('dialog', { name: /Reembolsar el pago n.º 7/ });
    const amount = within(dialog).getByRole('textbox', { name: /Importe/ }) as HTMLInputElement;
    expect(amount.value).toBe('200.00');
    fireEvent.change(amount, { target: { value: '200.01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar el reembolso' }));
    expect(await within(dialog).findByText('El reembolso supera lo cobrado (200.00).')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '200.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar el reembolso' }));
    await waitFor(() => expect(refundPaymentOperation).toHaveBeenCalledWith(7, { amount: '200.00' }, expect.any(String)));
  });

  it('sends a payment link: e-mail, amount (what is owed by default) and language', async () => {
    const { createReservationPaymentRequest } = renderPanel(admin);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace de pago' }));
    const dialog = await screen.findByRole('dialog', { name: /Enviar un enlace de pago/ });
    expect((within(dialog).getByRole('textbox', { name: /Importe/ }) as HTMLInputElement).value).toBe('500.00');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Correo del cliente/ }), { target: { value: 'cliente@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(createReservationPaymentRequest).toHaveBeenCalledWith({ reservation: 41, email: 'cliente@example.com', amount: '500.00', language: 'es' }, expect.stringMatching(/^[0-9a-f-]{36}$/)));
    expect(await screen.findByText('Enlace de pago enviado a cliente@example.com.')).toBeTruthy();
  });

  it('a payment link starts with the reservation client’s e-mail when it is known', async () => {
    const { createReservationPaymentRequest } = renderPanel(admin, { ...reservation, customer_email: 'titular@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace de pago' }));
    const dialog = await screen.findByRole('dialog', { name: /Enviar un enlace de pago/ });
    expect((within(dialog).getByRole('textbox', { name: /Correo del cliente/ }) as HTMLInputElement).value).toBe('titular@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(createReservationPaymentRequest).toHaveBeenCalledWith(expect.objectContaining({ email: 'titular@example.com' }), expect.any(String)));
  });

  it('a payment link with no e-mail and no amount is refused under both fields, the page staying up', async () => {
    const { createReservationPaymentRequest } = renderPanel(admin);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace de pago' }));
    const dialog = await screen.findByRole('dialog', { name: /Enviar un enlace de pago/ });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Correo del cliente/ }), { target: { value: 'no-es-correo' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Importe/ }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(within(dialog).getAllByRole('textbox').filter((i) => i.getAttribute('aria-invalid') === 'true')).toHaveLength(2));
    expect(within(dialog).getByText('Obligatorio')).toBeTruthy();
    expect(createReservationPaymentRequest).not.toHaveBeenCalled();
  });

  it('changes the accounting provider to an active one of the catalogue, and names it as the catalogue does', async () => {
    const { changeAccountingProvider } = renderPanel(accounting, { ...reservation, accounting_provider: 'havanatur' });
    expect(await screen.findByText('Havanatur')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar el proveedor contable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar el proveedor contable' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Proveedor contable/ }));
    // The deactivated provider is not offered (the server refuses it too).
    await screen.findByRole('option', { name: 'Ecotur' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Ecotur', 'Havanatur']);
    fireEvent.click(screen.getByRole('option', { name: 'Ecotur' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(changeAccountingProvider).toHaveBeenCalledWith(41, 'ecotur'));
    expect(await screen.findByText('Proveedor contable: Ecotur.')).toBeTruthy();
  });

  it('changes the price: below what is paid is refused before sending; the preview says the status it leads to', async () => {
    const { changeReservationPrice } = renderPanel(commercial);
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar el precio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar el precio de la reserva KX7P2M' });
    const total = within(dialog).getByRole('textbox', { name: /Nuevo total/ });
    fireEvent.change(total, { target: { value: '249.99' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), { target: { value: 'Tarifa corregida' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar el precio' }));
    expect(await within(dialog).findByText('El total no puede quedar por debajo de lo pagado (250.00): reembolse primero.')).toBeTruthy();
    fireEvent.change(total, { target: { value: '250.00' } });
    expect((await within(dialog).findByTestId('price-preview')).textContent).toContain('Pagada');
    fireEvent.change(total, { target: { value: '800.00' } });
    expect((await within(dialog).findByTestId('price-preview')).textContent).toMatch(/\+\$ 50,00.*Pago parcial/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar el precio' }));
    await waitFor(() => expect(changeReservationPrice).toHaveBeenCalledWith(41, { total: '800.00', reason: 'Tarifa corregida' }));
    expect(await screen.findByText('Nuevo total de la reserva: $ 800,00.')).toBeTruthy();
  });
});
