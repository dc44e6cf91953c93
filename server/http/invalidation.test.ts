/**
 * Two instances behind a load balancer (issue 7, "Several instances"): a write through A is read
 * through B at once, with the caches on. On PostgreSQL (npm run test:pg) A and B have their own
 * pool and their own LISTEN connection, as two processes would; on PGlite (one process) they are
 * two apps over the one handle, and the bus delivers in-process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightOptionRecord } from '../../domain/records/flightBooking.ts';
import type { LoginResponse } from '../../domain/session.ts';
import { buildApp } from '../app.ts';
import { kyselyOverPostgres } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { addDeparture, book, createFlightFixture, daysFromNow, type FlightFixture } from '../testing/flightFixtures.ts';
import { DEMO_PASSWORD, testConfig } from '../testing/testApp.ts';
import { relayThroughPostgres, type InvalidationRelay } from './invalidationRelay.ts';
import { onPostgres } from '../testing/engine.ts';

let database: TestDatabase;
let dbB: Kysely<Database>;
let a: FastifyInstance;
let b: FastifyInstance;
let dataDir = '';
const relays: InvalidationRelay[] = [];
const tokens = new Map<string, string>();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  database = await createTestDatabase();
  dbB = database.kind === 'postgres' && database.url ? kyselyOverPostgres(database.url, 5) : database.db;
  if (database.url) for (const db of [database.db, dbB]) relays.push(await relayThroughPostgres(db, database.url));
  // The answer caches on, whatever the default of the database: they are what must not go stale.
  const config = testConfig(dataDir, { answerCache: true });
  a = await buildApp({ db: database.db, config, logger: false });
  b = await buildApp({ db: dbB, config, logger: false });
}, 300_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  for (const relay of relays) await relay.stop();
  if (dbB && dbB !== database?.db) await dbB.destroy();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * When A has answered, PostgreSQL has signalled the NOTIFY to every listening session (A waited
 * for its own echo), but each listening backend sends it when the scheduler runs it: on a loaded
 * 2-core machine B's copy can trail A's echo by a few milliseconds, and with prepared statements
 * B's next read is fast enough to come first (seen in 2 of 3 runs beside other test files). A
 * client's next request through a load balancer pays a network round trip; here the tests wait
 * 100 ms — far below the shortest answer-cache TTL (5 s), so a lost message still fails them.
 */
const delivered = () => new Promise<void>((resolve) => setTimeout(resolve, 100));

async function auth(username: string): Promise<Record<string, string>> {
  let token = tokens.get(username);
  if (!token) {
    const res = await a.inject({ method: 'POST', url: '/api/accounts/login/', payload: { username, password: DEMO_PASSWORD } });
    token = res.json<LoginResponse>().access;
    tokens.set(username, token);
  }
  return { authorization: `Bearer ${token}` };
}

async function get<T>(app: FastifyInstance, url: string, user = 'admin'): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: await auth(user) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

describe('a write through one instance, read through another at once', () => {
  it('agency list: an agency renamed through A is listed with its new name by B', async () => {
    const { id } = await database.db.selectFrom('agencies').select('id').where('name', '=', 'Agencia Cancún Travel').executeTakeFirstOrThrow();
    const list = `/api/agency/agencies/?search=Canc&page_size=50`;
    const names = async () => (await get<{ results: { id: number; name: string }[] }>(b, list)).results.find((r) => r.id === id)?.name;
    expect(await names()).toBe('Agencia Cancún Travel'); // now cached by B
    const res = await a.inject({ method: 'PATCH', url: `/api/agency/agencies/${id}/`, headers: await auth('admin'), payload: { name: 'Agencia Cancún Travel Plus' } });
    expect(res.statusCode, res.body).toBe(200);
    await delivered();
    expect(await names()).toBe('Agencia Cancún Travel Plus');
  });

  it('flight search and reservation list: seats booked through A are gone from B’s answers', async () => {
    const fx: FlightFixture = await createFlightFixture(database.db);
    const D = daysFromNow(30);
    const out = await addDeparture(database.db, fx, { date: D, categories: [{ category: fx.economy, capacity: 10 }] });
    const search = `/api/flights/search/flights-open/?origin=${fx.originCityId}&destination=${fx.destinationCityId}&departure_date=${D}&adults=2`;
    const seats = async () => (await get<{ outbound: FlightOptionRecord[] }>(b, search, 'operator3')).outbound[0].categories.find((c) => c.id === fx.economy)?.seats_available;
    const reservations = async () => (await get<{ count: number }>(b, '/api/flights/reservations/', 'operator3')).count;
    expect(await seats()).toBe(10);
    const before = await reservations();
    const res = await book(a, await auth('operator3'), { outbound: out, category: fx.economy, adults: 2 }, { departure: D });
    expect(res.statusCode, res.body).toBe(201);
    await delivered();
    expect(await seats()).toBe(8);
    expect(await reservations()).toBe(before + 1);
  });

  it('catalogue: an airline renamed through A is renamed in B’s catalogue', async () => {
    const fx = await createFlightFixture(database.db);
    const airlines = async () => (await get<{ id: number; name: string }[] | { results: { id: number; name: string }[] }>(b, '/api/flights/airlines/?page_size=500'));
    const nameOf = async () => {
      const body = await airlines();
      return (Array.isArray(body) ? body : body.results).find((r) => r.id === fx.airlineId)?.name;
    };
    const before = await nameOf();
    expect(before).toBeDefined();
    const res = await a.inject({ method: 'PATCH', url: `/api/admin-flights/airline/${fx.airlineId}/`, headers: await auth('admin'), payload: { name: `${before} Nueva` } });
    expect(res.statusCode, res.body).toBe(200);
    await delivered();
    expect(await nameOf()).toBe(`${before} Nueva`);
  });

  it('hotel search: a price saved through A is B’s price at once (B keeps the hotel catalogue)', async () => {
    const hotel = await database.db.selectFrom('hotels').select('id').where('provider', '=', 'own').where('active', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const [checkin, checkout] = [daysFromNow(20), daysFromNow(23)];
    await database.db.updateTable('hotel_availability').set({ mode: 'cupon_sales', allotment: 5, sold: 0 }).where('hotel_id', '=', hotel.id).where('date', '>=', checkin).where('date', '<', checkout).execute();
    const search = `/api/hotels/search/?checkin=${checkin}&checkout=${checkout}&rooms=2&hotel=${hotel.id}`;
    const price = async () => Number((await get<{ results: { price: string }[] }>(b, search, 'operator3')).results[0]?.price);
    const before = await price(); // B now keeps the hotel's seasons and prices
    expect(before).toBeGreaterThan(0);
    const rows = await database.db.selectFrom('hotel_prices as p').innerJoin('hotel_contracts as k', 'k.id', 'p.contract_id').select(['p.id', 'p.price']).where('k.hotel_id', '=', hotel.id).execute();
    for (const row of rows) {
      const res = await a.inject({ method: 'PATCH', url: `/api/admin-hotels/price/${row.id}/`, headers: await auth('admin'), payload: { price: (Number(row.price) + 40).toFixed(2) } });
      expect(res.statusCode, res.body).toBe(200);
    }
    await delivered();
    expect(await price()).toBeGreaterThan(before);
  });
});

describe.runIf(onPostgres)('the PostgreSQL relay', () => {
  it('listens again after its connection is killed, and meanwhile clears what it may have missed', async () => {
    const { id } = await database.db.selectFrom('agencies').select('id').where('name', '=', 'Turismo Azul México').executeTakeFirstOrThrow();
    const list = `/api/agency/agencies/?search=Azul&page_size=50`;
    const name = async () => (await get<{ results: { id: number; name: string }[] }>(b, list)).results.find((r) => r.id === id)?.name;
    expect(await name()).toBe('Turismo Azul México');
    // Kill B's listening session; a write straight into the table (no publish) while it is down.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`.execute(database.db);
    await database.db.updateTable('agencies').set({ name: 'Turismo Azul México SA' }).where('id', '=', id).execute();
    // Well within the list's 5-s TTL: the reconnection cleared it.
    await expect.poll(name, { timeout: 3_000, interval: 100 }).toBe('Turismo Azul México SA');
    await expect.poll(() => relays.every((r) => r.listening), { timeout: 3_000 }).toBe(true);
    // And the relay works again: a write through A is seen by B at once.
    const res = await a.inject({ method: 'PATCH', url: `/api/agency/agencies/${id}/`, headers: await auth('admin'), payload: { name: 'Turismo Azul México' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await name()).toBe('Turismo Azul México');
  });
});
