import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../../dataProvider/errors.ts';
import type { DownloadedFile } from '../../../dataProvider/network.ts';
import { reservationRow } from '../../testing/flightReservationRow.ts';
import { operator3 } from '../../testing/actors.ts';
import { signInAs, signOut } from '../../testing/session.ts';
import { stubDataProvider } from '../../testing/stubDataProvider.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { VoucherButton } from './VoucherButton.tsx';

const saved: string[] = [];

beforeEach(() => {
  signInAs(operator3);
  saved.length = 0;
  // jsdom has no object URLs: the saved file's name is what the test reads.
  URL.createObjectURL = vi.fn(() => 'blob:voucher');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  cleanup();
  signOut();
  vi.restoreAllMocks();
});

function renderButton(downloadVoucher: (id: number, locator: string) => Promise<DownloadedFile>, record = reservationRow, iconOnly = false, language: 'es' | 'en' = 'es') {
  const { dataProvider } = stubDataProvider({}, { downloadVoucher });
  const rowClick = vi.fn();
  render(
    <TestProviders dataProvider={dataProvider} language={language}>
      <RecordContextProvider value={record}>
        <div onClick={rowClick}>
          <VoucherButton iconOnly={iconOnly} />
        </div>
      </RecordContextProvider>
    </TestProviders>,
  );
  return { rowClick };
}

describe('VoucherButton', () => {
  it("downloads the reservation's voucher with the server's file name and says so", async () => {
    const download = vi.fn(async () => ({ blob: new Blob(['%PDF-']), filename: 'voucher-KX7P2M.pdf' }));
    renderButton(download);
    fireEvent.click(screen.getByRole('button', { name: /Voucher/ }));
    expect(await screen.findByText('Voucher descargado.')).toBeTruthy();
    expect(download).toHaveBeenCalledWith(41, 'KX7P2M');
    expect(saved).toEqual(['voucher-KX7P2M.pdf']);
  });

  it("shows spec §8's 'error generating voucher' with the server's reason when it refuses", async () => {
    const download = vi.fn(async () => {
      throw toHttpError({ status: 409, data: { detail: 'La reserva está cancelada: no tiene voucher.', code: 'reservation_cancelled' } });
    });
    renderButton(download);
    fireEvent.click(screen.getByRole('button', { name: /Voucher/ }));
    expect(await screen.findByText(/Error al generar el voucher\./)).toBeTruthy();
    expect(screen.getByText(/La reserva está cancelada: no tiene voucher\./)).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('is disabled for a cancelled reservation', () => {
    const download = vi.fn();
    renderButton(download, { ...reservationRow, status: 'cancelled' });
    const button = screen.getByRole('button', { name: /Voucher/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('in a table row: an icon with an accessible name, and its click does not open the row', async () => {
    const download = vi.fn(async () => ({ blob: new Blob(['%PDF-']), filename: 'voucher-KX7P2M.pdf' }));
    const { rowClick } = renderButton(download, reservationRow, true, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Download the voucher (PDF)' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(rowClick).not.toHaveBeenCalled();
    expect(await screen.findByText('Voucher downloaded.')).toBeTruthy();
  });
});
