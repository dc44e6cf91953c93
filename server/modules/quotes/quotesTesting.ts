/** Helpers of the quote tests: users who may quote, a cart filled as the browser fills it, the API calls. */
import { expect } from 'vitest';
import type { QuoteDetailRecord } from '../../../domain/records/quotes.ts';
import type { Permission } from '../../../domain/permissions.ts';
import type { Selection } from '../../testing/flightFixtures.ts';
import { NETWORK, type AgencyKey } from '../../testing/network.ts';
import type { TestApp } from '../../testing/testApp.ts';
import { addedItem } from '../cart/cartTesting.ts';

export const QUOTER: Permission[] = ['Shopping Cart Quotes', 'Flight View', 'Flight with Booking'];

/** An operator (or admin) of a demo agency who may quote and book flights. */
export function quoter(t: TestApp, username: string, agency: AgencyKey, type: 'operator' | 'admin' = 'operator', groups: Permission[] = QUOTER) {
  return t.createUser({ username, type, agency: NETWORK[agency], groups });
}

export async function emptyCart(t: TestApp, user: string): Promise<void> {
  const headers = await t.auth(user);
  const res = await t.app.inject({ method: 'GET', url: '/api/cart/items/?page_size=1000', headers });
  for (const item of res.json<{ results: { id: number }[] }>().results) await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${item.id}/`, headers });
}

/** Fills `user`'s cart with `selections` and saves it as a quote. */
export async function quoteOf(t: TestApp, user: string, selections: Selection[], body: { name: string; currency: number }): Promise<QuoteDetailRecord> {
  const headers = await t.auth(user);
  await emptyCart(t, user);
  for (const s of selections) await addedItem(t.app, headers, s);
  const res = await t.app.inject({ method: 'POST', url: '/api/cart/quotes/', headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<QuoteDetailRecord>();
}

export async function call(t: TestApp, user: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'es') {
  return t.app.inject({ method, url: `/api/cart/quotes/${url}`, headers: { ...(await t.auth(user)), 'accept-language': lang }, payload });
}
