/**
 * The figures the writes keep for the accountants' list and statement (migrations 0043, 0043b)
 * always equal the figures recomputed from their sources: the debt per agency, currency and due
 * day from the reservations (with domain/accounting/debt.ts, not SQL), the buckets from those as of
 * the kept day, each ledger account's entry count from its entries — after deposits, payments,
 * refunds and cancellations through the API, and after a random sequence of reservation writes.
 *
 * Fails when the triggers of 0043 miss a change (say the payment deadline) or apply a delta twice,
 * when a roll buckets against the wrong day, or when the balance trigger stops counting entries.
 */
import { sql, type Transaction } from 'kysely';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { daysOverdue, debtBucket, dueDay, owedMinor } from '../../../domain/accounting/debt.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { Database } from '../../db/schema.ts';
import { retryTransaction } from '../../db/retry.ts';
import { daysFromNow, type FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp, type TestApp } from '../../testing/testApp.ts';
import { bookedReservation, paymentFixture } from '../payments/testing.ts';
import { newAgency, reservationOf } from './testing.ts';

const t = useTestApp();
let fx: FlightFixture;

beforeAll(async () => {
  fx = await paymentFixture(t);
});

async function keptDay(t: TestApp): Promise<string> {
  return (await sql<{ day: string }>`select day::text as day from agency_debt_as_of`.execute(t.db)).rows[0].day;
}

async function roll(t: TestApp, day: string): Promise<void> {
  await sql`select agency_debts_roll(${day}::date)`.execute(t.db);
}

/** Owed per 'agency|currency|due day' and buckets per 'agency|currency' as of `day`, from the reservations. */
async function recomputed(t: TestApp, day: string) {
  const rows = await t.db.selectFrom('reservations').select(['agency_id', 'currency_id', 'status', 'commercial_status', 'total', 'paid_amount', 'payment_deadline', 'start_date']).execute();
  const days = new Map<string, number>();
  for (const r of rows) {
    const owed = owedMinor({ status: r.status, commercial_status: r.commercial_status, totalMinor: toMinor(r.total), paidMinor: toMinor(r.paid_amount) });
    if (owed === 0) continue;
    const key = `${r.agency_id}|${r.currency_id}|${dueDay(r)}`;
    days.set(key, (days.get(key) ?? 0) + owed);
  }
  const buckets = new Map<string, Record<string, number>>();
  for (const [key, owed] of days) {
    const [agency, currency, due] = key.split('|');
    const bucket = debtBucket(daysOverdue(due, day));
    if (!bucket) continue;
    const pair = `${agency}|${currency}`;
    const b = buckets.get(pair) ?? { debt_1_7: 0, debt_7_15: 0, debt_15_plus: 0, debt_total: 0 };
    b[bucket] += owed;
    b.debt_total += owed;
    buckets.set(pair, b);
  }
  const asText = (b: Record<string, number>) => Object.fromEntries(Object.entries(b).map(([k, v]) => [k, fromMinor(v)]));
  return {
    days: [...days].filter(([, v]) => v !== 0).map(([k, v]) => `${k}=${fromMinor(v)}`).sort(),
    buckets: [...buckets].filter(([, b]) => b.debt_total !== 0).map(([k, b]) => [k, asText(b)] as const).sort(),
  };
}

async function kept(t: TestApp) {
  const days = await sql<{ k: string }>`select agency_id || '|' || currency_id || '|' || due_day::text || '=' || owed::numeric(16,2)::text as k from agency_debt_days`.execute(t.db);
  const buckets = await sql<{ k: string; debt_1_7: string; debt_7_15: string; debt_15_plus: string; debt_total: string }>`
    select agency_id || '|' || currency_id as k, debt_1_7::text, debt_7_15::text, debt_15_plus::text, debt_total::text from agency_debts
    where debt_1_7 <> 0 or debt_7_15 <> 0 or debt_15_plus <> 0 or debt_total <> 0`.execute(t.db);
  return {
    days: days.rows.map((r) => r.k).sort(),
    buckets: buckets.rows.map(({ k, ...b }) => [k, b] as const).sort(),
  };
}

async function expectKeptEqualsRecomputed(t: TestApp, step: string): Promise<void> {
  const day = await keptDay(t);
  expect(await kept(t), `${step} (kept day ${day})`).toEqual(await recomputed(t, day));
}

async function entryCountDrift(t: TestApp) {
  const rows = await sql<{ id: number }>`select a.id from ledger_accounts a
    where a.entries <> (select count(*) from ledger_entries e where e.account_id = a.id)`.execute(t.db);
  return rows.rows;
}

describe('figures kept by the writes (debt by due day and bucket, entries per account)', () => {
  afterEach(() => vi.useRealTimers());

  it('equal the recomputed figures after deposits, payments, refunds and cancellations through the API', async () => {
    await expectKeptEqualsRecomputed(t, 'the migrated seed');
    expect(await entryCountDrift(t)).toEqual([]);
    const cancun = await t.agencyId('Agencia Cancún Travel');
    const accounting = await t.auth('accounting');
    const operator = await t.auth('operator3');
    const deposit = await t.app.inject({ method: 'POST', url: '/api/accounting/deposit/', headers: accounting, payload: { agency: cancun, amount: '5000.00', reference: 'kept figures', transaction_number: 'KEPT-1', payment_type: 'bank_transfer' } });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const a = await bookedReservation(t, fx, 'operator3', 30);
    const b = await bookedReservation(t, fx, 'operator3', 31, 2);
    const c = await bookedReservation(t, fx, 'operator3', 32);
    await expectKeptEqualsRecomputed(t, 'three bookings');
    const paid = await t.app.inject({ method: 'POST', url: `/api/payments/reservations/${a.id}/pay/`, headers: operator, payload: { provider: 'agency_funds' } });
    expect(paid.statusCode, paid.body).toBe(201);
    await expectKeptEqualsRecomputed(t, 'a payment from funds');
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/payments/operations/${paid.json().operation.id}/refund/`,
      headers: accounting,
      payload: { amount: fromMinor(Math.floor(toMinor(a.total) / 2)) },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    await expectKeptEqualsRecomputed(t, 'a partial refund (partial-paid again)');
    const paidB = await t.app.inject({ method: 'POST', url: `/api/payments/reservations/${b.id}/pay/`, headers: operator, payload: { provider: 'agency_funds' } });
    expect(paidB.statusCode, paidB.body).toBe(201);
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/flights/reservation/${b.id}/cancel/`, headers: operator, payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancelledC = await t.app.inject({ method: 'POST', url: `/api/flights/reservation/${c.id}/cancel/`, headers: operator, payload: {} });
    expect(cancelledC.statusCode, cancelledC.body).toBe(200);
    await expectKeptEqualsRecomputed(t, 'cancellations (a paid one reversed)');
    expect(await entryCountDrift(t)).toEqual([]);

    // Overdue later on: the buckets rolled to that day hold the part of `a` still owed (due by its deadline or departure).
    const later = daysFromNow(45);
    await roll(t, later);
    expect(await keptDay(t)).toBe(later);
    await expectKeptEqualsRecomputed(t, 'rolled 45 days on');
    const owedA = toMinor(a.total) - Math.floor(toMinor(a.total) / 2);
    const row = (await kept(t)).buckets.find(([k]) => k === `${cancun}|1`)?.[1];
    expect(toMinor(row?.debt_total ?? '0')).toBeGreaterThanOrEqual(owedA);
  });

  it('equal the recomputed figures through a random sequence of reservation writes and day rolls', async () => {
    const agencies = [await newAgency(t, 'Azar Uno'), await newAgency(t, 'Azar Dos', { currency: 2 })];
    // A fixed-seed generator: the same sequence on every run.
    let seed = 20261125;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const day = (offset: number) => new Date(Date.UTC(2031, 2, 20 + offset)).toISOString().slice(0, 10);
    const ids: number[] = [];
    await roll(t, day(0));
    for (let step = 0; step < 60; step++) {
      const action = next(8);
      const id = ids[next(Math.max(ids.length, 1))];
      const agency = agencies[next(2)];
      const total = `${10 + next(200)}.${String(next(100)).padStart(2, '0')}`;
      if (action <= 1 || id === undefined) {
        ids.push(await reservationOf(t, agency, { start: day(next(40) - 30), total, currency: next(3) === 0 ? 1 : 2, deadline: next(3) === 0 ? `${day(next(20) - 15)}T${next(2) ? '23:30' : '00:10'}:00Z` : null }));
      } else if (action === 2) {
        await t.db.updateTable('reservations').set({ paid_amount: sql`round(total * ${next(100)} / 100, 2)`, commercial_status: 'partial-paid' }).where('id', '=', id).execute();
      } else if (action === 3) {
        await t.db.updateTable('reservations').set({ paid_amount: sql`total`, commercial_status: 'paid' }).where('id', '=', id).execute();
      } else if (action === 4) {
        await t.db.updateTable('reservations').set({ status: next(2) ? 'cancelled' : 'reserved', commercial_status: 'non-paid', paid_amount: '0' }).where('id', '=', id).execute();
      } else if (action === 5) {
        await t.db.updateTable('reservations').set({ start_date: day(next(40) - 30), payment_deadline: next(2) ? null : new Date(`${day(next(20) - 15)}T12:00:00Z`) }).where('id', '=', id).execute();
      } else if (action === 6) {
        // Several rows in one statement, some moving between agencies.
        await t.db.updateTable('reservations').set({ total: sql`total + 1`, agency_id: agencies[next(2)] }).where('id', 'in', ids.slice(-4)).execute();
      } else {
        await t.db.deleteFrom('reservations').where('id', '=', id).execute();
        ids.splice(ids.indexOf(id), 1);
      }
      if (next(6) === 0) await roll(t, day(next(30) - 10));
      await expectKeptEqualsRecomputed(t, `step ${step} (action ${action})`);
    }
  });

  it('stay equal when writers of one agency and day rolls run at the same time (real concurrency on PostgreSQL)', async () => {
    const agency = await newAgency(t, 'Carrera Deudas');
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push(await reservationOf(t, agency, { start: `2031-03-0${1 + (i % 3)}`, total: `${10 + i}.00` }));
    // The agency's kept row is locked by each writer until it commits, so a writer of two of its
    // reservations in two statements can deadlock with another: PostgreSQL aborts one and it runs
    // again, as the app's checkout and booking do (server/db/retry.ts).
    const write = (work: (tx: Transaction<Database>) => Promise<unknown>) => retryTransaction(() => t.db.transaction().execute(work));
    await Promise.all([
      ...ids.map((id, i) =>
        write(async (tx) => {
          await tx.updateTable('reservations').set({ paid_amount: `${i}.00`, commercial_status: 'partial-paid' }).where('id', '=', id).execute();
          await tx.updateTable('reservations').set({ start_date: '2031-03-05' }).where('id', '=', id).execute();
        }),
      ),
      roll(t, '2031-03-20'),
      ...ids.slice(0, 3).map((id) => write((tx) => tx.updateTable('reservations').set({ status: 'cancelled' }).where('id', '=', id).execute())),
      roll(t, '2031-03-10'),
    ]);
    await expectKeptEqualsRecomputed(t, 'after the race');
  });

  it('reads the same list from the kept buckets (today) as from the day rows (a day asked)', async () => {
    const agency = await newAgency(t, 'Misma Deuda');
    await reservationOf(t, agency, { start: '2024-03-10', total: '70.00' });
    await reservationOf(t, agency, { start: '2024-02-01', total: '30.00', paid: '10.00', commercial: 'partial-paid' });
    await roll(t, '2024-01-01');
    // Signed in before the clock moves back: the access token (issued now) stays valid.
    const headers = await t.auth('accounting');
    const query = 'in_debt=true&ordering=-debt_total&page_size=500';
    const asked = (await t.app.inject({ method: 'GET', url: `/api/accounting/balance/?as_of=2024-03-20&${query}`, headers })).json();
    // A day other than today was asked for: the day rows answered and the kept day did not move.
    expect(await keptDay(t)).toBe('2024-01-01');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-03-20T08:00:00Z') });
    const today = (await t.app.inject({ method: 'GET', url: `/api/accounting/balance/?${query}`, headers })).json();
    expect(await keptDay(t)).toBe('2024-03-20');
    expect(today.count).toBeGreaterThan(0);
    expect([today.as_of, today.count, today.results, today.totals]).toEqual([asked.as_of, asked.count, asked.results, asked.totals]);
    expect(today.results.find((r: { agency: number }) => r.agency === agency)).toMatchObject({ debt_7_15: '70.00', debt_15_plus: '20.00', debt_total: '90.00' });
  });
});
