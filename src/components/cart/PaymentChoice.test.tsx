/** The checkout's payment choice: the modes offered, the partial amount, and the body's `payment`. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { PaymentChoice, toPayment, type PaymentValue } from './PaymentChoice.tsx';

afterEach(cleanup);

function Harness({ unpaidAllowed, seen }: { unpaidAllowed: boolean; seen: PaymentValue[] }) {
  const [value, setValue] = useState<PaymentValue>({ mode: 'agency_funds', amount: '' });
  return (
    <PaymentChoice
      value={value}
      unpaidAllowed={unpaidAllowed}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

describe('PaymentChoice', () => {
  it('offers booking unpaid only when allowed, and asks the amount only for a partial payment', async () => {
    const seen: PaymentValue[] = [];
    const { rerender } = render(
      <TestProviders>
        <Harness unpaidAllowed={false} seen={seen} />
      </TestProviders>,
    );
    expect((await screen.findByLabelText<HTMLInputElement>('Pagar todo con los fondos de la agencia')).checked).toBe(true);
    expect(screen.queryByLabelText('Reservar sin pagar (con fecha límite de pago)')).toBeNull();
    expect(screen.queryByLabelText('Importe a pagar ahora')).toBeNull();
    fireEvent.click(screen.getByLabelText('Pagar una parte ahora'));
    fireEvent.change(await screen.findByLabelText('Importe a pagar ahora'), { target: { value: ' 120.50 ' } });
    expect(toPayment(seen.at(-1)!)).toEqual({ provider: 'partial', amount: '120.50' });
    rerender(
      <TestProviders>
        <Harness unpaidAllowed seen={seen} />
      </TestProviders>,
    );
    fireEvent.click(await screen.findByLabelText('Reservar sin pagar (con fecha límite de pago)'));
    expect(toPayment(seen.at(-1)!)).toBeUndefined();
  });
});
