/**
 * Payment evidences, upload and reading (issue 10): an agency user with Finances Booking uploads
 * the proof of a transfer (fields + images or PDFs checked by their bytes, 4 MB each); agencies see
 * their subtree's evidences, accounting sees all, and the files are served only to those who may
 * see the evidence.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_FILE_MAX_BYTES } from '../../../domain/evidences/files.ts';
import type { EvidenceDetailRecord, EvidenceRecord } from '../../../domain/records/evidences.ts';
import { agencyIds, PNG_1PX, type AgencyKey } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { evidenceFields, JPEG_MIN, PDF_MIN, uploadEvidence } from './testing.ts';

const t = useTestApp();
let ids: Record<AgencyKey, number>;

beforeAll(async () => {
  ids = await agencyIds(t);
  // Finance users of a third level below Turismo Azul México, of its sibling and of the EUR agency.
  await t.createUser({ username: 'fin_cancun', agency: 'Agencia Cancún Travel', groups: ['Finances Booking'] });
  await t.createUser({ username: 'fin_merida', agency: 'Viajes Mérida Express', groups: ['Finances Booking'] });
  await t.createUser({ username: 'fin_spain', agency: 'Viajes Sol de España', groups: ['Finances Booking'] });
  await t.createUser({ username: 'acc_view', type: 'accounting', groups: ['Accounting View'] });
});

const stored = () => {
  const dir = path.join(t.config.dataDir, 'evidences');
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.')) : [];
};
const evidenceCount = async () => Number((await t.db.selectFrom('payment_evidences').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

async function get(user: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: await t.auth(user) });
}

describe('POST accounting/evidences/', () => {
  it('stores the evidence on hold with its files, and its history', async () => {
    const fields = evidenceFields({ file_code: 'EXP-2024-031', transaction_code: 'SPEI 8841', notes: 'Pago de marzo' });
    const res = await uploadEvidence(t, 'operator2', fields, [
      { filename: 'recibo.png', content: PNG_1PX, type: 'image/png' },
      { filename: 'comprobante.pdf', content: PDF_MIN, type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const evidence = res.json<EvidenceDetailRecord>();
    expect(evidence).toMatchObject({
      agency: ids.mexico,
      agency_name: 'Turismo Azul México',
      amount: '250.00',
      currency: 1,
      amount_usd: '250.00',
      operation_date: '2024-03-15',
      payment_type: 'bank_transfer',
      notes: 'Pago de marzo',
      file_code: 'EXP-2024-031',
      transaction_code: 'SPEI 8841',
      status: 'hold',
      cause_of_denial: '',
      created_by_name: 'Alejandro Gómez Treviño',
      reviewed_by: null,
      deposit: null,
      files_count: 2,
      next_statuses: [],
    });
    expect(evidence.files.map((f) => [f.name, f.kind, f.content_type])).toEqual([
      ['recibo.png', 'image', 'image/png'],
      ['comprobante.pdf', 'pdf', 'application/pdf'],
    ]);
    expect(evidence.history.map((h) => [h.status, h.user_name])).toEqual([['hold', 'Alejandro Gómez Treviño']]);
    // Accounting may send it to review, not approve it before.
    expect((await get('accounting', `/api/accounting/evidences/${evidence.id}/`)).json().next_statuses).toEqual(['on_review']);
  });

  it('tells files by their bytes: a PDF named .jpg is kept as a PDF, a PNG named .pdf as a PNG', async () => {
    const res = await uploadEvidence(t, 'operator2', evidenceFields(), [
      { filename: 'foto.jpg', content: PDF_MIN, type: 'image/jpeg' },
      { filename: 'escaneo.pdf', content: PNG_1PX, type: 'application/pdf' },
      { filename: 'movil.jpeg', content: JPEG_MIN, type: 'image/jpeg' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const files = res.json<EvidenceDetailRecord>().files;
    expect(files.map((f) => [f.name, f.kind, f.content_type])).toEqual([
      ['foto.pdf', 'pdf', 'application/pdf'],
      ['escaneo.png', 'image', 'image/png'],
      ['movil.jpg', 'image', 'image/jpeg'],
    ]);
    const served = await get('operator2', files[0]?.url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF_MIN)).toBe(true);
  });

  it('refuses what is neither an image nor a PDF, whatever its name and declared type; nothing is kept', async () => {
    const files = stored().length;
    const count = await evidenceCount();
    for (const [name, content, type] of [
      ['recibo.pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'application/pdf'],
      ['recibo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'],
      ['anim.gif', Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/gif'],
      ['vacio.pdf', Buffer.alloc(0), 'application/pdf'],
      ['hoja.pdf', Buffer.from('PK\x03\x04 a zip file'), 'application/pdf'],
    ] as const) {
      const res = await uploadEvidence(t, 'operator2', evidenceFields(), [{ filename: 'ok.png', content: PNG_1PX }, { filename: name, content, type }], 'en');
      expect(res.statusCode, name).toBe(400);
      expect(Object.keys(res.json())).toEqual(['files']);
      expect(res.json().files[0]).toMatch(/is neither a PNG, JPEG or WebP image nor a PDF/);
    }
    expect(stored()).toHaveLength(files);
    expect(await evidenceCount()).toBe(count);
  });

  it('refuses a file over 4 MB, more than 5 files, no file, a file under another name and a JSON body', async () => {
    const count = await evidenceCount();
    const files = stored().length;
    const big = Buffer.concat([PDF_MIN, Buffer.alloc(EVIDENCE_FILE_MAX_BYTES)]);
    const tooBig = await uploadEvidence(t, 'operator2', evidenceFields(), [{ filename: 'grande.pdf', content: big }]);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ files: ['El archivo no puede superar 4 MB.'] });
    const six = Array.from({ length: 6 }, (_, i) => ({ filename: `r${i}.png`, content: PNG_1PX }));
    const tooMany = await uploadEvidence(t, 'operator2', evidenceFields(), six, 'en');
    expect(tooMany.json()).toEqual({ files: ['Ensure this list has no more than 5 items.'] });
    const none = await uploadEvidence(t, 'operator2', evidenceFields(), [], 'en');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ files: ['The evidence needs at least one image or PDF.'] });
    const other = await uploadEvidence(t, 'operator2', evidenceFields(), [{ filename: 'a.png', content: PNG_1PX, field: 'logo' }], 'en');
    expect(other.json()).toEqual({ logo: ['This field is not allowed.'] });
    const json = await t.app.inject({ method: 'POST', url: '/api/accounting/evidences/', payload: evidenceFields(), headers: await t.auth('operator2') });
    expect(json.statusCode).toBe(415);
    expect(await evidenceCount()).toBe(count);
    expect(stored()).toHaveLength(files);
  });

  it('refuses missing and bad fields with field messages, NUL bytes included, and keeps no file', async () => {
    const files = stored().length;
    const missing = await uploadEvidence(t, 'operator2', {}, [], 'en');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(['amount', 'amount_usd', 'currency', 'file_code', 'files', 'operation_date', 'payment_type', 'transaction_code']);
    expect(missing.json().file_code).toEqual(['This field is required.']);

    const bad = await uploadEvidence(
      t,
      'operator2',
      evidenceFields({ amount: '0', amount_usd: '-4', currency: '99', operation_date: '15/03/2024', payment_type: 'bitcoin', file_code: 'EXP\u00001', notes: 'x'.repeat(1001) }),
      undefined,
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      amount: ['The value must be a number greater than 0.'],
      amount_usd: ['The value must be a number greater than 0.'],
      currency: ['Select a valid choice.'],
      operation_date: ['Enter a valid date (YYYY-MM-DD).'],
      payment_type: ['Select a valid choice.'],
      file_code: ['Null characters are not allowed.'],
      notes: ['Ensure this field has no more than 1000 characters.'],
    });
    const usd = await uploadEvidence(t, 'operator2', evidenceFields({ amount: '100.00', amount_usd: '90.00' }), undefined, 'en');
    expect(usd.json()).toEqual({ amount_usd: ['In dollars, the amount in USD is the amount itself.'] });
    const future = await uploadEvidence(t, 'operator2', evidenceFields({ operation_date: '2999-01-01' }), undefined, 'en');
    expect(future.json()).toEqual({ operation_date: ['The operation date cannot be in the future.'] });
    const twice = evidenceForm2();
    expect((await t.app.inject({ method: 'POST', url: '/api/accounting/evidences/', payload: twice.payload, headers: { ...(await t.auth('operator2')), ...twice.headers } })).json()).toEqual({
      amount: ['El valor introducido no es válido.'],
    });
    expect(stored()).toHaveLength(files);
  });

  it('credits in the agency currency: another currency only with its USD amount for a USD agency', async () => {
    // Turismo Azul México works in USD: an evidence in MXN is credited its amount in USD.
    const mxn = await uploadEvidence(t, 'operator2', evidenceFields({ amount: '5000.00', currency: '3', amount_usd: '290.00' }));
    expect(mxn.statusCode, mxn.body).toBe(201);
    // Viajes Sol de España works in EUR: EUR yes, MXN cannot be credited.
    expect((await uploadEvidence(t, 'fin_spain', evidenceFields({ amount: '90.00', currency: '2', amount_usd: '98.00' }))).statusCode).toBe(201);
    const refused = await uploadEvidence(t, 'fin_spain', evidenceFields({ amount: '90.00', currency: '3', amount_usd: '5.00' }), undefined, 'en');
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['currency']);
    expect(refused.json().currency[0]).toMatch(/works in EUR/);
  });

  it('refuses a transaction already under way or already credited to the agency', async () => {
    const fields = evidenceFields({ transaction_code: 'SPEI-DUP-1' });
    expect((await uploadEvidence(t, 'operator2', fields)).statusCode).toBe(201);
    const again = await uploadEvidence(t, 'operator2', { ...fields, transaction_code: 'spei-dup-1', file_code: 'OTRO' }, undefined, 'en');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ transaction_code: ['An evidence of this transaction is already pending or approved.'] });
    // Another agency's transfer may carry the same number.
    expect((await uploadEvidence(t, 'fin_cancun', { ...fields, file_code: 'CUN' })).statusCode).toBe(201);
    const deposit = await t.app.inject({ method: 'POST', url: '/api/accounting/deposit/', headers: await t.auth('accounting'), payload: { agency: ids.merida, amount: '50.00', transaction_number: 'SPEI-MER-9', payment_type: 'bank_transfer' } });
    expect(deposit.statusCode).toBe(201);
    const credited = await uploadEvidence(t, 'fin_merida', evidenceFields({ transaction_code: 'SPEI-MER-9' }), undefined, 'en');
    expect(credited.json()).toEqual({ transaction_code: ['This transaction is already credited to the agency’s funds.'] });
  });

  it('is for agency users with Finances Booking below the first level', async () => {
    for (const user of ['operator3', 'seller2', 'accounting', 'admin', 'operator2b']) {
      expect((await uploadEvidence(t, user)).statusCode, user).toBe(403);
    }
    const form = evidenceForm2();
    expect((await t.app.inject({ method: 'POST', url: '/api/accounting/evidences/', payload: form.payload, headers: form.headers })).statusCode).toBe(401);
  });
});

describe('reading evidences and their files', () => {
  let mexico: EvidenceDetailRecord;
  let cancun: EvidenceDetailRecord;
  let merida: EvidenceDetailRecord;

  beforeAll(async () => {
    mexico = (await uploadEvidence(t, 'operator2', evidenceFields({ file_code: 'SCOPE-MX' }))).json();
    cancun = (await uploadEvidence(t, 'fin_cancun', evidenceFields({ file_code: 'SCOPE-CUN' }))).json();
    merida = (await uploadEvidence(t, 'fin_merida', evidenceFields({ file_code: 'SCOPE-MER' }))).json();
  });

  const codes = async (user: string, query = 'search=scope-') =>
    (await get(user, `/api/accounting/evidences/?${query}&ordering=file_code`)).json<{ results: EvidenceRecord[] }>().results.map((e) => e.file_code);

  it("shows an agency its own subtree's evidences, never a parent's or a sibling's; accounting sees all", async () => {
    expect(await codes('operator2')).toEqual(['SCOPE-CUN', 'SCOPE-MER', 'SCOPE-MX']);
    expect(await codes('fin_cancun')).toEqual(['SCOPE-CUN']);
    expect(await codes('fin_spain')).toEqual([]);
    expect(await codes('accounting')).toEqual(['SCOPE-CUN', 'SCOPE-MER', 'SCOPE-MX']);
    expect(await codes('acc_view')).toEqual(['SCOPE-CUN', 'SCOPE-MER', 'SCOPE-MX']);
    for (const user of ['fin_cancun', 'fin_spain']) {
      expect((await get(user, `/api/accounting/evidences/${mexico.id}/`)).statusCode, user).toBe(404);
      expect((await get(user, mexico.files[0]?.url ?? '')).statusCode, user).toBe(404);
    }
    expect((await get('fin_merida', `/api/accounting/evidences/${cancun.id}/`)).statusCode).toBe(404);
    expect((await get('operator2', `/api/accounting/evidences/${merida.id}/`)).statusCode).toBe(200);
  });

  it('serves a file only to who may see its evidence, with its type and never a guessable public path', async () => {
    const url = cancun.files[0]?.url ?? '';
    for (const user of ['fin_cancun', 'operator2', 'accounting']) {
      const res = await get(user, url);
      expect(res.statusCode, user).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.equals(PNG_1PX)).toBe(true);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const user of ['operator3', 'commercial']) expect((await get(user, url)).statusCode, user).toBe(403);
    // A file of another evidence under this one's id is not found.
    expect((await get('accounting', `/api/accounting/evidences/${mexico.id}/files/${cancun.files[0]?.id}/`)).statusCode).toBe(404);
    // Nothing of the evidences is under the public /media path.
    const key = (await t.db.selectFrom('payment_evidence_files').select('storage_key').where('id', '=', cancun.files[0]?.id ?? 0).executeTakeFirstOrThrow()).storage_key;
    expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/media/../evidences/${key}` })).statusCode).not.toBe(200);
  });

  it('filters by status, agency, dates and amount, and orders by id', async () => {
    const mx = await codes('accounting', `search=scope-&agency=${ids.mexico}`);
    expect(mx).toEqual(['SCOPE-MX']);
    expect(await codes('accounting', 'search=scope-&status=approved')).toEqual([]);
    expect(await codes('accounting', 'search=scope-&status=hold&amount_min=250&amount_max=250')).toHaveLength(3);
    expect(await codes('accounting', 'search=scope-&amount_min=250.01')).toEqual([]);
    expect(await codes('accounting', 'search=scope-&operation_date_after=2024-03-15&operation_date_before=2024-03-15')).toHaveLength(3);
    expect(await codes('accounting', 'search=scope-&operation_date_after=2024-03-16')).toEqual([]);
    const ordered = (await get('accounting', '/api/accounting/evidences/?ordering=-id&page_size=1000')).json<{ results: EvidenceRecord[] }>().results.map((e) => e.id);
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
    const bad = await t.app.inject({ method: 'GET', url: '/api/accounting/evidences/?status=pending&amount_min=abc', headers: { ...(await t.auth('accounting')), 'accept-language': 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['amount_min', 'status']);
  });

  it('is refused to users without the evidence rule', async () => {
    for (const user of ['operator3', 'commercial', 'coordinator', 'operator2b']) expect((await get(user, '/api/accounting/evidences/')).statusCode, user).toBe(403);
  });
});

/** A form whose `amount` comes twice. */
function evidenceForm2() {
  const boundary = '----twice';
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const fields = evidenceFields();
  const body = Object.entries(fields).map(([k, v]) => part(k, v)).join('') + part('amount', '1.00');
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(body + file), PNG_1PX, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
