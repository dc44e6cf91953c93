/**
 * Twelve payments from agency funds race for an agency whose funds cover exactly five of them:
 * exactly five succeed, the funds end at zero (never below: no credit limit), the refused ones
 * wrote nothing, and every kept balance still equals the sum of its entries.
 *
 * Runs on a real PostgreSQL server (`npm run test:pg -- server/modules/ledger/fundsRace.test.ts`);
 * skipped on PGlite, which runs one query at a time so nothing can race.
 *
 * Proving the test can fail: `FUNDS_GUARD=off npm run test:pg -- server/modules/ledger/fundsRace.test.ts`
 * reads the funds without the account row's lock (server/modules/ledger/post.ts fundsGuardEnabled):
 * all twelve see the same balance, more than five pass and the funds go below zero.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../../domain/money.ts';
import { addDeparture, book, ruleFreeDays, type FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { fundsOf, paymentFixture } from '../payments/testing.ts';
import { agencyFunds, openingBalance } from './accounts.ts';
import { postTransaction } from './post.ts';
import { onPostgres } from '../../testing/engine.ts';

const SKIP_REASON = 'skipped on PGlite: it serialises every query, so no two payments can race; npm run test:pg runs this';
if (!onPostgres) console.warn(`fundsRace.test.ts: the 12-payments race is ${SKIP_REASON}.`);
const t = useTestApp();
let fx: FlightFixture;

beforeAll(async () => {
  if (!onPostgres) return;
  fx = await paymentFixture(t);
});

describe.skipIf(!onPostgres)(`payments racing for the last funds on PostgreSQL (${SKIP_REASON})`, () => {
  it('12 simultaneous payments, funds for 5: exactly 5 paid, funds at zero, nothing written for the others', async () => {
    const cancun = await t.agencyId('Agencia Cancún Travel');
    const reservations: { id: number; total: string }[] = [];
    // One departure on a day free of the demo's dated price rules: every booking costs the same.
    const [day = ''] = ruleFreeDays(40);
    const out = await addDeparture(t.db, fx, { date: day, categories: [{ category: fx.economy, capacity: 50 }] });
    const headers0 = await t.auth('operator3');
    for (let i = 0; i < 12; i++) {
      const res = await book(t.app, headers0, { outbound: out, category: fx.economy, adults: 1 }, { departure: day });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json<{ id: number }>();
      reservations.push({ id, total: (await t.db.selectFrom('reservations').select('total').where('id', '=', id).executeTakeFirstOrThrow()).total });
    }
    const price = toMinor(reservations[0]?.total ?? '0');
    expect(reservations.every((r) => toMinor(r.total) === price)).toBe(true);
    // Funds to exactly five payments.
    const funds = await fundsOf(t.db, cancun);
    const adjust = 5 * price - funds;
    await t.db.transaction().execute((tx) =>
      postTransaction(tx, { kind: 'adjustment', createdBy: null, entries: [{ account: agencyFunds(cancun, 1), amountMinor: adjust }, { account: openingBalance(1), amountMinor: -adjust }] }),
    );
    expect(await fundsOf(t.db, cancun)).toBe(5 * price);

    const headers = await t.auth('operator3');
    const answers = await Promise.all(
      reservations.map((r) => t.app.inject({ method: 'POST', url: `/api/payments/reservations/${r.id}/pay/`, headers, payload: { provider: 'agency_funds' } })),
    );
    const statuses = answers.map((a) => a.statusCode);
    // Soft: a failing run (guard off) reports every broken figure.
    expect.soft(statuses.filter((s) => s === 201).length, 'payments accepted').toBe(5);
    expect.soft(statuses.filter((s) => s === 409).length, 'payments refused').toBe(7);
    expect.soft(await fundsOf(t.db, cancun), 'funds left').toBe(0);
    const ids = reservations.map((r) => r.id);
    const paid = await t.db.selectFrom('reservations').select('id').where('id', 'in', ids).where('commercial_status', '=', 'paid').execute();
    expect.soft(paid.length, 'reservations paid').toBe(5);
    const ops = await t.db.selectFrom('payment_operations').select('id').where('reservation_id', 'in', ids).execute();
    expect.soft(ops.length, 'operations recorded').toBe(5);
    expect.soft(await t.db.selectFrom('ledger_balance_drift').selectAll().execute(), 'kept balances = sums').toEqual([]);
  });
});
