/**
 * Migration 0054: a hotel's `catalog_version` rises in the transaction of any change of what the
 * search keeps of it (searchCatalogue.ts), by whatever path the change is written (plain SQL
 * here, no publication), and only that hotel's; the kept catalogue of the other hotels stays.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../testing/flightAdmin.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { hotelCatalogues } from './searchCatalogue.ts';

const t = useTestApp();
const call = caller(t);

let a: number;
let b: number;

async function versions(): Promise<{ a: number; b: number }> {
  const rows = await t.db.selectFrom('hotels').select(['id', 'catalog_version']).where('id', 'in', [a, b]).execute();
  const of = (id: number) => rows.find((r) => r.id === id)!.catalog_version;
  return { a: of(a), b: of(b) };
}

/** What `write` raised: each hotel's version after it minus before. */
async function raised(write: () => Promise<unknown>): Promise<{ a: number; b: number }> {
  const before = await versions();
  await write();
  const after = await versions();
  return { a: after.a - before.a, b: after.b - before.b };
}

/** Hotel a's version rose, b's did not. */
function expectOnlyA(delta: { a: number; b: number }, what: string): void {
  expect(delta.a, what).toBeGreaterThan(0);
  expect(delta.b, what).toBe(0);
}

beforeAll(async () => {
  // Two of our hotels with seasons, prices, supplements and offers.
  const hotels = await t.db
    .selectFrom('hotels as h')
    .select('h.id')
    .where('h.provider', '=', 'own')
    .where((eb) => eb.exists(eb.selectFrom('hotel_offers as o').select('o.id').whereRef('o.hotel_id', '=', 'h.id')))
    .where((eb) => eb.exists(eb.selectFrom('hotel_supplements as s').select('s.id').whereRef('s.hotel_id', '=', 'h.id')))
    .orderBy('h.id')
    .limit(2)
    .execute();
  expect(hotels).toHaveLength(2);
  [a, b] = hotels.map((h) => h.id);
});

describe('a hotel’s catalogue version (migration 0054)', () => {
  it('rises with a change of its minimum nights, room types, occupancies, seasons, prices, supplements or offers', async () => {
    const roomType = await t.db.selectFrom('hotel_room_types').select('id').where('hotel_id', '=', a).orderBy('id').executeTakeFirstOrThrow();
    const contract = await t.db.selectFrom('hotel_contracts').select('id').where('hotel_id', '=', a).orderBy('id').executeTakeFirstOrThrow();
    const writes: [string, () => Promise<unknown>][] = [
      ['hotels.min_nights', () => sql`update hotels set min_nights = min_nights + 1 where id = ${a}`.execute(t.db)],
      ['hotel_room_types', () => sql`update hotel_room_types set active = active where id = ${roomType.id}`.execute(t.db)],
      ['hotel_occupancies', () => sql`update hotel_occupancies set max_age_accepted = max_age_accepted where room_type_id = ${roomType.id}`.execute(t.db)],
      ['hotel_contracts', () => sql`update hotel_contracts set min_nights = min_nights where id = ${contract.id}`.execute(t.db)],
      ['hotel_prices', () => sql`update hotel_prices set price = price + 1 where contract_id = ${contract.id}`.execute(t.db)],
      ['hotel_supplements', () => sql`update hotel_supplements set amount = amount + 1 where hotel_id = ${a}`.execute(t.db)],
      ['hotel_offers', () => sql`update hotel_offers set active = not active where hotel_id = ${a}`.execute(t.db)],
    ];
    for (const [what, write] of writes) expectOnlyA(await raised(write), what);
  });

  it('rises with a row added or removed, for both hotels when a row moves between them, and not for other columns of the hotel', async () => {
    const offer = await t.db.selectFrom('hotel_offers').selectAll().where('hotel_id', '=', a).orderBy('id').executeTakeFirstOrThrow();
    const { id, ...fields } = offer;
    let copy = id;
    const added = await raised(async () => {
      copy = (await t.db.insertInto('hotel_offers').values({ ...fields, name: `${offer.name} (copia)` }).returning('id').executeTakeFirstOrThrow()).id;
    });
    expectOnlyA(added, 'insert');
    const moved = await raised(() => t.db.updateTable('hotel_offers').set({ hotel_id: b, room_type_id: null }).where('id', '=', copy).execute());
    expect(moved.a).toBeGreaterThan(0);
    expect(moved.b).toBeGreaterThan(0);
    expect((await raised(() => t.db.deleteFrom('hotel_offers').where('id', '=', copy).execute())).b).toBeGreaterThan(0);
    expect(await raised(() => sql`update hotels set name = name || ' ', description = description where id = ${a}`.execute(t.db))).toEqual({ a: 0, b: 0 });
  });

  it('reloads the kept catalogue of the hotel written to and keeps the others’', async () => {
    const asked = async () => {
      const rows = await t.db.selectFrom('hotels').select(['id', 'catalog_version']).where('id', 'in', [a, b]).orderBy('id').execute();
      return hotelCatalogues(t.db, rows);
    };
    const first = await asked();
    expect((await asked()).get(a)).toBe(first.get(a));

    const price = await t.db
      .selectFrom('hotel_prices as p')
      .innerJoin('hotel_contracts as k', 'k.id', 'p.contract_id')
      .select(['p.id', 'p.price'])
      .where('k.hotel_id', '=', a)
      .where('k.active', '=', true)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const res = await call('admin', 'PATCH', `admin-hotels/price/${price.id}/`, { price: (Number(price.price) + 25).toFixed(2) });
    expect(res.statusCode, res.body).toBe(200);

    const after = await asked();
    expect(after.get(b)).toBe(first.get(b));
    expect(after.get(a)).not.toBe(first.get(a));
    const prices = after.get(a)!.contracts.flatMap((c) => c.prices.map((p) => p.price));
    expect(prices).toContain((Number(price.price) + 25).toFixed(2));
  });
});
