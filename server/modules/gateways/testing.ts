/** Test helpers for the gateway slice: a listening app (adapters speak real HTTP) and a reservation. */
import type { Server } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { revolutSignature } from './revolut/signature.ts';
import { SANDBOX_REVOLUT_WEBHOOK_SECRET } from './settings.ts';

export async function listening(app: { server: Server; listen(options: { port: number; host: string }): Promise<unknown> }): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

let counter = 0;

/** A reservation of `total` (EUR) for the agency, inserted directly: the gateways need no flight. */
export async function insertReservation(db: Kysely<Database>, agencyId: number, total = '300.00'): Promise<{ id: number; locator: string }> {
  const operator = await db.selectFrom('users').select('id').where('agency_id', '=', agencyId).executeTakeFirstOrThrow();
  const currency = await db.selectFrom('currencies').select('id').where('abbreviation', '=', 'EUR').executeTakeFirstOrThrow();
  counter++;
  // Locators are 6 characters: 'G' and a per-file counter mixed with the clock.
  const locator = `G${((Date.now() % 1_000_000) * 7 + counter).toString(36).toUpperCase().padStart(5, '0').slice(-5)}`;
  return db
    .insertInto('reservations')
    .values({ locator, service_type: 'flight', agency_id: agencyId, operator_id: operator.id, start_date: '2030-01-10', end_date: '2030-01-12', currency_id: currency.id, net: total, total, price_levels: '[]' })
    .returning(['id', 'locator'])
    .executeTakeFirstOrThrow();
}

/** A webhook as Revolut (or our sandbox) signs it. */
export function signedWebhook(body: object, options: { secret?: string; timestamp?: number } = {}) {
  const raw = JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Date.now());
  return {
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'revolut-request-timestamp': timestamp,
      'revolut-signature': revolutSignature(options.secret ?? SANDBOX_REVOLUT_WEBHOOK_SECRET, timestamp, raw),
    },
  };
}
