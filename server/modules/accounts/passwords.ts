/**
 * Password change and reset. A reset token is random, stored only as its hash, valid for 60
 * minutes and once; the link goes to the outbox (a mailer sends it) and, outside production, to
 * the log so a developer can follow it.
 */
import { sql } from 'kysely';
import type { Language } from '../../../domain/constants.ts';
import { translate } from '../../../domain/i18n.ts';
import type { RefreshResponse } from '../../../domain/session.ts';
import { FieldErrors, notAuthenticated } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { randomToken, sha256 } from '../../security/tokens.ts';
import type { Deps } from './service.ts';
import { findUser, fullName, issueTokens, revokeAllRefreshTokens, toActor } from './session.ts';

export const RESET_TOKEN_MINUTES = 60;

export async function changePassword(deps: Deps, userId: number, oldPassword: string, newPassword: string): Promise<RefreshResponse> {
  const { db, tokens } = deps;
  const user = await findUser(db, { id: userId });
  if (!user || !user.is_active) throw notAuthenticated();
  if (!(await verifyPassword(oldPassword, user.password_hash))) {
    throw new FieldErrors({ old_password: [{ key: 'api.wrong_password' }] });
  }
  const hash = await hashPassword(newPassword);
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
    await revokeAllRefreshTokens(trx, userId);
    const { jti: _jti, ...pair } = await issueTokens(trx, tokens, toActor(user));
    return pair;
  });
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
    const token = randomToken(32);
    const link = `${config.publicUrl}/accounts/reset?token=${token}`;
    await db.transaction().execute(async (trx) => {
      // Only the newest link works: older unused ones are spent.
      await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: new Date() })
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('password_reset_tokens')
        .values({
          token_hash: sha256(token),
          user_id: user.id,
          expires_at: sql<Date>`now() + ${sql.raw(`interval '${RESET_TOKEN_MINUTES} minutes'`)}`,
        })
        .execute();
      await trx
        .insertInto('outbox')
        .values({
          to: user.email,
          kind: 'password_reset',
          subject: translate(lang, 'mail.reset_subject'),
          body: translate(lang, 'mail.reset_body', { name: fullName(user), minutes: RESET_TOKEN_MINUTES, link }),
        })
        .execute();
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
    if (!spent) return false;
    const user = await trx
      .updateTable('users')
      .set({ password_hash: hash })
      .where('id', '=', spent.user_id)
      .where('is_active', '=', true)
      .returning('id')
      .executeTakeFirst();
    if (!user) return false;
    await revokeAllRefreshTokens(trx, user.id);
    return true;
  });
  if (!done) throw new FieldErrors({ token: [{ key: 'api.reset_link_invalid' }] });
}
