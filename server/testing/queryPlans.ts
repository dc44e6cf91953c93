/** Reading PostgreSQL plans in tests (EXPLAIN (ANALYZE, FORMAT JSON)): the list plan tests. */
import { sql, type CompiledQuery, type Kysely, type KyselyPlugin } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

/** Every node of a plan, the root first. */
export function* planNodes(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* planNodes(child);
}

/**
 * `db` seen through a plugin that compiles and keeps every query it is handed (they run as usual):
 * what a service sends, for a test to read the plan of. The plugin also sees sub-selects as they
 * are composed, so a statement and its parts may both be there.
 */
export function recording(db: Kysely<Database>): { db: Kysely<Database>; statements: CompiledQuery[] } {
  const statements: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      statements.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), statements };
}

/**
 * The plan PostgreSQL runs `statement` by, with its actual rows: prepared on one connection and
 * executed with its own values as literals (so it is planned for them, as the list's page is).
 */
export async function analysedPlan(db: Kysely<Database>, statement: CompiledQuery): Promise<PlanNode> {
  // An array (the agencies of a scope) goes as PostgreSQL's text form, which the statement casts.
  const literals = sql.join(statement.parameters.map((p) => sql.lit(Array.isArray(p) ? `{${p.join(',')}}` : (p as string | number))));
  return db.connection().execute(async (conn) => {
    await sql.raw(`prepare analysed_statement as ${statement.sql}`).execute(conn);
    try {
      const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (analyze, format json) execute analysed_statement(${literals})`.execute(conn);
      return rows[0]['QUERY PLAN'][0].Plan;
    } finally {
      await sql`deallocate analysed_statement`.execute(conn);
    }
  });
}

/**
 * VACUUM ANALYZE `table` as autovacuum leaves a table at rest: its visibility map set, so an
 * index-only scan reads no row from the table. On the test cluster, which commits asynchronously
 * (scripts/lib/postgres.ts), a VACUUM right after the writes left a third of the pages out of the
 * map (so `npm run test:pg` failed the list plan tests); 1.5 s later, or after a CHECKPOINT, it set
 * them all. A synchronous commit before it did not help.
 */
export async function vacuumAtRest(db: Kysely<Database>, table: string): Promise<void> {
  await sql`checkpoint`.execute(db);
  await sql`vacuum analyze ${sql.table(table)}`.execute(db);
}
