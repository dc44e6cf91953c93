/**
 * The staff's house catalogue (admin-houses/house/, docs/api-houses.md 'Catalogue'): a house is
 * written with its rooms, seasons and supplements in one body and one transaction, with one
 * `admin_history` row (entity `house`, before and after). Nested rows with an `id` are updated,
 * rows without one are added, rows left out are removed: requests keep a snapshot of what they
 * asked, so removing a room never changes a request.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Language } from '../../../domain/constants.ts';
import type { HouseAdminRecord } from '../../../domain/records/houses.ts';
import type { HouseBody, HouseUpdateBody, houseAdminListQuery } from '../../../domain/schemas/houses.ts';
import { slugify } from '../../../domain/services/hotelSlug.ts';
import type { z } from '../../../domain/validation.ts';
import { nameIn } from '../../db/catalogNames.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, fieldError, notFound } from '../../http/errors.ts';
import { paginate, type OrderingSpec } from '../../http/pagination.ts';
import { checkRefs } from '../flightAdmin/crud.ts';
import { writeHistory } from '../flightAdmin/history.ts';
import { containsPattern } from '../nomenclators/service.ts';

type Db = Kysely<Database>;
type Tx = Transaction<Database>;

const money = (v: string | number | null) => (v === null ? null : Number(v).toFixed(2));

export function houseRows(db: Db, lang: Language) {
  return db
    .selectFrom('houses as h')
    .innerJoin('countries as co', 'co.id', 'h.country_id')
    .innerJoin('destinations as d', 'd.id', 'h.destination_id')
    .leftJoin('zones as z', 'z.id', 'h.zone_id')
    .selectAll('h')
    .select([
      lang === 'en' ? 'co.name_en as country_name' : 'co.name_es as country_name',
      nameIn(lang, 'd').as('destination_name'),
      nameIn(lang, 'z').as('zone_name'),
      sql<number>`(select coalesce(sum(r.capacity), 0)::int from house_rooms r where r.house_id = h.id)`.as('capacity'),
      sql<number>`(select count(*)::int from house_rooms r where r.house_id = h.id)`.as('rooms_count'),
    ]);
}
export type HouseRow = Awaited<ReturnType<ReturnType<typeof houseRows>['executeTakeFirstOrThrow']>>;

/** The fields every house answer shares. */
export function houseCommon(r: HouseRow) {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    slug: r.slug,
    country: r.country_id,
    country_name: r.country_name,
    destination: r.destination_id,
    destination_name: r.destination_name,
    zone: r.zone_id,
    zone_name: r.zone_id === null ? null : r.zone_name,
    address: r.address,
    property_type: r.property_type as HouseAdminRecord['property_type'],
    accommodation_type: r.accommodation_type as HouseAdminRecord['accommodation_type'],
    full_house: r.full_house,
    private_rooms: r.private_rooms,
    breakfast: r.breakfast as HouseAdminRecord['breakfast'],
    currency: r.currency_id,
    min_nights: r.min_nights,
    photos: (r.photos ?? []) as string[],
    capacity: Number(r.capacity),
  };
}

/** The rooms, seasons and supplements of some houses, by house id. */
export async function houseParts(db: Db, ids: readonly number[]) {
  const none = ids.length === 0;
  const [rooms, seasons, supplements] = await Promise.all([
    none ? [] : db.selectFrom('house_rooms').selectAll().where('house_id', 'in', ids).orderBy('sort').orderBy('id').execute(),
    none ? [] : db.selectFrom('house_seasons').selectAll().where('house_id', 'in', ids).orderBy('start_date').execute(),
    none ? [] : db.selectFrom('house_supplements').selectAll().where('house_id', 'in', ids).orderBy('id').execute(),
  ]);
  const group = <T extends { house_id: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.house_id, [...(map.get(row.house_id) ?? []), row]);
    return map;
  };
  return { rooms: group(rooms), seasons: group(seasons), supplements: group(supplements) };
}
export type HouseParts = Awaited<ReturnType<typeof houseParts>>;

async function toAdminRecords(db: Db, rows: HouseRow[]): Promise<HouseAdminRecord[]> {
  const ids = rows.map((r) => r.id);
  const parts = await houseParts(db, ids);
  const counts = ids.length
    ? await db.selectFrom('house_requests').select(['house_id', sql<number>`count(*)::int`.as('n')]).where('house_id', 'in', ids).groupBy('house_id').execute()
    : [];
  return rows.map((r) => ({
    ...houseCommon(r),
    description: r.description,
    description_en: r.description_en,
    breakfast_price: money(r.breakfast_price) ?? '0.00',
    cancellation_policies: (r.cancellation_policies ?? []) as HouseAdminRecord['cancellation_policies'],
    active: r.active,
    rooms: (parts.rooms.get(r.id) ?? []).map((x) => ({ id: x.id, name: x.name, name_en: x.name_en, capacity: x.capacity })),
    seasons: (parts.seasons.get(r.id) ?? []).map((x) => ({
      id: x.id,
      name: x.name,
      start_date: x.start_date,
      end_date: x.end_date,
      full_house_price: money(x.full_house_price),
      room_price: money(x.room_price),
      min_nights: x.min_nights,
    })),
    supplements: (parts.supplements.get(r.id) ?? []).map((x) => ({
      id: x.id,
      name: x.name,
      name_en: x.name_en,
      mandatory: x.mandatory,
      per: x.per as 'person' | 'booking',
      frequency: x.frequency as 'night' | 'stay',
      amount: money(x.amount) ?? '0.00',
    })),
    requests_count: counts.find((c) => c.house_id === r.id)?.n ?? 0,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }));
}

const ORDERING: OrderingSpec = {
  fields: { id: 'h.id', name: sql`lower(h.name)`, code: 'h.code', destination_name: sql`lower(d.name)`, property_type: 'h.property_type', active: 'h.active', updated_at: 'h.updated_at' },
  default: ['name'],
  tiebreaker: 'h.id',
};

export async function listHouses(ctx: ServiceContext, url: string, q: z.infer<typeof houseAdminListQuery>) {
  let query = houseRows(ctx.db, ctx.lang);
  if (q.search) {
    const p = containsPattern(q.search);
    query = query.where((eb) => eb.or([eb('h.name', 'ilike', p), eb('h.code', 'ilike', p), eb('h.slug', 'ilike', p)]));
  }
  if (q.country !== undefined) query = query.where('h.country_id', '=', q.country);
  if (q.destination !== undefined) query = query.where('h.destination_id', '=', q.destination);
  if (q.zone !== undefined) query = query.where('h.zone_id', '=', q.zone);
  if (q.property_type) query = query.where('h.property_type', '=', q.property_type);
  if (q.active !== undefined) query = query.where('h.active', '=', q.active);
  if (q.id__in) query = query.where('h.id', 'in', q.id__in);
  const page = await paginate(ctx.db, { url }, query, q, ORDERING, (r) => r);
  return { ...page, results: await toAdminRecords(ctx.db, page.results) };
}

export async function getHouse(ctx: Pick<ServiceContext, 'db' | 'lang'>, id: number): Promise<HouseAdminRecord> {
  const row = await houseRows(ctx.db, ctx.lang).where('h.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const [record] = await toAdminRecords(ctx.db, [row]);
  return record;
}

/** The destination is in the country, the zone in the destination. */
async function checkPlace(db: Db, country: number, destination: number, zone: number | null): Promise<void> {
  const d = await db.selectFrom('destinations').select('country_id').where('id', '=', destination).executeTakeFirst();
  if (d && d.country_id !== country) throw fieldError('destination', 'hotels.destination_country');
  if (zone === null) return;
  const z = await db.selectFrom('zones').select('destination_id').where('id', '=', zone).executeTakeFirst();
  if (z && z.destination_id !== destination) throw fieldError('zone', 'hotels.zone_destination');
}

async function freeSlug(db: Db, base: string): Promise<string> {
  const taken = new Set((await db.selectFrom('houses').select('slug').where('slug', 'like', `${base}%`).execute()).map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

type Nested = 'house_rooms' | 'house_seasons' | 'house_supplements';

/** Replace a house's rows of `table` by `rows`: update those with an id of this house, add the rest, remove the others. */
async function saveRows(tx: Tx, table: Nested, field: string, houseId: number, rows: readonly ({ id?: number } & Record<string, unknown>)[]): Promise<void> {
  const existing = new Set((await tx.selectFrom(table).select('id').where('house_id', '=', houseId).execute()).map((r) => r.id));
  for (const [i, row] of rows.entries()) if (row.id !== undefined && !existing.has(row.id)) throw fieldError(`${field}.${i}.id`, 'validation.invalid_choice');
  const kept = rows.flatMap((r) => (r.id === undefined ? [] : [r.id]));
  const removed = [...existing].filter((id) => !kept.includes(id));
  if (removed.length) await tx.deleteFrom(table).where('id', 'in', removed).execute();
  for (const { id, ...values } of rows) {
    if (id === undefined) await tx.insertInto(table).values({ ...values, house_id: houseId } as never).execute();
    else await tx.updateTable(table).set(values as never).where('id', '=', id).execute();
  }
}

const roomValues = (body: HouseUpdateBody) => body.rooms?.map((r, sort) => ({ id: r.id, name: r.name, name_en: r.name_en ?? null, capacity: r.capacity, sort }));
const seasonValues = (body: HouseUpdateBody) =>
  body.seasons?.map((s) => ({ id: s.id, name: s.name, start_date: s.start_date, end_date: s.end_date, full_house_price: s.full_house_price ?? null, room_price: s.room_price ?? null, min_nights: s.min_nights ?? null }));
const supplementValues = (body: HouseUpdateBody) =>
  body.supplements?.map((s) => ({ id: s.id, name: s.name, name_en: s.name_en ?? null, mandatory: s.mandatory ?? false, per: s.per, frequency: s.frequency, amount: s.amount }));

function columns(body: HouseUpdateBody): Record<string, unknown> {
  const map: [keyof HouseUpdateBody, string][] = [
    ['code', 'code'],
    ['name', 'name'],
    ['slug', 'slug'],
    ['country', 'country_id'],
    ['destination', 'destination_id'],
    ['zone', 'zone_id'],
    ['address', 'address'],
    ['description', 'description'],
    ['description_en', 'description_en'],
    ['property_type', 'property_type'],
    ['accommodation_type', 'accommodation_type'],
    ['full_house', 'full_house'],
    ['private_rooms', 'private_rooms'],
    ['breakfast', 'breakfast'],
    ['breakfast_price', 'breakfast_price'],
    ['currency', 'currency_id'],
    ['min_nights', 'min_nights'],
    ['active', 'active'],
  ];
  const out: Record<string, unknown> = {};
  for (const [key, column] of map) if (body[key] !== undefined) out[column] = body[key];
  if (body.cancellation_policies !== undefined) out.cancellation_policies = JSON.stringify(body.cancellation_policies);
  if (body.photos !== undefined) out.photos = JSON.stringify(body.photos);
  return out;
}

function uniqueToField(err: unknown): never {
  if (isUniqueViolation(err, 'houses_code_key')) throw fieldError('code', 'houses.code_taken');
  if (isUniqueViolation(err, 'houses_slug_key')) throw fieldError('slug', 'houses.slug_taken');
  throw err;
}

/** Create (current null) or update a house and its rows, with its history row, in one transaction. */
export async function saveHouse(ctx: ServiceContext, body: HouseBody | HouseUpdateBody, current: HouseAdminRecord | null): Promise<HouseAdminRecord> {
  const { db } = ctx;
  const country = body.country ?? current?.country;
  const destination = body.destination ?? current?.destination;
  const zone = body.zone === undefined ? (current?.zone ?? null) : body.zone;
  await checkRefs(db, { country: ['countries', body.country], destination: ['destinations', body.destination], zone: ['zones', body.zone] });
  if (country !== undefined && destination !== undefined) await checkPlace(db, country, destination, zone);
  const full = body.full_house ?? current?.full_house ?? true;
  const rooms = body.private_rooms ?? current?.private_rooms ?? true;
  if (!full && !rooms) throw fieldError('private_rooms', 'houses.rent_mode');
  const values = columns(body);
  if (!current && !body.slug) values.slug = await freeSlug(db, slugify(body.name ?? ''));
  let id: number;
  try {
    id = await db.transaction().execute(async (tx) => {
      let houseId: number;
      if (current) {
        houseId = current.id;
        await tx.updateTable('houses').set({ ...values, updated_at: new Date() }).where('id', '=', houseId).execute();
      } else {
        houseId = (await tx.insertInto('houses').values(values as never).returning('id').executeTakeFirstOrThrow()).id;
      }
      const r = roomValues(body);
      if (r) await saveRows(tx, 'house_rooms', 'rooms', houseId, r);
      const s = seasonValues(body);
      if (s) await saveRows(tx, 'house_seasons', 'seasons', houseId, s);
      const x = supplementValues(body);
      if (x) await saveRows(tx, 'house_supplements', 'supplements', houseId, x);
      const after = await getHouse({ db: tx, lang: ctx.lang }, houseId);
      await writeHistory(tx, [{ entity: 'house', entity_id: houseId, action: current ? 'update' : 'create', user_id: ctx.actor.id, before: current, after }]);
      return houseId;
    });
  } catch (err) {
    uniqueToField(err);
  }
  return getHouse(ctx, id);
}

/** DELETE: a house that was ever requested stays (deactivate it): 409 in_use. */
export async function deleteHouse(ctx: ServiceContext, id: number): Promise<void> {
  const current = await getHouse(ctx, id);
  if (current.requests_count > 0) throw new ApiError(409, { key: 'houses.in_use' }, 'in_use');
  await ctx.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('houses').where('id', '=', id).execute();
    await writeHistory(tx, [{ entity: 'house', entity_id: id, action: 'delete', user_id: ctx.actor.id, before: current, after: null }]);
  });
}
