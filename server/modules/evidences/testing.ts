/** Helpers of the payment-evidence tests: multipart forms with several files, and an upload. */
import { PNG_1PX } from '../../testing/network.ts';
import type { TestApp } from '../../testing/testApp.ts';

export interface FilePart {
  filename: string;
  content: Buffer;
  type?: string;
  /** Default `files`. */
  field?: string;
}

/** A small but real PDF (header, one empty page, trailer). */
export const PDF_MIN = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
export const JPEG_MIN = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

export function evidenceForm(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----evidence${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`));
    parts.push(f.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let sequence = 0;

/** Valid fields of a USD evidence; each call a new transaction code. */
export function evidenceFields(overrides: Record<string, string> = {}): Record<string, string> {
  sequence += 1;
  return {
    amount: '250.00',
    currency: '1',
    amount_usd: '250.00',
    operation_date: '2024-03-15',
    payment_type: 'bank_transfer',
    notes: 'Transferencia desde BBVA',
    file_code: `EXP-${sequence}`,
    transaction_code: `TRX-${Date.now().toString(36)}-${sequence}`,
    ...overrides,
  };
}

export async function uploadEvidence(t: TestApp, user: string, fields: Record<string, string> = evidenceFields(), files: FilePart[] = [{ filename: 'recibo.png', content: PNG_1PX, type: 'image/png' }], lang = 'es') {
  const form = evidenceForm(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/accounting/evidences/', payload: form.payload, headers: { ...(await t.auth(user)), ...form.headers, 'accept-language': lang } });
}

export async function setStatus(t: TestApp, user: string, id: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'PATCH', url: `/api/accounting/evidences/${id}/status/`, payload, headers: { ...(await t.auth(user)), ...headers } });
}
