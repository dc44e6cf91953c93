/** Session endpoints of docs/api.md 'Session and profile'. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginBody,
  logoutBody,
  passwordChangeBody,
  passwordResetBody,
  passwordResetConfirmBody,
  refreshBody,
  thirdPartyLoginBody,
  verifyBody,
} from '../../../domain/schemas/accounts.ts';
import { z } from '../../../domain/validation.ts';
import { actorOf, optionalAuth, requireAuth } from '../../http/auth.ts';
import { changePassword, confirmReset, requestReset } from './passwords.ts';
import { detailResponse, loginResponse, passwordChangeResponse, tokenPair } from './schemas.ts';
import { login, logout, rotateRefresh, verifyToken, type Deps } from './service.ts';
import { thirdPartyLogin } from './thirdParty.ts';

const tags = ['accounts'];
const bearer = [{ bearer: [] }];

export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest): Deps => ({ db: app.db, tokens: app.tokens, config: app.config, log: request.log });

  r.post(
    '/accounts/login/',
    { schema: { tags, summary: 'Sign in with username and password', body: loginBody, response: { 200: loginResponse } } },
    async (request) => login(deps(request), request.body.username, request.body.password, request.ip),
  );

  r.post(
    '/third_party_login/login',
    { schema: { tags, summary: 'Sign in with a token of a trusted third party', body: thirdPartyLoginBody, response: { 200: loginResponse } } },
    async (request) => thirdPartyLogin(deps(request), request.body.token),
  );

  r.post(
    '/accounts/logout/',
    { onRequest: optionalAuth, schema: { tags, summary: 'Revoke a refresh token (or all of the bearer)', body: logoutBody, response: { 200: detailResponse } } },
    async (request) => {
      await logout(deps(request), request.body.refresh, request.actor?.id ?? null);
      return { detail: request.t('api.logged_out') };
    },
  );

  r.post(
    '/accounts/token/refresh/',
    { schema: { tags, summary: 'Rotate the refresh token', body: refreshBody, response: { 200: tokenPair } } },
    async (request) => rotateRefresh(deps(request), request.body.refresh),
  );

  r.post(
    '/accounts/token/verify/',
    { schema: { tags, summary: 'Check a token', body: verifyBody, response: { 200: z.object({}) } } },
    async (request) => {
      await verifyToken(deps(request), request.body.token);
      return {};
    },
  );

  r.post(
    '/accounts/password/change/',
    {
      onRequest: requireAuth,
      schema: { tags, security: bearer, summary: 'Change the password', body: passwordChangeBody, response: { 200: passwordChangeResponse } },
    },
    async (request) => {
      const pair = await changePassword(deps(request), actorOf(request).id, request.body.old_password, request.body.new_password1);
      return { detail: request.t('api.password_changed'), ...pair };
    },
  );

  r.post(
    '/accounts/password/reset/',
    { schema: { tags, summary: 'Send a password reset link', body: passwordResetBody, response: { 200: detailResponse } } },
    async (request) => {
      await requestReset(deps(request), request.body.email, request.lang);
      return { detail: request.t('api.reset_requested') };
    },
  );

  r.post(
    '/accounts/password/reset/confirm/',
    { schema: { tags, summary: 'Set a new password with a reset token', body: passwordResetConfirmBody, response: { 200: detailResponse } } },
    async (request) => {
      await confirmReset(deps(request), request.body.token, request.body.new_password1);
      return { detail: request.t('api.reset_done') };
    },
  );
}
