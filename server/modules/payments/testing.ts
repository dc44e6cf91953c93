/** Helpers of the payments tests: a booked flight reservation and the ledger rows it produced. */
import type { Kysely } from 'kysely';
import { toMinor } from '../../../domain/money.ts';
import type { Database } from '../../db/schema.ts';
import { addDeparture, book, createFlightFixture, daysFromNow, type FlightFixture } from '../../testing/flightFixtures.ts';
import type { TestApp } from '../../testing/testApp.ts';

export async function paymentFixture(t: TestApp, policyId: number | null = null): Promise<FlightFixture> {
  return createFlightFixture(t.db, { policyId });
}

/** Books `adults` on a fresh departure `days` ahead as `user`; returns the reservation id and total. */
export async function bookedReservation(t: TestApp, fx: FlightFixture, user: string, days: number | string = 40, adults = 1): Promise<{ id: number; total: string; agency: number }> {
  const date = typeof days === 'string' ? days : daysFromNow(days);
  const out = await addDeparture(t.db, fx, { date, categories: [{ category: fx.economy, capacity: 50 }] });
  const res = await book(t.app, await t.auth(user), { outbound: out, category: fx.economy, adults }, { departure: date });
  if (res.statusCode !== 201) throw new Error(`booking answered ${res.statusCode}: ${res.body}`);
  const { id } = res.json<{ id: number }>();
  const row = await t.db.selectFrom('reservations').select(['total', 'agency_id']).where('id', '=', id).executeTakeFirstOrThrow();
  return { id, total: row.total, agency: row.agency_id };
}

/** The entries of a reservation's ledger transactions, per account kind and agency, in minor units. */
export async function reservationEntries(db: Kysely<Database>, reservationId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['a.kind', 'a.agency_id', 'e.amount'])
    .where('t.reservation_id', '=', reservationId)
    .execute();
  const sums = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.kind}:${r.agency_id ?? '-'}`;
    sums.set(key, (sums.get(key) ?? 0) + toMinor(r.amount));
  }
  return sums;
}

export async function fundsOf(db: Kysely<Database>, agencyId: number): Promise<number> {
  const row = await db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'agency_funds').where('agency_id', '=', agencyId).executeTakeFirst();
  return row ? toMinor(row.balance) : 0;
}

export async function countRows(db: Kysely<Database>) {
  const [ops, txs, entries] = await Promise.all(
    (['payment_operations', 'ledger_transactions', 'ledger_entries'] as const).map(async (table) => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)),
  );
  return { ops, txs, entries };
}
