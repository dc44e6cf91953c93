/**
 * Operators: the users of the agencies in the caller's subtree (docs/api.md 'Operators and
 * sellers'). The route guard checks canManageOperators; here the scope (404), the types the caller
 * may give at the agency's level, and the permissions it may grant (only those it holds).
 */
import { sql, type Kysely } from 'kysely';
import { assignableTypes, canManageOperator } from '../../../domain/networkRules.ts';
import type { OperatorRecord } from '../../../domain/records/network.ts';
import { levelFromRank, levelRank, type OperatorType } from '../../../domain/roles.ts';
import type { OperatorCreateBody, OperatorUpdateBody, operatorListQuery } from '../../../domain/schemas/operators.ts';
import type { z } from '../../../domain/validation.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, fieldError, notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/context.ts';
import { countRows, paginate } from '../../http/pagination.ts';
import { agencyRowScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { hashPassword } from '../../security/passwords.ts';
import { announceSessionsEnded, raiseSessionGeneration } from '../../security/sessions.ts';
import { endAllSessions } from '../accounts/session.ts';
import { containsPattern } from '../nomenclators/service.ts';
import { checkGrantable, findOperator, replaceUserGroups, scopedUsers, toOperatorRecord, withOperatorColumns } from './query.ts';

type Db = Kysely<Database>;
type ListQuery = z.infer<typeof operatorListQuery>;

export async function listOperators({ db, actor }: ServiceContext, url: string, q: ListQuery) {
  let query = scopedUsers(db, actor);
  const text = q.search ?? q.name;
  if (text) {
    const p = containsPattern(text);
    query = query.where((eb) => eb.or([eb('u.username', 'ilike', p), eb('u.first_name', 'ilike', p), eb('u.last_name', 'ilike', p), eb(sql`u.first_name || ' ' || u.last_name`, 'ilike', p)]));
  }
  if (q.email) query = query.where('u.email', 'ilike', containsPattern(q.email));
  if (q.level) query = query.where('a.level', '=', levelRank(q.level));
  if (q.agency !== undefined) query = query.where('u.agency_id', '=', q.agency);
  if (q.type) query = query.where('u.type', '=', q.type);
  if (q.is_active) query = query.where('u.is_active', '=', q.is_active === 'true');
  if (q.id__in) query = query.where('u.id', 'in', q.id__in);
  const fields = {
    username: sql`lower(u.username)`,
    first_name: sql`lower(u.first_name)`,
    last_name: sql`lower(u.last_name)`,
    email: sql`lower(u.email)`,
    type: 'u.type',
    agency: sql`lower(a.name)`,
    date_joined: 'u.date_joined',
    last_login: 'u.last_login',
    is_active: 'u.is_active',
  };
  // Counted apart: the page then walks the username index and stops after one page.
  const counted = query;
  return paginate(db, { url }, withOperatorColumns(query), q, { fields, default: ['username'], tiebreaker: 'u.id' }, toOperatorRecord, {
    count: () => countRows(db, counted.select('u.id')),
  });
}

export async function getOperator(db: Db, actor: AuthActor, id: number): Promise<OperatorRecord> {
  const row = await findOperator(db, actor, id);
  if (!row) throw notFound();
  return toOperatorRecord(row);
}

function checkType(actor: AuthActor, agencyLevel: number, type: OperatorType): void {
  if (!assignableTypes(actor, levelFromRank(agencyLevel)).includes(type)) throw fieldError('type', 'validation.type_not_assignable');
}

async function usernameFree(db: Db, username: string): Promise<void> {
  const taken = await db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase())).executeTakeFirst();
  if (taken) throw fieldError('username', 'validation.username_taken');
}

/** Runs a write that may lose a race for a username: the unique index answers, as a 400. */
export async function guardUsername<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'users_username_lower_idx')) throw fieldError('username', 'validation.username_taken');
    throw err;
  }
}

export async function createOperator({ db, actor }: ServiceContext, body: OperatorCreateBody): Promise<OperatorRecord> {
  const agency = await db.selectFrom('agencies as a').select(['a.id', 'a.level']).where('a.id', '=', body.agency).where(agencyRowScope(actor, 'a.path')).executeTakeFirst();
  if (!agency) throw fieldError('agency', 'validation.invalid_choice');
  checkType(actor, agency.level, body.type);
  checkGrantable(actor, body.groups);
  await usernameFree(db, body.username);
  // Hashed before the transaction: on PGlite a transaction holds the only connection.
  const password_hash = await hashPassword(body.password);
  const id = await guardUsername(() =>
    db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          username: body.username,
          password_hash,
          first_name: body.first_name,
          last_name: body.last_name,
          email: body.email,
          phone: body.phone ?? '',
          type: body.type,
          agency_id: agency.id,
          is_active: body.is_active ?? true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceUserGroups(trx, user.id, body.groups);
      return user.id;
    }),
  );
  return getOperator(db, actor, id);
}

/** The user of the caller's scope that the caller may change (404 outside the scope, 403 above it). */
async function manageableOperator(db: Db, actor: AuthActor, id: number) {
  const row = await findOperator(db, actor, id);
  if (!row) throw notFound();
  if (!canManageOperator(actor, row)) throw outranks();
  return row;
}

const outranks = () => new ApiError(403, { key: 'api.operator_outranks' }, 'permission_denied');

export async function updateOperator({ db, actor }: ServiceContext, id: number, body: OperatorUpdateBody): Promise<OperatorRecord> {
  const row = await manageableOperator(db, actor, id);
  // Nor may the edit make one: an administrator holding a permission the caller lacks.
  if (!canManageOperator(actor, { id, type: body.type ?? row.type, groups: body.groups ?? row.groups })) throw outranks();
  if (body.type !== undefined && body.type !== row.type) checkType(actor, row.agency_level, body.type);
  // Only the permissions being added must be the caller's own; removing any is allowed, and the
  // ones the user keeps were granted by someone entitled to.
  if (body.groups !== undefined) checkGrantable(actor, body.groups.filter((g) => !row.groups.includes(g)));
  if (body.is_active === false && id === actor.id) throw fieldError('is_active', 'validation.cannot_deactivate_self');
  const { groups, ...fields } = body;
  const deactivated = body.is_active === false && row.is_active;
  // The access token carries the type and the permissions: when they change, the user's tokens
  // are voided too, and its sessions go on after one refresh with the new ones.
  const claimsChanged = (body.type !== undefined && body.type !== row.type) || (groups !== undefined && !sameNames(groups, row.groups));
  await db.transaction().execute(async (trx) => {
    if (Object.keys(fields).length > 0) await trx.updateTable('users').set(fields).where('id', '=', id).execute();
    if (groups !== undefined) await replaceUserGroups(trx, id, groups);
    if (deactivated) await endAllSessions(trx, id);
    else if (claimsChanged) await raiseSessionGeneration(trx, id);
  });
  // A reactivation is announced too: instances remember an inactive user as one without tokens.
  const reactivated = body.is_active === true && !row.is_active;
  if (deactivated || reactivated || claimsChanged) await announceSessionsEnded(db, [id]);
  return getOperator(db, actor, id);
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((name) => set.has(name));
}

export async function setOperatorPassword({ db, actor }: ServiceContext, id: number, password: string): Promise<void> {
  await manageableOperator(db, actor, id);
  const password_hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash }).where('id', '=', id).execute();
    await endAllSessions(trx, id);
  });
  await announceSessionsEnded(db, [id]);
}
