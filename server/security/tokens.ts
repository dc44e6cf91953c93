/**
 * Signed tokens (HS256). The access token carries the actor's claims so authenticated reads need
 * no query; the refresh token only names its row in refresh_tokens, where rotation and
 * revocation are decided.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { AGENCY_LEVELS, OPERATOR_TYPES, type AgencyLevel, type OperatorType } from '../../domain/roles.ts';
import type { AuthActor } from './actor.ts';

const ALGORITHM = 'HS256';

export class InvalidTokenError extends Error {}

export interface SignedToken {
  token: string;
  expiresAt: Date;
}

export interface RefreshClaims {
  userId: number;
  jti: string;
  familyId: string;
}

export type AnyTokenClaims = { typ: 'access'; userId: number } | ({ typ: 'refresh' } & RefreshClaims);

interface TokenSettings {
  secret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function newId(): string {
  return randomUUID();
}

function userIdOf(payload: JWTPayload): number {
  const id = Number(payload.sub);
  if (!Number.isInteger(id) || id <= 0) throw new InvalidTokenError('bad subject');
  return id;
}

function isLevel(value: unknown): value is AgencyLevel {
  return typeof value === 'string' && (AGENCY_LEVELS as readonly string[]).includes(value);
}

function isType(value: unknown): value is OperatorType {
  return typeof value === 'string' && (OPERATOR_TYPES as readonly string[]).includes(value);
}

/** How many verified tokens a service remembers (a few MB); the oldest goes first. */
const GENUINE_TOKENS = 10_000;

/** jose's own checks of the time claims (no clock tolerance): expired at `exp`, valid from `nbf`. */
function inTime(payload: JWTPayload): boolean {
  const now = Math.floor(Date.now() / 1000);
  return (payload.exp === undefined || payload.exp > now) && (payload.nbf === undefined || payload.nbf <= now);
}

export class TokenService {
  /**
   * Imported once: given raw bytes, jose imports the key again on every sign and verify, which
   * was the largest cost of an authenticated request served from a cache.
   */
  readonly #key: Promise<CryptoKey>;
  /**
   * Tokens whose signature this service has checked, with their claims: the same access token
   * comes with every request of a session, and checking its HMAC again (through WebCrypto's thread
   * pool) was the largest share of an authenticated request. Only the time claims are checked again;
   * a token is the exact string that was verified, so no other token can match it.
   */
  readonly #genuine = new Map<string, JWTPayload>();
  readonly accessTokenTtl: number;
  readonly refreshTokenTtl: number;

  constructor(settings: TokenSettings) {
    const raw = new TextEncoder().encode(settings.secret);
    this.#key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    this.accessTokenTtl = settings.accessTokenTtl;
    this.refreshTokenTtl = settings.refreshTokenTtl;
  }

  async #sign(claims: JWTPayload, subject: number, ttl: number, jti: string): Promise<SignedToken> {
    const issuedAt = Math.floor(Date.now() / 1000);
    const exp = issuedAt + ttl;
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(subject))
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(exp)
      .sign(await this.#key);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  async #verify(token: string): Promise<JWTPayload> {
    const known = this.#genuine.get(token);
    if (known) {
      if (inTime(known)) return known;
      this.#genuine.delete(token);
      throw new InvalidTokenError('invalid or expired');
    }
    let payload: JWTPayload;
    try {
      payload = (await jwtVerify(token, await this.#key, { algorithms: [ALGORITHM] })).payload;
    } catch {
      throw new InvalidTokenError('invalid or expired');
    }
    if (this.#genuine.size >= GENUINE_TOKENS) {
      const oldest = this.#genuine.keys().next();
      if (!oldest.done) this.#genuine.delete(oldest.value);
    }
    // Shared by every later request with this token: nobody may change it.
    this.#genuine.set(token, Object.freeze(payload));
    return payload;
  }

  /** `generation`: the user's session generation (security/sessions.ts) the token belongs to. */
  signAccess(actor: AuthActor, generation = 0): Promise<SignedToken> {
    const claims = {
      typ: 'access',
      gen: generation,
      usr: actor.username,
      role: actor.type,
      agency: actor.agency,
      groups: actor.groups.map((g) => g.name),
      etg: actor.is_etg_user,
    };
    return this.#sign(claims, actor.id, this.accessTokenTtl, newId());
  }

  signRefresh(userId: number, jti: string, familyId: string): Promise<SignedToken> {
    return this.#sign({ typ: 'refresh', fam: familyId }, userId, this.refreshTokenTtl, jti);
  }

  async verifyAccess(token: string): Promise<AuthActor> {
    return (await this.verifyAccessSession(token)).actor;
  }

  /**
   * The actor and the session generation of a genuine, unexpired access token. Whether that
   * generation is still the user's is for security/sessions.ts. A token without the claim was
   * signed before generations existed: it counts as generation 0, the users' starting value.
   */
  async verifyAccessSession(token: string): Promise<{ actor: AuthActor; generation: number }> {
    const p = await this.#verify(token);
    const generation = p.gen ?? 0;
    if (typeof generation !== 'number' || !Number.isInteger(generation)) throw new InvalidTokenError('bad generation');
    const agency = p.agency as Record<string, unknown> | undefined;
    if (
      p.typ !== 'access' ||
      typeof p.usr !== 'string' ||
      !isType(p.role) ||
      !agency ||
      typeof agency.id !== 'number' ||
      !isLevel(agency.level) ||
      typeof agency.path !== 'string' ||
      !Array.isArray(p.groups) ||
      typeof p.etg !== 'boolean'
    ) {
      throw new InvalidTokenError('not an access token');
    }
    const actor: AuthActor = {
      id: userIdOf(p),
      username: p.usr,
      type: p.role,
      groups: p.groups.filter((g): g is string => typeof g === 'string').map((name) => ({ name })),
      is_etg_user: p.etg,
      agency: { id: agency.id, level: agency.level, path: agency.path },
    };
    return { actor, generation };
  }

  async verifyRefresh(token: string): Promise<RefreshClaims> {
    const claims = await this.verifyAny(token);
    if (claims.typ !== 'refresh') throw new InvalidTokenError('not a refresh token');
    return claims;
  }

  async verifyAny(token: string): Promise<AnyTokenClaims> {
    const p = await this.#verify(token);
    const userId = userIdOf(p);
    if (p.typ === 'access') return { typ: 'access', userId };
    if (p.typ === 'refresh' && typeof p.jti === 'string' && typeof p.fam === 'string') {
      return { typ: 'refresh', userId, jti: p.jti, familyId: p.fam };
    }
    throw new InvalidTokenError('unknown token type');
  }
}
