/** The payment choice: the options offered (a list the server's summary filters), the partial amount, the deadline, and the body's `payment`. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { PaymentChoice, toPayment, type PaymentValue } from './PaymentChoice.tsx';
import { defaultPaymentValue, followCardRedirect, type PaymentContext } from './paymentOptions.ts';

afterEach(cleanup);

const NOW = new Date('2026-03-02T10:00:00Z');

function Harness({ context, seen }: { context: PaymentContext; seen: PaymentValue[] }) {
  const [value, setValue] = useState<PaymentValue>(defaultPaymentValue(context));
  return (
    <PaymentChoice
      value={value}
      context={context}
      now={NOW}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

const both = ['agency_funds', 'partial'];

describe('PaymentChoice', () => {
  it('without unpaid bookings starts on the funds, and asks the amount only for a partial payment', async () => {
    const seen: PaymentValue[] = [];
    render(
      <TestProviders>
        <Harness context={{ providers: both, unpaidHours: 0, card: false }} seen={seen} />
      </TestProviders>,
    );
    expect((await screen.findByLabelText<HTMLInputElement>('Pagar todo con los fondos de la agencia')).checked).toBe(true);
    expect(screen.queryByLabelText('Reservar sin pagar (con fecha límite de pago)')).toBeNull();
    expect(screen.queryByLabelText('Importe a pagar ahora')).toBeNull();
    fireEvent.click(screen.getByLabelText('Pagar una parte ahora'));
    fireEvent.change(await screen.findByLabelText('Importe a pagar ahora'), { target: { value: ' 120.50 ' } });
    expect(toPayment(seen.at(-1)!)).toEqual({ provider: 'partial', amount: '120.50' });
  });

  it('where unpaid bookings are allowed starts on them (no money moves unasked) and shows the deadline', async () => {
    const seen: PaymentValue[] = [];
    render(
      <TestProviders>
        <Harness context={{ providers: both, unpaidHours: 48, card: false }} seen={seen} />
      </TestProviders>,
    );
    expect((await screen.findByLabelText<HTMLInputElement>('Reservar sin pagar (con fecha límite de pago)')).checked).toBe(true);
    expect(screen.getByText(/Fecha límite de pago: .*4 mar 2026/)).toBeTruthy();
    expect(toPayment(defaultPaymentValue({ providers: both, unpaidHours: 48, card: false }))).toBeUndefined();
    fireEvent.click(screen.getByLabelText('Pagar todo con los fondos de la agencia'));
    expect(toPayment(seen.at(-1)!)).toEqual({ provider: 'agency_funds' });
  });

  it('offers only what the server allows; with nothing allowed it says so', async () => {
    render(
      <TestProviders>
        <Harness context={{ providers: [], unpaidHours: 0, card: false }} seen={[]} />
      </TestProviders>,
    );
    expect(await screen.findByText(/No puede pagar al reservar ni reservar sin pagar/)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('offers the card where the server says the user may pay by card, and sends the card payment', async () => {
    const seen: PaymentValue[] = [];
    render(
      <TestProviders>
        <Harness context={{ providers: both, unpaidHours: 0, card: true }} seen={seen} />
      </TestProviders>,
    );
    fireEvent.click(await screen.findByLabelText('Pagar con tarjeta (pasarela de pago)'));
    expect(toPayment(seen.at(-1)!)).toEqual({ provider: 'card' });
    expect(defaultPaymentValue({ providers: [], unpaidHours: 0, card: true }).mode).toBe('card');
    expect(defaultPaymentValue({ providers: [], unpaidHours: 0, card: false }).mode).toBe('');
  });

  it('after a card booking goes to the gateway page; without one (not a card payment, gateway down) stays', () => {
    const went: string[] = [];
    const go = (url: string) => went.push(url);
    expect(followCardRedirect({ redirect_url: 'http://localhost/sandbox/pay/abc' }, go)).toBe(true);
    expect(followCardRedirect({ redirect_url: null }, go)).toBe(false);
    expect(followCardRedirect({}, go)).toBe(false);
    expect(went).toEqual(['http://localhost/sandbox/pay/abc']);
  });
});
