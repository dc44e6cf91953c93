/**
 * Helpers of the card payment tests: the whole browser round trip over real HTTP against the
 * listening app and its sandbox gateway — start the payment, type a card on the hosted page,
 * follow the gateway back to our return URL and on to the result page.
 */
import { expect } from 'vitest';

export const APPROVED = '4242 4242 4242 4242';
export const DECLINED = '4000 0000 0000 0002';

export async function postJson(url: string, headers: Record<string, string>, body: unknown, key?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown> & { operation?: Record<string, unknown>; redirect_url?: string | null }) : {} };
}

/** Types `card` on the sandbox's hosted page; answers where the gateway sends the browser. */
export async function payOnHostedPage(hostedUrl: string, card: string): Promise<string> {
  const res = await fetch(hostedUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ card_number: card }).toString(), redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location') ?? '';
}

/** Follows our return URL: answers the result page it redirects to. */
export async function followReturn(returnUrl: string): Promise<string> {
  const res = await fetch(returnUrl, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location') ?? '';
}
