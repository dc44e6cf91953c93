/**
 * A staff price change arriving while a payment of the same reservation is still open: the change
 * must wait for the payment and price what it leaves (paid amount, status), not what it read before.
 * And many payments and changes at once never deadlock (the change takes its locks in a payment's
 * order: ledger accounts, then the reservation whose triggers update the list summary).
 *
 * Runs on a real PostgreSQL server (`npm run test:pg -- server/modules/resumen/priceRace.test.ts`);
 * skipped on PGlite, which has one connection, so nothing can be open while another request runs.
 *
 * It fails when priceChange.ts reads the reservation without `forUpdate()`: the change then overwrites
 * the payment's status with the one it computed before the payment, and moves no paid share.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { heldAt } from '../../../domain/payments/allocation.ts';
import { commercialStatusFor } from '../../../domain/payments/statuses.ts';
import type { CommercialStatus } from '../../../domain/reservations/statuses.ts';
import { serviceContext } from '../../http/context.ts';
import { addDeparture, book, ruleFreeDays, type FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { findUser, toActor } from '../accounts/session.ts';
import { payReservation } from '../payments/service.ts';
import { reservationPayees } from '../payments/settle.ts';
import { paymentFixture, reservationEntries } from '../payments/testing.ts';
import { onPostgres } from '../../testing/engine.ts';

const SKIP_REASON = 'skipped on PGlite: one connection, so no payment can be open while a change runs; npm run test:pg runs this';
if (!onPostgres) console.warn(`priceRace.test.ts: the race is ${SKIP_REASON}.`);
const t = useTestApp();
let fx: FlightFixture;
let day = '';
let departure = 0;

beforeAll(async () => {
  if (!onPostgres) return;
  fx = await paymentFixture(t);
  [day = ''] = ruleFreeDays(47);
  departure = await addDeparture(t.db, fx, { date: day, categories: [{ category: fx.economy, capacity: 60 }] });
  // Funds for every payment: the race is about the reservation, not the agency's last funds.
  const deposit = await t.app.inject({ method: 'POST', url: '/api/accounting/deposit/', headers: await t.auth('accounting'), payload: { agency: await t.agencyId('Agencia Cancún Travel'), amount: '100000.00', transaction_number: 'RACE-1', payment_type: 'bank_transfer' } });
  expect(deposit.statusCode, deposit.body).toBe(201);
});

async function booked(count: number): Promise<Map<number, string>> {
  const headers = await t.auth('operator3');
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await book(t.app, headers, { outbound: departure, category: fx.economy, adults: 1 }, { departure: day });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json<{ id: number }>().id);
  }
  return new Map((await t.db.selectFrom('reservations').select(['id', 'total']).where('id', 'in', ids).execute()).map((r) => [r.id, r.total]));
}

const change = async (id: number, total: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/reservations/${id}/price/`, headers: await t.auth('commercial'), payload: { total, reason: 'Carrera' } });

/** The reservation is what its payments and final breakdown say: status, paid ≤ total, each payee's share in the ledger. */
async function expectCoherent(id: number) {
  const r = await t.db.selectFrom('reservations').select(['total', 'paid_amount', 'commercial_status', 'price_levels']).where('id', '=', id).executeTakeFirstOrThrow();
  const paid = toMinor(r.paid_amount);
  const total = toMinor(r.total);
  expect(paid, `reservation ${id}`).toBeLessThanOrEqual(total);
  expect(r.commercial_status, `reservation ${id}`).toBe(commercialStatusFor(paid, total, 'non-paid' as CommercialStatus));
  const payees = reservationPayees(r);
  const held = heldAt(payees, total, paid);
  const entries = await reservationEntries(t.db, id);
  payees.forEach((p, i) => {
    const key = p.agencyId === null ? 'provider_revenue:-' : `markup_earnings:${p.agencyId}`;
    expect(entries.get(key) ?? 0, `reservation ${id} ${key}`).toBe(held[i]);
  });
}

describe.skipIf(!onPostgres)(`a price change racing a payment on PostgreSQL (${SKIP_REASON})`, () => {
  it('a change sent while a payment of the reservation is open waits for it and prices what it paid', async () => {
    const [[id, total] = [0, '0']] = [...(await booked(1))];
    const operator3 = toActor((await findUser(t.db, { username: 'operator3' }))!);
    let answer: Awaited<ReturnType<typeof change>> | undefined;
    await t.db.transaction().execute(async (tx) => {
      // The payment runs and stays open (uncommitted) in this transaction.
      const paid = await payReservation(serviceContext(tx, operator3), id, { provider: 'agency_funds' });
      expect(paid.reservation?.commercial_status).toBe('paid');
      const sent = change(id, fromMinor(toMinor(total) + 1500)).then((res) => (answer = res));
      // Until the change waits on a lock held here (a condition, not a time).
      for (let i = 0; i < 500; i++) {
        const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`.execute(t.db);
        if ((waiting.rows[0]?.n ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      void sent;
    });
    for (let i = 0; i < 500 && !answer; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answer?.statusCode, answer?.body).toBe(200);
    expect(answer?.json()).toMatchObject({ paid_amount: total, commercial_status: 'partial-paid' });
    await expectCoherent(id);
  });

  it('twenty reservations, each paid and repriced at the same moment: no deadlock, every one coherent', async () => {
    const totals = await booked(20);
    const operator = await t.auth('operator3');
    const answers = await Promise.all(
      [...totals].flatMap(([id, total]) => [
        t.app.inject({ method: 'POST', url: `/api/payments/reservations/${id}/pay/`, headers: operator, payload: { provider: 'agency_funds' } }),
        change(id, fromMinor(toMinor(total) + 4321)),
      ]),
    );
    // A deadlock would be a 500 here.
    expect(answers.map((a) => `${a.statusCode} ${a.statusCode >= 300 ? a.body : ''}`)).toEqual([...totals].flatMap(() => ['201 ', '200 ']));
    for (const id of totals.keys()) await expectCoherent(id);
    expect(await t.db.selectFrom('ledger_balance_drift').selectAll().execute()).toEqual([]);
  });
});
