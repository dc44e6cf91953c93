/**
 * Test helpers: an axios adapter stub that answers from a function instead of the network, and a
 * navigation stub. Used by the dataProvider and authProvider tests only.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http, setNavigation } from './http.ts';

export interface StubAnswer {
  status: number;
  data?: unknown;
}

export interface RecordedCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
  authorization: string | undefined;
  language: string | undefined;
}

export type StubHandler = (call: RecordedCall) => StubAnswer | Promise<StubAnswer>;

function record(config: InternalAxiosRequestConfig): RecordedCall {
  const headers = AxiosHeaders.from(config.headers);
  const auth = headers.get('Authorization');
  const language = headers.get('Accept-Language');
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: config.url ?? '',
    params: (config.params ?? {}) as Record<string, unknown>,
    data: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
    authorization: typeof auth === 'string' ? auth : undefined,
    language: typeof language === 'string' ? language : undefined,
  };
}

/** Route every request of the shared client to `handler`; returns the list of calls made. */
export function stubApi(handler: StubHandler): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const call = record(config);
    calls.push(call);
    const answer = await handler(call);
    const response: AxiosResponse = {
      status: answer.status,
      statusText: String(answer.status),
      data: answer.data ?? null,
      headers: {},
      config,
    };
    if (answer.status >= 400) {
      throw new AxiosError(`Request failed with status code ${answer.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return calls;
}

/** Replace the browser navigation with a recorder; `location` is what the user is looking at. */
export function stubNavigation(location: string): string[] {
  const visited: string[] = [];
  setNavigation({ navigate: (to) => visited.push(to), currentLocation: () => location });
  return visited;
}

/** A JWT-shaped token (unsigned) that expires in `seconds`. */
export function fakeJwt(name: string, seconds = 3600): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'none' })}.${encode({ sub: name, exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;
}

export function inOneHour(): string {
  return new Date(Date.now() + 3_600_000).toISOString();
}
