/**
 * Paying from funds in another currency (docs/api-payments.md 'Funds in another currency'): a
 * Spanish agency (funds in EUR) pays a flight priced in USD. The clock is pinned to days of 2001,
 * before any demo rate, where the test sets its own rate history.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { convertMinor } from '../../../domain/exchangeRates.ts';
import { toMinor } from '../../../domain/money.ts';
import type { FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { sheetRows } from '../../testing/xlsx.ts';
import { bookedReservation, countRows, paymentFixture, reservationEntries } from './testing.ts';

const t = useTestApp();
let fx: FlightFixture;
const USD = 1;
const EUR = 2;

beforeAll(async () => {
  fx = await paymentFixture(t);
  // EUR 0.800000 from 10 March 2001, 0.923457 from the 20th: the 15th pays at 0.80, the 25th at 0.923457.
  await t.db
    .insertInto('exchange_rates')
    .values([
      { currency_id: EUR, rate: '0.800000', effective_from: '2001-03-10', created_by: null },
      { currency_id: EUR, rate: '0.923457', effective_from: '2001-03-20', created_by: null },
    ])
    .execute();
});

afterEach(() => {
  vi.useRealTimers();
});

const pinDay = (day: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${day}T12:00:00Z`) });

async function pay(user: string, id: number, payload: object, lang = 'es') {
  return t.app.inject({ method: 'POST', url: `/api/payments/reservations/${id}/pay/`, headers: { ...(await t.auth(user)), 'accept-language': lang }, payload });
}

async function refund(id: number, amount: string) {
  return t.app.inject({ method: 'POST', url: `/api/payments/operations/${id}/refund/`, headers: await t.auth('accounting'), payload: { amount } });
}

async function balance(kind: string, agency: number | null, currency: number, provider = ''): Promise<number> {
  let q = t.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', kind as 'custom').where('currency_id', '=', currency).where('provider', '=', provider);
  q = agency === null ? q.where('agency_id', 'is', null) : q.where('agency_id', '=', agency);
  const row = await q.executeTakeFirst();
  return row ? toMinor(row.balance) : 0;
}

describe('paying from funds in another currency', () => {
  it('debits the EUR funds at the rate effective that day, records it, credits the levels and the provider in USD as frozen', async () => {
    const spain = await t.agencyId('Viajes Sol de España');
    const r = await bookedReservation(t, fx, 'operator2b', 40, 3);
    await t.auth('operator2b');
    const eurBefore = await balance('agency_funds', spain, EUR);
    const usdBefore = await balance('agency_funds', spain, USD);
    // The demo's own EUR payments (a Spanish agency's hotel stay) already went through the exchange account.
    const exchangeBefore = { eur: await balance('custom', null, EUR, 'currency_exchange'), usd: await balance('custom', null, USD, 'currency_exchange') };
    pinDay('2001-03-15');
    const res = await pay('operator2b', r.id, { provider: 'agency_funds' });
    expect(res.statusCode, res.body).toBe(201);
    const total = toMinor(r.total);
    const charged = convertMinor(total, USD, EUR, { [EUR]: '0.800000' });
    expect(res.json().operation).toMatchObject({
      amount: r.total,
      currency: USD,
      exchange: { funds_currency: EUR, funds_amount: (charged / 100).toFixed(2), rate: '0.800000', rates: { [EUR]: '0.800000' }, rate_date: '2001-03-15' },
    });
    expect(res.json().reservation).toMatchObject({ paid_amount: r.total, commercial_status: 'paid' });
    expect(await balance('agency_funds', spain, EUR)).toBe(eurBefore - charged);
    expect(await balance('agency_funds', spain, USD)).toBe(usdBefore);
    // The reservation's side is in USD, as the frozen breakdown says: the levels' markups and the net.
    const entries = await reservationEntries(t.db, r.id);
    const row = await t.db.selectFrom('reservations').select(['net', 'price_levels']).where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(entries.get('provider_revenue:-')).toBe(toMinor(row.net));
    for (const l of (row.price_levels as { levels: { earned_by: number; margin: string; markup: string }[] }).levels) {
      expect(entries.get(`markup_earnings:${l.earned_by}`)).toBe(toMinor(l.margin) + toMinor(l.markup));
    }
    // Each currency balances through the currency-exchange account.
    expect(await balance('custom', null, EUR, 'currency_exchange')).toBe(exchangeBefore.eur + charged);
    expect(await balance('custom', null, USD, 'currency_exchange')).toBe(exchangeBefore.usd - total);
    expect(await t.db.selectFrom('ledger_balance_drift').selectAll().execute()).toEqual([]);
  });

  it('a refund in parts reverses at the payment’s own rate, exactly, even after the rate changed', async () => {
    const spain = await t.agencyId('Viajes Sol de España');
    const r = await bookedReservation(t, fx, 'operator2b', 42, 3);
    await t.auth('operator2b');
    await t.auth('accounting');
    pinDay('2001-03-15');
    const paid = await pay('operator2b', r.id, { provider: 'agency_funds' });
    expect(paid.statusCode, paid.body).toBe(201);
    const op = paid.json().operation;
    const afterPayment = await balance('agency_funds', spain, EUR);
    // A later day with another rate: the refunds still use 0.80.
    vi.setSystemTime(new Date('2001-03-25T12:00:00Z'));
    const total = toMinor(r.total);
    const parts = [1, Math.floor(total / 3), total - 1 - Math.floor(total / 3)];
    let given = 0;
    for (const part of parts) {
      const res = await refund(op.id, (part / 100).toFixed(2));
      expect(res.statusCode, res.body).toBe(201);
      const x = res.json().operation.exchange;
      expect(x).toMatchObject({ funds_currency: EUR, rate: '0.800000', rate_date: '2001-03-15' });
      given += toMinor(x.funds_amount);
    }
    expect(given).toBe(toMinor(op.exchange.funds_amount));
    expect(await balance('agency_funds', spain, EUR)).toBe(afterPayment + given);
    const entries = await reservationEntries(t.db, r.id);
    expect(entries.get('provider_revenue:-')).toBe(0);
    expect(entries.get(`agency_funds:${spain}`)).toBe(0);
    const reservation = await t.db.selectFrom('reservations').select(['paid_amount', 'commercial_status']).where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(toMinor(reservation.paid_amount)).toBe(0);
    expect(await t.db.selectFrom('ledger_balance_drift').selectAll().execute()).toEqual([]);
  });

  it('a partial payment on a later day takes that day’s rate', async () => {
    const r = await bookedReservation(t, fx, 'operator2b', 43, 2);
    await t.auth('operator2b');
    pinDay('2001-03-25');
    const res = await pay('operator2b', r.id, { provider: 'partial', amount: '10.00' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().operation.exchange).toMatchObject({ funds_amount: '9.23', rate: '0.923457', rate_date: '2001-03-25' });
  });

  it('no rate that day: a translated 400 and no money moved', async () => {
    const spain = await t.agencyId('Viajes Sol de España');
    const r = await bookedReservation(t, fx, 'operator2b', 44);
    await t.auth('operator2b');
    const before = await countRows(t.db);
    const funds = await balance('agency_funds', spain, EUR);
    pinDay('2001-03-01');
    const es = await pay('operator2b', r.id, { provider: 'agency_funds' });
    expect(es.statusCode).toBe(400);
    expect(es.json()).toEqual({ non_field_errors: ['No hay tipo de cambio de EUR para el 2001-03-01: la reserva está en USD y los fondos de la agencia en EUR. Registre el tipo de cambio del día.'] });
    const en = await pay('operator2b', r.id, { provider: 'partial', amount: '5.00' }, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().non_field_errors[0]).toContain('There is no EUR exchange rate for 2001-03-01');
    expect(await countRows(t.db)).toEqual(before);
    expect(await balance('agency_funds', spain, EUR)).toBe(funds);
    const row = await t.db.selectFrom('reservations').select(['paid_amount', 'commercial_status']).where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ paid_amount: '0.00', commercial_status: 'non-paid' });
  });

  it('funds in the reservation’s currency convert nothing and record no rate', async () => {
    const r = await bookedReservation(t, fx, 'operator3', 45);
    await t.auth('operator3');
    pinDay('2001-03-01');
    const res = await pay('operator3', r.id, { provider: 'agency_funds' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().operation.exchange).toBeNull();
  });

  it("the agency's statement (and its export) shows a converted payment in the reservation's currency with its rate", async () => {
    const spain = await t.agencyId('Viajes Sol de España');
    const r = await bookedReservation(t, fx, 'operator2b', 46, 4);
    await t.auth('operator2b');
    pinDay('2001-03-16');
    const paid = await pay('operator2b', r.id, { provider: 'agency_funds' });
    expect(paid.statusCode, paid.body).toBe(201);
    const op = paid.json().operation as { id: number; exchange: { funds_amount: string } };
    vi.useRealTimers();
    const headers = { ...(await t.auth('accounting')), 'accept-language': 'en' };
    const statement = await t.app.inject({ method: 'GET', url: `/api/accounting/balance/${spain}/?currency=${EUR}`, headers });
    expect(statement.statusCode, statement.body).toBe(200);
    const lines = statement.json().results as { operation: number | null; debit: string; exchange: unknown }[];
    const line = lines.find((l) => l.operation === op.id);
    expect(line).toMatchObject({ debit: op.exchange.funds_amount, exchange: { amount: r.total, currency: USD, rate: '0.800000', rate_date: '2001-03-16' } });
    // A line that converted nothing says so.
    expect(lines.filter((l) => l.operation !== null && l.exchange === null).every((l) => l.operation !== op.id)).toBe(true);

    const exported = await t.app.inject({ method: 'GET', url: `/api/accounting/balance/${spain}/export/?currency=${EUR}`, headers });
    expect(exported.statusCode).toBe(200);
    const rows = await sheetRows(exported.rawPayload);
    const header = rows.find((row) => row.includes('Exchange rate')) as unknown[];
    const at = (name: string) => header.indexOf(name);
    const payment = rows.find((row) => row[at('Reference')] === `payment #${op.id}`) as unknown[];
    expect([payment[at("Amount in the reservation's currency")], payment[at("Reservation's currency")], payment[at('Exchange rate')]]).toEqual([Number(r.total), 'USD', 0.8]);
  });
});
