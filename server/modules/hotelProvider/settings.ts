/**
 * Where the integrated hotel provider lives and its credentials, from the environment (as the card
 * gateways, gateways/settings.ts). With HOTEL_PROVIDER_URL unset the adapter talks to the sandbox
 * provider our own server serves under `/sandbox/hotelbeds`, with sandbox credentials: the same
 * HTTP, signature and error paths production runs.
 */
export interface HotelProviderSettings {
  /** Base before `/hotel-api/1.0`, e.g. https://api.test.hotelbeds.com (Hotelbeds' test environment). */
  apiUrl: string;
  apiKey: string;
  secret: string;
  /** Each call's limit; past it the provider counts as not answering (503). */
  timeoutMs: number;
  /**
   * How long the search keeps an availability answer of the provider (HOTEL_PROVIDER_SEARCH_KEEP_S,
   * 0: ask on every search). Hotelbeds' lazy cache: the list may show what the provider said a
   * minute ago; the hotel's page, the rate check and the booking always ask it live (keptAvailability.ts).
   */
  searchKeepMs: number;
  /** True when the sandbox is the provider (the demo and the tests). */
  sandbox: boolean;
}

export const SANDBOX_HOTEL_API_KEY = 'hb-sandbox-key-0123456789';
export const SANDBOX_HOTEL_SECRET = 'hb-sandbox-secret';
export const HOTEL_PROVIDER_TIMEOUT_MS = 10_000;
export const HOTEL_SANDBOX_PREFIX = '/sandbox/hotelbeds';
export const HOTEL_PROVIDER_SEARCH_KEEP_S = 60;

type Env = Record<string, string | undefined>;

/** A whole number of `raw` at least `min`, or `fallback` when unset or anything else. */
function wholeNumber(raw: string | undefined, min: number, fallback: number): number {
  const value = Number(raw);
  return raw?.trim() && Number.isInteger(value) && value >= min ? value : fallback;
}

export function hotelProviderSettings(options: { publicUrl: string; port: number }, env: Env = process.env): HotelProviderSettings {
  const publicUrl = options.publicUrl || `http://127.0.0.1:${options.port}`;
  const url = env.HOTEL_PROVIDER_URL?.trim().replace(/\/+$/, '') || '';
  return {
    apiUrl: url || `${publicUrl}${HOTEL_SANDBOX_PREFIX}`,
    apiKey: env.HOTEL_PROVIDER_API_KEY?.trim() || SANDBOX_HOTEL_API_KEY,
    secret: env.HOTEL_PROVIDER_SECRET?.trim() || SANDBOX_HOTEL_SECRET,
    timeoutMs: wholeNumber(env.HOTEL_PROVIDER_TIMEOUT_MS, 1, HOTEL_PROVIDER_TIMEOUT_MS),
    searchKeepMs: wholeNumber(env.HOTEL_PROVIDER_SEARCH_KEEP_S, 0, HOTEL_PROVIDER_SEARCH_KEEP_S) * 1000,
    sandbox: !url,
  };
}
