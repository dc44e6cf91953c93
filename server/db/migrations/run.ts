import { sql, type Kysely } from 'kysely';

/**
 * Migrations are plain SQL, one statement per call: PGlite's extended protocol and pg's prepared
 * statements both refuse several statements in one query.
 */
export async function runStatements(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
