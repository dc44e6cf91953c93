/** The users of the caller's subtree as OperatorRecords, and the checks on what may be granted. */
import { sql, type Kysely } from 'kysely';
import { ungrantablePermissions } from '../../../domain/networkRules.ts';
import { isPermission } from '../../../domain/permissions.ts';
import type { OperatorRecord } from '../../../domain/records/network.ts';
import { levelFromRank, type OperatorType } from '../../../domain/roles.ts';
import type { Database } from '../../db/schema.ts';
import { fieldError } from '../../http/errors.ts';
import { agencyRowScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { fullName } from '../accounts/session.ts';

type Db = Kysely<Database>;

const groupNames = sql<string[]>`coalesce((select array_agg(g.name order by g.name) from user_groups ug join groups g on g.id = ug.group_id where ug.user_id = u.id), '{}')`;

/** Users whose agency is in the actor's subtree; no columns yet (the count needs none). */
export function scopedUsers(db: Db, actor: AuthActor) {
  return db.selectFrom('users as u').innerJoin('agencies as a', 'a.id', 'u.agency_id').where(agencyRowScope(actor, 'a.path'));
}

export function withOperatorColumns<Q extends ReturnType<typeof scopedUsers>>(query: Q) {
  return query.select([
    'u.id',
    'u.username',
    'u.first_name',
    'u.last_name',
    'u.email',
    'u.phone',
    'u.type',
    'u.agency_id',
    'a.name as agency_name',
    'a.level as agency_level',
    'u.is_active',
    'u.is_etg_user',
    'u.last_login',
    'u.date_joined',
    groupNames.as('groups'),
  ]);
}

export type OperatorRow = Awaited<ReturnType<ReturnType<typeof withOperatorColumns>['executeTakeFirstOrThrow']>>;

export function toOperatorRecord(r: OperatorRow): OperatorRecord {
  return {
    id: r.id,
    username: r.username,
    first_name: r.first_name,
    last_name: r.last_name,
    full_name: fullName(r),
    email: r.email,
    phone: r.phone,
    type: r.type as OperatorType,
    agency: r.agency_id,
    agency_name: r.agency_name,
    agency_level: levelFromRank(r.agency_level),
    groups: r.groups,
    is_active: r.is_active,
    is_etg_user: r.is_etg_user,
    last_login: r.last_login ? r.last_login.toISOString() : null,
    date_joined: r.date_joined.toISOString(),
  };
}

export async function findOperator(db: Db, actor: AuthActor, id: number): Promise<OperatorRow | undefined> {
  return withOperatorColumns(scopedUsers(db, actor).where('u.id', '=', id)).executeTakeFirst();
}

/**
 * Every name to add must be a permission (400 naming the unknown ones) that the granting user
 * holds itself (400 naming the others).
 */
export function checkGrantable(actor: AuthActor, adding: readonly string[]): void {
  const unknown = adding.filter((name) => !isPermission(name));
  if (unknown.length > 0) throw fieldError('groups', 'validation.unknown_groups', { names: unknown.join(', ') });
  const refused = ungrantablePermissions(actor, adding);
  if (refused.length > 0) throw fieldError('groups', 'validation.ungrantable_groups', { names: refused.join(', ') });
}

/** Sets the user's groups to exactly `names` (all known permission names). */
export async function replaceUserGroups(db: Db, userId: number, names: readonly string[]): Promise<void> {
  await db.deleteFrom('user_groups').where('user_id', '=', userId).execute();
  if (names.length === 0) return;
  const ids = await db.selectFrom('groups').select('id').where('name', 'in', [...new Set(names)]).execute();
  await db.insertInto('user_groups').values(ids.map((g) => ({ user_id: userId, group_id: g.id }))).execute();
}
