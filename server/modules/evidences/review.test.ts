/**
 * Reviewing payment evidences (issue 10): hold → on_review → approved | denied, by accounting
 * only; an approval is a deposit in the agency's funds (once), a denial carries its cause, and the
 * uploading agency gets an alert either way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EvidenceDetailRecord } from '../../../domain/records/evidences.ts';
import type { DepositPage } from '../../../domain/records/deposits.ts';
import { agencyIds, type AgencyKey } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { countRows, fundsOf } from '../payments/testing.ts';
import { evidenceFields, setStatus, uploadEvidence } from './testing.ts';

const t = useTestApp();
let ids: Record<AgencyKey, number>;

beforeAll(async () => {
  ids = await agencyIds(t);
  await t.createUser({ username: 'acc_change', type: 'accounting', groups: ['Accounting with Change'] });
  await t.createUser({ username: 'acc_view', type: 'accounting', groups: ['Accounting View'] });
  await t.createUser({ username: 'fin_cancun', agency: 'Agencia Cancún Travel', groups: ['Finances Booking'] });
});

async function upload(user = 'operator2', fields = evidenceFields(), lang = 'es'): Promise<EvidenceDetailRecord> {
  const res = await uploadEvidence(t, user, fields, undefined, lang);
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

async function onReview(user = 'operator2', fields = evidenceFields(), lang = 'es'): Promise<EvidenceDetailRecord> {
  const evidence = await upload(user, fields, lang);
  const res = await setStatus(t, 'accounting', evidence.id, { status: 'on_review' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function alertsOf(agency: number) {
  return t.db.selectFrom('alerts').select(['level', 'topic', 'body', 'audience', 'agency_id']).where('agency_id', '=', agency).where('audience', '=', 'agency').orderBy('id').execute();
}

describe('PATCH accounting/evidences/{id}/status/', () => {
  it('approves an evidence on review: one deposit in the agency funds, the report shows it, the agency is told', async () => {
    const evidence = await onReview('operator2', evidenceFields({ amount: '345.60', amount_usd: '345.60', transaction_code: 'SPEI-APR-1', payment_type: 'bank_transfer', notes: 'Abono abril' }));
    expect(evidence.status).toBe('on_review');
    expect(evidence.next_statuses).toEqual(['approved', 'denied']);
    const before = await fundsOf(t.db, ids.mexico);
    const alerts = (await alertsOf(ids.mexico)).length;
    const res = await setStatus(t, 'accounting', evidence.id, { status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    const approved = res.json<EvidenceDetailRecord>();
    expect(approved).toMatchObject({ status: 'approved', reviewed_by_name: 'Carlos Domínguez León', next_statuses: [] });
    expect(approved.deposit).toEqual(expect.any(Number));
    expect(approved.history.map((h) => h.status)).toEqual(['hold', 'on_review', 'approved']);
    expect(await fundsOf(t.db, ids.mexico)).toBe(before + 34560);

    const report = (await t.app.inject({ method: 'GET', url: '/api/reports/deposits/?transaction_number=SPEI-APR-1', headers: await t.auth('accounting') })).json<DepositPage>();
    expect(report.results).toEqual([
      expect.objectContaining({ id: approved.deposit, agency: ids.mexico, amount: '345.60', currency: 1, transaction_number: 'SPEI-APR-1', payment_type: 'bank_transfer', notes: 'Abono abril', evidence: evidence.id }),
    ]);
    const operation = await t.db.selectFrom('payment_operations').selectAll().where('id', '=', report.results[0]?.operation ?? 0).executeTakeFirstOrThrow();
    expect(operation).toMatchObject({ provider: 'deposit', status: 'completed', agency_id: ids.mexico, created_by: expect.any(Number) });
    expect(await t.db.selectFrom('ledger_balance_drift').selectAll().execute()).toEqual([]);

    const told = await alertsOf(ids.mexico);
    expect(told).toHaveLength(alerts + 1);
    expect(told.at(-1)).toMatchObject({ level: 'success', topic: 'Evidencia de pago aprobada', body: expect.stringContaining('SPEI-APR-1 por 345.60 USD') });
    // operator2 reads it in the top bar.
    const unread = (await t.app.inject({ method: 'GET', url: '/api/notifications/user-alerts/', headers: await t.auth('operator2') })).json<{ results: { alert: { topic: string } }[] }>();
    expect(unread.results.map((a) => a.alert.topic)).toContain('Evidencia de pago aprobada');

    // A second approval (a retry without key, a second accountant) finds it approved: 409, no money.
    const rows = await countRows(t.db);
    const again = await setStatus(t, 'admin', evidence.id, { status: 'approved' }, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'The evidence is “Approved”: it cannot become “Approved”.', code: 'invalid_status_transition' });
    expect(await countRows(t.db)).toEqual(rows);
    expect(await fundsOf(t.db, ids.mexico)).toBe(before + 34560);
  });

  it('credits an evidence in another currency its amount in USD (the agency works in USD)', async () => {
    const evidence = await onReview('operator2', evidenceFields({ amount: '5000.00', currency: '3', amount_usd: '290.10' }));
    const before = await fundsOf(t.db, ids.mexico);
    expect((await setStatus(t, 'accounting', evidence.id, { status: 'approved' })).statusCode).toBe(200);
    expect(await fundsOf(t.db, ids.mexico)).toBe(before + 29010);
  });

  it('denies with a cause (required, 10 characters at least); no money moves; the agency is told in its language', async () => {
    const evidence = await onReview('fin_cancun', evidenceFields({ transaction_code: 'DEN-1' }), 'en');
    const missing = await setStatus(t, 'accounting', evidence.id, { status: 'denied' }, { 'accept-language': 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ cause_of_denial: ['This field is required.'] });
    const short = await setStatus(t, 'accounting', evidence.id, { status: 'denied', cause_of_denial: 'ilegible' }, { 'accept-language': 'en' });
    expect(short.json()).toEqual({ cause_of_denial: ['Ensure this field has at least 10 characters.'] });
    const rows = await countRows(t.db);
    const denied = await setStatus(t, 'acc_change', evidence.id, { status: 'denied', cause_of_denial: 'El comprobante no se lee.' });
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json()).toMatchObject({ status: 'denied', cause_of_denial: 'El comprobante no se lee.', deposit: null, next_statuses: [] });
    expect(await countRows(t.db)).toEqual(rows);
    const told = (await alertsOf(ids.cancun)).at(-1);
    expect(told).toMatchObject({ level: 'danger', topic: 'Payment evidence denied', body: expect.stringContaining('was denied: El comprobante no se lee.') });
    // The same transfer may be sent again once denied.
    expect((await uploadEvidence(t, 'fin_cancun', evidenceFields({ transaction_code: 'DEN-1' }))).statusCode).toBe(201);
  });

  it('follows hold → on_review → approved | denied only', async () => {
    const evidence = await upload();
    for (const status of ['approved', 'denied', 'hold']) {
      const res = await setStatus(t, 'accounting', evidence.id, { status, cause_of_denial: 'No corresponde a la cuenta.' });
      expect(res.statusCode, status).toBe(status === 'hold' ? 403 : 409);
    }
    expect((await setStatus(t, 'accounting', evidence.id, { status: 'on_review' })).statusCode).toBe(200);
    expect((await setStatus(t, 'accounting', evidence.id, { status: 'on_review' })).statusCode).toBe(409);
    expect((await setStatus(t, 'accounting', evidence.id, { status: 'denied', cause_of_denial: 'No corresponde a la cuenta.' })).statusCode).toBe(200);
    expect((await setStatus(t, 'accounting', evidence.id, { status: 'approved' })).statusCode).toBe(409);
  });

  it('is for accounting: agencies never review; Accounting View only reads; approving needs Admin Finances', async () => {
    const evidence = await upload();
    for (const user of ['operator2', 'fin_cancun', 'commercial', 'coordinator', 'acc_view']) {
      expect((await setStatus(t, user, evidence.id, { status: 'on_review' })).statusCode, user).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/accounting/evidences/${evidence.id}/`, headers: await t.auth('acc_view') })).json().next_statuses).toEqual([]);
    expect((await setStatus(t, 'acc_change', evidence.id, { status: 'on_review' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/accounting/evidences/${evidence.id}/`, headers: await t.auth('acc_change') })).json().next_statuses).toEqual(['denied']);
    expect((await setStatus(t, 'acc_change', evidence.id, { status: 'approved' })).statusCode).toBe(403);
    expect((await setStatus(t, 'admin', evidence.id, { status: 'approved' })).statusCode).toBe(200);
    expect((await setStatus(t, 'accounting', 999999, { status: 'on_review' })).statusCode).toBe(404);
  });

  it('refuses to credit a transfer the agency already has as a deposit: 409, the evidence stays on review, nothing moves', async () => {
    const evidence = await onReview('operator2', evidenceFields({ transaction_code: 'SPEI-HAND-1' }));
    // Meanwhile accounting registered the same transfer by hand.
    expect((await t.app.inject({ method: 'POST', url: '/api/accounting/deposit/', headers: await t.auth('accounting'), payload: { agency: ids.mexico, amount: '250.00', transaction_number: 'spei-hand-1', payment_type: 'bank_transfer' } })).statusCode).toBe(201);
    const rows = await countRows(t.db);
    const funds = await fundsOf(t.db, ids.mexico);
    const res = await setStatus(t, 'accounting', evidence.id, { status: 'approved' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'The agency already has a deposit with transaction number SPEI-HAND-1: deny this evidence.', code: 'transaction_deposited' });
    expect(await countRows(t.db)).toEqual(rows);
    expect(await fundsOf(t.db, ids.mexico)).toBe(funds);
    const after = (await t.app.inject({ method: 'GET', url: `/api/accounting/evidences/${evidence.id}/`, headers: await t.auth('accounting') })).json<EvidenceDetailRecord>();
    expect(after).toMatchObject({ status: 'on_review', deposit: null });
    expect(after.history.map((h) => h.status)).toEqual(['hold', 'on_review']);
  });

  it('answers a retry with the same Idempotency-Key with the evidence, and refuses the key with another body', async () => {
    const evidence = await onReview();
    const funds = await fundsOf(t.db, ids.mexico);
    const headers = { 'idempotency-key': `approve-${evidence.id}` };
    const first = await setStatus(t, 'accounting', evidence.id, { status: 'approved' }, headers);
    const retry = await setStatus(t, 'accounting', evidence.id, { status: 'approved' }, headers);
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json().deposit).toBe(first.json().deposit);
    expect(await fundsOf(t.db, ids.mexico)).toBe(funds + 25000);
    const other = await setStatus(t, 'accounting', evidence.id, { status: 'denied', cause_of_denial: 'Otra cosa distinta.' }, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_key_reused');
  });
});
