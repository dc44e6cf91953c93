/**
 * The session cookies of spec §3 ('Operator session'): tokenB2B, refresh_tokenB2B, userB2B, agency,
 * currency, balance (languageB2B is the user's preference and survives logout).
 * It lives beside the http client, which reads the token and stores refreshed ones; the
 * authProvider writes the rest at login.
 */
import Cookies from 'js-cookie';
import { DEFAULT_CURRENCY_ID } from '../domain/currencies.ts';
import { pickLanguage, type Language } from '../domain/constants.ts';
import type { Actor, LoginResponse, RefreshResponse, SessionAgency, SessionUser } from '../domain/session.ts';

export const COOKIE = {
  token: 'tokenB2B',
  refresh: 'refresh_tokenB2B',
  user: 'userB2B',
  agency: 'agency',
  currency: 'currency',
  balance: 'balance',
  language: 'languageB2B',
} as const;

const SESSION_COOKIES = [COOKIE.token, COOKIE.refresh, COOKIE.user, COOKIE.agency, COOKIE.currency, COOKIE.balance];

/** Used when a refresh token carries no readable expiry. */
const FALLBACK_REFRESH_DAYS = 7;

function baseOptions(): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { path: '/', sameSite: 'lax', secure };
}

/** The `exp` claim of a JWT as a Date, or undefined when the token is not a readable JWT. */
export function jwtExpiry(token: string): Date | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = JSON.parse(json).exp;
    return typeof exp === 'number' ? new Date(exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}

function refreshExpiry(refresh: string): Date {
  return jwtExpiry(refresh) ?? new Date(Date.now() + FALLBACK_REFRESH_DAYS * 86_400_000);
}

/** A date in the future, or undefined (session cookie) when the server sent something unusable. */
function accessExpiry(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) || date.getTime() <= Date.now() ? undefined : date;
}

export function getAccessToken(): string | undefined {
  return Cookies.get(COOKIE.token);
}

export function getRefreshToken(): string | undefined {
  return Cookies.get(COOKIE.refresh);
}

/** Store a token pair: the access cookie lives exactly as long as the access token (spec §7). */
export function storeTokens(tokens: RefreshResponse): void {
  const base = baseOptions();
  Cookies.set(COOKIE.token, tokens.access, { ...base, expires: accessExpiry(tokens.access_token_expiration) });
  Cookies.set(COOKIE.refresh, tokens.refresh, { ...base, expires: refreshExpiry(tokens.refresh) });
}

/** Everything the login answer puts in cookies (spec §3). languageB2B is left untouched. */
export function storeLogin(answer: LoginResponse): void {
  storeTokens(answer);
  const options = { ...baseOptions(), expires: refreshExpiry(answer.refresh) };
  const { agency } = answer.user;
  Cookies.set(COOKIE.user, JSON.stringify(answer.user), options);
  Cookies.set(COOKIE.agency, JSON.stringify(agency), options);
  Cookies.set(COOKIE.currency, String(agency?.currency ?? DEFAULT_CURRENCY_ID), options);
  Cookies.set(COOKIE.balance, String(agency?.balance ?? '0.00'), options);
}

/** Fired on window when the stored user changes (a profile edit renames the user). */
export const SESSION_USER_EVENT = 'b2b:session-user';

/**
 * Change the stored user (e.g. `full_name` after the profile was saved), keeping the cookie as
 * long-lived as the session, and tell the components that show it.
 */
export function updateStoredUser(patch: Partial<Pick<SessionUser, 'full_name'>>): void {
  const user = readUser();
  if (!user) return;
  const refresh = getRefreshToken();
  const options = { ...baseOptions(), expires: refresh ? refreshExpiry(refresh) : undefined };
  Cookies.set(COOKIE.user, JSON.stringify({ ...user, ...patch }), options);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_USER_EVENT));
}

/** Cookies enough to try the session: a user and a token (or a refresh token to renew it). */
export function hasSessionCookies(): boolean {
  return !!readUser() && !!(getAccessToken() || getRefreshToken());
}

export function clearSession(): void {
  for (const name of SESSION_COOKIES) Cookies.remove(name, { path: '/' });
}

function readJson<T>(name: string): T | null {
  const raw = Cookies.get(name);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Partial<SessionUser>;
  return typeof user.id === 'number' && Array.isArray(user.groups) && !!user.agency && typeof user.type === 'string';
}

/** The signed-in user from the userB2B cookie, or null when there is none or it is unreadable. */
export function readUser(): SessionUser | null {
  const user = readJson<unknown>(COOKIE.user);
  return isSessionUser(user) ? user : null;
}

/** The actor the domain rules judge (a SessionUser is one). */
export function readActor(): Actor | null {
  return readUser();
}

export function readAgency(): SessionAgency | null {
  return readJson<SessionAgency>(COOKIE.agency) ?? readUser()?.agency ?? null;
}

export function readCurrencyId(): number {
  const value = Number(Cookies.get(COOKIE.currency));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_CURRENCY_ID;
}

export function getLanguage(): Language {
  return pickLanguage(Cookies.get(COOKIE.language));
}
