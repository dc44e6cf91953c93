/**
 * Password change and reset. A reset token is random, stored only as its hash, valid for 60
 * minutes and once; the link goes to the outbox (a mailer sends it) and, outside production, to
 * the log so a developer can follow it.
 */
import { sql, type Kysely } from 'kysely';
import type { Language } from '../../../domain/constants.ts';
import { translate } from '../../../domain/i18n.ts';
import type { RefreshResponse } from '../../../domain/session.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { FieldErrors, notAuthenticated } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { randomToken, sha256 } from '../../security/tokens.ts';
import type { Deps } from './service.ts';
import { announceSessionsEnded } from '../../security/sessions.ts';
import { endAllSessions, findUser, fullName, issueTokens, toActor } from './session.ts';

export const RESET_TOKEN_MINUTES = 60;

export async function changePassword(deps: Deps, userId: number, oldPassword: string, newPassword: string): Promise<RefreshResponse> {
  const { db, tokens } = deps;
  const user = await findUser(db, { id: userId });
  if (!user || !user.is_active) throw notAuthenticated();
  if (!(await verifyPassword(oldPassword, user.password_hash))) {
    throw new FieldErrors({ old_password: [{ key: 'api.wrong_password' }] });
  }
  const hash = await hashPassword(newPassword);
  // Every other session ends; the answer opens a new one, of the new generation.
  const pair = await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
    const generation = await endAllSessions(trx, userId);
    const { jti: _jti, ...issued } = await issueTokens(trx, tokens, toActor(user), generation);
    return issued;
  });
  await announceSessionsEnded(db, [userId]);
  return pair;
}

/**
 * A single-use link to /accounts/reset that sets the user's password within `minutes`: for a
 * forgotten password (60 min) and for the first operator of an approved agency (72 h). Only the
 * newest link works: older unused ones are spent. Run it inside the transaction that sends it.
 */
export async function issuePasswordLink(db: Kysely<Database>, config: Pick<Config, 'publicUrl'>, userId: number, minutes: number): Promise<string> {
  const token = randomToken(32);
  await db.updateTable('password_reset_tokens').set({ used_at: new Date() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  await db
    .insertInto('password_reset_tokens')
    .values({ token_hash: sha256(token), user_id: userId, expires_at: sql<Date>`now() + make_interval(mins => ${minutes})` })
    .execute();
  return `${config.publicUrl}/accounts/reset?token=${token}`;
}

export async function requestReset(deps: Deps, email: string, lang: Language): Promise<void> {
  const { db, config, log } = deps;
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'email'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('is_active', '=', true)
    .execute();
  for (const user of users) {
    const link = await db.transaction().execute(async (trx) => {
      const created = await issuePasswordLink(trx, config, user.id, RESET_TOKEN_MINUTES);
      await trx
        .insertInto('outbox')
        .values({
          to: user.email,
          kind: 'password_reset',
          subject: translate(lang, 'mail.reset_subject'),
          body: translate(lang, 'mail.reset_body', { name: fullName(user), minutes: RESET_TOKEN_MINUTES, link: created }),
        })
        .execute();
      return created;
    });
    if (!config.isProduction) log.info({ to: user.email, link }, 'password reset link (shown outside production only)');
  }
}

export async function confirmReset(deps: Deps, token: string, newPassword: string): Promise<void> {
  const { db } = deps;
  const hash = await hashPassword(newPassword);
  const done = await db.transaction().execute(async (trx) => {
    // The guarded update makes the token single-use even under concurrent confirmations.
    const spent = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', sha256(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('user_id')
      .executeTakeFirst();
    if (!spent) return null;
    const user = await trx
      .updateTable('users')
      .set({ password_hash: hash })
      .where('id', '=', spent.user_id)
      .where('is_active', '=', true)
      .returning('id')
      .executeTakeFirst();
    if (!user) return null;
    await endAllSessions(trx, user.id);
    return user.id;
  });
  if (done === null) throw new FieldErrors({ token: [{ key: 'api.reset_link_invalid' }] });
  await announceSessionsEnded(db, [done]);
}
