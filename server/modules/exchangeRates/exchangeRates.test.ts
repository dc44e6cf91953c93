import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { CurrentRatesRecord, ExchangeRateRecord } from '../../../domain/schemas/exchangeRates.ts';
import { daysFromNow } from '../../testing/flightFixtures.ts';
import { agencyAdmin, digest } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const URL = '/api/currency/exchange-rates/';
const today = daysFromNow(0);

async function get<T>(user: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: await t.auth(user) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

async function post(user: string, payload: object, lang = 'es') {
  return t.app.inject({ method: 'POST', url: URL, headers: { ...(await t.auth(user)), 'accept-language': lang }, payload });
}

const rateOf = (current: CurrentRatesRecord, currency: number) => current.rates.find((r) => r.currency === currency)?.rate;

describe('exchange rates', () => {
  it('every signed-in user reads the history and the current rates (the seed: a month-old and a current rate per currency)', async () => {
    const page = await get<{ count: number; results: ExchangeRateRecord[] }>('operator3', `${URL}?currency=2&ordering=-effective_from`);
    expect(page.results.map((r) => [r.rate, r.current])).toEqual([
      ['0.920000', true],
      ['0.930000', false],
    ]);
    expect(page.results[0]).toMatchObject({ currency: 2, currency_code: 'EUR', effective_from: today, created_by_name: 'Laura Martínez Ortega' });
    const current = await get<CurrentRatesRecord>('seller2', `${URL}current/`);
    expect(current.base).toBe(1);
    expect(current.rates.map((r) => [r.currency_code, r.rate])).toEqual([
      ['USD', '1.000000'],
      ['EUR', '0.920000'],
      ['MXN', '17.050000'],
      ['CAD', '1.365000'],
    ]);
    // A day of the past answers the rate of that day; before any rate, none.
    expect(rateOf(await get<CurrentRatesRecord>('operator3', `${URL}current/?date=${daysFromNow(-1)}`), 3)).toBe('17.350000');
    expect(rateOf(await get<CurrentRatesRecord>('operator3', `${URL}current/?date=2000-01-01`), 3)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `${URL}current/` })).statusCode).toBe(401);
  });

  it('finance staff and the provider admin set rates; nobody else does (403, nothing written)', async () => {
    await agencyAdmin(t, 'rates_admin2', 'mexico', ['Admin Finances']);
    const before = await digest(t.db, ['exchange_rates']);
    for (const user of ['commercial', 'coordinator', 'operator2', 'operator3', 'rates_admin2']) {
      const res = await post(user, { currency: 2, rate: '0.5' });
      expect(res.statusCode, user).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: URL, payload: { currency: 2, rate: '0.5' } })).statusCode).toBe(401);
    expect(await digest(t.db, ['exchange_rates'])).toEqual(before);
    const byAccounting = await post('accounting', { currency: 36, rate: '1.371', effective_from: daysFromNow(-2) });
    expect(byAccounting.statusCode, byAccounting.body).toBe(201);
    expect(byAccounting.json()).toMatchObject({ currency: 36, rate: '1.371000', created_by_name: 'Carlos Domínguez León', current: false });
    expect((await post('admin', { currency: 36, rate: 1.4 })).statusCode).toBe(201);
  });

  it('keeps the history: a new rate is a new row, the current one is the latest effective on or before today', async () => {
    const created = (await post('admin', { currency: 3, rate: '18.25' })).json<ExchangeRateRecord>();
    expect(created).toMatchObject({ effective_from: today, current: true });
    // A rate for tomorrow is in the history but not current yet.
    const tomorrow = (await post('admin', { currency: 3, rate: '19.00', effective_from: daysFromNow(1) })).json<ExchangeRateRecord>();
    expect(tomorrow.current).toBe(false);
    const current = await get<CurrentRatesRecord>('operator2', `${URL}current/`);
    expect(rateOf(current, 3)).toBe('18.250000');
    expect(rateOf(await get<CurrentRatesRecord>('operator2', `${URL}current/?date=${daysFromNow(1)}`), 3)).toBe('19.000000');
    const history = await get<{ results: ExchangeRateRecord[] }>('operator2', `${URL}?currency=3&ordering=id`);
    expect(history.results.map((r) => r.rate)).toEqual(['17.350000', '17.050000', '18.250000', '19.000000']);
    expect(history.results.filter((r) => r.current).map((r) => r.id)).toEqual([created.id]);
    const filtered = await get<{ results: ExchangeRateRecord[] }>('operator2', `${URL}?currency=3&effective_after=${today}&effective_before=${today}`);
    // Two rates effective today: the later one (by id) is the current one.
    expect(filtered.results.map((r) => [r.rate, r.current]).sort()).toEqual([
      ['17.050000', false],
      ['18.250000', true],
    ]);
  });

  it('the database refuses changing or deleting a rate (a history, not a setting)', async () => {
    const [row] = await t.db.selectFrom('exchange_rates').select('id').limit(1).execute();
    await expect(sql`update exchange_rates set rate = 2 where id = ${row.id}`.execute(t.db)).rejects.toThrow(/history/);
    await expect(sql`delete from exchange_rates where id = ${row.id}`.execute(t.db)).rejects.toThrow(/history/);
  });

  it('bad input is a translated 400 on its field and writes nothing', async () => {
    const before = await digest(t.db, ['exchange_rates']);
    const cases: [object, string, string][] = [
      [{ currency: 1, rate: '1' }, 'currency', 'The US dollar is the base currency: choose another currency.'],
      [{ currency: 2, rate: '0' }, 'rate', 'Enter an exchange rate greater than 0, with up to 6 decimals.'],
      [{ currency: 2, rate: '-1' }, 'rate', 'Enter an exchange rate greater than 0, with up to 6 decimals.'],
      [{ currency: 2, rate: '1.1234567' }, 'rate', 'Enter an exchange rate greater than 0, with up to 6 decimals.'],
      [{ currency: 2, rate: 'abc' }, 'rate', 'Enter an exchange rate greater than 0, with up to 6 decimals.'],
      [{ currency: 99, rate: '1' }, 'currency', 'The US dollar is the base currency: choose another currency.'],
      [{ currency: 2, rate: '1', effective_from: '2026-13-01' }, 'effective_from', 'Enter a valid date (YYYY-MM-DD).'],
      [{ currency: 2, rate: '1', extra: 1 }, 'extra', 'This field is not allowed.'],
      [{ rate: '1' }, 'currency', 'This field is required.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post('admin', payload, 'en');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()[field], JSON.stringify(payload)).toEqual([message]);
    }
    expect((await post('admin', { currency: 2, rate: '0' })).json().rate).toEqual(['Introduzca un tipo de cambio mayor que 0, con hasta 6 decimales.']);
    expect(await digest(t.db, ['exchange_rates'])).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: `${URL}?currency=x&effective_after=ayer`, headers: await t.auth('admin') })).statusCode).toBe(400);
  });
});
