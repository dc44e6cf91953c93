import { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOverPglite } from './connect.ts';
import { queryTemplate } from './queryTemplate.ts';
import type { Database } from './schema.ts';

let db: Kysely<Database>;
beforeAll(async () => {
  db = kyselyOverPglite(await PGlite.create());
});
afterAll(async () => {
  await db.destroy();
});

type Sum = { n: number };

describe('queryTemplate', () => {
  it('compiles once per shape and runs each call with its own values', async () => {
    let builds = 0;
    const add = queryTemplate((kdb: Kysely<Database>, shape: { negate: boolean }, v: { a: number; b: number }) => {
      builds++;
      const sum = shape.negate ? sql<number>`-(${v.a}::int + ${v.b}::int)` : sql<number>`${v.a}::int + ${v.b}::int`;
      return kdb.selectNoFrom(sum.as('n'));
    });
    const run = async (negate: boolean, a: number, b: number) => ((await add(db, { negate }, { a, b })).rows[0] as Sum).n;
    expect(await run(false, 1, 2)).toBe(3);
    expect(await run(false, 10, 20)).toBe(30);
    expect(await run(true, 1, 2)).toBe(-3);
    expect(await run(true, 5, 5)).toBe(-10);
    // Two shapes compiled once each; under test every run is also built with its values to check it.
    expect(builds).toBe(2 + 4);
  });

  it('refuses a query with a value that is not one of the template values (it would be frozen into every run)', async () => {
    const scoped = (agency: number) =>
      queryTemplate((kdb: Kysely<Database>, _shape: { all: boolean }, v: { a: number }) => kdb.selectNoFrom(sql<number>`${v.a}::int + ${agency}::int`.as('n')));
    await expect(scoped(7)(db, { all: true }, { a: 1 })).rejects.toThrow(/parameter \$2 is not one of the template's values/);
  });

  it("under test, refuses a run whose values change the query's structure (the shape must decide it)", async () => {
    const branchy = queryTemplate((kdb: Kysely<Database>, _shape: { any: boolean }, v: { a: number | null }) =>
      kdb.selectNoFrom((v.a === null ? sql<number>`0` : sql<number>`${v.a}::int`).as('n')),
    );
    expect(((await branchy(db, { any: true }, { a: 4 })).rows[0] as Sum).n).toBe(4);
    await expect(branchy(db, { any: true }, { a: null })).rejects.toThrow(/does not decide the query's structure/);
  });
});
