/**
 * The flight reports' sums on a fixture of known sales across two agencies, two months and two
 * routes, booked in 2019 (the demo data is booked on the day the seed runs, so these ranges hold
 * the fixture alone), with ledger payments; and spec §6's rule on who may read them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHART_GROUPS } from '../../../domain/reports/rules.ts';
import { sheetRows } from '../../testing/xlsx.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { move, newAgency, settle } from '../accounting/testing.ts';
import { flightSale, twoRoutes } from './testing.ts';

const t = useTestApp();
const RANGE = 'created_start_date=2019-01-01&created_end_date=2019-02-28';

async function get(user: string, path: string, lang = 'es') {
  return t.app.inject({ method: 'GET', url: `/api/reports/flights/${path}`, headers: { ...(await t.auth(user)), 'accept-language': lang } });
}

const fx = { a: 0, b: 0, central: 0, r1: { route: 0, flight: 0, number: '', name: '', departure: '' }, r2: { route: 0, flight: 0, number: '', name: '', departure: '' }, cancelled: 0 };

beforeAll(async () => {
  fx.central = await t.agencyId('Grupo Viajes Caribe');
  fx.a = await newAgency(t, 'Reportes Norte');
  fx.b = await newAgency(t, 'Reportes Sur');
  await move(t, fx.a, '1000.00');
  await move(t, fx.b, '1000.00');
  const [one, two] = await twoRoutes(t);
  fx.r1 = { route: one.route, flight: one.flight, number: one.number, name: one.route_name, departure: String(one.departure_date) };
  fx.r2 = { route: two.route, flight: two.flight, number: two.number, name: two.route_name, departure: String(two.departure_date) };
  const s1 = await flightSale(t, fx.a, { created: '2019-01-10T10:00:00Z', subcalendar: one.subcalendar, adults: 2, children: 1, total: '300.00', net: '240.00' });
  await settle(t, s1, fx.a, [{ agency: fx.central, amount: '20.00' }, { agency: fx.a, amount: '40.00' }], '240.00');
  const s2 = await flightSale(t, fx.a, { created: '2019-01-20T10:00:00Z', subcalendar: two.subcalendar, adults: 1, total: '100.00', net: '80.00' });
  await settle(t, s2, fx.a, [{ agency: fx.central, amount: '5.00' }], '45.00');
  await flightSale(t, fx.b, { created: '2019-02-05T10:00:00Z', subcalendar: one.subcalendar, adults: 1, infants: 1, total: '200.00', net: '160.00' });
  fx.cancelled = await flightSale(t, fx.b, { created: '2019-02-15T10:00:00Z', subcalendar: two.subcalendar, adults: 2, total: '150.00', net: '120.00', status: 'cancelled' });
  await settle(t, fx.cancelled, fx.b, [], '30.00'); // the penalty it kept
  await flightSale(t, fx.b, { created: '2019-02-28T23:59:59Z', subcalendar: two.subcalendar, adults: 1, total: '50.00', net: '40.00' });
  // Outside: another currency, and a booking on the day before the range.
  await flightSale(t, fx.a, { created: '2019-02-25T10:00:00Z', subcalendar: one.subcalendar, adults: 1, total: '999.00', net: '900.00', currency: 2 });
  await flightSale(t, fx.a, { created: '2018-12-31T23:59:59Z', subcalendar: one.subcalendar, adults: 1, total: '777.00', net: '700.00' });
});

describe('GET reports/flights/reservations-summary/{x}/', () => {
  it('sums sales per month (booking month, UTC), per agency and per route', async () => {
    const month = await get('accounting', `reservations-summary/month/?${RANGE}`);
    expect(month.statusCode, month.body).toBe(200);
    expect(month.json().results).toEqual([
      { id: 201901, key: '2019-01', label: '2019-01', currency: 1, reservations: 2, cancelled: 0, passengers: 4, total: '400.00', paid: '350.00', pending: '50.00' },
      { id: 201902, key: '2019-02', label: '2019-02', currency: 1, reservations: 3, cancelled: 1, passengers: 3, total: '250.00', paid: '30.00', pending: '250.00' },
    ]);
    expect(month.json().totals).toEqual({ currency: 1, reservations: 5, cancelled: 1, passengers: 7, total: '650.00', paid: '380.00', pending: '300.00' });
    expect(month.json().group).toBe('month');

    const agency = (await get('admin', `reservations-summary/agency/?${RANGE}&ordering=label`)).json();
    expect(agency.results).toEqual([
      { id: fx.a, key: String(fx.a), label: 'Reportes Norte', currency: 1, reservations: 2, cancelled: 0, passengers: 4, total: '400.00', paid: '350.00', pending: '50.00' },
      { id: fx.b, key: String(fx.b), label: 'Reportes Sur', currency: 1, reservations: 3, cancelled: 1, passengers: 3, total: '250.00', paid: '30.00', pending: '250.00' },
    ]);

    const route = (await get('accounting', `reservations-summary/route/?${RANGE}&ordering=-total`)).json();
    expect(route.results).toEqual([
      { id: fx.r1.route, key: String(fx.r1.route), label: fx.r1.name, currency: 1, reservations: 2, cancelled: 0, passengers: 5, total: '500.00', paid: '300.00', pending: '200.00' },
      { id: fx.r2.route, key: String(fx.r2.route), label: fx.r2.name, currency: 1, reservations: 3, cancelled: 1, passengers: 2, total: '150.00', paid: '80.00', pending: '100.00' },
    ]);
  });

  it('filters by agency, route, flight, status, departure days and currency', async () => {
    const rows = async (query: string) => (await get('accounting', `reservations-summary/agency/?${RANGE}&${query}`)).json().totals;
    expect(await rows(`agency=${fx.b}&route=${fx.r2.route}`)).toMatchObject({ reservations: 2, cancelled: 1, total: '50.00', paid: '30.00' });
    expect(await rows(`flight=${fx.r1.flight}`)).toMatchObject({ reservations: 2, total: '500.00' });
    expect(await rows('reservation_status=cancelled')).toMatchObject({ reservations: 1, cancelled: 1, total: '0.00', paid: '30.00', passengers: 0 });
    expect(await rows('commercial_status=non-paid')).toMatchObject({ reservations: 4 });
    expect(await rows('currency=2')).toMatchObject({ currency: 2, reservations: 1, total: '999.00' });
    expect(await rows('departure_date_start=1990-01-01&departure_date_end=1990-01-02')).toMatchObject({ reservations: 0, total: '0.00' });
    const day = (await get('accounting', 'reservations-summary/month/?created_start_date=2019-02-28&created_end_date=2019-02-28')).json();
    expect(day.results).toEqual([expect.objectContaining({ key: '2019-02', reservations: 1, total: '50.00' })]);
    const departure = (await get('accounting', `reservations-summary/month/?${RANGE}&month_of=departure`)).json();
    expect(departure.totals.reservations).toBe(5);
    const months = [...new Set([fx.r1.departure, fx.r2.departure].map((d) => d.slice(0, 7)))].sort();
    expect(departure.results.map((r: { key: string }) => r.key)).toEqual(months);
  });
});

describe('GET reports/flights/passengers-summary/', () => {
  it('counts passengers by type per route; those of cancelled reservations apart', async () => {
    const res = await get('accounting', `passengers-summary/?${RANGE}&ordering=-passengers`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      { id: fx.r1.route, key: String(fx.r1.route), label: fx.r1.name, reservations: 2, adults: 3, children: 1, infants: 1, passengers: 5, cancelled_passengers: 0 },
      { id: fx.r2.route, key: String(fx.r2.route), label: fx.r2.name, reservations: 2, adults: 2, children: 0, infants: 0, passengers: 2, cancelled_passengers: 2 },
    ]);
    expect(res.json().totals).toEqual({ reservations: 4, adults: 5, children: 1, infants: 1, passengers: 7, cancelled_passengers: 2 });
    const byAgency = (await get('accounting', `passengers-summary/?${RANGE}&group_by=agency&ordering=label`)).json();
    expect(byAgency.results.map((r: { label: string; passengers: number }) => [r.label, r.passengers])).toEqual([
      ['Reportes Norte', 4],
      ['Reportes Sur', 3],
    ]);
  });
});

describe('GET reports/flights/accounting-per-agency/ and accounting-per-flights/', () => {
  it('puts sold and net beside what the ledger collected, per agency', async () => {
    const res = await get('accounting', `accounting-per-agency/?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      { id: fx.a, agency: fx.a, name: 'Reportes Norte', level: 'agency_2nd_level', currency: 1, reservations: 2, total: '400.00', net: '320.00', markups: '65.00', provider: '285.00', paid: '350.00', pending: '50.00' },
      { id: fx.b, agency: fx.b, name: 'Reportes Sur', level: 'agency_2nd_level', currency: 1, reservations: 3, total: '250.00', net: '200.00', markups: '0.00', provider: '30.00', paid: '30.00', pending: '250.00' },
    ]);
    expect(res.json().totals).toEqual({ currency: 1, reservations: 5, passengers: 7, total: '650.00', net: '520.00', markups: '65.00', provider: '315.00', paid: '380.00', pending: '300.00' });
  });

  it('and per flight of the outbound leg', async () => {
    const res = await get('admin', `accounting-per-flights/?${RANGE}&ordering=-paid`, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      expect.objectContaining({ id: fx.r1.flight, flight: fx.r1.flight, number: fx.r1.number, route: fx.r1.name, reservations: 2, passengers: 5, total: '500.00', net: '400.00', markups: '60.00', provider: '240.00', paid: '300.00', pending: '200.00' }),
      expect.objectContaining({ id: fx.r2.flight, number: fx.r2.number, route: fx.r2.name, reservations: 3, passengers: 2, total: '150.00', net: '120.00', markups: '5.00', provider: '75.00', paid: '80.00', pending: '100.00' }),
    ]);
  });

  it('exports the same rows and the totals as XLSX', async () => {
    const res = await get('accounting', `accounting-per-agency/export/?${RANGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/contabilidad-por-agencia-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['Moneda', 'USD']);
    // The empty row between the preamble and the header is not read back.
    expect(rows[2]).toEqual(['Id', 'Agencia', 'Nivel', 'Reservas', 'Vendido', 'Neto', 'Markups cobrados', 'Cobrado por el proveedor', 'Cobrado', 'Pendiente']);
    expect(rows[3]).toEqual([fx.a, 'Reportes Norte', 'Segundo nivel', 2, 400, 320, 65, 285, 350, 50]);
    expect(rows[4]).toEqual([fx.b, 'Reportes Sur', 'Segundo nivel', 3, 250, 200, 0, 30, 30, 250]);
    expect(rows[5]).toEqual(['Total', undefined, undefined, 5, 650, 520, 65, 315, 380, 300]);
    const month = await sheetRows((await get('accounting', `reservations-summary/month/export/?${RANGE}`, 'en')).rawPayload);
    expect(month.slice(2)).toEqual([
      ['Month', 'Reservations', 'Cancelled', 'Passengers', 'Sold', 'Collected', 'Pending'],
      ['2019-01', 2, 0, 4, 400, 350, 50],
      ['2019-02', 3, 1, 3, 250, 30, 250],
      ['Total', 5, 1, 7, 650, 380, 300],
    ]);
  });
});

describe('refunds', () => {
  it('subtract from what was collected, and what is pending grows back', async () => {
    const [one] = await twoRoutes(t);
    const sale = await flightSale(t, fx.a, { created: '2019-03-05T10:00:00Z', subcalendar: one.subcalendar, adults: 1, total: '100.00', net: '80.00' });
    await settle(t, sale, fx.a, [{ agency: fx.central, amount: '20.00' }], '80.00');
    // The refund walks the split back (docs/api-payments.md 'Settlement').
    await settle(t, sale, fx.a, [{ agency: fx.central, amount: '-8.00' }], '-32.00');
    const res = await get('accounting', 'accounting-per-agency/?created_start_date=2019-03-01&created_end_date=2019-03-31');
    expect(res.json().results).toEqual([expect.objectContaining({ agency: fx.a, total: '100.00', markups: '12.00', provider: '48.00', paid: '60.00', pending: '40.00' })]);
  });
});

describe('charts over the whole filter, not the page', () => {
  // Booked in 2017: a range no other fixture of this file holds.
  const YEAR = 'created_start_date=2017-01-01&created_end_date=2017-12-31';
  type Bar = { id: number; total: string; paid?: string; pending: string; passengers?: number; reservations: number };
  const minor = (amount: string) => Math.round(Number(amount) * 100);

  it('draws the largest groups of every matching row, the rest as others, adding up to the totals', async () => {
    const [one] = await twoRoutes(t);
    const agencies: number[] = [];
    // CHART_GROUPS + 3 agencies, agency i sells (i + 1) × 10.00 in month (i % 12) + 1.
    for (let i = 0; i < CHART_GROUPS + 3; i++) {
      const agency = await newAgency(t, `Gráfico ${String(i).padStart(2, '0')}`);
      agencies.push(agency);
      const month = String((i % 12) + 1).padStart(2, '0');
      await flightSale(t, agency, { created: `2017-${month}-10T10:00:00Z`, subcalendar: one.subcalendar, adults: 1, total: `${(i + 1) * 10}.00`, net: '5.00' });
    }
    const largest = [...agencies].reverse().slice(0, CHART_GROUPS);
    for (const path of ['accounting-per-agency/', 'reservations-summary/agency/']) {
      // A page of two rows: the chart still reads every group of the filter.
      const answer = (await get('accounting', `${path}?${YEAR}&page_size=2&ordering=name`)).json();
      expect(answer.results, path).toHaveLength(2);
      const { rows, others } = answer.chart as { rows: Bar[]; others: Bar };
      expect(rows.map((r) => r.id), path).toEqual(largest);
      const left = agencies.slice(0, 3).reduce((sum, _a, i) => sum + (i + 1) * 1000, 0);
      expect(others, path).toMatchObject({ currency: 1, reservations: 3, total: (left / 100).toFixed(2) });
      const drawn = rows.reduce((sum, r) => sum + minor(r.total), 0) + minor(others.total);
      expect(drawn, path).toBe(minor(answer.totals.total));
    }
    // Months in time; every month drawn, so no others.
    const months = (await get('accounting', `reservations-summary/month/?${YEAR}&page_size=1`)).json();
    expect(months.chart.rows.map((r: { key: string }) => r.key)).toEqual(Array.from({ length: 12 }, (_, i) => `2017-${String(i + 1).padStart(2, '0')}`));
    expect(months.chart.others).toBeNull();
    const passengers = (await get('accounting', `passengers-summary/?${YEAR}&group_by=agency&page_size=1`)).json();
    expect(passengers.chart.rows).toHaveLength(CHART_GROUPS);
    expect(passengers.chart.others).toMatchObject({ adults: 3, passengers: 3 });
    // The filter narrows the chart as it narrows the table.
    const one_ = (await get('accounting', `accounting-per-agency/?${YEAR}&agency=${agencies[0]}`)).json();
    expect(one_.chart).toEqual({ rows: [expect.objectContaining({ id: agencies[0], total: '10.00' })], others: null });
  });
});

describe('who may read the reports (spec §6)', () => {
  it('admin or accounting, with an accounting permission, at the first level', async () => {
    await t.createUser({ username: 'rep_acc_noperm', type: 'accounting', groups: ['Reservation View', 'Finances Booking'] });
    await t.createUser({ username: 'rep_admin_mx', type: 'admin', agency: 'Turismo Azul México', groups: ['Accounting View', 'Accounting with Change'] });
    await t.createUser({ username: 'rep_commercial_acc', type: 'commercial', groups: ['Accounting View'] });
    await t.createUser({ username: 'rep_admin_acc', type: 'admin', groups: ['Accounting View'] });
    const paths = ['reservations-summary/route/', 'passengers-summary/', 'accounting-per-agency/', 'accounting-per-flights/', 'accounting-per-agency/export/'];
    for (const path of paths) {
      for (const user of ['accounting', 'admin', 'rep_admin_acc']) expect((await get(user, `${path}?${RANGE}`)).statusCode, `${user} ${path}`).toBe(200);
      for (const user of ['operator2', 'operator3', 'commercial', 'coordinator', 'rep_acc_noperm', 'rep_admin_mx', 'rep_commercial_acc']) {
        expect((await get(user, `${path}?${RANGE}`)).statusCode, `${user} ${path}`).toBe(403);
      }
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/reports/flights/passengers-summary/' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it('is a translated 400 per field', async () => {
    expect((await get('accounting', 'reservations-summary/week/')).json()).toEqual({ x: ['Seleccione una opción válida.'] });
    expect((await get('accounting', 'reservations-summary/month/?created_start_date=2019-03-01&created_end_date=2019-02-01')).json()).toEqual({ created_end_date: ['La fecha final no puede ser anterior a la inicial.'] });
    expect((await get('accounting', 'accounting-per-agency/?departure_date_start=2019-03-01&departure_date_end=2019-02-01', 'en')).json()).toEqual({ departure_date_end: ['The end date cannot be before the start date.'] });
    const wrong = (await get('accounting', 'accounting-per-flights/?currency=99&agency=abc&route=99999999999&reservation_status=done&created_start_date=2019-13-01&month_of=x')).json();
    expect(Object.keys(wrong).sort()).toEqual(['agency', 'created_start_date', 'currency', 'reservation_status', 'route']);
    expect((await get('accounting', 'passengers-summary/?group_by=day')).statusCode).toBe(400);
    expect((await get('accounting', 'accounting-per-agency/?ordering=__proto__')).statusCode).toBe(200);
  });
});
