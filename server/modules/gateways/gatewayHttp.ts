/**
 * The one HTTP call every adapter makes: a timeout, and any non-2xx or unreadable answer turned
 * into a GatewayError carrying the provider's status and code, so callers map it to a 502 and
 * never to a 500.
 */
import http from 'node:http';
import https from 'node:https';
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

export interface GatewayResponse {
  status: number;
  text: string;
}

export interface GatewayRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Connections to each gateway kept open between calls (the hotel search asks the provider on every
 * search). Idle ones close after 4 s, before a usual server's keep-alive ends: a socket the server
 * has just closed would fail the call that reuses it.
 */
const agents = { 'http:': new http.Agent({ keepAlive: true, timeout: 4_000 }), 'https:': new https.Agent({ keepAlive: true, timeout: 4_000 }) };

/**
 * `timeoutMs`: each adapter's own limit (the hotel provider's comes from its settings), for the
 * whole exchange, the answer's body included. Node's http client rather than fetch: fetch's web
 * streams cost the search about a tenth of a millisecond of CPU a call, for nothing it needs.
 */
export function gatewayCall(provider: string, url: string, init: GatewayRequest, timeoutMs = GATEWAY_TIMEOUT_MS): Promise<GatewayResponse> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.reject(new GatewayError(provider, 0, 'unreachable', `not a URL: ${url}`, 'not_sent'));
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return Promise.reject(new GatewayError(provider, 0, 'unreachable', `not an http(s) URL: ${url}`, 'not_sent'));
  const headers: Record<string, string | number> = { ...init.headers };
  if (init.body !== undefined) headers['content-length'] = Buffer.byteLength(init.body);
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const secure = target.protocol === 'https:';
    const req = (secure ? https : http).request(target, { method: init.method, headers, agent: secure ? agents['https:'] : agents['http:'] }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', fail);
    });
    // A timeout is told apart: callers answer it as 'try again later' (503) rather than 'down' (502).
    const timer = setTimeout(() => {
      timedOut = true;
      req.destroy(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    function fail(err: Error & { code?: string }) {
      clearTimeout(timer);
      if (timedOut) reject(new GatewayError(provider, 0, 'timeout', err.message, 'unknown'));
      else reject(new GatewayError(provider, 0, 'unreachable', err.message, NOT_SENT.has(err.code ?? '') ? 'not_sent' : 'unknown'));
    }
    req.on('error', fail);
    req.end(init.body);
  });
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
