/**
 * JSON calls of the scenarios that write through the API (cart, checkout, deposits): one request,
 * its status and its answer; `ok` throws on anything but 2xx with the answer in the message.
 */
import type { BenchContext } from './harness.ts';

export async function call<T>(ctx: BenchContext, access: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: T }> {
  const res = await fetch(`${ctx.baseURL}${url}`, {
    method,
    headers: { authorization: `Bearer ${access}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: (text === '' ? null : JSON.parse(text)) as T };
}

export async function ok<T>(ctx: BenchContext, access: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await call<T>(ctx, access, method, url, body, headers);
  if (res.status >= 300) throw new Error(`${method} ${url}: HTTP ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

/** Minor units of a two-decimal amount ('12.30' → 1230). */
export const cents = (amount: string | number) => Math.round(Number(amount) * 100);

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A GET of the scenarios that read: the answer, or an error with the status and the body. */
export const getJson = <T>(ctx: BenchContext, access: string, url: string): Promise<T> => ok<T>(ctx, access, 'GET', url);
