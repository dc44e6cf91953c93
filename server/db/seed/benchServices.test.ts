import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';
import { BENCH_SERVICE_TYPES, seedBenchServices } from './benchServices.ts';

const t = useTestApp();

describe('SEED=bench: reservations of other services (small size)', () => {
  it('adds general reservations of every bench service type, listed by /resumen with totals, summary rows kept', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/reservations/?page_size=1', headers: await t.auth('admin') })).json();
    const byType = async () => {
      const rows = await sql<{ service_type: string; n: number }>`select service_type, count(*)::int as n from reservations where service_type <> 'flights' and locator not like '0%' group by 1`.execute(t.db);
      return new Map(rows.rows.map((r) => [r.service_type, r.n]));
    };
    // The demo has hotel stays of its own (seed/hotelReservations.ts): the bench's are what is added.
    const demo = await byType();
    const count = async (user: string) => (await t.app.inject({ method: 'GET', url: '/api/reservations/?service_type=hotels&page_size=1', headers: await t.auth(user) })).json().count;
    const spainDemo = await count('operator2b');
    await t.db.transaction().execute((tx) => seedBenchServices(tx, 600));
    const all = await byType();
    const counts = new Map([...all].map(([type, n]) => [type, n - (demo.get(type) ?? 0)]));
    for (const type of BENCH_SERVICE_TYPES) expect(counts.get(type) ?? 0).toBeGreaterThan(0);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(600);
    expect(counts.get('hotels')).toBeGreaterThan(counts.get('experiences') ?? 0);
    const after = (await t.app.inject({ method: 'GET', url: '/api/reservations/?page_size=1', headers: await t.auth('admin') })).json();
    expect(after.count - before.count).toBe(600);
    const hotels = (await t.app.inject({ method: 'GET', url: '/api/reservations/?service_type=hotels&page_size=10', headers: await t.auth('admin') })).json();
    expect(hotels.count).toBe(all.get('hotels'));
    expect(hotels.results.every((r: { service_type: string }) => r.service_type === 'hotels')).toBe(true);
    // A bench stay has no hotel part (no summary line); a demo stay, booked for real, has one.
    const summaryOf = async (bench: boolean) => {
      const row = await t.db.selectFrom('reservations as r').select('r.locator').where('r.service_type', '=', 'hotels').where(({ exists, not, selectFrom }) => {
        const part = exists(selectFrom('hotel_reservations as h').select('h.reservation_id').whereRef('h.reservation_id', '=', 'r.id'));
        return bench ? not(part) : part;
      }).orderBy('r.id').executeTakeFirstOrThrow();
      const found = (await t.app.inject({ method: 'GET', url: `/api/reservations/?reservation_code=${row.locator}`, headers: await t.auth('admin') })).json();
      return found.results.map((r: { summary: string }) => r.summary);
    };
    expect(await summaryOf(true)).toEqual(['']);
    expect((await summaryOf(false))[0]).not.toBe('');
    // The list summary's triggers saw them: its counts agree with the rows.
    const kept = await sql<{ n: number }>`select coalesce(sum(reservations), 0)::int as n from reservation_list_summary where scope_path = '' and service_type = 'hotels'`.execute(t.db);
    expect(kept.rows[0].n).toBe(all.get('hotels'));
    const locators = await sql<{ n: number }>`select count(*)::int as n from (select locator from reservations group by locator having count(*) > 1) d`.execute(t.db);
    expect(locators.rows[0].n).toBe(0);
    // An agency user sees only its subtree's share: operator3 (Cancún) part of the Mexican
    // subtree's, operator2b (Spain) none of them (its own demo stays only).
    expect(await count('operator3')).toBeGreaterThan(0);
    expect(await count('operator3')).toBeLessThan(hotels.count);
    expect(await count('operator2b')).toBe(spainDemo);
  });
});
