/** A user's profile, visible to the user, to staff, and to agency users above the user's agency. */
import { sql, type Kysely, type SqlBool } from 'kysely';
import { levelFromRank, type OperatorType } from '../../../domain/roles.ts';
import type { profileUpdateBody } from '../../../domain/schemas/operators.ts';
import type { z } from '../../../domain/validation.ts';
import type { Profile } from '../../../domain/session.ts';
import type { Database } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { agencyScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { fullName, groupNamesOf, mediaUrl } from '../accounts/session.ts';

/** 404 (not 403) outside the scope: whether a user id exists is itself data of another tenant. */
export async function getProfile(db: Kysely<Database>, actor: AuthActor, userId: number): Promise<Profile> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('agencies as a', 'a.id', 'u.agency_id')
    .select([
      'u.id',
      'u.username',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.phone',
      'u.type',
      'u.is_etg_user',
      'u.is_active',
      'u.last_login',
      'u.date_joined',
      'a.id as agency_id',
      'a.name as agency_name',
      'a.level as agency_level',
      'a.currency_id as agency_currency',
      'a.logo as agency_logo',
    ])
    .where('u.id', '=', userId)
    .where((eb) => eb.or([eb('u.id', '=', actor.id), sql<SqlBool>`${agencyScope(actor, 'u.agency_id')}`]))
    .executeTakeFirst();
  if (!row) throw notFound();
  const groups = await groupNamesOf(db, row.id);
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: fullName(row),
    email: row.email,
    phone: row.phone,
    type: row.type as OperatorType,
    groups: groups.map((name) => ({ name })),
    is_etg_user: row.is_etg_user,
    is_active: row.is_active,
    last_login: row.last_login ? row.last_login.toISOString() : null,
    date_joined: row.date_joined.toISOString(),
    agency: {
      id: row.agency_id,
      name: row.agency_name,
      level: levelFromRank(row.agency_level),
      currency: row.agency_currency,
      logo: mediaUrl(row.agency_logo),
    },
  };
}

/**
 * PATCH of the signed-in user's own data (/usuario/detalles). Another user's id is 403 when the
 * caller may see that profile (operators are edited at agency/operators/{id}/) and 404 otherwise.
 */
export async function updateOwnProfile(db: Kysely<Database>, actor: AuthActor, userId: number, body: z.infer<typeof profileUpdateBody>): Promise<Profile> {
  if (userId !== actor.id) {
    await getProfile(db, actor, userId);
    throw forbidden();
  }
  if (Object.values(body).some((v) => v !== undefined)) await db.updateTable('users').set(body).where('id', '=', userId).execute();
  return getProfile(db, actor, userId);
}
