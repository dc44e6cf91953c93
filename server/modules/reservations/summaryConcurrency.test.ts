/**
 * Two bookings of the same day and service by two agencies in two open transactions (migration 0050): the
 * second must not wait for the first to end. With 0013's upsert both updated the same summary rows
 * (the whole network's, the agency's parents'), so the second waited until the first committed:
 * with a lock timeout of half a second it failed here ("canceling statement due to lock timeout").
 * A checkout books and pays in one transaction, so the day's checkouts queued there.
 *
 * Runs on a real PostgreSQL server (`npm run test:pg -- server/modules/reservations/summaryConcurrency.test.ts`);
 * skipped on PGlite, which runs one query at a time so nothing can wait.
 */
import { sql, type Transaction } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { onPostgres } from '../../testing/engine.ts';
import { addDeparture, book, createFlightFixture, daysFromNow } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { foldListSummary } from './summaryCompaction.ts';

if (!onPostgres) console.warn('summaryConcurrency.test.ts: skipped on PGlite (one query at a time); npm run test:pg runs it.');
const t = useTestApp();
let model = 0;
let columns: string[] = [];

beforeAll(async () => {
  const fx = await createFlightFixture(t.db);
  const date = daysFromNow(30);
  const out = await addDeparture(t.db, fx, { date, categories: [{ category: fx.economy, capacity: 10 }] });
  const res = await book(t.app, await t.auth('operator3'), { outbound: out, category: fx.economy, adults: 1 }, { departure: date });
  expect(res.statusCode, res.body).toBe(201);
  model = res.json<{ id: number }>().id;
  const { rows } = await sql<{ name: string }>`select column_name as name from information_schema.columns
    where table_name = 'reservations' and column_name not in ('id', 'locator', 'agency_id') and is_generated = 'NEVER' order by ordinal_position`.execute(t.db);
  columns = rows.map((r) => r.name);
});

/**
 * A copy of the model reservation (same day, service and statuses) under a new locator, bought by
 * `username`'s agency: two agencies, as an agency's own bookings do wait for each other on its debt
 * row (0043) and its funds.
 */
async function copyOfModel(tx: Transaction<Database>, locator: string, username: string): Promise<void> {
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  await sql`insert into reservations (locator, agency_id, ${list})
    select ${locator}, (select agency_id from users where username = ${username}), ${list} from reservations where id = ${model}`.execute(tx);
}

const summed = () =>
  sql<{ n: number }>`select coalesce(sum(reservations), 0)::int as n from reservation_list_summary s join reservations r on r.id = ${model}
    where s.scope_path = '' and s.service_type = r.service_type and s.status = r.status and s.currency_id = r.currency_id
      and s.start_date = r.start_date and s.commercial_status = r.commercial_status`
    .execute(t.db)
    .then((r) => r.rows[0].n);

describe.runIf(onPostgres)('the list summary under concurrent bookings', () => {
  it('lets a second booking of the same key through while the first is still open', async () => {
    const before = await summed();
    await t.db.transaction().execute(async (first) => {
      await copyOfModel(first, 'SUMCC1', 'operator3');
      await t.db.transaction().execute(async (second) => {
        await sql`set local lock_timeout = '500ms'`.execute(second);
        await copyOfModel(second, 'SUMCC2', 'operator2');
      });
    });
    expect(await summed()).toBe(before + 2);
    await foldListSummary(t.db);
    expect(await summed()).toBe(before + 2);
  });
});
