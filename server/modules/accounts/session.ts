/**
 * A user as the session sees it (spec §3 'Operator session'), and the token pair that opens one.
 * Shared by login, refresh, password change and the third-party login.
 */
import type { Kysely } from 'kysely';
import { levelFromRank, type OperatorType } from '../../../domain/roles.ts';
import type { RefreshResponse, SessionUser } from '../../../domain/session.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthActor } from '../../security/actor.ts';
import { raiseSessionGeneration } from '../../security/sessions.ts';
import { newId, sha256, type TokenService } from '../../security/tokens.ts';
import { ledgerBalance } from '../accounting/funds.ts';

export interface UserRecord {
  id: number;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  email: string;
  type: OperatorType;
  is_active: boolean;
  is_etg_user: boolean;
  /** Access tokens must carry it (security/sessions.ts). */
  session_generation: number;
  agency: { id: number; name: string; level: number; path: string; currency_id: number; logo: string | null };
  groups: string[];
}

type Lookup = { id: number } | { username: string };

export async function findUser(db: Kysely<Database>, lookup: Lookup): Promise<UserRecord | undefined> {
  let query = db
    .selectFrom('users as u')
    .innerJoin('agencies as a', 'a.id', 'u.agency_id')
    .select([
      'u.id',
      'u.username',
      'u.password_hash',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.type',
      'u.is_active',
      'u.is_etg_user',
      'u.session_generation',
      'a.id as agency_id',
      'a.name as agency_name',
      'a.level as agency_level',
      'a.path as agency_path',
      'a.currency_id as agency_currency_id',
      'a.logo as agency_logo',
    ]);
  query = 'id' in lookup ? query.where('u.id', '=', lookup.id) : query.where((eb) => eb(eb.fn('lower', ['u.username']), '=', lookup.username.toLowerCase()));
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const groups = await groupNamesOf(db, row.id);
  return {
    id: row.id,
    username: row.username,
    password_hash: row.password_hash,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    type: row.type as OperatorType,
    is_active: row.is_active,
    is_etg_user: row.is_etg_user,
    session_generation: row.session_generation,
    agency: {
      id: row.agency_id,
      name: row.agency_name,
      level: row.agency_level,
      path: row.agency_path,
      currency_id: row.agency_currency_id,
      logo: row.agency_logo,
    },
    groups,
  };
}

export function fullName(user: { first_name: string; last_name: string; username: string }): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

export function mediaUrl(file: string | null): string | null {
  return file ? `/media/${file}` : null;
}

export function toActor(user: UserRecord): AuthActor {
  return {
    id: user.id,
    username: user.username,
    type: user.type,
    groups: user.groups.map((name) => ({ name })),
    is_etg_user: user.is_etg_user,
    agency: { id: user.agency.id, level: levelFromRank(user.agency.level), path: user.agency.path },
  };
}

export async function toSessionUser(db: Kysely<Database>, user: UserRecord): Promise<SessionUser> {
  return {
    id: user.id,
    username: user.username,
    full_name: fullName(user),
    type: user.type,
    groups: user.groups.map((name) => ({ name })),
    is_etg_user: user.is_etg_user,
    agency: {
      id: user.agency.id,
      name: user.agency.name,
      level: levelFromRank(user.agency.level),
      currency: user.agency.currency_id,
      balance: await ledgerBalance(db, user.agency.id, user.agency.currency_id),
      logo: mediaUrl(user.agency.logo),
    },
  };
}

/**
 * Signs an access token and a refresh token and records the refresh token. `generation` is the
 * user's session generation as read in the same transaction; `familyId` continues a rotated
 * session; a new login starts a new family. Pass the transaction when inside one.
 */
export async function issueTokens(
  db: Kysely<Database>,
  tokens: TokenService,
  actor: AuthActor,
  generation: number,
  familyId: string = newId(),
): Promise<RefreshResponse & { jti: string }> {
  const jti = newId();
  const access = await tokens.signAccess(actor, generation);
  const refresh = await tokens.signRefresh(actor.id, jti, familyId);
  await db
    .insertInto('refresh_tokens')
    .values({ jti, user_id: actor.id, family_id: familyId, token_hash: sha256(refresh.token), expires_at: refresh.expiresAt })
    .execute();
  return { access: access.token, refresh: refresh.token, access_token_expiration: access.expiresAt.toISOString(), jti };
}

/**
 * Ends every open session of the user (logout everywhere, password change or reset,
 * deactivation): its refresh tokens are revoked and its access tokens void (the new session
 * generation is returned). Run it inside the write's transaction; after the commit call
 * `announceSessionsEnded` so every instance refuses the old access tokens at once.
 */
export async function endAllSessions(db: Kysely<Database>, userId: number): Promise<number> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  return raiseSessionGeneration(db, userId);
}

/**
 * Ends one session (a refresh-token family), answering its user or undefined for an unknown
 * family. An access token does not name its family, so every access token of the user is voided:
 * the user's other sessions get one 401 and go on after refreshing (spec §7). Announce as above.
 */
export async function endSessionFamily(db: Kysely<Database>, familyId: string): Promise<number | undefined> {
  const rows = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .returning('user_id')
    .execute();
  const owner = rows[0]?.user_id ?? (await db.selectFrom('refresh_tokens').select('user_id').where('family_id', '=', familyId).executeTakeFirst())?.user_id;
  if (owner !== undefined) await raiseSessionGeneration(db, owner);
  return owner;
}

/** The permission names (group names) a user holds, sorted. */
export async function groupNamesOf(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_groups as ug')
    .innerJoin('groups as g', 'g.id', 'ug.group_id')
    .select('g.name')
    .where('ug.user_id', '=', userId)
    .orderBy('g.name')
    .execute();
  return rows.map((r) => r.name);
}
