/** Login, token refresh with rotation and reuse detection, verification and logout (spec §7). */
import type { Kysely } from 'kysely';
import type { LoginResponse, RefreshResponse } from '../../../domain/session.ts';
import type { Config } from '../../config.ts';
import type { Log } from '../../logging.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, FieldErrors, tokenNotValid } from '../../http/errors.ts';
import { burnPasswordCheck, verifyPassword } from '../../security/passwords.ts';
import { InvalidTokenError, sha256, type TokenService } from '../../security/tokens.ts';
import { announceSessionsEnded } from '../../security/sessions.ts';
import { endAllSessions, endSessionFamily, findUser, issueTokens, toActor, toSessionUser, type UserRecord } from './session.ts';
import { clearFailures, recordFailure, throttledMinutes } from './throttle.ts';

export interface Deps {
  db: Kysely<Database>;
  tokens: TokenService;
  config: Config;
  log: Log;
}

const invalidCredentials = () => new FieldErrors({ non_field_errors: [{ key: 'api.invalid_credentials' }] });

/** The login answer for a user already proven to be who they claim. */
export async function openSession(deps: Deps, user: UserRecord): Promise<LoginResponse> {
  const { db, tokens } = deps;
  const pair = await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ last_login: new Date() }).where('id', '=', user.id).execute();
    return issueTokens(trx, tokens, toActor(user), user.session_generation);
  });
  return {
    access: pair.access,
    refresh: pair.refresh,
    access_token_expiration: pair.access_token_expiration,
    user: await toSessionUser(db, user),
  };
}

export async function login(deps: Deps, username: string, password: string, ip: string): Promise<LoginResponse> {
  const { db, log } = deps;
  const minutes = await throttledMinutes(db, username);
  if (minutes !== null) {
    log.warn({ username, ip }, 'login refused: too many failures');
    throw new ApiError(429, { key: 'api.login_throttled', params: { minutes } }, 'throttled', { 'retry-after': String(minutes * 60) });
  }
  const user = await findUser(db, { username });
  const valid = user ? await verifyPassword(password, user.password_hash) : (await burnPasswordCheck(password), false);
  if (!user || !valid) {
    await recordFailure(db, username, ip);
    log.warn({ username, ip }, 'login failed: invalid credentials');
    throw invalidCredentials();
  }
  if (!user.is_active) {
    log.warn({ username, ip }, 'login failed: inactive user');
    throw new FieldErrors({ non_field_errors: [{ key: 'api.inactive_user' }] });
  }
  await clearFailures(db, username);
  return openSession(deps, user);
}

type RotationOutcome =
  | { kind: 'ok'; pair: RefreshResponse }
  | { kind: 'invalid'; endedFor?: number }
  | { kind: 'reuse'; familyId: string; userId: number };

/**
 * Exchanges a refresh token for a new pair. The old token stops working; presenting a token that
 * was already rotated means it leaked, so its whole family is revoked.
 */
export async function rotateRefresh(deps: Deps, token: string): Promise<RefreshResponse> {
  const { db, tokens, log } = deps;
  let claims;
  try {
    claims = await tokens.verifyRefresh(token);
  } catch (err) {
    if (err instanceof InvalidTokenError) throw tokenNotValid();
    throw err;
  }
  const outcome = await db.transaction().execute(async (trx): Promise<RotationOutcome> => {
    const row = await trx.selectFrom('refresh_tokens').selectAll().where('jti', '=', claims.jti).forUpdate().executeTakeFirst();
    if (!row || row.token_hash !== sha256(token) || row.user_id !== claims.userId) return { kind: 'invalid' };
    if (row.revoked_at) {
      if (!row.replaced_by) return { kind: 'invalid' };
      await endSessionFamily(trx, row.family_id);
      return { kind: 'reuse', familyId: row.family_id, userId: row.user_id };
    }
    if (row.expires_at.getTime() <= Date.now()) return { kind: 'invalid' };
    const user = await findUser(trx, { id: row.user_id });
    if (!user || !user.is_active) {
      return { kind: 'invalid', endedFor: await endSessionFamily(trx, row.family_id) };
    }
    const next = await issueTokens(trx, tokens, toActor(user), user.session_generation, row.family_id);
    await trx.updateTable('refresh_tokens').set({ revoked_at: new Date(), replaced_by: next.jti }).where('jti', '=', row.jti).execute();
    return { kind: 'ok', pair: { access: next.access, refresh: next.refresh, access_token_expiration: next.access_token_expiration } };
  });
  if (outcome.kind === 'reuse') {
    log.warn({ userId: outcome.userId, familyId: outcome.familyId }, 'refresh token reuse: family revoked');
    await announceSessionsEnded(db, [outcome.userId]);
  }
  if (outcome.kind === 'invalid' && outcome.endedFor !== undefined) await announceSessionsEnded(db, [outcome.endedFor]);
  if (outcome.kind !== 'ok') throw tokenNotValid();
  return outcome.pair;
}

/**
 * token/verify/: an ACCESS token that is genuine, unexpired, of an active user whose sessions have
 * not ended since it was signed. A refresh token is refused: it opens no API call, and a 200 for it
 * would let a client believe it holds a working session. Read from the database, not the cache.
 */
export async function verifyToken(deps: Deps, token: string): Promise<void> {
  const { db, tokens } = deps;
  let claims;
  try {
    claims = await tokens.verifyAccessSession(token);
  } catch (err) {
    if (err instanceof InvalidTokenError) throw tokenNotValid();
    throw err;
  }
  const user = await db.selectFrom('users').select(['is_active', 'session_generation']).where('id', '=', claims.actor.id).executeTakeFirst();
  if (!user?.is_active || user.session_generation !== claims.generation) throw tokenNotValid();
}

/**
 * Revokes the session of the refresh token given, or every session of the bearer's user. Always
 * succeeds: the browser clears its session on the answer whatever state the tokens were in.
 */
export async function logout(deps: Deps, refresh: string | undefined, bearerUserId: number | null): Promise<void> {
  const { db, tokens } = deps;
  if (refresh) {
    let claims;
    try {
      claims = await tokens.verifyRefresh(refresh);
    } catch (err) {
      if (!(err instanceof InvalidTokenError)) throw err;
      return;
    }
    const jti = claims.jti;
    const ended = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('refresh_tokens').select(['family_id', 'token_hash']).where('jti', '=', jti).executeTakeFirst();
      return row && row.token_hash === sha256(refresh) ? endSessionFamily(trx, row.family_id) : undefined;
    });
    if (ended !== undefined) await announceSessionsEnded(db, [ended]);
    return;
  }
  if (bearerUserId === null) return;
  await db.transaction().execute((trx) => endAllSessions(trx, bearerUserId));
  await announceSessionsEnded(db, [bearerUserId]);
}
