/**
 * Migration 0055 and the search's kept nights (stayAvailability.ts): a hotel's availability
 * version rises with every statement that changes its nights, by whatever path (plain SQL here),
 * and only its; the fold keeps every version as it was; and the nights summed up from the kept
 * blocks are what the candidates' SQL aggregate summed up before (kept here as the reference).
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/flights/schedule.ts';
import { AVAILABILITY_MODES } from '../../../domain/services/hotels.ts';
import { seededRandom } from '../../../domain/testing/random.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { availabilityVersion, foldAvailabilityVersions, stayAvailabilities } from './stayAvailability.ts';

const t = useTestApp();

let a: number;
let b: number;
let types: number[];

async function versions(): Promise<{ a: string; b: string }> {
  const rows = await t.db.selectFrom('hotels').select(['id', availabilityVersion(sql.ref('hotels.id')).as('v')]).where('id', 'in', [a, b]).execute();
  const of = (id: number) => rows.find((r) => r.id === id)!.v;
  return { a: of(a), b: of(b) };
}

/** Whether `write` changed each hotel's version. */
async function changed(write: () => Promise<unknown>): Promise<{ a: boolean; b: boolean }> {
  const before = await versions();
  await write();
  const after = await versions();
  return { a: after.a !== before.a, b: after.b !== before.b };
}

/** The candidates' aggregate before 0055: per room type sellable on every night, sorted by type. */
async function summedBySql(hotel: number, checkin: string, nights: number): Promise<[number, number | null, boolean][]> {
  const { rows } = await sql<{ room_type_id: number; free: number | null; on_request: boolean }>`
    select a.room_type_id, min(a.allotment - a.sold) filter (where a.mode = 'cupon_sales') as free, bool_or(a.mode = 'on_request') as on_request
    from hotel_availability a
    where a.hotel_id = ${hotel} and a.date >= ${checkin} and a.date < ${addDays(checkin, nights)}
    group by a.room_type_id
    having count(*) = ${nights} and bool_and(a.mode <> 'stop_sale') and coalesce(min(a.allotment - a.sold) filter (where a.mode = 'cupon_sales'), 1) >= 1
    order by a.room_type_id`.execute(t.db);
  return rows.map((r) => [r.room_type_id, r.free, r.on_request]);
}

beforeAll(async () => {
  const hotels = await t.db
    .selectFrom('hotels as h')
    .select('h.id')
    .where('h.provider', '=', 'own')
    .where((eb) => eb(eb.selectFrom('hotel_room_types as rt').select(eb.fn.countAll<number>().as('n')).whereRef('rt.hotel_id', '=', 'h.id'), '>=', 2))
    .orderBy('h.id')
    .limit(2)
    .execute();
  expect(hotels).toHaveLength(2);
  [a, b] = hotels.map((h) => h.id);
  types = (await t.db.selectFrom('hotel_room_types').select('id').where('hotel_id', '=', a).orderBy('id').execute()).map((r) => r.id);
});

describe('a hotel’s availability version (migration 0055)', () => {
  it('changes with every statement that adds, changes or removes its nights, and only its', async () => {
    const night = { room_type_id: types[0], hotel_id: a, date: '2031-06-01', allotment: 3, sold: 0, mode: 'cupon_sales' };
    expect(await changed(() => t.db.insertInto('hotel_availability').values(night).execute())).toEqual({ a: true, b: false });
    expect(await changed(() => sql`update hotel_availability set sold = sold + 1 where hotel_id = ${a} and date = '2031-06-01'`.execute(t.db))).toEqual({ a: true, b: false });
    // A statement that changes no night changes no version.
    expect(await changed(() => sql`update hotel_availability set sold = 0 where hotel_id = ${a} and date = '2041-01-01'`.execute(t.db))).toEqual({ a: false, b: false });
    expect(await changed(() => t.db.deleteFrom('hotel_availability').where('hotel_id', '=', a).where('date', '=', '2031-06-01').execute())).toEqual({ a: true, b: false });
  });

  it('is kept by the fold, which leaves one row a hotel', async () => {
    const before = await versions();
    expect(await foldAvailabilityVersions(t.db, 1_000_000)).toBeGreaterThan(0);
    expect(await versions()).toEqual(before);
    const rows = await t.db.selectFrom('hotel_availability_changes').select('hotel_id').where('hotel_id', 'in', [a, b]).execute();
    expect(rows).toHaveLength(2);
    expect(await foldAvailabilityVersions(t.db, 1_000_000)).toBe(0);
  });
});

describe('the search’s kept nights', () => {
  it('sum up every stay as the candidates’ SQL did, across blocks, in every mode and with nights missing', async () => {
    // Hotel a's nights over 90 days from 2031-01-01 drawn at random (three blocks and more), some missing.
    const r = seededRandom(55);
    const first = '2031-01-01';
    await t.db.deleteFrom('hotel_availability').where('hotel_id', '=', a).where('date', '>=', first).where('date', '<', addDays(first, 90)).execute();
    const nights = [];
    for (const type of types) {
      for (let d = 0; d < 90; d++) {
        if (r.next() < 0.04) continue;
        const mode = r.next() < 0.05 ? 'stop_sale' : r.pick(AVAILABILITY_MODES.filter((m) => m !== 'stop_sale'));
        const allotment = r.int(0, 4);
        nights.push({ room_type_id: type, hotel_id: a, date: addDays(first, d), allotment, sold: r.int(0, allotment), mode });
      }
    }
    await t.db.insertInto('hotel_availability').values(nights).execute();
    const [hotel] = await t.db.selectFrom('hotels').select(['id', availabilityVersion(sql.ref('hotels.id')).as('availability_version')]).where('id', '=', a).execute();
    let sellable = 0;
    for (let d = 0; d < 80; d += 3) {
      for (const stay of [1, 2, 4, 7, 10]) {
        const checkin = addDays(first, d);
        const kept = (await stayAvailabilities(t.db, [hotel], checkin, stay)).get(a);
        const summed = kept ? [...kept.roomTypes].sort(([x], [y]) => x - y).map(([type, v]): [number, number | null, boolean] => [type, v.free === Infinity ? null : v.free, v.onRequest]) : [];
        expect(summed, `${checkin}, ${stay} nights`).toEqual(await summedBySql(a, checkin, stay));
        if (kept) sellable++;
      }
    }
    // The draw leaves both cases common enough to mean something.
    expect(sellable).toBeGreaterThan(20);
    expect(sellable).toBeLessThan(135);
  });

  it('reads a night changed by plain SQL in the next search, with no publication', async () => {
    const checkin = '2031-02-10';
    await t.db.updateTable('hotel_availability').set({ mode: 'cupon_sales', allotment: 2, sold: 0 }).where('hotel_id', '=', a).where('date', '>=', checkin).where('date', '<', addDays(checkin, 3)).execute();
    const ask = async () => {
      const [hotel] = await t.db.selectFrom('hotels').select(['id', availabilityVersion(sql.ref('hotels.id')).as('availability_version')]).where('id', '=', a).execute();
      return (await stayAvailabilities(t.db, [hotel], checkin, 3)).get(a)?.roomTypes.get(types[0]);
    };
    expect(await ask()).toEqual({ free: 2, onRequest: false });
    expect(await ask()).toEqual({ free: 2, onRequest: false });
    await sql`update hotel_availability set sold = 1 where room_type_id = ${types[0]} and date = ${addDays(checkin, 1)}`.execute(t.db);
    expect(await ask()).toEqual({ free: 1, onRequest: false });
    await sql`update hotel_availability set mode = 'stop_sale' where room_type_id = ${types[0]} and date = ${addDays(checkin, 2)}`.execute(t.db);
    expect(await ask()).toBeUndefined();
  });

  it('changes every hotel’s version when the nights are emptied at once', async () => {
    expect(await changed(() => sql`truncate hotel_availability`.execute(t.db))).toEqual({ a: true, b: true });
  });
});
