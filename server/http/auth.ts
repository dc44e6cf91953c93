/**
 * Bearer authentication and the permission guard, as route hooks. They run at onRequest, before
 * the body is read: an anonymous caller learns nothing about the shape of a protected endpoint.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { canAccess, type AccessRequest } from '../../domain/access.ts';
import type { Actor } from '../../domain/session.ts';
import type { AuthActor } from '../security/actor.ts';
import { InvalidTokenError } from '../security/tokens.ts';
import { forbidden, notAuthenticated, tokenNotValid } from './errors.ts';
import './types.ts';

export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}

async function authenticate(request: FastifyRequest, required: boolean): Promise<void> {
  const token = bearerOf(request);
  if (token === null) {
    if (required) throw notAuthenticated();
    return;
  }
  try {
    const { actor, generation } = await request.server.tokens.verifyAccessSession(token);
    // Sessions ended since the token was signed (deactivation, password, logout) void it at once.
    if (!(await request.server.sessions.accepts(actor.id, generation))) throw new InvalidTokenError('session ended');
    request.actor = actor;
  } catch (err) {
    if (!(err instanceof InvalidTokenError)) throw err;
    if (required) throw tokenNotValid();
  }
}

/**
 * 401 `not_authenticated` without a token, 401 `token_not_valid` with a bad or expired one, or one
 * signed before its user's sessions ended.
 */
export const requireAuth: onRequestAsyncHookHandler = async (request) => {
  await authenticate(request, true);
};

/** Sets the actor when a valid token comes; an absent or stale one leaves the request anonymous. */
export const optionalAuth: onRequestAsyncHookHandler = async (request) => {
  await authenticate(request, false);
};

/** requireAuth, then 403 unless the rule of domain/rules.ts lets the actor in. */
export function requireRule(rule: (actor: Actor) => boolean): onRequestAsyncHookHandler {
  return async (request) => {
    await authenticate(request, true);
    if (!request.actor || !rule(request.actor)) throw forbidden();
  };
}

/** The same guard through domain/access.ts canAccess (resource and action, as the browser asks). */
export function requireAccess(access: AccessRequest): onRequestAsyncHookHandler {
  return requireRule((actor) => canAccess(actor, access));
}

/** The authenticated actor inside a handler guarded by one of the hooks above. */
export function actorOf(request: FastifyRequest): AuthActor {
  if (!request.actor) throw notAuthenticated();
  return request.actor;
}
