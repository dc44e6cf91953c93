/**
 * Hotel availability administration (docs/api-hotels.md 'Availability administration'): who reads
 * and who changes, the grid, the mass change (defaults, bounds, the four modes, the sold guard)
 * and a night's change, each logged with before and after, and the log's filters and export.
 * Dates are in 2041, past the demo seed's year of nights, so the result does not depend on today.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../testing/flightAdmin.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const call = caller(t);

let hotel: number;
let std: number;
let sup: number;
let otherHotelRoom: number;
let integrated: number;
let staffId: number;

const nights = (roomType: number, from: string, to: string) =>
  t.db.selectFrom('hotel_availability').select(['date', 'allotment', 'sold', 'mode']).where('room_type_id', '=', roomType).where('date', '>=', from).where('date', '<=', to).orderBy('date').execute();
const logCount = async () => Number((await t.db.selectFrom('hotel_availability_logs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const availabilityCount = async () => Number((await t.db.selectFrom('hotel_availability').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  staffId = (await t.createUser({ username: 'avail_staff', type: 'commercial', groups: ['Admin Products Availability'] })).id;
  await t.createUser({ username: 'avail_viewer', type: 'coordinator', groups: ['[Availability] Hotel View'] });
  await t.createUser({ username: 'mx_avail', type: 'admin', agency: 'Turismo Azul México', groups: ['Admin Products Availability', '[Availability] Hotel View'] });
  const own = await t.db.selectFrom('hotels').select('id').where('provider', '=', 'own').orderBy('id').limit(2).execute();
  hotel = own[0].id;
  const rooms = await t.db.selectFrom('hotel_room_types').select(['id', 'code', 'hotel_id']).where('hotel_id', 'in', [own[0].id, own[1].id]).orderBy('id').execute();
  std = rooms.find((r) => r.hotel_id === hotel && r.code === 'STD')?.id ?? 0;
  sup = rooms.find((r) => r.hotel_id === hotel && r.code === 'SUP')?.id ?? 0;
  otherHotelRoom = rooms.find((r) => r.hotel_id === own[1].id)?.id ?? 0;
  integrated = (await t.db.selectFrom('hotels').select('id').where('provider', '<>', 'own').executeTakeFirstOrThrow()).id;
});

describe('who reads and who changes', () => {
  const massBody = () => ({ hotel, start: '2041-01-01', room_types: [std], allotment: 3 });
  it('first-level admins and staff with Admin Products Availability change; the viewer only reads; agencies and other staff get 403', async () => {
    for (const user of ['admin', 'avail_staff']) {
      expect((await call(user, 'GET', `hotel-availability/grid/${hotel}/?start=2041-01-01`)).statusCode, user).toBe(200);
      expect((await call(user, 'POST', 'hotel-availability/mass-change/', massBody())).statusCode, user).toBe(200);
    }
    for (const url of [`hotel-availability/grid/${hotel}/?start=2041-01-01`, 'hotel-availability/logs/', 'hotel-availability/hotels/']) {
      expect((await call('avail_viewer', 'GET', url)).statusCode, url).toBe(200);
    }
    const logs = await logCount();
    expect((await call('avail_viewer', 'POST', 'hotel-availability/mass-change/', massBody())).statusCode).toBe(403);
    expect((await call('avail_viewer', 'PUT', 'hotel-availability/cell/', { room_type: std, date: '2041-01-01', allotment: 1 })).statusCode).toBe(403);
    for (const user of ['operator3', 'mx_avail', 'commercial']) {
      expect((await call(user, 'GET', `hotel-availability/grid/${hotel}/?start=2041-01-01`)).statusCode, user).toBe(403);
      expect((await call(user, 'GET', 'hotel-availability/logs/')).statusCode, user).toBe(403);
      expect((await call(user, 'POST', 'hotel-availability/mass-change/', massBody())).statusCode, user).toBe(403);
    }
    expect(await logCount()).toBe(logs);
    expect((await t.app.inject({ method: 'GET', url: '/api/hotel-availability/logs/' })).statusCode).toBe(401);
  });
});

describe('mass change', () => {
  it('defaults the end to start + 1 day, creates the missing nights in cupon_sales and logs one row per room type', async () => {
    const logs = await logCount();
    const res = await call('avail_staff', 'POST', 'hotel-availability/mass-change/', { hotel, start: '2041-03-10', room_types: [std, sup, std], allotment: 7 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ hotel, start: '2041-03-10', end: '2041-03-11', room_types: [std, sup], allotment: 7, mode: null, days: 2, nights: 4 });
    expect(await nights(std, '2041-03-09', '2041-03-12')).toEqual([
      { date: '2041-03-10', allotment: 7, sold: 0, mode: 'cupon_sales' },
      { date: '2041-03-11', allotment: 7, sold: 0, mode: 'cupon_sales' },
    ]);
    expect(await logCount()).toBe(logs + 2);
    const log = (await call('admin', 'GET', `hotel-availability/logs/?room_type=${sup}&ordering=-id&page_size=1`)).json().results[0];
    expect(log).toMatchObject({
      user: staffId,
      hotel,
      room_type: sup,
      room_type_code: 'SUP',
      action: 'mass_change',
      date_from: '2041-03-10',
      date_to: '2041-03-11',
      allotment: 7,
      mode: null,
      before: [{ from: '2041-03-10', to: '2041-03-11', allotment: null, sold: null, mode: null }],
      after: [{ from: '2041-03-10', to: '2041-03-11', allotment: 7, sold: 0, mode: 'cupon_sales' }],
    });
  });

  it('sets each of the four modes, keeping the allotment when only the mode changes, and logs the runs before and after', async () => {
    for (const mode of ['open_sales', 'on_request', 'stop_sale', 'cupon_sales']) {
      const res = await call('admin', 'POST', 'hotel-availability/mass-change/', { hotel, start: '2041-03-11', end: '2041-03-11', room_types: [std], mode });
      expect(res.statusCode, res.body).toBe(200);
      expect((await nights(std, '2041-03-11', '2041-03-11'))[0]).toEqual({ date: '2041-03-11', allotment: 7, sold: 0, mode });
    }
    await call('admin', 'POST', 'hotel-availability/mass-change/', { hotel, start: '2041-03-11', end: '2041-03-11', room_types: [std], mode: 'stop_sale' });
    const res = await call('admin', 'POST', 'hotel-availability/mass-change/', { hotel, start: '2041-03-10', end: '2041-03-12', room_types: [std], allotment: 2, mode: 'open_sales' });
    const log = (await call('admin', 'GET', `hotel-availability/logs/?id__in=${res.json().logs[0]}`)).json().results[0];
    expect(log.before).toEqual([
      { from: '2041-03-10', to: '2041-03-10', allotment: 7, sold: 0, mode: 'cupon_sales' },
      { from: '2041-03-11', to: '2041-03-11', allotment: 7, sold: 0, mode: 'stop_sale' },
      { from: '2041-03-12', to: '2041-03-12', allotment: null, sold: null, mode: null },
    ]);
    expect(log.after).toEqual([{ from: '2041-03-10', to: '2041-03-12', allotment: 2, sold: 0, mode: 'open_sales' }]);
    // The grid shows the same nights; a day with no row is null (not sellable).
    const grid = (await call('avail_viewer', 'GET', `hotel-availability/grid/${hotel}/?start=2041-03-09&end=2041-03-12`)).json();
    expect(grid.dates).toEqual(['2041-03-09', '2041-03-10', '2041-03-11', '2041-03-12']);
    const row = grid.room_types.find((r: { id: number }) => r.id === std);
    expect(row.nights).toEqual([null, ...['2041-03-10', '2041-03-11', '2041-03-12'].map((date) => ({ date, allotment: 2, sold: 0, free: 2, mode: 'open_sales' }))]);
  });

  it('takes a range of up to 366 days (both ends included, end may equal start) and refuses 367 or an end before the start', async () => {
    const ok = await call('admin', 'POST', 'hotel-availability/mass-change/', { hotel, start: '2042-01-01', end: '2043-01-01', room_types: [std, sup], allotment: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ days: 366, nights: 732 });
    expect((await nights(sup, '2042-01-01', '2043-12-31')).length).toBe(366);
    const before = [await availabilityCount(), await logCount()];
    const long = await call('admin', 'POST', 'hotel-availability/mass-change/', { hotel, start: '2042-01-01', end: '2043-01-02', room_types: [std], allotment: 1 }, 'en');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ end: ['The range cannot exceed 366 days.'] });
    const backwards = await call('admin', 'POST', 'hotel-availability/mass-change/', { hotel, start: '2042-01-02', end: '2042-01-01', room_types: [std], allotment: 1 });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json())).toEqual(['end']);
    expect([await availabilityCount(), await logCount()]).toEqual(before);
  });

  it('never leaves a cupon_sales night with more rooms sold than its allotment; open sales may', async () => {
    await t.db.updateTable('hotel_availability').set({ sold: 5, allotment: 6, mode: 'cupon_sales' }).where('room_type_id', '=', std).where('date', '=', '2042-06-15').execute();
    const before = [await nights(std, '2042-06-01', '2042-06-30'), await logCount()];
    const below = await call('admin', 'POST', 'hotel-availability/mass-change/', { hotel, start: '2042-06-01', end: '2042-06-30', room_types: [std, sup], allotment: 4 }, 'en');
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({ allotment: ['In STD on 2042-06-15 5 rooms are sold: in allotment sales the allotment cannot be lower (1 nights affected).'] });
    expect([await nights(std, '2042-06-01', '2042-06-30'), await logCount()]).toEqual(before);
    expect((await call('admin', 'PUT', 'hotel-availability/cell/', { room_type: std, date: '2042-06-15', allotment: 5 })).statusCode).toBe(200);
    // Open sales sell beyond the allotment; going back to cupon_sales with 5 sold over 2 rooms is refused.
    expect((await call('admin', 'PUT', 'hotel-availability/cell/', { room_type: std, date: '2042-06-15', allotment: 2, mode: 'open_sales' })).statusCode).toBe(200);
    const back = await call('admin', 'PUT', 'hotel-availability/cell/', { room_type: std, date: '2042-06-15', mode: 'cupon_sales' });
    expect(back.statusCode).toBe(400);
    expect(Object.keys(back.json())).toEqual(['mode']);
    expect((await call('admin', 'PUT', 'hotel-availability/cell/', { room_type: std, date: '2042-06-15', mode: 'stop_sale' })).statusCode).toBe(200);
  });

  it('refuses room types of another hotel, unknown ones, an integrated hotel and a change of nothing, changing nothing', async () => {
    const before = [await availabilityCount(), await logCount()];
    const other = await call('admin', 'POST', 'hotel-availability/mass-change/', { hotel, start: '2042-02-01', room_types: [std, otherHotelRoom], allotment: 1 }, 'en');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ room_types: [`The room types must belong to the chosen hotel (these do not: ${otherHotelRoom}).`] });
    expect((await call('admin', 'POST', 'hotel-availability/mass-change/', { hotel, start: '2042-02-01', room_types: [2_000_000], allotment: 1 })).json()).toHaveProperty('room_types');
    const notOwn = await call('admin', 'POST', 'hotel-availability/mass-change/', { hotel: integrated, start: '2042-02-01', room_types: [std], allotment: 1 });
    expect(notOwn.statusCode).toBe(400);
    expect(notOwn.json()).toHaveProperty('hotel');
    const nothing = await call('admin', 'POST', 'hotel-availability/mass-change/', { hotel, start: '2042-02-01', room_types: [std] }, 'en');
    expect(nothing.json()).toEqual({ allotment: ['Set the allotment, the mode or both.'] });
    for (const bad of [{ mode: 'closed' }, { allotment: -1 }, { allotment: 10_000 }, { allotment: 1.5 }, { room_types: [] }]) {
      const res = await call('admin', 'POST', 'hotel-availability/mass-change/', { hotel, start: '2042-02-01', room_types: [std], allotment: 1, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(res.json()), JSON.stringify(bad)).toEqual([Object.keys(bad)[0]]);
    }
    expect((await call('admin', 'PUT', 'hotel-availability/cell/', { room_type: 2_000_000, date: '2042-02-01', allotment: 1 })).json()).toHaveProperty('room_type');
    expect((await call('admin', 'GET', `hotel-availability/grid/${integrated}/?start=2042-02-01`)).statusCode).toBe(400);
    expect((await call('admin', 'GET', `hotel-availability/grid/${hotel}/?start=2042-02-01&end=2042-05-01`)).statusCode).toBe(400);
    expect([await availabilityCount(), await logCount()]).toEqual(before);
  });
});

describe('a night from the grid', () => {
  it('changes one night and logs it as a cell change', async () => {
    const res = await call('avail_staff', 'PUT', 'hotel-availability/cell/', { room_type: sup, date: '2041-07-04', allotment: 9, mode: 'on_request' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ room_type: sup, date: '2041-07-04', allotment: 9, sold: 0, free: 9, mode: 'on_request' });
    const log = (await call('admin', 'GET', `hotel-availability/logs/?action=cell&room_type=${sup}&ordering=-id`)).json().results[0];
    expect(log).toMatchObject({ action: 'cell', date_from: '2041-07-04', date_to: '2041-07-04', allotment: 9, mode: 'on_request', user: staffId });
  });
});

describe('the log', () => {
  it('filters by hotel, user, room type and the day of the change, orders and pages, and exports', async () => {
    const all = (await call('admin', 'GET', 'hotel-availability/logs/?page_size=1000')).json();
    expect(all.count).toBeGreaterThan(5);
    const byUser = (await call('admin', 'GET', `hotel-availability/logs/?user=${staffId}&page_size=1000`)).json();
    expect(byUser.count).toBeGreaterThan(0);
    expect(byUser.results.every((l: { user: number }) => l.user === staffId)).toBe(true);
    expect(byUser.count).toBeLessThan(all.count);
    expect((await call('admin', 'GET', `hotel-availability/logs/?hotel=${hotel}`)).json().count).toBe(all.count);
    expect((await call('admin', 'GET', `hotel-availability/logs/?hotel=${integrated}`)).json().count).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await call('admin', 'GET', `hotel-availability/logs/?date_from=${today}&date_to=${today}`)).json().count).toBe(all.count);
    expect((await call('admin', 'GET', 'hotel-availability/logs/?date_to=2000-01-01')).json().count).toBe(0);
    expect((await call('admin', 'GET', 'hotel-availability/logs/?date_from=2000-01-02&date_to=2000-01-01')).statusCode).toBe(400);
    const ids = (await call('admin', 'GET', 'hotel-availability/logs/?ordering=id&page_size=3&page=2')).json().results.map((l: { id: number }) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect((await call('admin', 'GET', 'hotel-availability/logs/?ordering=-id&page_size=1')).json().results[0].id).toBe(Math.max(...all.results.map((l: { id: number }) => l.id)));
    const users = (await call('admin', 'GET', 'hotel-availability/users/')).json();
    expect(users.results.map((u: { username: string }) => u.username).sort()).toEqual(['admin', 'avail_staff']);
    const file = await call('avail_viewer', 'GET', `hotel-availability/logs/export/?hotel=${hotel}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/spreadsheetml/);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
