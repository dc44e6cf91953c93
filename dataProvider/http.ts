/**
 * The one http client of the browser app (spec §7): bearer token and Accept-Language on every call;
 * a 401 awaits ONE shared refresh and retries the request once; a failed refresh or a second 401
 * clears the session and sends the user to /auth/login?next=<where they were>. A 503 with code
 * `maintenance` sends them to /maintenance. Every failure leaves as a react-admin HttpError.
 */
import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { RefreshResponse } from '../domain/session.ts';
import { toHttpError } from './errors.ts';
import { clearSession, getAccessToken, getLanguage, getRefreshToken, storeTokens } from './session.ts';

export const LOGIN_PATH = '/auth/login';
export const MAINTENANCE_PATH = '/maintenance';

/** Calls that must never trigger a refresh: they are the session machinery itself. */
const NO_REFRESH_PATHS = ['accounts/login', 'accounts/token/refresh', 'accounts/token/verify', 'accounts/logout'];

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Public calls (agency registration): a 401 is an answer like any other, never a reason to
     * refresh the session or to send the visitor to the login page.
     */
    skipAuthRefresh?: boolean;
  }
}

interface RetryableConfig extends InternalAxiosRequestConfig {
  _retried?: boolean;
}

/** How the client leaves the page; the app plugs react-router in, tests plug a stub in. */
export interface Navigation {
  navigate: (to: string) => void;
  /** Current path and query string, e.g. '/resumen?page=2'. */
  currentLocation: () => string;
}

const browserNavigation: Navigation = {
  navigate: (to) => window.location.assign(to),
  currentLocation: () => `${window.location.pathname}${window.location.search}`,
};

let navigation: Navigation = browserNavigation;

export function setNavigation(next: Partial<Navigation>): void {
  navigation = { ...navigation, ...next };
}

/** A safe `next` target: an internal path, never the login page itself. */
export function sanitizeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next === LOGIN_PATH || next.startsWith(`${LOGIN_PATH}?`)) return '/';
  return next;
}

/** '/auth/login?next=<location>' (also for '/'); kept as it is when already on the login page. */
export function loginPath(location: string = navigation.currentLocation()): string {
  if (location === LOGIN_PATH || location.startsWith(`${LOGIN_PATH}?`)) return location;
  return `${LOGIN_PATH}?next=${encodeURIComponent(sanitizeNext(location))}`;
}

/** Clear the session and go to the login page, remembering where the user was. */
export function endSession(): void {
  const target = loginPath();
  clearSession();
  navigation.navigate(target);
}

function baseURL(): string {
  const fromEnv: unknown = import.meta.env?.VITE_API_URL;
  const base = typeof fromEnv === 'string' && fromEnv ? fromEnv : '/api/';
  return base.endsWith('/') ? base : `${base}/`;
}

export const http: AxiosInstance = axios.create({ baseURL: baseURL(), headers: { Accept: 'application/json' } });

http.interceptors.request.use((config) => {
  const token = getAccessToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Accept-Language', getLanguage());
  return config;
});

let refreshing: Promise<string> | null = null;

async function requestNewTokens(): Promise<string> {
  const refresh = getRefreshToken();
  if (!refresh) throw new Error('no refresh token');
  const { data } = await http.post<RefreshResponse>('accounts/token/refresh/', { refresh });
  storeTokens(data);
  return data.access;
}

/** One refresh for everybody who needs it now: concurrent callers share the same promise. */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= requestNewTokens().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function isSessionCall(config: InternalAxiosRequestConfig): boolean {
  const url = (config.url ?? '').replace(/^\/+/, '').replace(/^api\//, '');
  return NO_REFRESH_PATHS.some((path) => url.startsWith(path));
}

function bearerOf(config: InternalAxiosRequestConfig): string | undefined {
  const value = config.headers.get('Authorization');
  return typeof value === 'string' ? value.replace(/^Bearer /, '') : undefined;
}

/** The token to retry with: a newer one if another call already refreshed, else a fresh one. */
async function tokenForRetry(config: InternalAxiosRequestConfig): Promise<string> {
  const current = getAccessToken();
  if (current && current !== bearerOf(config) && !refreshing) return current;
  return refreshAccessToken();
}

function isMaintenance(error: AxiosError): boolean {
  const data = error.response?.data as { code?: unknown } | undefined;
  return error.response?.status === 503 && data?.code === 'maintenance';
}

http.interceptors.response.use(undefined, async (error: unknown) => {
  if (!(error instanceof AxiosError) || axios.isCancel(error)) throw error;
  const config = error.config as RetryableConfig | undefined;
  const status = error.response?.status ?? 0;
  const failure = () => toHttpError({ status, data: error.response?.data });

  if (isMaintenance(error) && navigation.currentLocation().split('?')[0] !== MAINTENANCE_PATH) {
    navigation.navigate(MAINTENANCE_PATH);
  }
  if (status !== 401 || !config || isSessionCall(config) || config.skipAuthRefresh) throw failure();
  if (config._retried) {
    endSession();
    throw failure();
  }
  let token: string;
  try {
    token = await tokenForRetry(config);
  } catch {
    endSession();
    throw failure();
  }
  config._retried = true;
  config.headers.set('Authorization', `Bearer ${token}`);
  return http.request(config);
});
