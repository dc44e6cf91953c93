/**
 * The one HTTP call every adapter makes: a timeout, and any non-2xx or unreadable answer turned
 * into a GatewayError carrying the provider's status and code, so callers map it to a 502 and
 * never to a 500.
 */
import { ApiError } from '../../http/errors.ts';
import { ProviderCallError, type CallOutcome } from '../payments/provider.ts';

export const GATEWAY_TIMEOUT_MS = 15_000;

/** Connection errors that mean the request never reached the gateway. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * A gateway call without a usable answer. Whether the gateway may have acted decides what the core
 * does with the operation (ProviderCallError): an answer below 500 is a refusal and a refused
 * connection never left, so nothing happened there; a timeout, a 5xx or an unreadable answer may
 * hide a payment or a refund that did happen.
 */
export class GatewayError extends ProviderCallError {
  constructor(
    provider: string,
    readonly status: number,
    readonly code: string,
    message: string,
    outcome?: CallOutcome,
  ) {
    super(provider, outcome ?? (status >= 400 && status < 500 ? 'refused' : 'unknown'), `${provider}: ${status} ${code} ${message}`);
    this.name = 'GatewayError';
  }
}

function connectionCode(err: unknown): string {
  const cause = err instanceof Error ? (err.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : '';
}

export interface GatewayResponse {
  status: number;
  text: string;
}

/** `timeoutMs`: each adapter's own limit (the hotel provider's comes from its settings). */
export async function gatewayCall(provider: string, url: string, init: RequestInit, timeoutMs = GATEWAY_TIMEOUT_MS): Promise<GatewayResponse> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    // A timeout is told apart: callers answer it as 'try again later' (503) rather than 'down' (502).
    if (err instanceof Error && err.name === 'TimeoutError') throw new GatewayError(provider, 0, 'timeout', err.message, 'unknown');
    const sent = !NOT_SENT.has(connectionCode(err));
    throw new GatewayError(provider, 0, 'unreachable', err instanceof Error ? err.message : String(err), sent ? 'unknown' : 'not_sent');
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
    if (err instanceof ProviderCallError) throw gatewayUnavailable();
    throw err;
  }
}

export const gatewayUnavailable = () => new ApiError(502, { key: 'gateways.gateway_unavailable' }, 'gateway_unavailable');
