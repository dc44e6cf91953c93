import { afterEach, describe, expect, it, vi } from 'vitest';
import { sheetRows } from '../../testing/xlsx.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { move, newAgency, reservationOf } from './testing.ts';

const t = useTestApp();
const AS_OF = '2031-03-20';

async function list(user: string, query: string) {
  return t.app.inject({ method: 'GET', url: `/api/accounting/balance/?${query}`, headers: await t.auth(user) });
}

type Row = Record<string, unknown> & { agency: number; currency: number };

describe('GET accounting/balance/ (agencies, balances and debt by age)', () => {
  afterEach(() => vi.useRealTimers());

  it('ages what each agency owes past its due day into the buckets of spec §9', async () => {
    const agency = await newAgency(t, 'Deudas Exactas', { creditLimit: '500.00' });
    // Due on the service date: 1, 7, 8, 15, 16 and 40 days before AS_OF; one due today and one tomorrow (not debt yet).
    await reservationOf(t, agency, { start: '2031-03-19', total: '10.00' });
    await reservationOf(t, agency, { start: '2031-03-13', total: '20.00', paid: '5.00', commercial: 'partial-paid' });
    await reservationOf(t, agency, { start: '2031-03-12', total: '40.00' });
    await reservationOf(t, agency, { start: '2031-03-05', total: '80.00' });
    await reservationOf(t, agency, { start: '2031-03-04', total: '160.00' });
    await reservationOf(t, agency, { start: '2031-02-08', total: '320.00' });
    await reservationOf(t, agency, { start: AS_OF, total: '1000.00' });
    await reservationOf(t, agency, { start: '2031-03-21', total: '1000.00' });
    // The payment deadline wins over the service date: due 2031-03-18 (2 days), though it flies later.
    await reservationOf(t, agency, { start: '2031-06-01', deadline: '2031-03-18T23:00:00Z', total: '1.50' });
    // Not debt: cancelled, paid, fully paid.
    await reservationOf(t, agency, { start: '2031-01-01', total: '999.00', status: 'cancelled', commercial: 'cancelled' });
    await reservationOf(t, agency, { start: '2031-01-01', total: '999.00', paid: '999.00', commercial: 'paid' });
    await move(t, agency, '250.00');
    const res = await list('accounting', `agency=${agency}&as_of=${AS_OF}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.as_of).toBe(AS_OF);
    expect(page.results).toEqual([
      {
        id: agency * 1000 + 1,
        agency,
        name: 'Deudas Exactas',
        level: 'agency_2nd_level',
        parent: await t.agencyId('Grupo Viajes Caribe'),
        parent_name: 'Grupo Viajes Caribe',
        country: null,
        currency: 1,
        funds: '250.00',
        credit_limit: '500.00',
        available: '750.00',
        debt_1_7: '26.50', // 10 (1 day) + 15 (7 days, 5 paid) + 1.50 (2 days)
        debt_7_15: '120.00', // 40 (8 days) + 80 (15 days)
        debt_15_plus: '480.00', // 160 (16 days) + 320 (40 days)
        debt_total: '626.50',
      },
    ]);
    expect(page.totals).toEqual([{ currency: 1, agencies: 1, funds: '250.00', credit_limit: '500.00', available: '750.00', debt_1_7: '26.50', debt_7_15: '120.00', debt_15_plus: '480.00', debt_total: '626.50' }]);
  });

  it('ages as of today (UTC) when no day is asked (clock pinned)', async () => {
    const agency = await newAgency(t, 'Deuda De Hoy');
    await reservationOf(t, agency, { start: '2024-03-10', total: '70.00' });
    await t.auth('accounting'); // signed in before the clock moves back
    // A day in the past: the access token (issued now) stays valid under the pinned clock.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-03-20T10:00:00Z') });
    const ten = (await list('accounting', `agency=${agency}`)).json();
    expect(ten.as_of).toBe('2024-03-20');
    expect(ten.results[0]).toMatchObject({ debt_1_7: '0.00', debt_7_15: '70.00', debt_15_plus: '0.00' });
    vi.setSystemTime(new Date('2024-03-26T23:59:00Z'));
    expect((await list('accounting', `agency=${agency}`)).json().results[0]).toMatchObject({ debt_7_15: '0.00', debt_15_plus: '70.00' });
  });

  it('has one row per currency the agency holds funds or owes in', async () => {
    const agency = await newAgency(t, 'Dos Monedas', { currency: 3 });
    await move(t, agency, '100.00', { currency: 2 });
    await reservationOf(t, agency, { start: '2031-03-01', total: '30.00', currency: 1 });
    const page = (await list('accounting', `agency=${agency}&as_of=${AS_OF}&ordering=currency`)).json();
    expect(page.results.map((r: Row) => [r.currency, r.funds, r.debt_total])).toEqual([
      [1, '0.00', '30.00'],
      [2, '100.00', '0.00'],
      [3, '0.00', '0.00'],
    ]);
    const eur = (await list('accounting', `agency=${agency}&as_of=${AS_OF}&currency=2`)).json();
    expect(eur.results.map((r: Row) => r.currency)).toEqual([2]);
  });

  it('filters by level, parent, country, name and debt, orders by any figure and by id, totals the filtered set', async () => {
    const parent = await newAgency(t, 'Matriz Filtros');
    const a = await newAgency(t, 'Hija Filtros Uno', { parent: 'Matriz Filtros', country: 1 });
    const b = await newAgency(t, 'Hija Filtros Dos', { parent: 'Matriz Filtros' });
    await reservationOf(t, a, { start: '2031-03-01', total: '50.00' });
    await move(t, b, '75.00');
    const children = (await list('accounting', `parent=${parent}&as_of=${AS_OF}&ordering=-funds`)).json();
    expect(children.results.map((r: Row) => r.agency)).toEqual([b, a]);
    expect(children.totals).toEqual([expect.objectContaining({ currency: 1, agencies: 2, funds: '75.00', debt_total: '50.00' })]);
    const inDebt = (await list('accounting', `parent=${parent}&in_debt=true&as_of=${AS_OF}`)).json();
    expect(inDebt.results.map((r: Row) => r.agency)).toEqual([a]);
    const clean = (await list('accounting', `parent=${parent}&in_debt=false&as_of=${AS_OF}`)).json();
    expect(clean.results.map((r: Row) => r.agency)).toEqual([b]);
    expect((await list('accounting', `parent=${parent}&country=1`)).json().results.map((r: Row) => r.agency)).toEqual([a]);
    expect((await list('accounting', `name=filtros%20dos`)).json().results.map((r: Row) => r.agency)).toEqual([b]);
    expect((await list('accounting', `level=agency_3rd_level&parent=${parent}`)).json().count).toBe(2);
    const byId = (await list('accounting', `parent=${parent}&ordering=-id`)).json();
    expect(byId.results.map((r: Row) => r.id)).toEqual([b * 1000 + 1, a * 1000 + 1]);
    expect((await list('accounting', `parent=${parent}&ordering=debt_total&as_of=${AS_OF}`)).json().results.map((r: Row) => r.agency)).toEqual([b, a]);
  });

  it('is for the accounting menus (an accounting permission at the first level): 403 for anyone else', async () => {
    await t.createUser({ username: 'accounting_view', type: 'accounting', groups: ['Accounting View'] });
    await t.createUser({ username: 'accounting_mexico', type: 'accounting', agency: 'Turismo Azul México', groups: ['Accounting View', 'Accounting with Change'] });
    expect((await list('accounting_view', '')).statusCode).toBe(200);
    expect((await list('admin', '')).statusCode).toBe(200);
    for (const user of ['operator2', 'commercial', 'coordinator', 'accounting_mexico', 'seller2']) {
      const res = await list(user, '');
      expect(res.statusCode, user).toBe(403);
    }
  });

  it('refuses bad filters with field messages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/accounting/balance/?level=x&currency=99&as_of=2031-02-30&in_debt=maybe', headers: { ...(await t.auth('accounting')), 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['as_of', 'currency', 'in_debt', 'level']);
  });

  it('exports the filtered rows and their totals as XLSX (cells read back)', async () => {
    const agency = await newAgency(t, 'Exportable Saldo', { creditLimit: '100.00' });
    await move(t, agency, '12.34');
    await reservationOf(t, agency, { start: '2031-03-15', total: '9.99' });
    const res = await t.app.inject({ method: 'GET', url: `/api/accounting/balance/export-xls/?agency=${agency}&as_of=${AS_OF}`, headers: await t.auth('accounting') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/saldos-agencias-.*\.xlsx/);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['Deuda a fecha', AS_OF]);
    expect(rows[1]).toEqual(['Id', 'Agencia', 'Nivel', 'Agencia padre', 'Moneda', 'Fondos', 'Límite de crédito', 'Disponible', 'Deuda 1 a 7 días', 'Deuda 7 a 15 días', 'Deuda más de 15 días', 'Deuda total']);
    expect(rows[2]).toEqual([agency, 'Exportable Saldo', 'Segundo nivel', 'Grupo Viajes Caribe', 'USD', 12.34, 100, 112.34, 9.99, 0, 0, 9.99]);
    expect(rows[3]).toEqual(['Total', undefined, undefined, undefined, 'USD', 12.34, 100, 112.34, 9.99, 0, 0, 9.99]);
    expect(rows).toHaveLength(4);
  });
});
