import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../dataProvider/errors.ts';
import type { GatewayOperationRecord } from '../../domain/schemas/gatewayOperations.ts';
import type { PayableReservationRecord } from '../../domain/schemas/cardPayments.ts';
import type { PaymentResult } from '../../domain/records/payments.ts';
import { admin, operator3 } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { CardPaymentPage } from './CardPaymentPage.tsx';
import { CustomPaymentPage } from './CustomPaymentPage.tsx';
import { RevolutPage } from './GatewayPages.tsx';
import { hostedPage } from './navigation.ts';

afterEach(() => {
  cleanup();
  signOut();
  localStorage.clear();
  vi.restoreAllMocks();
});

const op = (over: Partial<GatewayOperationRecord>): GatewayOperationRecord => ({
  id: 1,
  kind: 'payment',
  status: 'completed',
  amount: '150.00',
  captured_amount: '150.00',
  refunded_amount: '0.00',
  currency: 'EUR',
  agency: 7,
  agency_name: 'Viajes del Sur',
  reservation: 12,
  locator: 'ABC123',
  external_id: 'ord_1',
  created_at: '2026-01-10T10:00:00.000Z',
  provider: 'revolut',
  order: null,
  terminal_status: null,
  reference: null,
  ...over,
});

const found: PayableReservationRecord = {
  id: 12,
  locator: 'ABC123',
  service_type: 'flights',
  client_name: 'Carmen Cliente',
  agency: 7,
  agency_name: 'Viajes del Sur',
  currency: 1,
  currency_code: 'EUR',
  total: '300.00',
  paid_amount: '100.00',
  owed: '200.00',
  status: 'reserved',
  commercial_status: 'partial-paid',
  order: null,
};

const result = (over: Partial<PaymentResult> = {}): PaymentResult =>
  ({ operation: { id: 9 }, redirect_url: null, reservation: { id: 12, total: '300.00', paid_amount: '150.00', commercial_status: 'partial-paid' }, ...over }) as PaymentResult;

/** Types the locator, finds the reservation and waits for its summary. */
async function findReservation(section?: HTMLElement) {
  const scope = section ? within(section) : screen;
  // The finder's locator comes before the list's locator filter.
  fireEvent.change(scope.getAllByLabelText('Localizador')[0], { target: { value: 'abc123' } });
  fireEvent.click(scope.getByRole('button', { name: 'Buscar' }));
  await scope.findByTestId('found-reservation');
}

describe('/payment/revolut', () => {
  it('lists the operations with statuses and kinds of spec §4, newest first, and exports the same filter', async () => {
    signInAs(admin);
    const exportOperations = vi.fn(async () => ({ blob: new Blob(['x']), filename: 'operaciones-revolut.xlsx' }));
    const { dataProvider, calls } = stubDataProvider({ 'payments-revolut': [op({ id: 2, status: 'failed', kind: 'payment_request', locator: 'XYZ789' }), op({})] }, { exportOperations });
    render(
      <TestProviders path="/payment/revolut" dataProvider={dataProvider}>
        <RevolutPage />
      </TestProviders>,
    );
    const row = (await screen.findByText('XYZ789')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Fallido')).toBeTruthy();
    expect(within(row).getByText('Enlace de pago')).toBeTruthy();
    expect(within(screen.getByText('ABC123').closest('tr') as HTMLElement).getByText('Completado')).toBeTruthy();
    expect(calls.find((c) => c.method === 'getList' && c.resource === 'payments-revolut')?.params).toMatchObject({ sort: { field: 'id', order: 'DESC' } });
    expect(screen.getByRole('button', { name: 'Enviar enlace de pago' })).toBeTruthy();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(exportOperations).toHaveBeenCalledWith('revolut', expect.objectContaining({ sort: { field: 'id', order: 'DESC' } })));
  });

  it('a Revolut Payment Link holder without Revolut View sends links but sees no operations', async () => {
    signInAs({ ...operator3, groups: [{ name: 'Revolut Payment Link' }] });
    const { dataProvider, calls } = stubDataProvider({ 'payments-revolut': [op({})] });
    render(
      <TestProviders path="/payment/revolut" dataProvider={dataProvider}>
        <RevolutPage />
      </TestProviders>,
    );
    expect(await screen.findByText('No tiene permiso para ver las operaciones de esta pasarela.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar enlace de pago' })).toBeTruthy();
    expect(calls.some((c) => c.resource === 'payments-revolut')).toBe(false);
  });
});

describe('/payment', () => {
  it('pays a found reservation by card after confirmation and sends the browser to the hosted page; lists the card payments', async () => {
    signInAs(operator3);
    const assign = vi.spyOn(hostedPage, 'assign').mockImplementation(() => undefined);
    const lookupReservation = vi.fn(async () => found);
    const chargeReservation = vi.fn(async () => result({ redirect_url: 'http://gateway.test/pay/tok' }));
    const { dataProvider, calls } = stubDataProvider({ 'payments-card': [op({ locator: 'CARD01' })] }, { lookupReservation, chargeReservation });
    render(
      <TestProviders path="/payment" dataProvider={dataProvider}>
        <CardPaymentPage />
      </TestProviders>,
    );
    expect(await screen.findByText('CARD01')).toBeTruthy();
    expect(calls.some((c) => c.method === 'getList' && c.resource === 'payments-card')).toBe(true);
    // Without TPV Payment there is no terminal section.
    expect(screen.queryByText('Cobro con TPV')).toBeNull();
    await findReservation(screen.getByRole('region', { name: 'Pagar con tarjeta' }));
    expect(lookupReservation).toHaveBeenCalledWith('ABC123', expect.anything());
    expect((screen.getByLabelText(/Importe a pagar/) as HTMLInputElement).value).toBe('200.00');
    fireEvent.click(screen.getByRole('button', { name: 'Pagar con tarjeta' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/cobrar .*200,00.* de la reserva ABC123/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pagar con tarjeta' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://gateway.test/pay/tok'));
    expect(chargeReservation).toHaveBeenCalledWith(12, { provider: 'card', amount: '200.00' }, expect.any(String));
  });
});

describe('/payment/custom', () => {
  it('records a free amount against a reservation after confirmation; a refused amount shows the field message', async () => {
    signInAs(admin);
    const lookupReservation = vi.fn(async () => found);
    const chargeReservation = vi
      .fn()
      .mockRejectedValueOnce(toHttpError({ status: 400, data: { amount: ['Supera lo pendiente (200.00).'] } }))
      .mockResolvedValueOnce(result());
    const { dataProvider } = stubDataProvider({ 'payments-custom': [op({ provider: 'deposit', reservation: null, locator: null, reference: 'Banco 12' })] }, { lookupReservation, chargeReservation });
    render(
      <TestProviders path="/payment/custom" dataProvider={dataProvider}>
        <CustomPaymentPage />
      </TestProviders>,
    );
    expect(await screen.findByText('Banco 12')).toBeTruthy();
    expect(screen.getByText('Depósito a la agencia')).toBeTruthy();
    const form = within(screen.getByRole('region', { name: 'Pago personalizado' }));
    await findReservation(screen.getByRole('region', { name: 'Pago personalizado' }));
    fireEvent.change(form.getByLabelText(/^Importe/), { target: { value: '250.00' } });
    fireEvent.change(form.getByLabelText(/^Referencia/), { target: { value: 'Transferencia 991' } });
    const submit = async () => {
      // The previous confirmation may still be closing (its transition hides the page from the roles).
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      fireEvent.click(await form.findByRole('button', { name: 'Registrar pago' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    };
    await submit();
    expect(await screen.findByText('Supera lo pendiente (200.00).')).toBeTruthy();
    fireEvent.change(form.getByLabelText(/^Importe/), { target: { value: '50.00' } });
    await submit();
    expect(await screen.findByText('Pago registrado.')).toBeTruthy();
    expect(chargeReservation).toHaveBeenLastCalledWith(12, { provider: 'custom', amount: '50.00', reference: 'Transferencia 991' }, expect.any(String));
    // Each attempt is its own payment: a new Idempotency-Key.
    const keys = chargeReservation.mock.calls.map((c) => c[2]);
    expect(new Set(keys).size).toBe(2);
  });

  it("offers the agency's deposit on its own tab", async () => {
    signInAs(admin);
    const { dataProvider } = stubDataProvider({ 'payments-custom': [] });
    render(
      <TestProviders path="/payment/custom" dataProvider={dataProvider}>
        <CustomPaymentPage />
      </TestProviders>,
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'A una agencia' }));
    expect(await screen.findByText('Abone a los fondos de una agencia un importe recibido (depósito).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abonar a la agencia' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Pago personalizado' })).queryByLabelText('Localizador')).toBeNull();
  });

  it("credits an agency only with the deposit's transaction number and payment type, as the API asks", { timeout: 60_000 }, async () => {
    signInAs(admin);
    // The page only notifies on success: the answer's shape does not matter here.
    const depositToAgency = vi.fn(async () => ({}) as never);
    const { dataProvider } = stubDataProvider({ 'payments-custom': [], agencies: [{ id: 2, name: 'Turismo Azul México', level: 'agency_2nd_level' }] }, { depositToAgency });
    render(
      <TestProviders path="/payment/custom" dataProvider={dataProvider}>
        <CustomPaymentPage />
      </TestProviders>,
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'A una agencia' }));
    const agency = await screen.findByRole('combobox', { name: /Agencia/ });
    fireEvent.focus(agency);
    fireEvent.change(agency, { target: { value: 'Turismo' } });
    fireEvent.click(await screen.findByRole('option', { name: /Turismo Azul México/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Importe/ }), { target: { value: '90.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Abonar a la agencia' }));
    // Without them the form stops before asking anything.
    expect((await screen.findAllByText(/obligatorio/i)).length).toBeGreaterThan(0);
    expect(depositToAgency).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /Número de transacción/ }), { target: { value: 'SPEI-90' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Tipo de pago/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Efectivo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abonar a la agencia' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: /Abonar a la agencia/ }));
    await waitFor(() => expect(depositToAgency).toHaveBeenCalledWith({ agency: 2, amount: '90.00', transaction_number: 'SPEI-90', payment_type: 'cash' }, expect.any(String)));
  });
});
