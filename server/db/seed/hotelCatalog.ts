/**
 * Demo hotels (issue 11; docs/api-hotels.md 'Demo data'): the hotel nomenclators (destinations and
 * zones of Cuba, Mexico and the Dominican Republic, meal plans, chain codes) and some 40 hotels.
 * Everything under the hotels (room types, occupancies, seasons with prices, supplements, offers,
 * a year of availability in every mode) is written set-based by hotelDetails.ts, which the bench
 * seed reuses for its 2 000 hotels.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { seedHotelDetails } from './hotelDetails.ts';

type Db = Kysely<Database>;

/** [country, code, Spanish, English, zones]. */
export const DESTINATIONS: readonly [string, string, string, string, string[]][] = [
  ['CU', 'VRA', 'Varadero', 'Varadero', ['Península de Hicacos', 'Centro de Varadero']],
  ['CU', 'HAV', 'La Habana', 'Havana', ['La Habana Vieja', 'Vedado', 'Miramar']],
  ['CU', 'CSM', 'Cayo Santa María', 'Cayo Santa Maria', ['Cayo Santa María', 'Cayo Ensenachos']],
  ['CU', 'CCC', 'Cayo Coco', 'Cayo Coco', ['Cayo Coco', 'Cayo Guillermo']],
  ['CU', 'TND', 'Trinidad', 'Trinidad', ['Centro histórico', 'Península de Ancón']],
  ['CU', 'HOG', 'Holguín', 'Holguin', ['Guardalavaca', 'Playa Pesquero']],
  ['MX', 'CUN', 'Cancún', 'Cancun', ['Zona Hotelera', 'Centro de Cancún', 'Costa Mujeres']],
  ['MX', 'RMY', 'Riviera Maya', 'Riviera Maya', ['Playa del Carmen', 'Tulum', 'Puerto Morelos']],
  ['MX', 'CZM', 'Cozumel', 'Cozumel', ['San Miguel']],
  ['DO', 'PUJ', 'Punta Cana', 'Punta Cana', ['Bávaro', 'Cap Cana', 'Uvero Alto']],
  ['DO', 'LRM', 'La Romana', 'La Romana', ['Bayahíbe']],
  ['DO', 'SDQ', 'Santo Domingo', 'Santo Domingo', ['Zona Colonial']],
];

export const MEAL_PLANS = [
  { code: 'RO', name: 'Solo alojamiento', name_en: 'Room only', sort: 1 },
  { code: 'BB', name: 'Alojamiento y desayuno', name_en: 'Bed and breakfast', sort: 2 },
  { code: 'HB', name: 'Media pensión', name_en: 'Half board', sort: 3 },
  { code: 'FB', name: 'Pensión completa', name_en: 'Full board', sort: 4 },
  { code: 'AI', name: 'Todo incluido', name_en: 'All inclusive', sort: 5 },
];

const CHAIN_CODES: Record<string, string> = {
  'Meliá Hotels International': 'MELIA',
  Iberostar: 'IBEROSTAR',
  'Gran Caribe': 'GRANCARIBE',
  Cubanacán: 'CUBANACAN',
  Barceló: 'BARCELO',
  'NH Hotels': 'NH',
  'Blau Hotels': 'BLAU',
  'Roc Hotels': 'ROC',
  'Valentín Hotels': 'VALENTIN',
  Gaviota: 'GAVIOTA',
  Islazul: 'ISLAZUL',
  'Riu Hotels & Resorts': 'RIU',
  'Palladium Hotel Group': 'PALLADIUM',
  Sercotel: 'SERCOTEL',
};

/** The integrated provider's demo code (its adapter is written by the provider slice). */
export const SANDBOX_PROVIDER = 'hotelbeds_sandbox';

/** [name, chain, stars, destination code, zone, provider code when integrated]. */
export const DEMO_HOTELS: readonly [string, string | null, number, string, string | null, string | null][] = [
  ['Meliá Varadero', 'Meliá Hotels International', 5, 'VRA', 'Península de Hicacos', null],
  ['Iberostar Selection Varadero', 'Iberostar', 5, 'VRA', 'Península de Hicacos', null],
  ['Barceló Solymar', 'Barceló', 4, 'VRA', 'Península de Hicacos', null],
  ['Roc Barlovento', 'Roc Hotels', 4, 'VRA', 'Centro de Varadero', null],
  ['Blau Varadero', 'Blau Hotels', 4, 'VRA', 'Península de Hicacos', null],
  ['Hotel Los Delfines', 'Islazul', 3, 'VRA', 'Centro de Varadero', null],
  ['Gran Hotel Manzana Kempinski', null, 5, 'HAV', 'La Habana Vieja', null],
  ['Hotel Nacional de Cuba', 'Gran Caribe', 5, 'HAV', 'Vedado', null],
  ['Iberostar Parque Central', 'Iberostar', 5, 'HAV', 'La Habana Vieja', null],
  ['Meliá Cohíba', 'Meliá Hotels International', 5, 'HAV', 'Vedado', null],
  ['NH Capri La Habana', 'NH Hotels', 4, 'HAV', 'Vedado', null],
  ['Hotel Florida', 'Cubanacán', 3, 'HAV', 'La Habana Vieja', null],
  ['Hotel Panorama', 'Gaviota', 4, 'HAV', 'Miramar', null],
  ['Meliá Las Dunas', 'Meliá Hotels International', 5, 'CSM', 'Cayo Santa María', null],
  ['Valentín Perla Blanca', 'Valentín Hotels', 5, 'CSM', 'Cayo Santa María', null],
  ['Iberostar Ensenachos', 'Iberostar', 5, 'CSM', 'Cayo Ensenachos', null],
  ['Royalton Cayo Santa María', null, 5, 'CSM', 'Cayo Santa María', 'RCSM01'],
  ['Meliá Jardines del Rey', 'Meliá Hotels International', 5, 'CCC', 'Cayo Coco', null],
  ['Iberostar Daiquirí', 'Iberostar', 4, 'CCC', 'Cayo Guillermo', null],
  ['Hotel Colonial Cayo Coco', 'Cubanacán', 3, 'CCC', 'Cayo Coco', null],
  ['Iberostar Grand Trinidad', 'Iberostar', 5, 'TND', 'Centro histórico', null],
  ['Memories Trinidad del Mar', null, 4, 'TND', 'Península de Ancón', null],
  ['Hostal La Ronda', 'Islazul', 2, 'TND', 'Centro histórico', null],
  ['Paradisus Río de Oro', 'Meliá Hotels International', 5, 'HOG', 'Playa Pesquero', null],
  ['Brisas Guardalavaca', 'Cubanacán', 4, 'HOG', 'Guardalavaca', null],
  ['Riu Palace Peninsula', 'Riu Hotels & Resorts', 5, 'CUN', 'Zona Hotelera', null],
  ['Iberostar Selection Cancún', 'Iberostar', 5, 'CUN', 'Zona Hotelera', null],
  ['NH Collection Cancún', 'NH Hotels', 4, 'CUN', 'Centro de Cancún', null],
  ['Sercotel Cancún Centro', 'Sercotel', 3, 'CUN', 'Centro de Cancún', null],
  ['Hyatt Ziva Cancún', null, 5, 'CUN', 'Zona Hotelera', 'HZC442'],
  ['Grand Palladium Riviera Maya', 'Palladium Hotel Group', 5, 'RMY', 'Puerto Morelos', null],
  ['Barceló Maya Beach', 'Barceló', 5, 'RMY', 'Playa del Carmen', null],
  ['Hotel Tulum Playa', null, 3, 'RMY', 'Tulum', 'TLP118'],
  ['Iberostar Cozumel', 'Iberostar', 4, 'CZM', 'San Miguel', null],
  ['Meliá Caribe Beach', 'Meliá Hotels International', 5, 'PUJ', 'Bávaro', null],
  ['Barceló Bávaro Palace', 'Barceló', 5, 'PUJ', 'Bávaro', null],
  ['Riu Republica', 'Riu Hotels & Resorts', 5, 'PUJ', 'Bávaro', null],
  ['Sanctuary Cap Cana', null, 5, 'PUJ', 'Cap Cana', 'SCC907'],
  ['Iberostar Hacienda Dominicus', 'Iberostar', 5, 'LRM', 'Bayahíbe', null],
  ['Hotel Conde de Peñalba', null, 3, 'SDQ', 'Zona Colonial', null],
];

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export async function seedHotelNomenclators(db: Db): Promise<void> {
  const countries = new Map((await db.selectFrom('countries').select(['id', 'code']).execute()).map((c) => [c.code, c.id]));
  const destinations = await db
    .insertInto('destinations')
    .values(DESTINATIONS.map(([country, code, name, name_en]) => ({ country_id: countries.get(country) ?? 0, code, name, name_en })))
    .returning(['id', 'code'])
    .execute();
  const destinationId = new Map(destinations.map((d) => [d.code, d.id]));
  await db
    .insertInto('zones')
    .values(DESTINATIONS.flatMap(([, code, , , zones]) => zones.map((name) => ({ destination_id: destinationId.get(code) ?? 0, name }))))
    .execute();
  await db.insertInto('meal_plans').values(MEAL_PLANS).execute();
  for (const [name, code] of Object.entries(CHAIN_CODES)) await db.updateTable('hotel_chains').set({ code }).where('name', '=', name).execute();
}

export async function seedHotels(db: Db, today: string): Promise<void> {
  await seedHotelNomenclators(db);
  const chains = new Map((await db.selectFrom('hotel_chains').select(['id', 'name']).execute()).map((c) => [c.name, c.id]));
  const destinations = new Map((await db.selectFrom('destinations').select(['id', 'code', 'country_id']).execute()).map((d) => [d.code, d]));
  const zones = await db.selectFrom('zones').select(['id', 'name', 'destination_id']).execute();
  const first = await db
    .insertInto('hotels')
    .values(
      DEMO_HOTELS.map(([name, chain, category, dest, zone, providerCode], i) => {
        const d = destinations.get(dest);
        if (!d) throw new Error(`Unknown destination ${dest}`);
        return {
          name,
          slug: slug(name),
          chain_id: chain ? (chains.get(chain) ?? null) : null,
          category,
          country_id: d.country_id,
          destination_id: d.id,
          zone_id: zones.find((z) => z.name === zone && z.destination_id === d.id)?.id ?? null,
          address: `${zone ?? dest}, ${name}`,
          description: `${name}: hotel de ${category} estrellas con piscina, restaurantes y wifi.`,
          description_en: `${name}: a ${category}-star hotel with pool, restaurants and wifi.`,
          provider: providerCode ? SANDBOX_PROVIDER : 'own',
          provider_code: providerCode,
          // A few hotels ask for a longer stay (the minimum-nights rule shows in the demo).
          min_nights: i % 9 === 4 ? 3 : 1,
        };
      }),
    )
    .returning('id')
    .execute();
  await seedHotelDetails(db, first[0].id, today);
}
