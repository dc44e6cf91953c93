import { describe, expect, it } from 'vitest';
import { sheetRows } from '../../testing/xlsx.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { backdate, move, newAgency, reservationOf, settle } from './testing.ts';

const t = useTestApp();

async function breakdown(user: string, query: string) {
  return t.app.inject({ method: 'GET', url: `/api/accounting/breakdown-levels/?${query}`, headers: await t.auth(user) });
}

describe('GET accounting/breakdown-levels/', () => {
  it("sums each level's markups and the provider's net on the booking agency's reservations in the period", async () => {
    const central = await t.agencyId('Grupo Viajes Caribe');
    const second = await newAgency(t, 'Desglose Segundo');
    const third = await newAgency(t, 'Desglose Tercero', { parent: 'Desglose Segundo' });
    await move(t, third, '1000.00');
    const r1 = await reservationOf(t, third, { start: '2031-01-01', total: '130.00', paid: '130.00', commercial: 'paid' });
    const r2 = await reservationOf(t, third, { start: '2031-01-01', total: '65.00', paid: '65.00', commercial: 'paid' });
    const inside = [
      await settle(t, r1, third, [{ agency: central, amount: '10.00' }, { agency: second, amount: '20.00' }], '100.00'),
      await settle(t, r2, third, [{ agency: central, amount: '5.00' }, { agency: second, amount: '10.00' }], '50.00'),
    ];
    const outside = await settle(t, r2, third, [{ agency: second, amount: '99.00' }], '1.00');
    await backdate(t, inside, '2020-03-10T12:00:00Z');
    await backdate(t, [outside], '2020-04-01T00:00:00Z');
    const res = await breakdown('accounting', `agency=${third}&date_start=2020-03-01&date_end=2020-03-31`);
    expect(res.statusCode, res.body).toBe(200);
    const row = { id: third * 1000 + 1, agency: third, name: 'Desglose Tercero', level: 'agency_3rd_level', currency: 1, level_1: '15.00', level_2: '30.00', level_3: '0.00', provider: '150.00', total: '195.00' };
    expect(res.json().results).toEqual([row]);
    expect(res.json().totals).toEqual([{ currency: 1, level_1: '15.00', level_2: '30.00', level_3: '0.00', provider: '150.00', total: '195.00' }]);
    const april = (await breakdown('accounting', `agency=${third}&date_start=2020-04-01&date_end=2020-04-30`)).json();
    expect(april.results[0]).toMatchObject({ level_2: '99.00', provider: '1.00', total: '100.00' });
    const xlsx = await t.app.inject({ method: 'GET', url: `/api/accounting/breakdown-levels/export/?agency=${third}&date_start=2020-03-01&date_end=2020-03-31`, headers: await t.auth('accounting') });
    const rows = await sheetRows(xlsx.rawPayload);
    expect(rows[2]).toEqual([third, 'Desglose Tercero', 'Tercer nivel', 'USD', 15, 30, 0, 150, 195]);
    expect(rows[3]).toEqual(['Total', undefined, undefined, 'USD', 15, 30, 0, 150, 195]);
  });

  it("follows spec §6: the breakdown permission with a first-level admin, accounting, or the extra flag", async () => {
    const q = 'date_start=2020-01-01&date_end=2020-01-31';
    await t.createUser({ username: 'acc_nobreak', type: 'accounting', groups: ['Accounting View'] });
    await t.createUser({ username: 'admin_mx_break', type: 'admin', agency: 'Turismo Azul México', groups: ['[Accounting] Agencies Breakdown by Levels'] });
    await t.createUser({ username: 'commercial_break', type: 'commercial', groups: ['[Accounting] Agencies Breakdown by Levels'] });
    expect((await breakdown('accounting', q)).statusCode).toBe(200);
    expect((await breakdown('admin', q)).statusCode).toBe(200);
    for (const user of ['acc_nobreak', 'admin_mx_break', 'commercial_break', 'operator2']) expect((await breakdown(user, q)).statusCode, user).toBe(403);
    expect((await breakdown('accounting', 'date_start=2999-01-01')).json()).toEqual({ date_start: ['La fecha final no puede ser anterior a la inicial.'] });
    expect((await breakdown('accounting', '')).statusCode).toBe(200); // the current month so far
  });
});
