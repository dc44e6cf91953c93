import { describe, expect, it } from 'vitest';
import { digest } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { newAgency, reservationOf } from './testing.ts';

const t = useTestApp();

async function review(user: string, body: unknown, lang = 'es') {
  return t.app.inject({ method: 'POST', url: '/api/accounting/reservations/review/', payload: body as object, headers: { ...(await t.auth(user)), 'accept-language': lang } });
}

async function statusesOf(ids: number[]) {
  const rows = await t.db.selectFrom('reservations').select(['id', 'accounting_status']).where('id', 'in', ids).orderBy('id').execute();
  return rows.map((r) => r.accounting_status);
}

describe('POST accounting/reservations/review/ (bulk accounting status)', () => {
  it('sets the status of every chosen reservation in one go, each with its history row', async () => {
    const agency = await newAgency(t, 'Revision Masiva');
    const ids = [await reservationOf(t, agency, { start: '2031-01-01', total: '1.00' }), await reservationOf(t, agency, { start: '2031-01-01', total: '2.00' })];
    const res = await review('accounting', { reservations: [...ids, ids[0]], accounting_status: 'paid-verified' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().reservations.map((r: { id: number; from: string; to: string }) => [r.id, r.from, r.to])).toEqual(ids.map((id) => [id, 'no-reviewed', 'paid-verified']));
    expect(await statusesOf(ids)).toEqual(['paid-verified', 'paid-verified']);
    const history = await t.db.selectFrom('reservation_history').select(['reservation_id', 'action', 'before', 'after']).where('reservation_id', 'in', ids).where('action', '=', 'accounting_status').orderBy('reservation_id').execute();
    expect(history.map((h) => [h.reservation_id, h.before, h.after])).toEqual(ids.map((id) => [id, { accounting_status: 'no-reviewed' }, { accounting_status: 'paid-verified' }]));
  });

  it('reviews reservations of any service, as /resumen offers it, and the general list shows the new status', async () => {
    const agency = await newAgency(t, 'Revision Servicios');
    const ids = [await reservationOf(t, agency, { start: '2031-01-01', total: '3.00' }), await reservationOf(t, agency, { start: '2031-01-01', total: '4.00' })];
    await t.db.updateTable('reservations').set({ service_type: 'hotels' }).where('id', '=', ids[0]).execute();
    await t.db.updateTable('reservations').set({ service_type: 'manual' }).where('id', '=', ids[1]).execute();
    const res = await review('accounting', { reservations: ids, accounting_status: 'partial-paid' });
    expect(res.statusCode, res.body).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: `/api/reservations/?agency=${agency}&currency=1`, headers: await t.auth('accounting') });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().results as { id: number; service_type: string; accounting_status: string }[];
    expect(rows.map((r) => [r.id, r.service_type, r.accounting_status]).sort()).toEqual([
      [ids[0], 'hotels', 'partial-paid'],
      [ids[1], 'manual', 'partial-paid'],
    ]);
  });

  it('changes none when one transition is not allowed, naming the refused ones (409)', async () => {
    const agency = await newAgency(t, 'Revision Rechazada');
    const ok = await reservationOf(t, agency, { start: '2031-01-01', total: '1.00' });
    const verified = await reservationOf(t, agency, { start: '2031-01-01', total: '1.00' });
    await t.db.updateTable('reservations').set({ accounting_status: 'paid-verified' }).where('id', '=', verified).execute();
    const before = await digest(t.db, ['reservations', 'reservation_history']);
    // paid-verified → partial-paid is not a transition of domain/reservations/statuses.ts.
    const res = await review('accounting', { reservations: [ok, verified], accounting_status: 'partial-paid' }, 'en');
    expect(res.statusCode).toBe(409);
    const { locator } = await t.db.selectFrom('reservations').select('locator').where('id', '=', verified).executeTakeFirstOrThrow();
    expect(res.json()).toEqual({
      detail: `No reservation was changed: these cannot go to “Partially paid” from their current status: ${locator}.`,
      code: 'invalid_transition',
      refused: [{ id: verified, locator, accounting_status: 'paid-verified' }],
    });
    expect(await digest(t.db, ['reservations', 'reservation_history'])).toEqual(before);
    // The same status again is no transition either.
    expect((await review('accounting', { reservations: [verified], accounting_status: 'paid-verified' })).statusCode).toBe(409);
  });

  it("is for 'Accounting with Change' at the first level; reservations outside the caller's scope do not exist", async () => {
    const agency = await newAgency(t, 'Revision Permisos');
    const id = await reservationOf(t, agency, { start: '2031-01-01', total: '1.00' });
    await t.createUser({ username: 'acc_view_only', type: 'accounting', groups: ['Accounting View'] });
    await t.createUser({ username: 'acc_mexico_change', type: 'accounting', agency: 'Turismo Azul México', groups: ['Accounting with Change'] });
    for (const user of ['acc_view_only', 'acc_mexico_change', 'commercial', 'coordinator', 'operator2']) {
      expect((await review(user, { reservations: [id], accounting_status: 'paid-verified' })).statusCode, user).toBe(403);
    }
    expect(await statusesOf([id])).toEqual(['no-reviewed']);
    const missing = await review('accounting', { reservations: [id, 2147483000], accounting_status: 'paid-verified' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ reservations: ['Estos identificadores no existen: 2147483000.'] });
    expect(await statusesOf([id])).toEqual(['no-reviewed']);
  });

  it('refuses bad bodies with field messages', async () => {
    const bad = await review('accounting', { reservations: [], accounting_status: 'paid' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['accounting_status', 'reservations']);
    const tooMany = await review('accounting', { reservations: Array.from({ length: 501 }, (_, i) => i + 1), accounting_status: 'paid-verified' });
    expect(tooMany.json()).toEqual({ reservations: ['Asegúrese de que esta lista no tenga más de 500 elementos.'] });
  });
});
