/**
 * The hotel catalogue API (docs/api-hotels.md): the demo seed, the nomenclators, who may administer
 * (canManageHotelCatalog), CRUD with its rules, the price grid, photos and a hotel's whole history,
 * and the staff's price preview through domain/services/hotels.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../testing/flightAdmin.ts';
import { multipart, PNG_1PX, userId } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const call = caller(t);

let admin: number;
let cuba: number;
let varadero: number;
let hicacos: number;
let habanaVieja: number;
let bb: number;
let ai: number;

const historyCount = async () => Number((await t.db.selectFrom('admin_history').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  admin = await userId(t, 'admin');
  await t.createUser({ username: 'hotel_staff', type: 'commercial', groups: ['Admin Products Availability'] });
  await t.createUser({ username: 'hotel_viewer', type: 'coordinator', groups: ['[Availability] Hotel View'] });
  await t.createUser({ username: 'mx_apa', type: 'admin', agency: 'Turismo Azul México', groups: ['Admin Products Availability'] });
  cuba = (await t.db.selectFrom('countries').select('id').where('code', '=', 'CU').executeTakeFirstOrThrow()).id;
  varadero = (await t.db.selectFrom('destinations').select('id').where('code', '=', 'VRA').executeTakeFirstOrThrow()).id;
  hicacos = (await t.db.selectFrom('zones').select('id').where('name', '=', 'Península de Hicacos').executeTakeFirstOrThrow()).id;
  habanaVieja = (await t.db.selectFrom('zones').select('id').where('name', '=', 'La Habana Vieja').executeTakeFirstOrThrow()).id;
  bb = (await t.db.selectFrom('meal_plans').select('id').where('code', '=', 'BB').executeTakeFirstOrThrow()).id;
  ai = (await t.db.selectFrom('meal_plans').select('id').where('code', '=', 'AI').executeTakeFirstOrThrow()).id;
});

describe('demo seed and nomenclators', () => {
  it('holds some 40 hotels in three countries, a few on the integrated provider, with a year of every mode', async () => {
    const hotels = await t.db.selectFrom('hotels').select(['provider', 'country_id']).execute();
    expect(hotels.length).toBe(40);
    expect(new Set(hotels.map((h) => h.country_id)).size).toBe(3);
    expect(hotels.filter((h) => h.provider === 'hotelbeds_sandbox').length).toBe(4);
    const modes = await t.db.selectFrom('hotel_availability').select('mode').distinct().execute();
    expect(modes.map((m) => m.mode).sort()).toEqual(['cupon_sales', 'on_request', 'open_sales', 'stop_sale']);
    const seasons = await t.db.selectFrom('hotel_contracts').select(['hotel_id']).execute();
    expect(seasons.length).toBe(36 * 4);
  });
  it('lists destinations by country and zones by destination, in both languages, with search', async () => {
    const dest = (await call('operator3', 'GET', `nomenclator/destinations/?country=${cuba}&page_size=50`, undefined, 'en')).json();
    expect(dest.results.map((d: { name: string }) => d.name)).toContain('Havana');
    expect(dest.results.every((d: { country: number }) => d.country === cuba)).toBe(true);
    expect((await call('operator3', 'GET', 'nomenclator/destinations/?search=habana')).json().results.map((d: { name: string }) => d.name)).toEqual(['La Habana']);
    const zones = (await call('operator3', 'GET', `nomenclator/zones/?destination=${varadero}`)).json();
    expect(zones.results.map((z: { name: string }) => z.name).sort()).toEqual(['Centro de Varadero', 'Península de Hicacos']);
    const plans = (await call('operator3', 'GET', 'nomenclator/meal_plans/', undefined, 'en')).json();
    expect(plans.results.map((p: { code: string; name: string }) => `${p.code} ${p.name}`)).toEqual(['RO Room only', 'BB Bed and breakfast', 'HB Half board', 'FB Full board', 'AI All inclusive']);
    const chains = (await call('operator3', 'GET', 'nomenclator/hotel_chains/?search=ibero')).json();
    expect(chains.results).toEqual([{ id: expect.any(Number), name: 'Iberostar', code: 'IBEROSTAR' }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/nomenclator/zones/' })).statusCode).toBe(401);
  });
});

describe('who administers the catalogue', () => {
  it('first-level admins and staff with Admin Products Availability; nobody else', async () => {
    for (const user of ['admin', 'hotel_staff']) expect((await call(user, 'GET', 'admin-hotels/hotel/')).statusCode, user).toBe(200);
    for (const user of ['operator3', 'commercial', 'coordinator', 'hotel_viewer', 'mx_apa']) {
      expect((await call(user, 'GET', 'admin-hotels/hotel/')).statusCode, user).toBe(403);
      expect((await call(user, 'POST', 'admin-hotels/hotel/', { name: 'X', category: 3, country: cuba, destination: varadero })).statusCode, user).toBe(403);
    }
  });
});

describe('hotels', () => {
  it('creates with a slug from the name, filters the list and edits with history', async () => {
    const before = await historyCount();
    const res = await call('hotel_staff', 'POST', 'admin-hotels/hotel/', { name: 'Meliá Varadero', category: 4, country: cuba, destination: varadero, zone: hicacos, min_nights: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const hotel = res.json();
    expect(hotel).toMatchObject({ slug: 'melia-varadero-2', provider: 'own', destination_name: 'Varadero', zone_name: 'Península de Hicacos', photos: [], room_types_count: 0 });
    const list = (await call('admin', 'GET', `admin-hotels/hotel/?destination=${varadero}&category=4&name=varadero&ordering=-id`)).json();
    expect(list.results[0].id).toBe(hotel.id);
    expect(list.results.every((h: { category: number }) => h.category === 4)).toBe(true);
    const edited = (await call('admin', 'PATCH', `admin-hotels/hotel/${hotel.id}/`, { category: 5, active: false })).json();
    expect(edited).toMatchObject({ category: 5, active: false });
    const history = (await call('admin', 'GET', `admin-hotels/hotel/${hotel.id}/history/`)).json();
    expect(history.results.map((r: { action: string; user: number }) => r.action)).toEqual(['update', 'create']);
    expect(history.results[0]).toMatchObject({ before: { category: 4 }, after: { category: 5 }, user: admin });
    expect(await historyCount()).toBe(before + 2);
  });
  it('refuses a zone of another destination, a taken slug and an integrated hotel without its code, changing nothing', async () => {
    const before = await historyCount();
    const zone = await call('admin', 'POST', 'admin-hotels/hotel/', { name: 'Y', category: 3, country: cuba, destination: varadero, zone: habanaVieja }, 'en');
    expect(zone.json()).toEqual({ zone: ['The zone is not in the chosen destination.'] });
    const slug = await call('admin', 'POST', 'admin-hotels/hotel/', { name: 'Y', slug: 'hotel-nacional-de-cuba', category: 3, country: cuba, destination: varadero });
    expect(slug.json()).toEqual({ slug: ['Ya existe un hotel con esa dirección (slug).'] });
    const provider = await call('admin', 'POST', 'admin-hotels/hotel/', { name: 'Y', category: 3, country: cuba, destination: varadero, provider: 'hotelbeds_sandbox' });
    expect(provider.statusCode).toBe(400);
    expect(Object.keys(provider.json())).toEqual(['provider_code']);
    const stars = await call('admin', 'POST', 'admin-hotels/hotel/', { name: 'Y', category: 6, country: cuba, destination: varadero });
    expect(Object.keys(stars.json())).toEqual(['category']);
    expect(await historyCount()).toBe(before);
  });
  it('stores photos in the media folder and removes them, both in the history', async () => {
    const hotel = (await call('admin', 'POST', 'admin-hotels/hotel/', { name: 'Hotel con fotos', category: 3, country: cuba, destination: varadero })).json();
    const body = multipart('photo', 'a.png', PNG_1PX, 'image/png');
    const up = await t.app.inject({ method: 'POST', url: `/api/admin-hotels/hotel/${hotel.id}/photos/`, payload: body.payload, headers: { ...(await t.auth('admin')), ...body.headers } });
    expect(up.statusCode, up.body).toBe(201);
    const photo = up.json().photos[0];
    expect(photo.url).toMatch(new RegExp(`^/media/hotels/${hotel.id}-[0-9a-f]{16}\\.png$`));
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
    const bad = multipart('photo', 'a.png', Buffer.from('<svg/>'), 'image/png');
    const refused = await t.app.inject({ method: 'POST', url: `/api/admin-hotels/hotel/${hotel.id}/photos/`, payload: bad.payload, headers: { ...(await t.auth('admin')), ...bad.headers } });
    expect(refused.statusCode).toBe(400);
    const removed = await call('admin', 'DELETE', `admin-hotels/hotel/${hotel.id}/photos/${photo.id}/`);
    expect(removed.json().photos).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    const history = (await call('admin', 'GET', `admin-hotels/hotel/${hotel.id}/history/?entity=hotel_photo`)).json();
    expect(history.results.map((r: { action: string }) => r.action)).toEqual(['delete', 'create']);
  });
});

describe('rooms, seasons, prices, supplements and offers of one hotel', () => {
  let hotel: number;
  let room: number;
  let double: number;
  let family: number;
  let low: number;
  beforeAll(async () => {
    hotel = (await call('admin', 'POST', 'admin-hotels/hotel/', { name: 'Hotel Contrato', category: 4, country: cuba, destination: varadero })).json().id;
  });
  it('room types and occupancies within the capacity, child ages in order', async () => {
    room = (await call('admin', 'POST', 'admin-hotels/room-type/', { hotel, code: 'dbl', name: 'Doble', name_en: 'Double', capacity: 3 })).json().id;
    expect((await call('admin', 'GET', `admin-hotels/room-type/${room}/`)).json()).toMatchObject({ code: 'DBL', hotel });
    double = (await call('admin', 'POST', 'admin-hotels/occupancy/', { room_type: room, adults: 2 })).json().id;
    const fam = await call('admin', 'POST', 'admin-hotels/occupancy/', { room_type: room, adults: 2, children: 1, min_age_accepted: 2, max_age_accepted: 12 });
    expect(fam.json()).toMatchObject({ text: '2+1', hotel, min_age_accepted: 2, max_age_accepted: 12 });
    family = fam.json().id;
    expect((await call('admin', 'POST', 'admin-hotels/occupancy/', { room_type: room, adults: 2, children: 2 }, 'en')).json()).toEqual({ children: ["The occupancy exceeds the room's capacity (3)."] });
    expect(Object.keys((await call('admin', 'POST', 'admin-hotels/occupancy/', { room_type: room, adults: 1, children: 1, min_age_accepted: 10, max_age_accepted: 5 })).json())).toEqual(['max_age_accepted']);
    expect((await call('admin', 'POST', 'admin-hotels/occupancy/', { room_type: room, adults: 2 })).statusCode).toBe(400);
    expect((await call('admin', 'PATCH', `admin-hotels/room-type/${room}/`, { capacity: 2 })).json()).toEqual({ capacity: ['La ocupación supera la capacidad de la habitación (3).'] });
  });
  it('seasons do not overlap and keep their cancellation policies', async () => {
    const policies = [{ name: 'Menos de 7 días', discount_type: 'percent', value: '50', min_days: 0, max_days: 6 }];
    const res = await call('admin', 'POST', 'admin-hotels/contract/', { hotel, name: 'Baja', start_date: '2031-01-01', end_date: '2031-04-30', currency: 1, cancellation_policies: policies });
    expect(res.statusCode, res.body).toBe(201);
    low = res.json().id;
    expect(res.json().cancellation_policies).toEqual([{ ...policies[0], name_en: null }]);
    expect((await call('admin', 'POST', 'admin-hotels/contract/', { hotel, name: 'Alta', start_date: '2031-05-01', end_date: '2031-10-31', currency: 1, min_nights: 3 })).statusCode).toBe(201);
    const overlap = await call('admin', 'POST', 'admin-hotels/contract/', { hotel, name: 'Otra', start_date: '2031-04-15', end_date: '2031-05-15', currency: 1 });
    expect(overlap.json()).toEqual({ start_date: ['Las fechas se solapan con otra temporada activa del hotel (Baja).'] });
    expect(Object.keys((await call('admin', 'POST', 'admin-hotels/contract/', { hotel, name: 'Otra', start_date: '2032-02-01', end_date: '2032-01-01', currency: 1 })).json())).toEqual(['end_date']);
    const integrated = (await t.db.selectFrom('hotels').select('id').where('provider', '<>', 'own').executeTakeFirstOrThrow()).id;
    expect((await call('admin', 'POST', 'admin-hotels/contract/', { hotel: integrated, name: 'X', start_date: '2031-01-01', end_date: '2031-01-31', currency: 1 })).json()).toEqual({ hotel: ['Los hoteles de un proveedor integrado no tienen contratos propios.'] });
  });
  it('saves a price grid at once, one history row per changed price', async () => {
    const high = (await call('admin', 'GET', `admin-hotels/contract/?hotel=${hotel}&ordering=-start_date`)).json().results[0].id;
    const bands = [{ min_age: 2, max_age: 12, price: '20' }];
    const grid = await call('hotel_staff', 'PUT', `admin-hotels/contract/${low}/prices/`, { rows: [{ occupancy: double, meal_plan: bb, price: '100' }, { occupancy: family, meal_plan: bb, price: '100', child_prices: bands }] });
    expect(grid.statusCode, grid.body).toBe(200);
    expect(grid.json().results.map((p: { occupancy_text: string; price: string }) => `${p.occupancy_text} ${p.price}`)).toEqual(['2 100.00', '2+1 100.00']);
    await call('hotel_staff', 'PUT', `admin-hotels/contract/${high}/prices/`, { rows: [{ occupancy: double, meal_plan: bb, price: '80' }] });
    const again = await call('hotel_staff', 'PUT', `admin-hotels/contract/${low}/prices/`, { rows: [{ occupancy: double, meal_plan: bb, price: '110' }, { occupancy: family, meal_plan: bb, price: '100.00', child_prices: bands }] });
    expect(again.statusCode).toBe(200);
    const history = (await call('admin', 'GET', `admin-hotels/hotel/${hotel}/history/?entity=hotel_price`)).json();
    expect(history.results.map((r: { before: { price: string } | null; after: { price: string } }) => [r.before?.price ?? null, r.after.price])).toEqual([
      ['100.00', '110.00'],
      [null, '80.00'],
      [null, '100.00'],
      [null, '100.00'],
    ]);
    const otherHotelOccupancy = (await t.db.selectFrom('hotel_occupancies').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const refused = await call('admin', 'PUT', `admin-hotels/contract/${low}/prices/`, { rows: [{ occupancy: otherHotelOccupancy, meal_plan: bb, price: '1' }] });
    expect(refused.json()).toEqual({ 'rows.0.occupancy': ['Debe ser del mismo hotel.'] });
    const removal = await call('admin', 'PUT', `admin-hotels/contract/${high}/prices/`, { rows: [{ occupancy: double, meal_plan: bb, price: null }] });
    expect(removal.json().count).toBe(0);
  });
  it('supplements and offers check their shape and their hotel', async () => {
    const sup = await call('admin', 'POST', 'admin-hotels/supplement/', { hotel, name: 'Traslado', per: 'room', frequency: 'stay', amount: '30', currency: 1 });
    expect(sup.statusCode, sup.body).toBe(201);
    const other = (await t.db.selectFrom('hotel_room_types').select('id').where('hotel_id', '<>', hotel).executeTakeFirstOrThrow()).id;
    expect((await call('admin', 'POST', 'admin-hotels/supplement/', { hotel, name: 'X', per: 'room', frequency: 'stay', amount: '1', currency: 1, room_type: other })).json()).toEqual({ room_type: ['Debe ser del mismo hotel.'] });
    expect(Object.keys((await call('admin', 'POST', 'admin-hotels/supplement/', { hotel, name: 'X', per: 'pax', frequency: 'stay', amount: '1', currency: 1 })).json())).toEqual(['per']);
    const free = await call('admin', 'POST', 'admin-hotels/offer/', { hotel, name: '7x6', kind: 'free_nights', stay_nights: 7, pay_nights: 6 });
    expect(free.statusCode, free.body).toBe(201);
    expect(Object.keys((await call('admin', 'POST', 'admin-hotels/offer/', { hotel, name: 'X', kind: 'free_nights', stay_nights: 7, pay_nights: 7 })).json())).toEqual(['pay_nights']);
    expect(Object.keys((await call('admin', 'POST', 'admin-hotels/offer/', { hotel, name: 'X', kind: 'early_booking', percent: '10' })).json())).toEqual(['min_days_before']);
    expect(Object.keys((await call('admin', 'PATCH', `admin-hotels/offer/${free.json().id}/`, { kind: 'percent' })).json())).toEqual(['percent']);
    expect((await call('admin', 'PATCH', `admin-hotels/offer/${free.json().id}/`, { kind: 'percent', percent: '10' })).json()).toMatchObject({ kind: 'percent', percent: '10.00' });
  });
  it('previews a stay across two seasons through the domain pricing', async () => {
    await call('admin', 'PATCH', `admin-hotels/offer/${(await call('admin', 'GET', `admin-hotels/offer/?hotel=${hotel}`)).json().results[0].id}/`, { active: false });
    await call('hotel_staff', 'PUT', `admin-hotels/contract/${(await call('admin', 'GET', `admin-hotels/contract/?hotel=${hotel}&ordering=-start_date`)).json().results[0].id}/prices/`, { rows: [{ occupancy: double, meal_plan: bb, price: '80' }] });
    const transfer = (await call('admin', 'GET', `admin-hotels/supplement/?hotel=${hotel}`)).json().results[0].id;
    const body = { checkin: '2031-04-29', checkout: '2031-05-02', booking_date: '2031-01-10', rooms: [{ room_type: room, meal_plan: bb, adults: 2, supplements: [transfer] }] };
    const res = await call('admin', 'POST', `admin-hotels/hotel/${hotel}/price-preview/`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ nights: 3, min_nights: 3, net: '330.00', currency: 1 });
    expect(res.json().rooms[0].nights.map((n: { net: string }) => n.net)).toEqual(['110.00', '110.00', '80.00']);
    const short = await call('admin', 'POST', `admin-hotels/hotel/${hotel}/price-preview/`, { ...body, checkin: '2031-04-30' }, 'en');
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({ detail: 'The minimum stay is 3 nights.', code: 'min_nights' });
    const noPlan = await call('admin', 'POST', `admin-hotels/hotel/${hotel}/price-preview/`, { ...body, rooms: [{ room_type: room, meal_plan: ai, adults: 2 }] });
    expect(noPlan.json().code).toBe('no_price');
    expect(Object.keys((await call('admin', 'POST', `admin-hotels/hotel/${hotel}/price-preview/`, { ...body, checkout: '2031-04-29' })).json())).toEqual(['checkout']);
  });
});

describe('hotel chains and the photo order (slice "hcat")', () => {
  it('staff create, rename and delete a chain, each in its history; a chain with hotels stays (in_use); others get 403', async () => {
    const created = await call('hotel_staff', 'POST', 'admin-hotels/chain/', { name: 'Cadena Nueva', code: 'nueva' });
    expect(created.statusCode, created.body).toBe(201);
    const chain = created.json();
    expect(chain).toMatchObject({ name: 'Cadena Nueva', code: 'NUEVA', active: true });
    expect((await call('admin', 'PATCH', `admin-hotels/chain/${chain.id}/`, { name: 'Cadena Renovada', active: false })).json()).toMatchObject({ name: 'Cadena Renovada', active: false });
    expect((await call('operator3', 'GET', 'nomenclator/hotel_chains/?search=renovada')).json().results).toEqual([]);
    expect((await call('admin', 'GET', `admin-hotels/chain/?active=false&search=renovada`)).json().results.map((c: { id: number }) => c.id)).toEqual([chain.id]);
    expect(Object.keys((await call('admin', 'POST', 'admin-hotels/chain/', { name: 'Cadena Renovada' })).json())).toEqual(['name']);
    const history = (await call('admin', 'GET', `admin-hotels/chain/${chain.id}/history`)).json();
    expect(history.results.map((r: { action: string }) => r.action).sort()).toEqual(['create', 'update']);
    expect((await call('hotel_viewer', 'POST', 'admin-hotels/chain/', { name: 'Otra' })).statusCode).toBe(403);
    expect((await call('mx_apa', 'PATCH', `admin-hotels/chain/${chain.id}/`, { name: 'Otra' })).statusCode).toBe(403);
    const hotel = (await call('admin', 'POST', 'admin-hotels/hotel/', { name: 'Hotel de cadena', category: 3, country: cuba, destination: varadero, chain: chain.id })).json();
    expect((await call('admin', 'DELETE', `admin-hotels/chain/${chain.id}/`)).statusCode).toBe(409);
    await call('admin', 'DELETE', `admin-hotels/hotel/${hotel.id}/`);
    expect((await call('admin', 'DELETE', `admin-hotels/chain/${chain.id}/`)).statusCode).toBe(204);
  });
  it('puts the photos in the order given, in the history; refuses a partial or foreign order unchanged', async () => {
    const hotel = (await call('admin', 'POST', 'admin-hotels/hotel/', { name: 'Hotel con orden', category: 3, country: cuba, destination: varadero })).json();
    const other = (await call('admin', 'POST', 'admin-hotels/hotel/', { name: 'Otro hotel con fotos', category: 3, country: cuba, destination: varadero })).json();
    const upload = async (id: number) => {
      const body = multipart('photo', 'a.png', PNG_1PX, 'image/png');
      const res = await t.app.inject({ method: 'POST', url: `/api/admin-hotels/hotel/${id}/photos/`, payload: body.payload, headers: { ...(await t.auth('admin')), ...body.headers } });
      return res.json().photos as { id: number; url: string }[];
    };
    await upload(hotel.id);
    await upload(hotel.id);
    const photos = await upload(hotel.id);
    const foreign = (await upload(other.id))[0].id;
    const [a, b, c] = photos.map((p) => p.id);
    const res = await call('hotel_staff', 'PUT', `admin-hotels/hotel/${hotel.id}/photos/order/`, { photos: [c, a, b] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().photos.map((p: { id: number }) => p.id)).toEqual([c, a, b]);
    const history = (await call('admin', 'GET', `admin-hotels/hotel/${hotel.id}/history/?action=order`)).json().results;
    expect(history).toHaveLength(1);
    expect(history[0].after.order).toEqual([photos[2].url, photos[0].url, photos[1].url]);
    const before = await historyCount();
    const partial = await call('admin', 'PUT', `admin-hotels/hotel/${hotel.id}/photos/order/`, { photos: [a, b] }, 'en');
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toEqual({ photos: ['Send every photo of the hotel once, in the order wanted.'] });
    expect((await call('admin', 'PUT', `admin-hotels/hotel/${hotel.id}/photos/order/`, { photos: [a, b, foreign] })).statusCode).toBe(400);
    expect(Object.keys((await call('admin', 'PUT', `admin-hotels/hotel/${hotel.id}/photos/order/`, { photos: [a, a, b] })).json())).toEqual(['photos']);
    expect((await call('hotel_viewer', 'PUT', `admin-hotels/hotel/${hotel.id}/photos/order/`, { photos: [a, b, c] })).statusCode).toBe(403);
    expect((await call('admin', 'PUT', `admin-hotels/hotel/999999/photos/order/`, { photos: [a] })).statusCode).toBe(404);
    expect(await historyCount()).toBe(before);
    expect((await call('admin', 'GET', `admin-hotels/hotel/${hotel.id}/`)).json().photos.map((p: { id: number }) => p.id)).toEqual([c, a, b]);
  });
});
