/**
 * The prepared-statement pool (PostgreSQL only: `npm run test:pg -- server/db/preparedStatements`).
 * One connection, so every statement lands in the one session whose `pg_prepared_statements` is read.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderedPage } from '../http/pagination.ts';
import { PLAN_PER_REQUEST, preparable, preparingPool, statementName, withValuesWritten } from './preparedStatements.ts';
import { onPostgres } from '../testing/engine.ts';

const url = process.env.DATABASE_URL;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a throw-away schema-less instance
type AnyDb = Kysely<any>;

describe('statement names', () => {
  it('names only single data statements, one name per text', () => {
    expect(preparable('select 1')).toBe(true);
    expect(preparable('  WITH x as (select 1) select * from x')).toBe(true);
    expect(preparable('insert into t values ($1)')).toBe(true);
    expect(preparable('create table t (id int)')).toBe(false);
    expect(preparable('select 1; select 2')).toBe(false);
    expect(statementName('select 1')).toBe(statementName('select 1'));
    expect(statementName('select 1')).not.toBe(statementName('select 2'));
    expect(statementName('x'.repeat(10_000)).length).toBeLessThan(64);
  });

  it("marks a list page's statement, to be planned for its values", () => {
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool() }) }); // eslint-disable-line @typescript-eslint/no-explicit-any -- compile only
    const keys = db.selectFrom('reservations as r').select('r.id').where('r.status', '=', 'reserved');
    const page = orderedPage(keys, { page: 1, page_size: 25, ordering: '-created' }, { fields: { created: 'r.created_at' }, default: ['-created'], tiebreaker: 'r.id' });
    const text = db.selectNoFrom(sql<number[]>`array(${page})`.as('ids')).compile().sql;
    expect(text).toContain(PLAN_PER_REQUEST);
    expect(preparable(text)).toBe(false);
    expect(preparable(keys.compile().sql)).toBe(true);
  });

  it('writes the values of such a statement in as the literals of untyped parameters, or leaves it to be planned per request', () => {
    const text = `select $1 as a, $2 as b, $3 as c, $4 as d, $5::int[] as e, $6 as f, $10 as g ${PLAN_PER_REQUEST}`;
    const values = ["O'Neil; drop table x", 'back\\slash', 25, true, [1, 2, 3], null, 7, 8, 9, new Date('2026-11-29T10:00:00Z')];
    expect(withValuesWritten(text, values)).toBe(
      `select 'O''Neil; drop table x' as a,  E'back\\\\slash' as b, '25' as c, 'true' as d, '{1,2,3}'::int[] as e, null as f, '2026-11-29T10:00:00.000Z' as g ${PLAN_PER_REQUEST}`,
    );
    // A value it does not write, a parameter without a value, a dollar-quoted text, two statements.
    expect(withValuesWritten(`select $1 ${PLAN_PER_REQUEST}`, [{ a: 1 }])).toBeNull();
    expect(withValuesWritten(`select $1 ${PLAN_PER_REQUEST}`, [['a']])).toBeNull();
    expect(withValuesWritten(`select $1 ${PLAN_PER_REQUEST}`, [Number.NaN])).toBeNull();
    expect(withValuesWritten(`select $2 ${PLAN_PER_REQUEST}`, [1])).toBeNull();
    expect(withValuesWritten(`select $$x$$, $1 ${PLAN_PER_REQUEST}`, [1])).toBeNull();
    expect(withValuesWritten(`select $1; select 2 ${PLAN_PER_REQUEST}`, [1])).toBeNull();
  });
});

describe.skipIf(!onPostgres)('prepared statements on PostgreSQL', () => {
  let db: AnyDb;
  const limit = 3;
  const prepared = async () =>
    (await sql<{ name: string }>`select name from pg_prepared_statements order by name`.execute(db)).rows.map((r) => r.name);

  beforeAll(() => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    db = new Kysely({ dialect: new PostgresDialect({ pool: preparingPool(pool, limit) }) });
  });
  afterAll(() => db?.destroy());

  it('prepares a data statement once and answers with its values', async () => {
    const query = (n: number) => sql<{ n: number }>`select ${n}::int + 1 as n`.execute(db);
    expect((await query(1)).rows).toEqual([{ n: 2 }]);
    expect((await query(41)).rows).toEqual([{ n: 42 }]);
    const names = await prepared();
    expect(names).toContain(statementName('select $1::int + 1 as n'));
  });

  it('keeps at most `limit` per connection and prepares an evicted text again', async () => {
    for (let i = 0; i < 8; i++) {
      const text = sql.raw(`select ${i} as i, $1::text as v`);
      // sql.raw keeps the literal in the text: eight different statements.
      const result = await sql<{ i: number; v: string }>`${text}`.execute(db).catch(() => null);
      expect(result).toBeNull(); // $1 without a value: PostgreSQL refuses, nothing is kept
    }
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 8; i++) {
        const { rows } = await sql<{ i: number; v: string }>`select ${sql.raw(String(i))} as i, ${`v${i}`}::text as v`.execute(db);
        expect(rows).toEqual([{ i, v: `v${i}` }]);
      }
    }
    // The listing query is itself a prepared statement of this connection: limit in all.
    expect((await prepared()).length).toBeLessThanOrEqual(limit);
  });

  it('an aborted transaction neither loses the error nor breaks the connection', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`select 1 / 0`.execute(trx);
      }),
    ).rejects.toThrow(/division by zero/);
    for (let i = 0; i < 6; i++) {
      await expect(
        db.transaction().execute(async (trx) => {
          await sql`select 1 / 0 as a${sql.raw(String(i))}`.execute(trx).catch(() => undefined);
          // The transaction is aborted: a new text must neither DEALLOCATE nor hide the error.
          await sql`select ${sql.raw(String(i))} as after_abort`.execute(trx);
        }),
      ).rejects.toThrow(/aborted/);
    }
    const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(db);
    expect(rows).toEqual([{ ok: 1 }]);
    expect((await prepared()).length).toBeLessThanOrEqual(limit);
  });

  it('prepares a statement planned for its values once per values, and reads them back as sent', async () => {
    const tricky = "it's; a \\ test -- $1";
    const page = (value: string) => sql<{ v: string; n: number }>`select ${value}::text as v, length(${value}) as n ${sql.raw(PLAN_PER_REQUEST)}`.execute(db);
    expect((await page(tricky)).rows).toEqual([{ v: tricky, n: tricky.length }]);
    expect((await page(tricky)).rows).toEqual([{ v: tricky, n: tricky.length }]);
    expect((await page('other')).rows).toEqual([{ v: 'other', n: 5 }]);
    const names = await prepared();
    const text = (value: string) => withValuesWritten(`select $1::text as v, length($2) as n ${PLAN_PER_REQUEST}`, [value, value])!;
    expect(names).toContain(statementName(text(tricky)));
    expect(names).toContain(statementName(text('other')));
  });

  it('leaves DDL and multi-statement scripts unnamed', async () => {
    await sql`create temporary table prepared_probe (id int); insert into prepared_probe values (1)`.execute(db);
    const { rows } = await sql<{ id: number }>`select id from prepared_probe`.execute(db);
    expect(rows).toEqual([{ id: 1 }]);
    await sql`drop table prepared_probe`.execute(db);
  });
});
