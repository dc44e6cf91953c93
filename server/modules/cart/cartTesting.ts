/** Helpers of the cart tests: a quoted selection into the cart, as the browser does. */
import { expect } from 'vitest';
import type { CartItemRecord } from '../../../domain/records/cart.ts';
import type { Selection } from '../../testing/flightFixtures.ts';

interface Injector {
  inject(options: { method: 'POST' | 'GET' | 'DELETE'; url: string; headers: Record<string, string>; payload?: object }): Promise<{ statusCode: number; body: string; json<T = Record<string, unknown>>(): T }>;
}

export async function quoteFor(app: Injector, headers: Record<string, string>, selection: Selection): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/flights/v2/price-calculation/', headers, payload: { children: 0, infants: 0, ...selection } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ price_token: string }>().price_token;
}

/** Price-calculation then POST cart/items/; returns the raw answer. */
export async function addToCart(app: Injector, headers: Record<string, string>, selection: Selection) {
  const price_token = await quoteFor(app, headers, selection);
  return app.inject({ method: 'POST', url: '/api/cart/items/', headers, payload: { service_type: 'flights', children: 0, infants: 0, ...selection, price_token } });
}

export async function addedItem(app: Injector, headers: Record<string, string>, selection: Selection): Promise<CartItemRecord> {
  const res = await addToCart(app, headers, selection);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CartItemRecord>();
}
