/**
 * The hotels a search asks for (spec §3 filter: country, destination, zone, category, chain, hotel,
 * name), whatever source sells them: search.ts narrows them to our contracted hotels with a room
 * for the stay and the integrated provider's, with what the order needs (name, category). What a
 * result shows of its hotel (names, photo) is read for the page's hotels only (`hotelDisplays`).
 */
import { sql } from 'kysely';
import type { HotelSearchQuery } from '../../../domain/schemas/hotelSales.ts';
import { nameIn } from '../../db/catalogNames.ts';
import type { ServiceContext } from '../../http/context.ts';

export function hotelCandidates(ctx: ServiceContext, q: HotelSearchQuery) {
  let query = ctx.db.selectFrom('hotels').select(['hotels.id', 'hotels.name', 'hotels.category']);
  if (q.country !== undefined) query = query.where('hotels.country_id', '=', q.country);
  if (q.destination !== undefined) query = query.where('hotels.destination_id', '=', q.destination);
  if (q.zone !== undefined) query = query.where('hotels.zone_id', '=', q.zone);
  if (q.category !== undefined) query = query.where('hotels.category', '=', q.category);
  if (q.chain !== undefined) query = query.where('hotels.chain_id', '=', q.chain);
  if (q.hotel !== undefined) query = query.where('hotels.id', '=', q.hotel);
  if (q.search) query = query.where('hotels.name', 'ilike', `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return query;
}

export interface HotelCandidate {
  id: number;
  name: string;
  category: number;
}

export interface HotelDisplay {
  id: number;
  slug: string;
  chain_id: number | null;
  chain_name: string | null;
  country_id: number;
  country_name: string;
  destination_id: number;
  destination_name: string;
  zone_name: string | null;
  photo: string | null;
  /** Every room type of the hotel: [id, name]. */
  room_names: [number, string][] | null;
}

/** What a result shows of its hotel, and the names of its room types, for each of `ids`: one statement. */
export async function hotelDisplays(ctx: ServiceContext, ids: readonly number[]): Promise<Map<number, HotelDisplay>> {
  const hotels = new Map<number, HotelDisplay>();
  if (ids.length === 0) return hotels;
  const { db, lang } = ctx;
  // From the ids' array rather than `hotels.id = any(...)`: PostgreSQL keeps this text's plan
  // instead of planning the five tables anew for every page (0.8 ms).
  const rows = await db
    .selectFrom(sql<{ id: number }>`(select unnest(${[...ids]}::int[]) as id)`.as('page'))
    .innerJoin('hotels', 'hotels.id', 'page.id')
    .leftJoin('hotel_chains as c', 'c.id', 'hotels.chain_id')
    .innerJoin('destinations as d', 'd.id', 'hotels.destination_id')
    .innerJoin('countries as co', 'co.id', 'hotels.country_id')
    .leftJoin('zones as z', 'z.id', 'hotels.zone_id')
    .select([
      'hotels.id',
      'hotels.slug',
      'hotels.chain_id',
      'c.name as chain_name',
      'hotels.country_id',
      sql<string>`${sql.ref(lang === 'en' ? 'co.name_en' : 'co.name_es')}`.as('country_name'),
      'hotels.destination_id',
      nameIn(lang, 'd').as('destination_name'),
      nameIn(lang, 'z').as('zone_name'),
      sql<string | null>`(select '/media/' || p.file from hotel_photos p where p.hotel_id = hotels.id order by p.sort, p.id limit 1)`.as('photo'),
      sql<[number, string][] | null>`(select json_agg(json_build_array(rt.id, ${nameIn(lang, 'rt')})) from hotel_room_types rt where rt.hotel_id = hotels.id)`.as('room_names'),
    ])
    .execute();
  for (const row of rows) hotels.set(row.id, row);
  return hotels;
}
