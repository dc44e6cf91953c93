/**
 * The totals of the accountants' default view kept by the writes (migration 0046) always equal the
 * list's aggregate of its rows (agencies in debt with their funds and credit limit): after
 * deposits, payments, refunds, cancellations, credit-limit changes and day rolls through the API,
 * for a currency the agency has no funds in, and through a random sequence of writes. And the list
 * reads them: a kept figure changed by hand shows in the default view's totals, not in a filtered one.
 *
 * Fails when a trigger of 0046 misses a writer (a funds entry, a credit limit, a pair entering or
 * leaving debt), when the roll does not recompute, or when the list goes back to the aggregate.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { balanceListQuery } from '../../../domain/schemas/accounting.ts';
import { ApiError } from '../../http/errors.ts';
import { daysFromNow, type FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp, type TestApp } from '../../testing/testApp.ts';
import { bookedReservation, paymentFixture } from '../payments/testing.ts';
import { readsKeptTotals } from './keptTotals.ts';
import { accountantActor, keptAndLiveTotals, move, newAgency, reservationOf } from './testing.ts';

const t = useTestApp();
let fx: FlightFixture;

beforeAll(async () => {
  fx = await paymentFixture(t);
});

async function roll(t: TestApp, day: string): Promise<void> {
  await sql`select agency_debts_roll(${day}::date)`.execute(t.db);
}

/** Kept = live, for every currency and for one alone; and something is in debt to compare. */
async function expectKeptEqualsLive(t: TestApp, step: string, inDebt = true): Promise<void> {
  const { kept, live } = await keptAndLiveTotals(t);
  expect(kept, step).toEqual(live);
  if (inDebt) expect(live.length, `${step}: agencies in debt`).toBeGreaterThan(0);
  const one = await keptAndLiveTotals(t, 2);
  expect(one.kept, `${step} (currency 2)`).toEqual(one.live);
}

const setCreditLimit = async (agency: number, limit: string) => {
  const res = await t.app.inject({ method: 'PATCH', url: `/api/accounting/credit-limit/${agency}/`, headers: await t.auth('accounting'), payload: { credit_limit: limit } });
  expect(res.statusCode, res.body).toBe(200);
};

describe('totals of the agencies in debt kept by the writes (migration 0046)', () => {
  it('equal the aggregate after deposits, payments, refunds, cancellations, credit-limit changes and rolls through the API', async () => {
    await expectKeptEqualsLive(t, 'the migrated seed', false);
    const cancun = await t.agencyId('Agencia Cancún Travel');
    const accounting = await t.auth('accounting');
    const operator = await t.auth('operator3');
    const deposit = await t.app.inject({ method: 'POST', url: '/api/accounting/deposit/', headers: accounting, payload: { agency: cancun, amount: '5000.00', reference: 'kept totals', transaction_number: 'KEPT-TOTALS-1', payment_type: 'bank_transfer' } });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const a = await bookedReservation(t, fx, 'operator3', 30);
    const b = await bookedReservation(t, fx, 'operator3', 31, 2);
    const c = await bookedReservation(t, fx, 'operator3', 32);
    // A pair in a currency the agency has no funds account in, in debt from the start.
    const euros = await newAgency(t, 'Totales Euro', { creditLimit: '300.00' });
    await reservationOf(t, euros, { start: daysFromNow(-3), total: '80.00', currency: 2 });
    await expectKeptEqualsLive(t, 'bookings, one overdue in euros');

    // 45 days on, Cancún owes the three bookings: the roll recomputes the totals.
    await roll(t, daysFromNow(45));
    await expectKeptEqualsLive(t, 'rolled 45 days on');
    const paid = await t.app.inject({ method: 'POST', url: `/api/payments/reservations/${a.id}/pay/`, headers: operator, payload: { provider: 'agency_funds' } });
    expect(paid.statusCode, paid.body).toBe(201);
    await expectKeptEqualsLive(t, 'a payment from funds (in debt: funds and debt move)');
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/payments/operations/${paid.json().operation.id}/refund/`,
      headers: accounting,
      payload: { amount: fromMinor(Math.floor(toMinor(a.total) / 2)) },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    await expectKeptEqualsLive(t, 'a partial refund');
    await setCreditLimit(cancun, '1234.50');
    await setCreditLimit(euros, '10.00');
    await expectKeptEqualsLive(t, 'credit limits of agencies in debt');
    const paidB = await t.app.inject({ method: 'POST', url: `/api/payments/reservations/${b.id}/pay/`, headers: operator, payload: { provider: 'agency_funds' } });
    expect(paidB.statusCode, paidB.body).toBe(201);
    for (const id of [b.id, c.id]) {
      const cancelled = await t.app.inject({ method: 'POST', url: `/api/flights/reservation/${id}/cancel/`, headers: operator, payload: {} });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }
    await expectKeptEqualsLive(t, 'cancellations (a paid one refunded to funds)');
    const rest = await t.app.inject({ method: 'POST', url: `/api/payments/reservations/${a.id}/pay/`, headers: operator, payload: { provider: 'agency_funds' } });
    expect(rest.statusCode, rest.body).toBe(201);
    await expectKeptEqualsLive(t, 'the rest of a paid');
    // The euro pair gets its first funds account while in debt, then leaves debt (paid by hand).
    await move(t, euros, '40.00', { currency: 2 });
    await expectKeptEqualsLive(t, 'the first euro funds of an agency in debt');
    await t.db.updateTable('reservations').set({ paid_amount: sql`total`, commercial_status: 'paid' }).where('agency_id', '=', euros).execute();
    const row = await t.db.selectFrom('agency_debts').select('debt_total').where('agency_id', '=', euros).where('currency_id', '=', 2).executeTakeFirstOrThrow();
    expect(Number(row.debt_total)).toBe(0);
    await expectKeptEqualsLive(t, 'the euro pair out of debt');
    // Out of debt, its funds and limit no longer count.
    await move(t, euros, '-15.00', { currency: 2 });
    await setCreditLimit(euros, '99.00');
    await expectKeptEqualsLive(t, 'moves of an agency out of debt');
    await roll(t, daysFromNow(0));
    await expectKeptEqualsLive(t, 'rolled back to today (nothing overdue left)', false);
  });

  it('equal the aggregate through a random sequence of reservation writes, funds moves, credit limits and rolls', async () => {
    const agencies = [await newAgency(t, 'Suma Uno', { creditLimit: '50.00' }), await newAgency(t, 'Suma Dos', { currency: 2 }), await newAgency(t, 'Suma Tres', { creditLimit: '7.25' })];
    // A fixed-seed generator: the same sequence on every run (its high bits: the low ones of this
    // generator repeat in short cycles, and some actions would never come).
    let seed = 20261126;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * n);
    };
    const seen = new Set<number>();
    const day = (offset: number) => new Date(Date.UTC(2031, 5, 10 + offset)).toISOString().slice(0, 10);
    const ids: number[] = [];
    await roll(t, day(0));
    for (let step = 0; step < 80; step++) {
      const action = next(10);
      const id = ids[next(Math.max(ids.length, 1))];
      const agency = agencies[next(agencies.length)];
      const currency = next(3) === 0 ? 1 : 2;
      const amount = `${1 + next(300)}.${String(next(100)).padStart(2, '0')}`;
      if (action <= 1 || id === undefined) {
        ids.push(await reservationOf(t, agency, { start: day(next(40) - 30), total: amount, currency }));
      } else if (action === 2) {
        await t.db.updateTable('reservations').set({ paid_amount: sql`round(total * ${next(100)} / 100, 2)`, commercial_status: 'partial-paid' }).where('id', '=', id).execute();
      } else if (action === 3) {
        await t.db.updateTable('reservations').set({ paid_amount: sql`total`, commercial_status: 'paid' }).where('id', '=', id).execute();
      } else if (action === 4) {
        await t.db.updateTable('reservations').set({ status: next(2) ? 'cancelled' : 'reserved', commercial_status: 'non-paid', paid_amount: '0' }).where('id', '=', id).execute();
      } else if (action === 5) {
        // Several rows in one statement, some moving between agencies.
        await t.db.updateTable('reservations').set({ start_date: day(next(40) - 30), agency_id: agencies[next(agencies.length)] }).where('id', 'in', ids.slice(-3)).execute();
      } else if (action === 6) {
        await t.db.deleteFrom('reservations').where('id', '=', id).execute();
        ids.splice(ids.indexOf(id), 1);
      } else if (action === 7) {
        // A debit past the credit limit is refused and writes nothing: the totals must not move either.
        await move(t, agency, next(2) ? amount : `-${amount}`, { currency }).catch((err: unknown) => {
          if (!(err instanceof ApiError && err.code === 'insufficient_funds')) throw err;
        });
      } else if (action === 8) {
        await t.db.updateTable('agencies').set({ credit_limit: amount }).where('id', '=', agency).execute();
      } else {
        await roll(t, day(next(30) - 10));
      }
      seen.add(action);
      const { kept, live } = await keptAndLiveTotals(t);
      expect(kept, `step ${step} (action ${action})`).toEqual(live);
    }
    expect([...seen].sort(), 'every action came').toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('are what the default view answers (and only it): a kept figure changed by hand shows there', async () => {
    const agency = await newAgency(t, 'Vista Por Defecto', { creditLimit: '25.00' });
    await reservationOf(t, agency, { start: daysFromNow(-10), total: '70.00' });
    await move(t, agency, '12.34');
    const headers = await t.auth('accounting');
    const list = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/accounting/balance/?${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ count: number; totals: { currency: number; agencies: number; funds: string }[] }>();
    };
    const before = await list('in_debt=true&ordering=-debt_total');
    const { kept, live } = await keptAndLiveTotals(t);
    expect(before.totals).toEqual(kept);
    expect(kept).toEqual(live);
    expect(before.count).toBe(live.reduce((n, s) => n + s.agencies, 0));

    // One shard's funds off by 1000: only a list that reads the kept rows answers it.
    await sql`update agency_debt_totals set funds = funds + 1000 where currency_id = 1 and shard = ${agency % 16}`.execute(t.db);
    const usd = (body: { totals: { currency: number; funds: string }[] }) => toMinor(body.totals.find((s) => s.currency === 1)?.funds ?? '0');
    expect(usd(await list('in_debt=true&ordering=-debt_total')) - usd(before), 'default view').toBe(100_000);
    expect(usd(await list('in_debt=true&currency=1')) - usd(before), 'one currency').toBe(100_000);
    expect(usd(await list('in_debt=true&name=Vista Por Defecto')), 'a name filter: aggregated from the rows').toBe(1234);
    await sql`select agency_debt_totals_recompute()`.execute(t.db);
    expect(await list('in_debt=true&ordering=-debt_total')).toEqual(before);
  });

  it('are read only for the first level, agencies in debt as kept, and no filter but the currency', async () => {
    const accountant = await accountantActor(t);
    const kept = { asOf: daysFromNow(0), kept: true };
    const q = (query: Record<string, string>) => balanceListQuery.parse(query);
    expect(readsKeptTotals(accountant, q({ in_debt: 'true' }), kept)).toBe(true);
    expect(readsKeptTotals(accountant, q({ in_debt: 'true', currency: '2', ordering: '-debt_total', page: '3' }), kept)).toBe(true);
    expect(readsKeptTotals(accountant, q({ in_debt: 'true' }), { ...kept, kept: false }), 'another day').toBe(false);
    const others: Record<string, string>[] = [{}, { in_debt: 'false' }, { in_debt: 'true', level: 'agency_2nd_level' }, { in_debt: 'true', parent: '1' }, { in_debt: 'true', country: '1' }, { in_debt: 'true', name: 'x' }, { in_debt: 'true', agency: '1' }];
    for (const other of others) {
      expect(readsKeptTotals(accountant, q(other), kept), JSON.stringify(other)).toBe(false);
    }
    const below = { ...accountant, agency: { ...accountant.agency, level: 'agency_2nd_level' as const, path: `${accountant.agency.path}9.` } };
    expect(readsKeptTotals(below, q({ in_debt: 'true' }), kept), 'a user below the first level').toBe(false);
  });
});
