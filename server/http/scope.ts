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

/** `1.4.` → `1.4.%`, with LIKE's wildcards escaped (a path only holds digits and dots anyway). */
export function subtreePattern(path: string): string {
  return `${path.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A where-clause for any query: `column` (an agency id column such as 'users.agency_id') must be
 * the actor's agency or one below it. The path comes from the access token, so the pattern is a
 * constant the text_pattern_ops index can serve.
 *
 *   db.selectFrom('users').where(agencyScope(actor, 'users.agency_id'))
 */
export function agencyScope(actor: ScopeActor, column: string): RawBuilder<SqlBool> {
  const { network, pattern } = actorScope(actor);
  return scopeCondition(column, network, pattern);
}

/**
 * `agencyScope` in two parts, for a query template (db/queryTemplate.ts): whether the actor sees
 * the whole network (the query's shape) and its subtree's pattern otherwise (a value).
 */
export function actorScope(actor: ScopeActor): { network: boolean; pattern: string | null } {
  return seesWholeNetwork(actor) ? { network: true, pattern: null } : { network: false, pattern: subtreePattern(actor.agency.path) };
}

/** `agencyScope` from the parts of `actorScope`. */
export function scopeCondition(column: string, network: boolean, pattern: string | null): RawBuilder<SqlBool> {
  if (network) return sql<SqlBool>`true`;
  return sql<SqlBool>`${sql.ref(column)} in (select a.id from agencies a where a.path like ${pattern})`;
}

/**
 * The same scope for a query over the agencies table itself: its own `path` column is matched, so
 * no sub-select is needed (`agencyRowScope(actor, 'a.path')`).
 */
export function agencyRowScope(actor: ScopeActor, pathColumn: string): RawBuilder<SqlBool> {
  if (seesWholeNetwork(actor)) return sql<SqlBool>`true`;
  return sql<SqlBool>`${sql.ref(pathColumn)} like ${subtreePattern(actor.agency.path)}`;
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
