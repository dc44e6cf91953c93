/**
 * react-admin's authProvider over the session cookies of spec §3 and the calls of spec §7.
 * Rejections carry `redirectTo: '/auth/login?next=…'` so react-admin's own logout flow sends the
 * user to our login page and back afterwards.
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import type { LoginResponse } from '../domain/session.ts';
import { LOGIN_PATH, http, loginPath, refreshAccessToken } from '../dataProvider/http.ts';
import { clearSession, getAccessToken, getRefreshToken, jwtExpiry, readActor, readUser, storeLogin } from '../dataProvider/session.ts';
import { isHttpError } from '../dataProvider/errors.ts';

export interface LoginParams {
  username: string;
  password: string;
  /** Where the login page was asked to go ('/' when nowhere in particular). */
  next?: string;
}

/**
 * The access rules and the route table (domain/access.ts, domain/menu.ts) bring every rule module and
 * zod with them: loaded when first asked (the login answer, the first guard), not with the login page.
 */
const accessRules = () => import('../domain/access.ts');
const routeTable = () => import('../domain/menu.ts');

/** A rejection react-admin understands: go to the login page, show no extra notice. */
function toLogin() {
  return { redirectTo: loginPath(), message: false as const };
}

export const authProvider = {
  async login({ username, password, next }: LoginParams) {
    // The route table loads while the credentials travel, so the answer is not kept waiting for it.
    const [{ data }, { landingPath }] = await Promise.all([http.post<LoginResponse>('accounts/login/', { username, password }), routeTable()]);
    storeLogin(data);
    // react-admin's useLogin navigates to redirectTo: the asked page, else the user's landing.
    return { redirectTo: next && next !== '/' ? next : landingPath(data.user) };
  },

  /**
   * POST accounts/logout/ with the refresh token, then clear every session cookie whatever the
   * answer (spec §7: with a `detail` the session is cleared, the cart reset, the user sent to login).
   * react-admin passes the redirect of the caller (checkAuth, checkError) when there is one.
   */
  async logout() {
    const refresh = getRefreshToken();
    if (refresh || getAccessToken()) {
      try {
        await http.post('accounts/logout/', refresh ? { refresh } : {});
      } catch {
        // The local session ends anyway: a revoked or expired token must not keep the user in.
      }
    }
    clearSession();
    // react-admin's useLogout then clears its query cache: the cart count and alerts reset with it.
    return LOGIN_PATH;
  },

  /** A session exists when the access cookie does, or when the refresh token can renew it. */
  async checkAuth() {
    if (getAccessToken() && readUser()) return;
    if (getRefreshToken() && readUser()) {
      try {
        await refreshAccessToken();
        return;
      } catch {
        clearSession();
      }
    }
    throw toLogin();
  },

  /** 401 (after the http client's refresh and retry failed) logs out; 403 only warns. */
  async checkError(error: unknown) {
    const status = isHttpError(error) ? error.status : undefined;
    if (status === 401) throw toLogin();
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = readUser();
    if (!user) throw toLogin();
    return {
      id: user.id,
      fullName: user.full_name || user.username,
      avatar: user.agency?.logo ?? undefined,
    };
  },

  async getPermissions() {
    return readUser()?.groups.map((group) => group.name) ?? [];
  },

  async canAccess({ resource, action, record }) {
    const { canAccess } = await accessRules();
    return canAccess(readActor(), { resource, action, record });
  },
} satisfies AuthProvider;

/**
 * Spec §7: after each navigation to a protected route the token is checked; the answer is
 * otherwise ignored, but a 401 clears every session cookie (spec §4). Resolves false then.
 * A token that merely expired on its way to the server is not an invalid session: the refresh of
 * the next call renews it, so that 401 leaves the session alone.
 */
export async function verifyToken(): Promise<boolean> {
  const token = getAccessToken();
  if (!token) return true;
  try {
    await http.post('accounts/token/verify/', { token });
    return true;
  } catch (error) {
    if (isHttpError(error) && error.status === 401) {
      const expiry = jwtExpiry(token);
      if (expiry && expiry.getTime() <= Date.now() + EXPIRY_SKEW_MS) return true;
      clearSession();
      return false;
    }
    return true;
  }
}

/** Clock difference between browser and server we tolerate when telling expiry from invalidity. */
const EXPIRY_SKEW_MS = 2000;

export default authProvider;
