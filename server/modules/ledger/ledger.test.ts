import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../../domain/money.ts';
import type { FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { bookedReservation, countRows, fundsOf, paymentFixture, reservationEntries } from '../payments/testing.ts';
import { agencyFunds, openingBalance } from './accounts.ts';
import { postTransaction } from './post.ts';

const t = useTestApp();
let fx: FlightFixture;

beforeAll(async () => {
  // 50 % penalty from 0 to 20 days before departure.
  const policy = await t.db
    .insertInto('cancellation_policies')
    .values({ name: 'Prueba 50 %', discount_type: 'percent', value: '50.00', min_days: 0, max_days: 20, service_type: 'flights' })
    .returning('id')
    .executeTakeFirstOrThrow();
  fx = await paymentFixture(t, policy.id);
});

describe('the ledger in the database', () => {
  it('refuses a transaction whose entries do not sum to zero, at commit', async () => {
    const merida = await t.agencyId('Viajes Mérida Express');
    const before = await countRows(t.db);
    const unbalanced = t.db.transaction().execute(async (tx) => {
      const { id } = await tx.insertInto('ledger_transactions').values({ kind: 'adjustment', created_by: null }).returning('id').executeTakeFirstOrThrow();
      const account = (await tx.selectFrom('ledger_accounts').select('id').where('agency_id', '=', merida).where('kind', '=', 'agency_funds').executeTakeFirstOrThrow()).id;
      await tx.insertInto('ledger_entries').values({ transaction_id: id, account_id: account, amount: '10.00', currency_id: 1 }).execute();
    });
    await expect(unbalanced).rejects.toThrow(/does not balance/);
    expect(await countRows(t.db)).toEqual(before);
    // The code refuses it earlier too.
    await expect(
      t.db.transaction().execute((tx) =>
        postTransaction(tx, { kind: 'adjustment', createdBy: null, entries: [{ account: agencyFunds(merida, 1), amountMinor: 100 }, { account: openingBalance(1), amountMinor: -99 }] }),
      ),
    ).rejects.toThrow(/unbalanced/);
  });

  it('is append only: entries and transactions are never updated nor deleted', async () => {
    for (const statement of [
      sql`update ledger_entries set amount = amount * 2`,
      sql`delete from ledger_entries`,
      sql`update ledger_transactions set reference = 'x'`,
      sql`delete from ledger_transactions`,
    ]) {
      await expect(statement.execute(t.db)).rejects.toThrow(/append only/);
    }
  });

  it('keeps each account balance equal to the sum of its entries; the seed deposits were migrated as balanced transactions', async () => {
    expect(await t.db.selectFrom('ledger_balance_drift').selectAll().execute()).toEqual([]);
    const unbalanced = await sql<{ id: number }>`select transaction_id as id from ledger_entries group by transaction_id, currency_id having sum(amount) <> 0`.execute(t.db);
    expect(unbalanced.rows).toEqual([]);
    // The seed's demo bookings marked paid were paid from funds: each paid amount is in the ledger.
    const paid = await t.db.selectFrom('reservations').select(['id', 'paid_amount']).where('paid_amount', '>', '0').execute();
    expect(paid.length).toBeGreaterThan(0);
    const ops = await t.db.selectFrom('payment_operations').select(['reservation_id', 'amount', 'funds_amount']).where('kind', '=', 'payment').where('status', '=', 'completed').execute();
    for (const r of paid) {
      const entries = await reservationEntries(t.db, r.id);
      const fromFunds = [...entries].filter(([k]) => k.startsWith('agency_funds:')).reduce((a, [, v]) => a + v, 0);
      const mine = ops.filter((o) => o.reservation_id === r.id);
      expect(mine.reduce((a, o) => a + toMinor(o.amount), 0), `reservation ${r.id}`).toBe(toMinor(r.paid_amount));
      // Funds in another currency than the reservation's (a Spanish agency's EUR paying a USD stay)
      // gave the converted amount the operation records (docs/api-payments.md 'Funds in another currency').
      expect(fromFunds, `reservation ${r.id}`).toBe(-mine.reduce((a, o) => a + toMinor(o.funds_amount ?? o.amount), 0));
    }
  });
});

describe('deposits, balances, refunds and cancellations', () => {
  it('POST accounting/deposit/: finance staff credit an agency; others are refused; bad input changes nothing', async () => {
    const merida = await t.agencyId('Viajes Mérida Express');
    const before = await fundsOf(t.db, merida);
    const headers = { ...(await t.auth('accounting')), 'idempotency-key': 'dep-1' };
    const res = await t.app.inject({ method: 'POST', url: '/api/accounting/deposit/', headers, payload: { agency: merida, amount: '150.25', reference: 'SPEI 9', transaction_number: 'SPEI-9', payment_type: 'bank_transfer' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ provider: 'deposit', status: 'completed', amount: '150.25', agency: merida, reservation: null });
    const retry = await t.app.inject({ method: 'POST', url: '/api/accounting/deposit/', headers, payload: { agency: merida, amount: '150.25', reference: 'SPEI 9', transaction_number: 'SPEI-9', payment_type: 'bank_transfer' } });
    expect(retry.json().id).toBe(res.json().id);
    expect(await fundsOf(t.db, merida)).toBe(before + 15025);
    const balance = await t.app.inject({ method: 'GET', url: `/api/accounting/agency-balance/${merida}/`, headers: await t.auth('accounting') });
    expect(balance.json()).toEqual({ agency: merida, currency: 1, funds: ((before + 15025) / 100).toFixed(2), credit_limit: '0.00', available: ((before + 15025) / 100).toFixed(2), unpaid_booking_hours: null });
    // A key is its user's own: another user's 'dep-1' with another body is a deposit of its own, not a replay nor a 409.
    const other = await t.app.inject({ method: 'POST', url: '/api/accounting/deposit/', headers: { ...(await t.auth('admin')), 'idempotency-key': 'dep-1' }, payload: { agency: merida, amount: '10.00', transaction_number: 'SPEI-10', payment_type: 'bank_transfer' } });
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().id).not.toBe(res.json().id);
    expect(await fundsOf(t.db, merida)).toBe(before + 15025 + 1000);

    const rows = await countRows(t.db);
    for (const user of ['operator2', 'operator3', 'admin_mx_dep']) {
      if (user === 'admin_mx_dep') await t.createUser({ username: user, type: 'admin', agency: 'Turismo Azul México', groups: ['Admin Finances'] });
      const refused = await t.app.inject({ method: 'POST', url: '/api/accounting/deposit/', headers: await t.auth(user), payload: { agency: merida, amount: '1.00' } });
      expect(refused.statusCode, user).toBe(403);
    }
    const bad = await t.app.inject({ method: 'POST', url: '/api/accounting/deposit/', headers: await t.auth('accounting'), payload: { agency: merida, amount: '-5', transaction_number: 'SPEI-BAD', payment_type: 'cash' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['amount']);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/accounting/deposit/', headers: await t.auth('accounting'), payload: { agency: 999999, amount: '5', transaction_number: 'SPEI-NONE', payment_type: 'cash' } });
    expect(unknown.json()).toEqual({ agency: ['La agencia no existe.'] });
    expect(await countRows(t.db)).toEqual(rows);
  });

  it('a refund never exceeds what was captured, and walks the split back to the buyer’s funds', async () => {
    const cancun = await t.agencyId('Agencia Cancún Travel');
    const r = await bookedReservation(t, fx, 'operator3', 40);
    const paid = await t.app.inject({ method: 'POST', url: `/api/payments/reservations/${r.id}/pay/`, headers: await t.auth('operator3'), payload: { provider: 'agency_funds' } });
    const op = paid.json().operation.id as number;
    const funds = await fundsOf(t.db, cancun);
    const refund = async (user: string, amount: string) => t.app.inject({ method: 'POST', url: `/api/payments/operations/${op}/refund/`, headers: await t.auth(user), payload: { amount } });
    expect((await refund('operator3', '1.00')).statusCode).toBe(403);
    const half = (toMinor(r.total) / 2 / 100).toFixed(2);
    const first = await refund('accounting', half);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().operation).toMatchObject({ kind: 'refund', status: 'completed', parent: op, amount: half });
    expect(first.json().reservation.commercial_status).toBe('partial-paid');
    const rows = await countRows(t.db);
    const tooMuch = await refund('accounting', r.total);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().amount[0]).toMatch(/^El reembolso supera lo cobrado/);
    expect(await countRows(t.db)).toEqual(rows);
    const rest = ((toMinor(r.total) - toMinor(half)) / 100).toFixed(2);
    expect((await refund('accounting', rest)).statusCode).toBe(201);
    expect(await fundsOf(t.db, cancun)).toBe(funds + toMinor(r.total));
    const entries = await reservationEntries(t.db, r.id);
    expect([...entries.values()].every((v) => v === 0)).toBe(true);
    const status = await t.db.selectFrom('reservations').select(['commercial_status', 'paid_amount']).where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(status).toEqual({ commercial_status: 'non-paid', paid_amount: '0.00' });
    expect((await refund('accounting', '0.01')).statusCode).toBe(400);
  });

  it('a cancellation keeps the penalty and gives the rest back to the funds it came from', async () => {
    const cancun = await t.agencyId('Agencia Cancún Travel');
    const r = await bookedReservation(t, fx, 'operator3', 10, 2); // inside the 50 % window
    await t.app.inject({ method: 'POST', url: `/api/payments/reservations/${r.id}/pay/`, headers: await t.auth('operator3'), payload: { provider: 'agency_funds' } });
    const funds = await fundsOf(t.db, cancun);
    const res = await t.app.inject({ method: 'POST', url: `/api/flights/reservation/${r.id}/cancel/`, headers: await t.auth('operator3'), payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    const penalty = toMinor(res.json().penalty);
    expect(penalty).toBe(Math.round(toMinor(r.total) / 2));
    expect(await fundsOf(t.db, cancun)).toBe(funds + toMinor(r.total) - penalty);
    const row = await t.db.selectFrom('reservations').select(['commercial_status', 'paid_amount']).where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ commercial_status: 'cancelled', paid_amount: (penalty / 100).toFixed(2) });
    const entries = await reservationEntries(t.db, r.id);
    expect(entries.get(`agency_funds:${cancun}`)).toBe(-penalty);
    expect([...entries.values()].reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('nobody sets paid or partial-paid by hand (status PATCH)', async () => {
    const r = await bookedReservation(t, fx, 'operator3', 46);
    for (const status of ['paid', 'partial-paid']) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/reservations/${r.id}/status/`, headers: await t.auth('admin'), payload: { commercial_status: status } });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await t.db.selectFrom('reservations').select('commercial_status').where('id', '=', r.id).executeTakeFirstOrThrow()).commercial_status).toBe('non-paid');
  });
});
