/**
 * The tenant scope (ARCHITECTURE.md 'Security model'): an agency user sees its own agency and the
 * agencies below it, never a sibling's or a parent's; staff of a first-level agency see the whole
 * network. Every list and detail query that touches agency data goes through `agencyScope`.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { isStaffType } from '../../domain/roles.ts';
import type { Database } from '../db/schema.ts';
import type { AuthActor } from '../security/actor.ts';

type ScopeActor = Pick<AuthActor, 'type' | 'agency'>;

export function seesWholeNetwork(actor: ScopeActor): boolean {
  return isStaffType(actor.type) && actor.agency.level === 'agency_1st_level';
}

/**
 * An agency below the first level: its subtree is a few agencies, where a first-level agency has
 * thousands below it. Such lists are worth planning agency by agency (or for the agencies' own ids).
 */
export function seesFewAgencies(actor: ScopeActor): boolean {
  return !seesWholeNetwork(actor) && actor.agency.level !== 'agency_1st_level';
}

/**
 * `pathColumn` holds a path of `path`'s subtree (`like '1.4.%'` for '1.4.'), written as the range the
 * column's text_pattern_ops index serves: from the path itself to the path followed by '~', which
 * sorts after every character a path holds (digits and dots). A LIKE pattern sent as a parameter
 * leaves a statement prepared once (its generic plan) blind to the pattern's prefix, so it read
 * every agency; the range keeps the index walk under any plan.
 */
function inSubtree(pathColumn: string, path: string | null): RawBuilder<SqlBool> {
  const column = sql.ref(pathColumn);
  return sql<SqlBool>`(${column} ~>=~ ${path}::text and ${column} ~<~ (${path}::text || '~'))`;
}

/**
 * A where-clause for any query: `column` (an agency id column such as 'users.agency_id') must be
 * the actor's agency or one below it. The path comes from the access token.
 *
 *   db.selectFrom('users').where(agencyScope(actor, 'users.agency_id'))
 */
export function agencyScope(actor: ScopeActor, column: string): RawBuilder<SqlBool> {
  const { network, subtree } = actorScope(actor);
  return scopeCondition(column, network, subtree);
}

/**
 * `agencyScope` in two parts, for a query template (db/queryTemplate.ts): whether the actor sees
 * the whole network (the query's shape) and the path of its subtree otherwise (a value).
 */
export function actorScope(actor: ScopeActor): { network: boolean; subtree: string | null } {
  return seesWholeNetwork(actor) ? { network: true, subtree: null } : { network: false, subtree: actor.agency.path };
}

/** `agencyScope` from the parts of `actorScope`. */
export function scopeCondition(column: string, network: boolean, subtree: string | null): RawBuilder<SqlBool> {
  if (network) return sql<SqlBool>`true`;
  return sql<SqlBool>`${sql.ref(column)} in (select a.id from agencies a where ${inSubtree('a.path', subtree)})`;
}

/**
 * The same scope for a query over the agencies table itself: its own `path` column is matched, so
 * no sub-select is needed (`agencyRowScope(actor, 'a.path')`).
 */
export function agencyRowScope(actor: ScopeActor, pathColumn: string): RawBuilder<SqlBool> {
  if (seesWholeNetwork(actor)) return sql<SqlBool>`true`;
  return inSubtree(pathColumn, actor.agency.path);
}

/**
 * The agencies of `seesFewAgencies`'s actor, by id, read afresh (never kept: a scope must not
 * outlive a move in the tree). For a statement PostgreSQL must cost for those agencies: given as
 * `agency_id in (select … where path like …)`, each agency is costed as an average one, and a busy
 * second-level agency's list read all of its matches to sort them for a page (docs/decisions.md).
 */
export async function scopeAgencyIds(db: Kysely<Database>, actor: ScopeActor): Promise<number[]> {
  const rows = await db.selectFrom('agencies as a').select('a.id').where(agencyRowScope(actor, 'a.path')).orderBy('a.id').execute();
  return rows.map((r) => r.id);
}

/** `agencyScope` given as the ids of `scopeAgencyIds` (one array parameter, so the text is the same for any subtree). */
export function agencyIdsScope(column: string, agencies: readonly number[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} = any(${agencies}::int[])`;
}

/** A cache key part that is equal for two actors exactly when they see the same agencies. */
export function scopeKey(actor: ScopeActor): string {
  return seesWholeNetwork(actor) ? '*' : actor.agency.path;
}

/** Whether one agency is inside the actor's scope (a missing agency is not). */
export async function isAgencyInScope(db: Kysely<Database>, actor: ScopeActor, agencyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('agencies')
    .select('id')
    .where('id', '=', agencyId)
    .where(agencyScope(actor, 'agencies.id'))
    .executeTakeFirst();
  return row !== undefined;
}
