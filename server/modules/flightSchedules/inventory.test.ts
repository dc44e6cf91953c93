import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../domain/i18n.ts';
import { caller, categoryId, departures, FLIGHT_TABLES, groupId, inventoryIsConsistent } from '../../testing/flightAdmin.ts';
import { digest } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const call = caller(t);
let eco: number;
let std: number;
let mexico: number;
let europe: number;
/** Departures of a flight without seeded group seats: MQ410, Havana → Monterrey. */
let trio: number[];

beforeAll(async () => {
  eco = await categoryId(t, 'ECO');
  std = await categoryId(t, 'STD');
  mexico = await groupId(t, 'Mayoristas México');
  europe = await groupId(t, 'Mercado europeo');
  trio = await departures(t, 'MQ410', 3);
});

async function stock(subcalendar: number, category: number) {
  return t.db.selectFrom('subcalendar_categories').select(['capacity', 'sold', 'group_reserved']).where('subcalendar_id', '=', subcalendar).where('category_id', '=', category).executeTakeFirst();
}

async function expect409(url: string, body: object, code: string) {
  const before = await digest(t.db, FLIGHT_TABLES);
  const res = await call('admin', 'POST', `admin-flights/${url}`, body, 'en');
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().code).toBe(code);
  expect(res.json().detail).toMatch(/\d{4}-\d{2}-\d{2} MQ410/);
  expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
}

describe('bulk operations on departures', () => {
  it('add-category adds the category to every departure, once', async () => {
    const res = await call('admin', 'POST', 'admin-flights/dependentschedulesbulk/add-category/', { subcalendars: trio, category: std, capacity: 20 });
    expect(res.json()).toEqual({ updated: 3 });
    expect(await stock(trio[2], std)).toEqual({ capacity: 20, sold: 0, group_reserved: 0 });
    await expect409('dependentschedulesbulk/add-category/', { subcalendars: trio, category: std, capacity: 5 }, 'category_exists');
  });

  it('seats never go below sold plus group seats (PATCH works as POST)', async () => {
    await t.db.updateTable('subcalendar_categories').set({ sold: 12 }).where('subcalendar_id', '=', trio[1]).where('category_id', '=', std).execute();
    await expect409('dependentschedulesbulk/seats/', { subcalendars: trio, category: std, capacity: 11 }, 'below_committed');
    const res = await call('admin', 'PATCH', 'admin-flights/dependentschedulesbulk/seats/', { subcalendars: trio, category: std, capacity: 12 });
    expect(res.json()).toEqual({ updated: 3 });
    expect(await stock(trio[1], std)).toEqual({ capacity: 12, sold: 12, group_reserved: 0 });
    const first = await categoryId(t, 'PPLUS');
    await expect409('dependentschedulesbulk/seats/', { subcalendars: trio, category: first, capacity: 5 }, 'category_missing');
  });

  it('add-agency-category holds seats for a group out of the free pool, never under its sold seats', async () => {
    // Economy: 150 seats; hold 100 for the Mexican group, then 50 more is all the pool has.
    expect((await call('admin', 'POST', 'admin-flights/dependentschedulesbulk/add-agency-category/', { subcalendars: trio, category: eco, agency_group: mexico, seats: 100 })).json()).toEqual({ updated: 3 });
    expect(await stock(trio[0], eco)).toEqual({ capacity: 150, sold: 0, group_reserved: 100 });
    await expect409('dependentschedulesbulk/add-agency-category/', { subcalendars: trio, category: eco, agency_group: europe, seats: 51 }, 'no_free_seats');
    expect((await call('admin', 'POST', 'admin-flights/dependentschedulesbulk/add-agency-category/', { subcalendars: trio, category: eco, agency_group: europe, seats: 50 })).json()).toEqual({ updated: 3 });
    expect(await stock(trio[0], eco)).toEqual({ capacity: 150, sold: 0, group_reserved: 150 });
    // The pool is empty: capacity cannot go down, a group cannot grow.
    await expect409('dependentschedulesbulk/seats/', { subcalendars: trio, category: eco, capacity: 149 }, 'below_committed');
    await t.db.updateTable('subcalendar_group_seats').set({ sold: 30 }).where('subcalendar_id', '=', trio[2]).where('agency_group_id', '=', mexico).execute();
    await expect409('dependentschedulesbulk/add-agency-category/', { subcalendars: trio, category: eco, agency_group: mexico, seats: 29 }, 'below_sold');
    // Shrinking the group gives the seats back to the pool; zero removes the allocation where nothing was sold.
    expect((await call('admin', 'POST', 'admin-flights/dependentschedulesbulk/add-agency-category/', { subcalendars: trio, category: eco, agency_group: europe, seats: 0 })).json()).toEqual({ updated: 3 });
    expect(await stock(trio[0], eco)).toEqual({ capacity: 150, sold: 0, group_reserved: 100 });
    expect(await t.db.selectFrom('subcalendar_group_seats').select('id').where('subcalendar_id', 'in', trio).where('agency_group_id', '=', europe).execute()).toEqual([]);
    const detail = (await call('admin', 'GET', `admin-flights/subcalendar/${trio[2]}/`)).json();
    expect(detail.categories.find((c: { category: number }) => c.category === eco)).toMatchObject({ capacity: 150, sold: 0, group_reserved: 100, free: 50, groups: [{ agency_group: mexico, name: 'Mayoristas México', seats: 100, sold: 30 }] });
    expect(detail.seats_total_sales).toBe(30);
    expect(await inventoryIsConsistent(t)).toBe(true);
  });

  it('keeps the history of categories and group seats per departure', async () => {
    const cats = (await call('admin', 'GET', `admin-flights/history-subcategorys/?subcalendar=${trio[1]}&category=${std}`)).json();
    expect(cats.results.map((h: { action: string }) => h.action)).toEqual(['seats', 'add_category']);
    expect(cats.results[0]).toMatchObject({ entity: 'subcalendar_category', entity_id: trio[1], before: { category: std, capacity: 20 }, after: { category: std, capacity: 12, sold: 12 } });
    const seats = (await call('admin', 'GET', `admin-flights/history-subseatsagency/?subcalendar=${trio[0]}&agency_group=${europe}`)).json();
    expect(seats.results.map((h: { action: string; after: unknown }) => [h.action, h.after])).toEqual([
      ['add_agency_category', null],
      ['add_agency_category', { category: eco, agency_group: europe, seats: 50, sold: 0 }],
    ]);
    const all = (await call('admin', 'GET', `admin-flights/subcalendar/${trio[0]}/history?page_size=50`)).json();
    expect(all.count).toBeGreaterThanOrEqual(4);
    const missing = await call('admin', 'GET', 'admin-flights/history-subcategorys/', undefined, 'en');
    expect(missing.json()).toEqual({ subcalendar: [translate('en', 'validation.required')] });
  });

  it('flight number and schedule status in bulk', async () => {
    expect((await call('admin', 'POST', 'admin-flights/dependentschedulesbulk/update-number-flight/', { subcalendars: trio, flight_number: 'mq999' })).json()).toEqual({ updated: 3 });
    expect((await call('admin', 'PATCH', 'admin-flights/dependentschedulesbulk/update-schedule-status/', { subcalendars: trio.slice(0, 2), schedule_status: 'closed' })).json()).toEqual({ updated: 2 });
    const rows = await t.db.selectFrom('subcalendars').select(['flight_number', 'schedule_status']).where('id', 'in', trio).orderBy('departure_date').execute();
    expect(rows).toEqual([
      { flight_number: 'MQ999', schedule_status: 'closed' },
      { flight_number: 'MQ999', schedule_status: 'closed' },
      { flight_number: 'MQ999', schedule_status: 'active' },
    ]);
    // Unchanged rows are not counted again.
    expect((await call('admin', 'POST', 'admin-flights/dependentschedulesbulk/update-schedule-status/', { subcalendars: trio, schedule_status: 'closed' })).json()).toEqual({ updated: 1 });
    await call('admin', 'POST', 'admin-flights/dependentschedulesbulk/update-number-flight/', { subcalendars: trio, flight_number: 'MQ410' });
  });

  it('delete refuses departures with sold seats, anywhere', async () => {
    const before = await digest(t.db, FLIGHT_TABLES);
    const res = await call('admin', 'POST', 'admin-flights/dependentschedulesbulk/delete/', { subcalendars: trio }, 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('seats_sold');
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
    const later = await departures(t, 'MQ410', 2, '2099-01-01');
    expect(later).toEqual([]);
    const free = (await departures(t, 'MQ410', 6)).slice(4);
    expect((await call('admin', 'POST', 'admin-flights/dependentschedulesbulk/delete/', { subcalendars: free })).json()).toEqual({ updated: 2 });
    expect(await t.db.selectFrom('subcalendar_categories').select('id').where('subcalendar_id', 'in', free).execute()).toEqual([]);
  });

  it('bad bulk bodies: 400 translated, unknown ids named, nothing changed', async () => {
    const before = await digest(t.db, FLIGHT_TABLES);
    const unknown = await call('admin', 'POST', 'admin-flights/dependentschedulesbulk/seats/', { subcalendars: [trio[0], 999999], category: eco, capacity: 150 }, 'en');
    expect(unknown.json()).toEqual({ subcalendars: ['These ids do not exist: 999999.'] });
    const empty = await call('admin', 'POST', 'admin-flights/dependentschedulesbulk/seats/', { subcalendars: [], category: 'eco', capacity: -1 });
    expect(empty.json()).toEqual({ subcalendars: [translate('es', 'validation.too_small', { min: 1 })], category: [translate('es', 'validation.invalid_number')], capacity: [translate('es', 'validation.too_small', { min: 0 })] });
    const status = await call('admin', 'POST', 'admin-flights/dependentschedulesbulk/update-schedule-status/', { subcalendars: trio, schedule_status: 'flying' }, 'en');
    expect(status.json()).toEqual({ schedule_status: ['Select a valid choice.'] });
    const category = await call('admin', 'POST', 'admin-flights/dependentschedulesbulk/add-category/', { subcalendars: trio, category: 999999, capacity: 1 }, 'en');
    expect(category.json()).toEqual({ category: ['These ids do not exist: 999999.'] });
    const group = await call('admin', 'POST', 'admin-flights/dependentschedulesbulk/add-agency-category/', { subcalendars: trio, category: eco, agency_group: 999999, seats: 1 }, 'en');
    expect(group.json()).toEqual({ agency_group: ['Select a valid choice.'] });
    expect((await call('admin', 'POST', 'admin-flights/dependentschedulesbulk/fly/', { subcalendars: trio })).statusCode).toBe(404);
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });
});

describe("one departure's inventory", () => {
  it('sets capacities and group seats together, checked on the final state', async () => {
    const [id] = await departures(t, 'MQ411', 1);
    const url = 'admin-flights/dependentschedule/update_capacity_dependent_schedule/';
    // A new category and a group in it, and more economy seats with a group taking them.
    const res = await call('admin', 'POST', url, {
      subcalendar: id,
      capacities: [
        { category: std, capacity: 10 },
        { category: eco, capacity: 160 },
      ],
      groups: [
        { category: std, agency_group: europe, seats: 4 },
        { category: eco, agency_group: mexico, seats: 160 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const categories = res.json().categories as { category: number; capacity: number; group_reserved: number; free: number }[];
    expect(categories.find((c) => c.category === eco)).toMatchObject({ capacity: 160, group_reserved: 160, free: 0 });
    expect(categories.find((c) => c.category === std)).toMatchObject({ capacity: 10, group_reserved: 4, free: 6 });
    // Lowering capacity and the group together in one request is fine; either alone is not.
    await t.db.updateTable('subcalendar_categories').set({ sold: 0 }).where('subcalendar_id', '=', id).execute();
    const before = await digest(t.db, FLIGHT_TABLES);
    const alone = await call('admin', 'PATCH', url, { subcalendar: id, capacities: [{ category: eco, capacity: 100 }] }, 'en');
    expect(alone.statusCode).toBe(409);
    expect(alone.json().code).toBe('below_committed');
    const group = await call('admin', 'PATCH', url, { subcalendar: id, groups: [{ category: std, agency_group: mexico, seats: 7 }] }, 'en');
    expect(group.json().code).toBe('no_free_seats');
    const missing = await call('admin', 'PATCH', url, { subcalendar: id, groups: [{ category: await categoryId(t, 'PPLUS'), agency_group: mexico, seats: 1 }] });
    expect(missing.json().code).toBe('category_missing');
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
    const both = await call('admin', 'PATCH', url, { subcalendar: id, capacities: [{ category: eco, capacity: 100 }], groups: [{ category: eco, agency_group: mexico, seats: 20 }] });
    expect(both.json().categories.find((c: { category: number }) => c.category === eco)).toMatchObject({ capacity: 100, group_reserved: 20, free: 80 });
    expect((await call('admin', 'POST', url, { subcalendar: 999999 }, 'en')).json()).toEqual({ subcalendar: ['Select a valid choice.'] });
    expect(await inventoryIsConsistent(t)).toBe(true);
  });
});
