/**
 * The totals kept by migration 0046 under real concurrency: payments from funds (account, then the
 * agency's debt row), deposits (some creating the agency's first funds account while it is in
 * debt), bookings of overdue services and cancellations (the debt row, then the agency's funds) of
 * many agencies — several in one shard, several on the same agency — with credit-limit changes and
 * a day roll in the middle. Each writer holds its locks a little (pg_sleep) so they meet. At the
 * end the kept totals equal the list's aggregate and what a recompute from scratch writes, and
 * every kept balance still equals its entries.
 *
 * Runs on a real PostgreSQL server (`npm run test:pg -- server/modules/accounting/keptTotalsRace.test.ts`);
 * skipped on PGlite, which runs one query at a time so nothing can race. Proving it can fail: with
 * the FOR SHARE locks of agency_debt_totals_apply (0046) replaced by nothing, or the agency's lock
 * of agency_debt_totals_funds (an account its transaction created), the totals drift here (each
 * seen on every run tried).
 */
import { sql, type Transaction } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../../domain/money.ts';
import type { Database } from '../../db/schema.ts';
import { retryTransaction } from '../../db/retry.ts';
import { onPostgres } from '../../testing/engine.ts';
import { daysFromNow } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { agencyFunds, openingBalance, providerRevenue } from '../ledger/accounts.ts';
import { postTransaction } from '../ledger/post.ts';
import { keptAndLiveTotals, move, newAgency, reservationOf } from './testing.ts';

const SKIP_REASON = 'skipped on PGlite: it serialises every query, so no two writers can race; npm run test:pg runs this';
if (!onPostgres) console.warn(`keptTotalsRace.test.ts: the writers' race is ${SKIP_REASON}.`);
const t = useTestApp();
const AGENCIES = 12;

/** One transaction, run again if PostgreSQL broke a deadlock (as the app's writers are, or answer 409). */
const write = (work: (tx: Transaction<Database>) => Promise<unknown>) => retryTransaction(() => t.db.transaction().execute(work));
/** Holds the transaction's locks a little, so the others come while they are held. */
const linger = (tx: Transaction<Database>, ms = 60) => sql`select pg_sleep(${ms / 1000})`.execute(tx);

/** A payment of the whole reservation from the agency's funds, as settle.ts orders it: reservation, ledger (account), reservation row. */
async function payFromFunds(tx: Transaction<Database>, reservationId: number): Promise<void> {
  const r = await tx.selectFrom('reservations').select(['agency_id', 'currency_id', 'total', 'paid_amount']).where('id', '=', reservationId).forUpdate().executeTakeFirstOrThrow();
  const owed = toMinor(r.total) - toMinor(r.paid_amount);
  await postTransaction(tx, {
    kind: 'payment',
    reservationId,
    createdBy: null,
    entries: [
      { account: agencyFunds(r.agency_id, r.currency_id), amountMinor: -owed },
      { account: providerRevenue(r.currency_id), amountMinor: owed },
    ],
  });
  await linger(tx);
  await tx.updateTable('reservations').set({ paid_amount: r.total, commercial_status: 'paid' }).where('id', '=', reservationId).execute();
}

async function deposit(tx: Transaction<Database>, agency: number, amount: string): Promise<void> {
  const minor = toMinor(amount);
  await postTransaction(tx, { kind: 'deposit', createdBy: null, entries: [{ account: agencyFunds(agency, 1), amountMinor: minor }, { account: openingBalance(1), amountMinor: -minor }] });
  await linger(tx);
}

beforeAll(async () => {
  if (!onPostgres) return;
  await sql`select agency_debts_roll(${daysFromNow(0)}::date)`.execute(t.db);
});

describe.skipIf(!onPostgres)(`kept totals of the agencies in debt under concurrent writers (${SKIP_REASON})`, () => {
  it('payments, deposits, bookings, cancellations, credit limits and a roll of many agencies at once leave them equal to a recompute', async () => {
    const agencies: { id: number; first: number; second: number }[] = [];
    for (let i = 0; i < AGENCIES; i++) {
      const id = await newAgency(t, `Carrera Totales ${i}`, { creditLimit: `${100 + i}.00` });
      // Half the agencies have funds; the others get their first funds account during the race.
      if (i % 2 === 0) await move(t, id, '900.00');
      const first = await reservationOf(t, id, { start: daysFromNow(-3 - i), total: `${150 + i}.25` });
      const second = await reservationOf(t, id, { start: daysFromNow(-20 - i), total: `${60 + i}.50` });
      agencies.push({ id, first, second });
    }
    const before = await keptAndLiveTotals(t);
    expect(before.kept).toEqual(before.live);

    // The day rolls as the writers start (the recompute at its end would hide the drift of a
    // writer before it, so it comes first: the writers wait for it or it for them).
    const work: Promise<unknown>[] = [sql`select agency_debts_roll(${daysFromNow(1)}::date)`.execute(t.db)];
    const later = (ms: number, run: () => Promise<unknown>) => new Promise((resolve) => setTimeout(resolve, ms)).then(run);
    const cancel = (ids: number[]) =>
      write(async (tx) => {
        await tx.updateTable('reservations').set({ status: 'cancelled' }).where('id', 'in', ids).execute();
        await linger(tx);
      });
    for (const [i, a] of agencies.entries()) {
      // Each agency's writers start a few ms apart, so the second comes while the first holds its locks.
      const at = 20 + i * 25;
      if (i % 2 === 1) {
        // No funds yet: a deposit opens the account and moves it; its debts are cancelled meanwhile (leaving debt).
        work.push(later(at, () => write((tx) => deposit(tx, a.id, `${10 + i}.00`))));
        work.push(later(at + 10, () => cancel([a.first, a.second])));
      } else if (i % 4 === 0) {
        // Leaving debt first (debt row, agency, account), a deposit on its account meanwhile.
        work.push(later(at, () => cancel([a.first, a.second])));
        work.push(later(at + 10, () => write((tx) => deposit(tx, a.id, `${10 + i}.00`))));
      } else {
        // A payment from funds (account, then debt row), a cancellation and a deposit meanwhile.
        work.push(later(at, () => write((tx) => payFromFunds(tx, a.first))));
        work.push(later(at + 10, () => cancel([a.second])));
        work.push(later(at + 20, () => write((tx) => deposit(tx, a.id, `${10 + i}.00`))));
      }
      // A new overdue booking: the pair enters debt again while its funds move.
      if (i % 4 === 1) work.push(later(at + 30, () => write((tx) => reservationOf({ db: tx }, a.id, { start: daysFromNow(-9), total: '33.30' }).then(() => linger(tx)))));
      if (i % 3 === 1) {
        work.push(
          later(at + 5, () =>
            write(async (tx) => {
              await tx.updateTable('agencies').set({ credit_limit: `${500 + i}.00` }).where('id', '=', a.id).execute();
              await linger(tx);
            }),
          ),
        );
      }
    }
    await Promise.all(work);

    const after = await keptAndLiveTotals(t);
    expect.soft(after.kept, 'kept = the list aggregate').toEqual(after.live);
    await sql`select agency_debt_totals_recompute()`.execute(t.db);
    expect.soft((await keptAndLiveTotals(t)).kept, 'kept = recomputed').toEqual(after.kept);
    expect.soft(await t.db.selectFrom('ledger_balance_drift').selectAll().execute(), 'kept balances = sums').toEqual([]);
    // The race did move the figures: fewer agencies owe, and funds came and went.
    expect(after.live).not.toEqual(before.live);
  });
});
