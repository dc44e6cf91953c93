import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/testApp.ts';
import { keysetBatches } from './pagination.ts';

const t = useTestApp();

describe('keysetBatches', () => {
  it('walks every row once in the ordering, with ties and timestamps a millisecond cannot tell apart', async () => {
    // Five rows per millisecond, one microsecond apart: a JS Date would merge them.
    await sql`create temp table if not exists keyset_rows as
      select n as id, 'name ' || (n % 4) as name, timestamptz '2026-01-01 10:00:00' + make_interval(secs => (n / 5) * 0.001 + (n % 5) * 0.000001) as at
      from generate_series(1, 53) n`.execute(t.db);
    // Temp tables live per connection: on PGlite there is one; on pg the pool may differ, so read through one connection.
    await t.db.connection().execute(async (db) => {
      const query = db.selectFrom(sql`keyset_rows`.as('k')).select([sql<number>`k.id`.as('id')]);
      for (const ordering of ['-at', 'name,-at', '-name,at']) {
        const spec = { fields: { at: sql`k.at`, name: sql`k.name` }, default: ['at'], tiebreaker: 'k.id' };
        const seen: number[] = [];
        for await (const batch of keysetBatches(query, ordering, spec, 7)) seen.push(...batch.map((r) => r.id));
        expect(seen, ordering).toHaveLength(53);
        expect(new Set(seen).size).toBe(53);
        const orderBy = ordering.split(',').map((f) => (f.startsWith('-') ? `${f.slice(1)} desc` : f));
        const expected = await sql<{ id: number }>`select id from keyset_rows order by ${sql.raw(orderBy.join(', '))}, id`.execute(db);
        expect(seen, ordering).toEqual(expected.rows.map((r) => r.id));
      }
    });
  });
});
