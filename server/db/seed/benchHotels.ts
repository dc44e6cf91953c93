/**
 * SEED=bench (benchmarks only): BENCH_HOTELS hotels spread over the demo destinations, each with
 * the demo's room types, occupancies, seasons, prices, supplements, offers and a year of
 * availability (hotelDetails.ts): some 2.2 million availability nights for issue 11's search bench
 * (2 000 hotels × 365 days). Set-based, like the demo.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { seedHotelDetails } from './hotelDetails.ts';

type Db = Kysely<Database>;

export const BENCH_HOTELS = 2000;

export async function seedBenchHotels(db: Db, today: string): Promise<void> {
  const before = await db.selectFrom('hotels').select(sql<number>`coalesce(max(id), 0)`.as('max')).executeTakeFirstOrThrow();
  await sql`insert into hotels (name, slug, chain_id, category, country_id, destination_id, zone_id, address, description, provider, provider_code)
    select 'Hotel Bench ' || n, 'hotel-bench-' || n, c.id, 1 + n % 5, d.country_id, d.id,
      (select z.id from zones z where z.destination_id = d.id order by z.id limit 1),
      'Calle ' || n, 'Hotel de prueba de carga ' || n,
      case when n % 50 = 0 then 'hotelbeds_sandbox' else 'own' end,
      case when n % 50 = 0 then 'BENCH' || n else null end
    from generate_series(1, ${BENCH_HOTELS}) as n
    join lateral (select id, country_id from destinations order by id offset n % (select count(*) from destinations) limit 1) d on true
    left join lateral (select id from hotel_chains order by id offset n % (select count(*) from hotel_chains) limit 1) c on true`.execute(db);
  await seedHotelDetails(db, before.max + 1, today);
}

export async function analyzeBenchHotels(db: Db): Promise<void> {
  for (const table of ['hotels', 'hotel_room_types', 'hotel_occupancies', 'hotel_contracts', 'hotel_prices', 'hotel_availability']) await sql`analyze ${sql.table(table)}`.execute(db);
}
