/**
 * The one HTTP call every adapter makes: a timeout, and any non-2xx or unreadable answer turned
 * into a GatewayError carrying the provider's status and code, so callers map it to a 502 and
 * never to a 500.
 */
import { ApiError } from '../../http/errors.ts';

export const GATEWAY_TIMEOUT_MS = 15_000;

export class GatewayError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`${provider}: ${status} ${code} ${message}`);
    this.name = 'GatewayError';
  }
}

export interface GatewayResponse {
  status: number;
  text: string;
}

export async function gatewayCall(provider: string, url: string, init: RequestInit): Promise<GatewayResponse> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
  } catch (err) {
    throw new GatewayError(provider, 0, 'unreachable', err instanceof Error ? err.message : String(err));
  }
  const text = await res.text();
  return { status: res.status, text };
}

export function parseJson(provider: string, res: GatewayResponse): unknown {
  try {
    return JSON.parse(res.text);
  } catch {
    throw new GatewayError(provider, res.status, 'bad_response', res.text.slice(0, 200));
  }
}

/**
 * A provider that is down or answers nonsense is a 502 for our caller with a translated message,
 * never a 500: the fault is not ours and trying again later may work.
 */
export async function viaGateway<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof GatewayError) {
      throw new ApiError(502, { key: 'gateways.gateway_unavailable' }, 'gateway_unavailable');
    }
    throw err;
  }
}
