/**
 * Sign-in handed over by a trusted third party (docs/decisions.md): an HS256 JWT signed with
 * THIRD_PARTY_LOGIN_SECRET, issued by THIRD_PARTY_LOGIN_ISSUER, at most 5 minutes old, whose
 * subject is the username of an active user. Disabled (404) when no secret is configured.
 */
import { jwtVerify } from 'jose';
import type { LoginResponse } from '../../../domain/session.ts';
import { ApiError, fieldError } from '../../http/errors.ts';
import { openSession, type Deps } from './service.ts';
import { findUser } from './session.ts';

export const THIRD_PARTY_MAX_AGE = '5m';

export async function thirdPartyLogin(deps: Deps, token: string): Promise<LoginResponse> {
  const settings = deps.config.thirdPartyLogin;
  if (!settings) throw new ApiError(404, { key: 'api.third_party_disabled' });
  let username: string;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(settings.secret), {
      algorithms: ['HS256'],
      issuer: settings.issuer,
      maxTokenAge: THIRD_PARTY_MAX_AGE,
      requiredClaims: ['sub', 'iat', 'iss'],
    });
    username = String(payload.sub);
  } catch {
    deps.log.warn('third-party login refused: invalid token');
    throw fieldError('token', 'api.token_not_valid');
  }
  const user = await findUser(deps.db, { username });
  if (!user || !user.is_active) {
    deps.log.warn({ username }, 'third-party login refused: unknown or inactive user');
    throw fieldError('token', 'api.token_not_valid');
  }
  return openSession(deps, user);
}
