/**
 * Hotels and hotel chains as administration entities (docs/api-hotels.md 'Hotels'), on the shared
 * CRUD of the flight administration (flightAdmin/crud.ts): DRF lists with filters, each write in a
 * transaction with its history row.
 */
import { sql } from 'kysely';
import type { hotelBody, hotelChainListQuery, hotelChainUpdateBody, hotelListQuery } from '../../../domain/schemas/hotelAdmin.ts';
import { HOTEL_PROVIDER_OWN } from '../../../domain/services/hotels.ts';
import { slugify } from '../../../domain/services/hotelSlug.ts';
import type { z } from '../../../domain/validation.ts';
import { nameIn } from '../../db/catalogNames.ts';
import { fieldError } from '../../http/errors.ts';
import { checkRefs, entityService, pick, type Db } from '../flightAdmin/crud.ts';
import { containsPattern } from '../nomenclators/service.ts';

type In<T extends z.ZodType> = z.infer<T>;
type HotelBody = Partial<In<typeof hotelBody>>;

export const hotelChains = entityService({
  entity: 'hotel_chain',
  table: 'hotel_chains',
  idColumn: 'c.id',
  base: (db) => db.selectFrom('hotel_chains as c').select(['c.id', 'c.name', 'c.code', 'c.active']),
  toRecord: (r) => r,
  filter: (query, q: In<typeof hotelChainListQuery>) => {
    let out = query;
    if (q.search) out = out.where((eb) => eb.or([eb('c.name', 'ilike', containsPattern(q.search ?? '')), eb('c.code', 'ilike', containsPattern(q.search ?? ''))]));
    if (q.active !== undefined) out = out.where('c.active', '=', q.active);
    return out;
  },
  ordering: { fields: { id: 'c.id', name: sql`lower(c.name)`, code: 'c.code' }, default: ['name'], tiebreaker: 'c.id' },
  columns: async (_db, body: In<typeof hotelChainUpdateBody>) => pick(body, { name: 'name', code: 'code', active: 'active' }),
  unique: { hotel_chains_name_key: { field: 'name', key: 'validation.name_taken' }, hotel_chains_code_key: { field: 'code', key: 'validation.code_in_use' } },
});

/** The photos of a hotel, in their order, as URLs under /media/. */
const photos = sql<{ id: number; url: string }[]>`coalesce((select json_agg(json_build_object('id', p.id, 'url', '/media/' || p.file) order by p.sort, p.id) from hotel_photos p where p.hotel_id = h.id), '[]'::json)`;

export const hotels = entityService({
  entity: 'hotel',
  table: 'hotels',
  idColumn: 'h.id',
  base: (db, lang) =>
    db
      .selectFrom('hotels as h')
      .innerJoin('countries as co', 'co.id', 'h.country_id')
      .innerJoin('destinations as d', 'd.id', 'h.destination_id')
      .leftJoin('zones as z', 'z.id', 'h.zone_id')
      .leftJoin('hotel_chains as c', 'c.id', 'h.chain_id')
      .select([
        'h.id',
        'h.name',
        'h.slug',
        'h.chain_id',
        'c.name as chain_name',
        'h.category',
        'h.country_id',
        lang === 'en' ? 'co.name_en as country_name' : 'co.name_es as country_name',
        'h.destination_id',
        nameIn(lang, 'd').as('destination_name'),
        'h.zone_id',
        nameIn(lang, 'z').as('zone_name'),
        'h.address',
        'h.description',
        'h.description_en',
        'h.active',
        'h.provider',
        'h.provider_code',
        'h.min_nights',
        photos.as('photos'),
        sql<number>`(select count(*)::int from hotel_room_types rt where rt.hotel_id = h.id)`.as('room_types_count'),
        'h.created_at',
        'h.updated_at',
      ]),
  toRecord: (r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    chain: r.chain_id,
    chain_name: r.chain_name,
    category: r.category,
    country: r.country_id,
    country_name: r.country_name,
    destination: r.destination_id,
    destination_name: r.destination_name,
    zone: r.zone_id,
    zone_name: r.zone_id === null ? null : r.zone_name,
    address: r.address,
    description: r.description,
    description_en: r.description_en,
    active: r.active,
    provider: r.provider,
    provider_code: r.provider_code,
    min_nights: r.min_nights,
    photos: r.photos,
    room_types_count: r.room_types_count,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }),
  filter: (query, q: In<typeof hotelListQuery>) => {
    let out = query;
    const text = q.search ?? q.name;
    if (text) out = out.where((eb) => eb.or([eb('h.name', 'ilike', containsPattern(text)), eb('h.slug', 'ilike', containsPattern(text))]));
    if (q.chain !== undefined) out = out.where('h.chain_id', '=', q.chain);
    if (q.category !== undefined) out = out.where('h.category', '=', q.category);
    if (q.country !== undefined) out = out.where('h.country_id', '=', q.country);
    if (q.destination !== undefined) out = out.where('h.destination_id', '=', q.destination);
    if (q.zone !== undefined) out = out.where('h.zone_id', '=', q.zone);
    if (q.provider) out = out.where('h.provider', '=', q.provider);
    if (q.active !== undefined) out = out.where('h.active', '=', q.active);
    return out;
  },
  ordering: {
    fields: { id: 'h.id', name: sql`lower(h.name)`, category: 'h.category', chain_name: sql`lower(c.name)`, destination_name: sql`lower(d.name)`, provider: 'h.provider', active: 'h.active', updated_at: 'h.updated_at' },
    default: ['name'],
    tiebreaker: 'h.id',
  },
  columns: async (db, body: HotelBody, current) => {
    await checkRefs(db, { chain: ['hotel_chains', body.chain], country: ['countries', body.country], destination: ['destinations', body.destination], zone: ['zones', body.zone] });
    await checkPlace(db, body.country ?? current?.country, body.destination ?? current?.destination, body.zone === undefined ? current?.zone : body.zone);
    const provider = body.provider ?? current?.provider ?? HOTEL_PROVIDER_OWN;
    const providerCode = body.provider_code === undefined ? current?.provider_code : body.provider_code;
    if (provider !== HOTEL_PROVIDER_OWN && !providerCode) throw fieldError('provider_code', 'hotels.provider_code');
    const columns = pick(body, {
      name: 'name',
      slug: 'slug',
      chain: 'chain_id',
      category: 'category',
      country: 'country_id',
      destination: 'destination_id',
      zone: 'zone_id',
      address: 'address',
      description: 'description',
      description_en: 'description_en',
      active: 'active',
      provider: 'provider',
      provider_code: 'provider_code',
      min_nights: 'min_nights',
    });
    if (!current && !body.slug) columns.slug = await freeSlug(db, slugify(body.name ?? ''));
    return columns;
  },
  unique: { hotels_slug_key: { field: 'slug', key: 'hotels.slug_taken' } },
  touch: true,
});

/** The destination is in the country, the zone in the destination. */
async function checkPlace(db: Db, country: number | undefined, destination: number | undefined, zone: number | null | undefined): Promise<void> {
  if (destination === undefined) return;
  const d = await db.selectFrom('destinations').select('country_id').where('id', '=', destination).executeTakeFirst();
  if (d && country !== undefined && d.country_id !== country) throw fieldError('destination', 'hotels.destination_country');
  if (zone === null || zone === undefined) return;
  const z = await db.selectFrom('zones').select('destination_id').where('id', '=', zone).executeTakeFirst();
  if (z && z.destination_id !== destination) throw fieldError('zone', 'hotels.zone_destination');
}

/** The slug, or the slug with the first free suffix (-2, -3 …). */
async function freeSlug(db: Db, base: string): Promise<string> {
  const taken = new Set((await db.selectFrom('hotels').select('slug').where('slug', 'like', `${base}%`).execute()).map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
