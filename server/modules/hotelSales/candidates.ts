/**
 * The hotels a search asks for (spec §3 filter: country, destination, zone, category, chain, hotel,
 * name), with the columns of a result, whatever source sells them: search.ts narrows them to our
 * contracted hotels with a room for the stay, providerSource.ts to the integrated provider's.
 */
import { sql } from 'kysely';
import type { HotelSearchQuery } from '../../../domain/schemas/hotelSales.ts';
import { nameIn } from '../../db/catalogNames.ts';
import type { ServiceContext } from '../../http/context.ts';

export function hotelCandidates(ctx: ServiceContext, q: HotelSearchQuery) {
  const { db, lang } = ctx;
  let query = db
    .selectFrom('hotels')
    .leftJoin('hotel_chains as c', 'c.id', 'hotels.chain_id')
    .innerJoin('destinations as d', 'd.id', 'hotels.destination_id')
    .innerJoin('countries as co', 'co.id', 'hotels.country_id')
    .leftJoin('zones as z', 'z.id', 'hotels.zone_id')
    .select([
      'hotels.id',
      'hotels.slug',
      'hotels.name',
      'hotels.category',
      'hotels.chain_id',
      'c.name as chain_name',
      'hotels.country_id',
      sql<string>`${sql.ref(lang === 'en' ? 'co.name_en' : 'co.name_es')}`.as('country_name'),
      'hotels.destination_id',
      nameIn(lang, 'd').as('destination_name'),
      nameIn(lang, 'z').as('zone_name'),
      sql<string | null>`(select '/media/' || p.file from hotel_photos p where p.hotel_id = hotels.id order by p.sort, p.id limit 1)`.as('photo'),
    ]);
  if (q.country !== undefined) query = query.where('hotels.country_id', '=', q.country);
  if (q.destination !== undefined) query = query.where('hotels.destination_id', '=', q.destination);
  if (q.zone !== undefined) query = query.where('hotels.zone_id', '=', q.zone);
  if (q.category !== undefined) query = query.where('hotels.category', '=', q.category);
  if (q.chain !== undefined) query = query.where('hotels.chain_id', '=', q.chain);
  if (q.hotel !== undefined) query = query.where('hotels.id', '=', q.hotel);
  if (q.search) query = query.where('hotels.name', 'ilike', `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return query;
}

export type HotelCandidate = Awaited<ReturnType<ReturnType<typeof hotelCandidates>['execute']>>[number];
