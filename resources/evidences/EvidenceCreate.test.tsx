import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../dataProvider/errors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { EvidenceCreate, evidenceFieldsOf } from './EvidenceCreate.tsx';
import { evidence, financeOperator } from './testing.ts';

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  signOut();
});

const png = (name = 'recibo.png', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function renderCreate(uploadEvidence = vi.fn(async () => evidence)) {
  signInAs(financeOperator);
  const { dataProvider } = stubDataProvider({}, { uploadEvidence });
  render(
    <TestProviders path="/agencias/accounting/evidencias/create" dataProvider={dataProvider}>
      <EvidenceCreate />
    </TestProviders>,
  );
  return { uploadEvidence };
}

async function fillFields() {
  fireEvent.change(await screen.findByRole('textbox', { name: /^Importe/ }), { target: { value: '275.50' } });
  fireEvent.change(screen.getByLabelText(/Fecha de la operación/), { target: { value: '2024-03-15' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Código de expediente/ }), { target: { value: 'EXP-1' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Código de transacción/ }), { target: { value: 'SPEI-77' } });
}

const pick = (...files: File[]) => fireEvent.change(screen.getByTestId('evidence-files'), { target: { files } });

describe('upload a payment evidence', () => {
  it('sends the fields and the files; in dollars the amount in USD is the amount', async () => {
    const { uploadEvidence } = renderCreate();
    await fillFields();
    expect(screen.queryByRole('textbox', { name: /Importe en USD/ })).toBeNull();
    pick(png());
    expect(await screen.findByRole('img', { name: 'Vista previa de recibo.png' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Subir evidencia' }));
    await waitFor(() => expect(uploadEvidence).toHaveBeenCalledTimes(1));
    const [{ fields, files }] = uploadEvidence.mock.calls[0] as unknown as [{ fields: Record<string, string>; files: File[] }];
    expect(fields).toEqual({ amount: '275.50', amount_usd: '275.50', currency: '1', operation_date: '2024-03-15', payment_type: 'bank_transfer', file_code: 'EXP-1', transaction_code: 'SPEI-77' });
    expect(files.map((f) => f.name)).toEqual(['recibo.png']);
  });

  it('sends nothing without a file, nor with a file that is not an image or PDF or is over 4 MB', async () => {
    const { uploadEvidence } = renderCreate();
    await fillFields();
    fireEvent.click(screen.getByRole('button', { name: 'Subir evidencia' }));
    expect(await screen.findByText('La evidencia necesita al menos una imagen o un PDF.')).toBeTruthy();
    pick(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    fireEvent.click(screen.getByRole('button', { name: 'Subir evidencia' }));
    expect(await screen.findByText(/«logo.svg» no es una imagen PNG, JPEG o WebP ni un PDF/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar logo.svg' }));
    pick(png('grande.png', 4 * 1024 * 1024 + 1));
    fireEvent.click(screen.getByRole('button', { name: 'Subir evidencia' }));
    expect(await screen.findByText(/«grande.png» supera 4 MB/)).toBeTruthy();
    expect(uploadEvidence).not.toHaveBeenCalled();
  });

  it('shows the server refusal under its field', async () => {
    const refuse = vi.fn(async () => {
      throw toHttpError({ status: 400, data: { transaction_code: ['Ya hay una evidencia de esta transacción pendiente o aprobada.'] } });
    });
    renderCreate(refuse);
    await fillFields();
    pick(png());
    fireEvent.click(screen.getByRole('button', { name: 'Subir evidencia' }));
    expect(await screen.findByText('Ya hay una evidencia de esta transacción pendiente o aprobada.')).toBeTruthy();
  });

  it('asks the amount in USD for another currency', () => {
    expect(evidenceFieldsOf({ amount: ' 100 ', currency: 2, amount_usd: '108.20', notes: '' })).toEqual({ amount: '100', currency: '2', amount_usd: '108.20' });
  });
});
