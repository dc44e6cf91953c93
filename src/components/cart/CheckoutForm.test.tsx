/**
 * The checkout of /cart: a 409 price_changed asks to confirm the new prices and posts the same body
 * again (same Idempotency-Key); the order screen; 400s under their fields; no_seats and
 * insufficient_funds explained.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../../dataProvider/errors.ts';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { CartItemRecord, CheckoutRecord } from '../../../domain/records/cart.ts';
import type { CustomerRecord } from '../../../domain/records/customers.ts';
import { operator3 } from '../../testing/actors.ts';
import { signInAs, signOut } from '../../testing/session.ts';
import { stubDataProvider } from '../../testing/stubDataProvider.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { DEPARTURE, RETURN, validPassengers } from '../../testing/passengers.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import { OrderDone } from './OrderDone.tsx';

beforeEach(() => signInAs(operator3));
afterEach(() => {
  cleanup();
  signOut();
});

const ITEM: CartItemRecord = {
  id: 11,
  service_type: 'flights',
  description: 'CUN → HAV → CUN',
  start_date: DEPARTURE,
  end_date: RETURN,
  passengers: { adults: 1, children: 0, infants: 0 },
  price: '500.00',
  currency: 1,
  expires_at: new Date(Date.now() + 600_000).toISOString(),
  held: true,
  created_at: new Date().toISOString(),
};

const CUSTOMER = { id: 5, full_name: 'Carmen Cliente', passport: 'CL123456', dni: '', email: 'carmen@example.test' } as CustomerRecord;

const DONE: CheckoutRecord = {
  order: { id: 3, number: 'ORD-ABC123', total: '520.00', currency: 1 },
  reservations: [{ id: 7, locator: 'QWERTY', service_type: 'flights', total: '520.00', paid_amount: '0.00', commercial_status: 'non-paid', payment_deadline: '2031-01-03T10:00:00.000Z' }],
  customer: 5,
  paid: '0.00',
  owed: '520.00',
  payment_deadline: '2031-01-03T10:00:00.000Z',
};

const conflict = (data: object) => toHttpError({ status: 409, data });

function renderForm(checkoutCart: AppDataProvider['checkoutCart'], onDone = vi.fn(), fresh = false) {
  const stub = stubDataProvider(
    { customers: [CUSTOMER], countries: [{ id: 1, name: 'Cuba' }] },
    { checkoutCart, getPaymentOptions: async () => ({ providers: ['agency_funds', 'partial'], unpaid_hours: 48 }) },
  );
  const initial = { customer: 5, seller: null, items: [{ id: ITEM.id, passengers: [validPassengers()[0]] }] };
  render(
    <TestProviders dataProvider={stub.dataProvider}>
      <CheckoutForm items={[ITEM]} initial={fresh ? undefined : initial} onDone={onDone} />
    </TestProviders>,
  );
  return onDone;
}

const submit = async () => fireEvent.click(await screen.findByRole('button', { name: 'Confirmar el pedido' }));

describe('checkout form', { timeout: 120_000 }, () => {
  it('price_changed: shows each item’s old and new price; confirming posts the same body with the same key', async () => {
    const checkoutCart = vi.fn<AppDataProvider['checkoutCart']>().mockRejectedValueOnce(conflict({ detail: 'x', code: 'price_changed', items: [{ id: 11, old_price: '500.00', new_price: '520.00' }] })).mockResolvedValueOnce(DONE);
    const onDone = renderForm(checkoutCart);
    await screen.findByDisplayValue('Carmen Cliente', {}, { timeout: 15_000 });
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Los precios han cambiado' });
    const row = within(dialog).getAllByRole('row')[1];
    expect(row.textContent).toContain('CUN → HAV → CUN');
    expect(row.textContent).toMatch(/500[.,]00.*520[.,]00/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar con los precios nuevos' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(DONE));
    expect(checkoutCart).toHaveBeenCalledTimes(2);
    const [[firstBody, firstKey], [secondBody, secondKey]] = checkoutCart.mock.calls;
    expect(secondBody).toEqual(firstBody);
    expect(secondKey).toBe(firstKey);
    // Booked unpaid by default (the setting allows it): no payment in the body; the customer is.
    expect(firstBody).toMatchObject({ customer: 5, items: [{ id: 11, passengers: [expect.objectContaining({ first_name: 'Ana', passport: 'P1234567' })] }] });
    expect(firstBody.payment).toBeUndefined();
  });

  it('a 400 lands under the passenger’s field; payment.amount under the amount', async () => {
    const checkoutCart = vi.fn<AppDataProvider['checkoutCart']>().mockRejectedValue(
      toHttpError({ status: 400, data: { 'items.0.passengers.0.first_name': ['Nombre no aceptado.'], 'payment.amount': ['El importe supera lo pendiente de pago (500.00).'] } }),
    );
    renderForm(checkoutCart);
    await screen.findByDisplayValue('Carmen Cliente', {}, { timeout: 15_000 });
    fireEvent.click(await screen.findByLabelText('Pagar una parte ahora'));
    fireEvent.change(await screen.findByLabelText('Importe a pagar ahora'), { target: { value: '900' } });
    await submit();
    expect(await screen.findByText('Nombre no aceptado.')).toBeTruthy();
    const firstName = screen.getByRole('group', { name: 'Adulto 1' }).querySelector('input[name="items.0.passengers.0.first_name"]')!;
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('El importe supera lo pendiente de pago (500.00).')).toBeTruthy();
    expect(checkoutCart.mock.calls[0][0].payment).toEqual({ provider: 'partial', amount: '900' });
  });

  it('no_seats and insufficient_funds are explained; nothing else happens', async () => {
    const checkoutCart = vi.fn<AppDataProvider['checkoutCart']>().mockRejectedValueOnce(conflict({ detail: 'x', code: 'no_seats' })).mockRejectedValueOnce(conflict({ detail: 'x', code: 'insufficient_funds' }));
    const onDone = renderForm(checkoutCart);
    await screen.findByDisplayValue('Carmen Cliente', {}, { timeout: 15_000 });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/Ya no quedan plazas/);
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/fondos de la agencia/));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a customer left empty is asked for under its field (the message is translated, the page stays up)', async () => {
    const checkoutCart = vi.fn<AppDataProvider['checkoutCart']>();
    renderForm(checkoutCart, vi.fn(), true);
    const customer = await screen.findByRole('combobox', { name: /Cliente/ }, { timeout: 15_000 });
    fireEvent.focus(customer);
    fireEvent.blur(customer);
    expect(await screen.findByText('Elija el cliente del pedido.')).toBeTruthy();
    await submit();
    await waitFor(() => expect(customer.getAttribute('aria-invalid')).toBe('true'));
    expect(checkoutCart).not.toHaveBeenCalled();
  });

  it('the order screen: number, reservations linked to their detail, paid, owed and by when', async () => {
    render(
      <TestProviders>
        <OrderDone result={DONE} onContinue={() => undefined} />
      </TestProviders>,
    );
    expect((await screen.findByTestId('order-number')).textContent).toBe('ORD-ABC123');
    const link = screen.getByRole('link', { name: 'Ver la reserva QWERTY' });
    expect(link.getAttribute('href')).toBe('/vuelos/reserva/list/7');
    expect(screen.getByText(/Pagar antes del/)).toBeTruthy();
    expect(screen.getByText('Reservada (no pagada)')).toBeTruthy();
  });

  it('a hotel stay asks no passengers (its room holders came with the item) and posts none', async () => {
    const hotel: CartItemRecord = { ...ITEM, id: 12, service_type: 'hotels', description: 'Hotel Nacional · 2 × stay', passengers: { adults: 4, children: 1, infants: 0 }, held: false };
    const checkoutCart = vi.fn<AppDataProvider['checkoutCart']>().mockResolvedValueOnce(DONE);
    const stub = stubDataProvider({ customers: [CUSTOMER], countries: [] }, { checkoutCart, getPaymentOptions: async () => ({ providers: ['agency_funds'], unpaid_hours: 48 }) });
    render(
      <TestProviders dataProvider={stub.dataProvider}>
        <CheckoutForm items={[hotel]} initial={{ customer: 5, seller: null, items: [{ id: 12, passengers: [] }] }} onDone={vi.fn()} />
      </TestProviders>,
    );
    await screen.findByDisplayValue('Carmen Cliente', {}, { timeout: 15_000 });
    expect(screen.queryByRole('group', { name: 'Adulto 1' })).toBeNull();
    await submit();
    await waitFor(() => expect(checkoutCart).toHaveBeenCalledTimes(1));
    expect(checkoutCart.mock.calls[0]?.[0]).toMatchObject({ items: [{ id: 12, passengers: [] }], customer: 5 });
  });
});
