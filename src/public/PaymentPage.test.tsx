import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPaymentRequestRecord } from '../../domain/schemas/paymentRequests.ts';
import { signOut } from '../testing/session.ts';
import { stubDataProvider } from '../testing/stubDataProvider.ts';
import { TestProviders } from '../testing/TestProviders.tsx';
import { navigation, PaymentPage } from './PaymentPage.tsx';

afterEach(() => {
  cleanup();
  signOut();
  vi.restoreAllMocks();
});

const ID = '0b6c2f0e-1111-4222-8333-444455556666';
const record: PublicPaymentRequestRecord = { id: ID, locator: 'ABC123', amount: '150.00', currency: 'EUR', status: 'pending', total: '300.00', paid: '150.00' };

function renderPage(options: { record?: PublicPaymentRequestRecord | null; language?: 'es' | 'en'; start?: () => Promise<{ checkout_url: string }> } = {}) {
  const getPublicPaymentRequest = vi.fn(async () => {
    if (options.record === null) throw Object.assign(new Error('Not found.'), { status: 404 });
    return options.record ?? record;
  });
  const startPaymentRequestCard = vi.fn(options.start ?? (async () => ({ checkout_url: 'http://gateway.test/pay/tok' })));
  const { dataProvider } = stubDataProvider({}, { getPublicPaymentRequest, startPaymentRequestCard });
  render(
    <TestProviders path={`/payment/${ID}`} dataProvider={dataProvider} language={options.language ?? 'es'}>
      <Routes>
        <Route path="/payment/:id" element={<PaymentPage />} />
      </Routes>
    </TestProviders>,
  );
  return { getPublicPaymentRequest, startPaymentRequestCard };
}

describe('public payment page /payment/:id', () => {
  it('shows the locator, the amount asked and what is paid, with no login; paying sends the browser to the gateway', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const { getPublicPaymentRequest, startPaymentRequestCard } = renderPage();
    expect(await screen.findByText('Reserva ABC123')).toBeTruthy();
    expect(screen.getByText('Importe a pagar: 150.00 EUR')).toBeTruthy();
    expect(screen.getByText('Pagado hasta ahora: 150.00 de 300.00 EUR')).toBeTruthy();
    expect(getPublicPaymentRequest).toHaveBeenCalledWith(ID);
    fireEvent.click(screen.getByRole('button', { name: 'Pagar con tarjeta' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://gateway.test/pay/tok'));
    expect(startPaymentRequestCard).toHaveBeenCalledWith(ID);
  });

  it('a paid link offers no payment; an unknown one says so (English)', async () => {
    renderPage({ record: { ...record, status: 'completed' }, language: 'en' });
    expect(await screen.findByText('This payment is already done.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
    cleanup();
    renderPage({ record: null, language: 'en' });
    expect(await screen.findByText('This payment link does not exist or has expired.')).toBeTruthy();
  });

  it('a gateway that does not answer leaves the payer on the page with a message', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    renderPage({ start: async () => Promise.reject(new Error('502')) });
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar con tarjeta' }));
    expect(await screen.findByText('La pasarela de pago no responde. Vuelva a intentarlo en unos minutos.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
