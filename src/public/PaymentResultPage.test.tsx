import { cleanup, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPaymentRequestRecord } from '../../domain/schemas/paymentRequests.ts';
import { stubDataProvider } from '../testing/stubDataProvider.ts';
import { TestProviders } from '../testing/TestProviders.tsx';
import { PaymentFailPage, PaymentSuccessPage } from './PaymentResultPage.tsx';

afterEach(() => cleanup());

const ID = '0b6c2f0e-1111-4222-8333-444455556666';
const record: PublicPaymentRequestRecord = { id: ID, locator: 'ABC123', amount: '150.00', currency: 'EUR', status: 'completed', total: '300.00', paid: '150.00' };

function renderAt(path: string, answer: PublicPaymentRequestRecord = record) {
  const getPublicCardPayment = vi.fn(async () => answer);
  const getPublicPaymentRequest = vi.fn(async () => answer);
  const { dataProvider } = stubDataProvider({}, { getPublicCardPayment, getPublicPaymentRequest });
  render(
    <TestProviders path={path} dataProvider={dataProvider}>
      <Routes>
        <Route path="/payment-success" element={<PaymentSuccessPage />} />
        <Route path="/payment-fail" element={<PaymentFailPage />} />
      </Routes>
    </TestProviders>,
  );
  return { getPublicCardPayment, getPublicPaymentRequest };
}

describe('/payment-success and /payment-fail', () => {
  it("a card payment's success shows what was paid", async () => {
    const { getPublicCardPayment } = renderAt(`/payment-success?payment=${ID}`);
    expect(await screen.findByText('Reserva o pedido ABC123')).toBeTruthy();
    expect(screen.getByText('Pagado: 150.00 de 300.00 EUR')).toBeTruthy();
    expect(getPublicCardPayment).toHaveBeenCalledWith(ID);
  });

  it('sent to success before the gateway confirmed: says the payment awaits confirmation', async () => {
    renderAt(`/payment-success?payment=${ID}`, { ...record, status: 'processing' });
    expect((await screen.findAllByText('Pago pendiente de confirmar')).length).toBeGreaterThan(0);
  });

  it("a payment link's failure reads the link", async () => {
    const { getPublicPaymentRequest } = renderAt(`/payment-fail?request=${ID}`, { ...record, status: 'failed' });
    expect(await screen.findByText('Reserva o pedido ABC123')).toBeTruthy();
    expect(getPublicPaymentRequest).toHaveBeenCalledWith(ID);
  });
});
