/**
 * Agencies form a tree three levels deep. `path` holds the ids from the root ('1.4.9.'), so a
 * subtree is one indexed LIKE; it is written here and nowhere else.
 */
import type { Insertable, Kysely } from 'kysely';
import type { AgenciesTable, Database } from './schema.ts';

export type NewAgency = Omit<Insertable<AgenciesTable>, 'level' | 'parent_id' | 'path'>;

export interface PlacedAgency {
  id: number;
  level: number;
  path: string;
}

/** Inserts an agency one level below `parent` (or at the top); run it inside a transaction. */
export async function insertAgency(db: Kysely<Database>, values: NewAgency, parent: PlacedAgency | null): Promise<PlacedAgency> {
  const level = parent ? parent.level + 1 : 1;
  if (level > 3) throw new RangeError('An agency cannot be created below the third level');
  const { id } = await db
    .insertInto('agencies')
    .values({ ...values, level, parent_id: parent?.id ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const path = `${parent?.path ?? ''}${id}.`;
  await db.updateTable('agencies').set({ path }).where('id', '=', id).execute();
  return { id, level, path };
}
