/**
 * Demo private houses (issue 11, docs/api-houses.md 'Demo data'): 15 casas particulares in Cuba
 * (Havana, Trinidad, Viñales, Varadero) with rooms, four seasons of three months from the first
 * day of the current month, supplements, and requests by three agencies in every status of spec §4,
 * each with its history. Prices go through the same pricing and markup chain as the API.
 */
import type { Kysely } from 'kysely';
import { fromMinor } from '../../../domain/money.ts';
import { ADULT_AGE, countGuests, priceHouseStay, type HousePricingData, type RentType } from '../../../domain/services/houses.ts';
import { slugify } from '../../../domain/services/hotelSlug.ts';
import { chainSteps, loadChain } from '../../modules/agencies/pricing.ts';
import { sellAmount } from '../../modules/houses/pricing.ts';
import type { Database } from '../schema.ts';
import { DEMO_POLICIES, demoSeasons } from './hotelDetails.ts';

type Db = Kysely<Database>;

/** [code, name, destination code, zone, property type, accommodation type, rooms' capacities, room price, breakfast]. */
const HOUSES: readonly [string, string, string, string, string, string, number[], number, 'none' | 'included' | 'optional'][] = [
  ['HAV-001', 'Casa Colonial Obispo', 'HAV', 'La Habana Vieja', 'colonial_house', 'casa_particular', [2, 2, 3], 45, 'optional'],
  ['HAV-002', 'Hostal Plaza Vieja', 'HAV', 'La Habana Vieja', 'colonial_house', 'hostal', [2, 2, 2, 3], 40, 'included'],
  ['HAV-003', 'Casa Vedado 1930', 'HAV', 'Vedado', 'house', 'casa_particular', [2, 3], 38, 'optional'],
  ['HAV-004', 'Apartamento Malecón Azul', 'HAV', 'Vedado', 'apartment', 'casa_particular', [2, 2], 55, 'none'],
  ['HAV-005', 'Villa Miramar Jardín', 'HAV', 'Miramar', 'villa', 'boutique', [2, 2, 2, 4], 70, 'included'],
  ['HAV-006', 'Casa Boutique Mercaderes', 'HAV', 'La Habana Vieja', 'colonial_house', 'boutique', [2, 2, 2], 65, 'optional'],
  ['TND-001', 'Casa Trinidad Plaza Mayor', 'TND', 'Centro histórico', 'colonial_house', 'casa_particular', [2, 3, 2], 35, 'optional'],
  ['TND-002', 'Hostal Las Tejas', 'TND', 'Centro histórico', 'colonial_house', 'hostal', [2, 2], 30, 'included'],
  ['TND-003', 'Villa Ancón Mar', 'TND', 'Península de Ancón', 'villa', 'boutique', [2, 2, 3], 60, 'optional'],
  ['TND-004', 'Casa Los Mangos', 'TND', 'Centro histórico', 'house', 'casa_particular', [3], 28, 'optional'],
  ['VIN-001', 'Casa Mogote Verde', 'VIN', 'Valle de Viñales', 'house', 'casa_particular', [2, 2, 3], 32, 'included'],
  ['VIN-002', 'Villa El Tabacal', 'VIN', 'Valle de Viñales', 'villa', 'boutique', [2, 2], 48, 'optional'],
  ['VIN-003', 'Hostal La Ermita', 'VIN', 'Pueblo de Viñales', 'house', 'hostal', [2, 2, 2], 27, 'optional'],
  ['VRA-001', 'Casa Playa Kawama', 'VRA', 'Centro de Varadero', 'house', 'casa_particular', [2, 2, 3], 50, 'optional'],
  ['VRA-002', 'Apartamento Calle 62', 'VRA', 'Centro de Varadero', 'apartment', 'casa_particular', [2, 2], 42, 'none'],
];

const DESCRIPTIONS: Record<string, [string, string]> = {
  colonial_house: ['Casa colonial restaurada con patio interior, techos altos y balcones a la calle.', 'Restored colonial house with an inner courtyard, high ceilings and street balconies.'],
  house: ['Casa familiar con terraza, cocina equipada y anfitriones que conocen el barrio.', 'Family house with a terrace, a fitted kitchen and hosts who know the neighbourhood.'],
  apartment: ['Apartamento luminoso con vista, cocina y aire acondicionado en cada habitación.', 'Bright apartment with a view, a kitchen and air conditioning in every room.'],
  villa: ['Villa con jardín y piscina, ideal para familias y grupos.', 'Villa with a garden and pool, fit for families and groups.'],
};

/** Viñales is a destination only houses need: added when missing. */
async function vinales(db: Db, cuba: number): Promise<void> {
  let dest = await db.selectFrom('destinations').select('id').where('code', '=', 'VIN').executeTakeFirst();
  if (!dest) dest = await db.insertInto('destinations').values({ country_id: cuba, code: 'VIN', name: 'Viñales', name_en: 'Vinales' }).returning('id').executeTakeFirstOrThrow();
  const zones = await db.selectFrom('zones').select('name').where('destination_id', '=', dest.id).execute();
  const missing = ['Valle de Viñales', 'Pueblo de Viñales'].filter((n) => !zones.some((z) => z.name === n));
  if (missing.length) await db.insertInto('zones').values(missing.map((name) => ({ destination_id: dest.id, name }))).execute();
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedHouses(db: Db, today: string): Promise<void> {
  const cuba = (await db.selectFrom('countries').select('id').where('code', '=', 'CU').executeTakeFirstOrThrow()).id;
  await vinales(db, cuba);
  const destinations = await db.selectFrom('destinations').select(['id', 'code']).execute();
  const zones = await db.selectFrom('zones').select(['id', 'name', 'destination_id']).execute();
  const seasons = demoSeasons(today);
  const data = new Map<number, HousePricingData>();

  for (const [i, [code, name, destCode, zone, propertyType, accommodationType, capacities, roomPrice, breakfast]] of HOUSES.entries()) {
    const destination = destinations.find((d) => d.code === destCode)?.id ?? 0;
    const [en, es] = [DESCRIPTIONS[propertyType]?.[1] ?? '', DESCRIPTIONS[propertyType]?.[0] ?? ''];
    const house = await db
      .insertInto('houses')
      .values({
        code,
        name,
        slug: slugify(name),
        country_id: cuba,
        destination_id: destination,
        zone_id: zones.find((z) => z.name === zone && z.destination_id === destination)?.id ?? null,
        address: `Calle ${10 + i} #${100 + i * 7}`,
        description: es,
        description_en: en,
        property_type: propertyType,
        accommodation_type: accommodationType,
        // Every third house is rented whole only; apartments only by rooms are none here.
        full_house: true,
        private_rooms: i % 3 !== 2,
        breakfast,
        breakfast_price: breakfast === 'optional' ? '6.00' : '0.00',
        currency_id: 1,
        min_nights: i % 4 === 0 ? 2 : 1,
        cancellation_policies: JSON.stringify(DEMO_POLICIES),
        photos: JSON.stringify([]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rooms = await db
      .insertInto('house_rooms')
      .values(capacities.map((capacity, sort) => ({ house_id: house.id, name: `Habitación ${sort + 1}`, name_en: `Room ${sort + 1}`, capacity, sort })))
      .returning(['id', 'name', 'capacity'])
      .execute();
    const seasonRows = await db
      .insertInto('house_seasons')
      .values(
        seasons.map((s) => ({
          house_id: house.id,
          name: s.name,
          start_date: s.start,
          end_date: s.end,
          room_price: (Math.round(roomPrice * s.factor * 100) / 100).toFixed(2),
          full_house_price: (Math.round(roomPrice * capacities.length * 0.9 * s.factor * 100) / 100).toFixed(2),
          min_nights: s.minNights > 2 ? 2 : null,
        })),
      )
      .returning(['id', 'start_date', 'end_date', 'room_price', 'full_house_price', 'min_nights'])
      .execute();
    const supplements = await db
      .insertInto('house_supplements')
      .values([
        { house_id: house.id, name: 'Traslado desde el aeropuerto', name_en: 'Airport transfer', per: 'booking', frequency: 'stay', amount: '30.00' },
        { house_id: house.id, name: 'Cena criolla', name_en: 'Creole dinner', per: 'person', frequency: 'night', amount: '15.00' },
        ...(i % 2 === 0 ? [{ house_id: house.id, name: 'Limpieza final', name_en: 'Final cleaning', mandatory: true, per: 'booking', frequency: 'stay', amount: '10.00' }] : []),
      ])
      .returning(['id', 'name', 'mandatory', 'per', 'frequency', 'amount'])
      .execute();
    data.set(house.id, {
      full_house: true,
      private_rooms: i % 3 !== 2,
      breakfast,
      breakfast_price: breakfast === 'optional' ? '6.00' : '0.00',
      min_nights: i % 4 === 0 ? 2 : 1,
      rooms,
      seasons: seasonRows.map((s) => ({ ...s, room_price: s.room_price && Number(s.room_price).toFixed(2), full_house_price: s.full_house_price && Number(s.full_house_price).toFixed(2) })),
      supplements: supplements.map((s) => ({ ...s, per: s.per as 'person' | 'booking', frequency: s.frequency as 'night' | 'stay', amount: Number(s.amount).toFixed(2) })),
    });
  }
  await seedRequests(db, today, data);
}

/** [operator, house index, days from today, nights, type, guests, status path]. */
const REQUESTS: readonly [string, number, number, number, RentType, number, string[]][] = [
  ['operator3', 0, 20, 3, 'private_room', 2, []],
  ['operator3', 1, 35, 4, 'private_room', 3, ['confirmed']],
  ['operator3', 6, 50, 2, 'full_house', 5, ['confirmed', 'processed']],
  ['operator2', 3, 15, 5, 'private_room', 2, ['rejected']],
  ['operator2', 10, 40, 3, 'private_room', 2, []],
  ['operator2', 4, 60, 7, 'full_house', 8, ['confirmed']],
  ['operator2b', 7, 25, 2, 'private_room', 2, ['cancelled']],
  ['operator2b', 12, 45, 3, 'private_room', 4, ['denied']],
  ['operator2b', 13, 70, 4, 'private_room', 2, ['confirmed', 'cancelled']],
  ['operator3', 9, 30, 3, 'full_house', 3, []],
];

const COMMENTS: Record<string, string> = {
  rejected: 'La propietaria no tiene habitaciones libres esas noches.',
  denied: 'Las fechas coinciden con el cierre por reformas.',
  cancelled: 'El cliente cambió de destino.',
  confirmed: '',
  processed: 'Reserva pasada a la propietaria.',
};

async function seedRequests(db: Db, today: string, data: Map<number, HousePricingData>): Promise<void> {
  const houseIds = [...data.keys()];
  const staff = (await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
  for (const [username, index, offset, nights, type, guests, path] of REQUESTS) {
    const user = await db
      .selectFrom('users as u')
      .innerJoin('agencies as a', 'a.id', 'u.agency_id')
      .select(['u.id', 'u.agency_id', 'a.path'])
      .where('u.username', '=', username)
      .executeTakeFirstOrThrow();
    const houseId = houseIds[index];
    const house = data.get(houseId) as HousePricingData;
    const checkin = addDays(today, offset);
    const checkout = addDays(checkin, nights);
    const ages = Array.from({ length: guests }, (_, k) => (k < 2 ? ADULT_AGE : 8 + k));
    let rooms: number[] = [];
    for (const room of house.rooms) if (rooms.reduce((sum, id) => sum + (house.rooms.find((r) => r.id === id)?.capacity ?? 0), 0) < guests) rooms = [...rooms, room.id];
    const stayType: RentType = house.private_rooms ? type : 'full_house';
    const stay = { checkin, checkout, type: stayType, rooms: stayType === 'full_house' ? [] : rooms, ages, breakfast: house.breakfast === 'optional', supplements: [] };
    const priced = priceHouseStay(house, stay);
    if (!priced.ok) continue;
    const chain = chainSteps(await loadChain(db, user.path, 'houses'));
    const chosen = stayType === 'full_house' ? house.rooms : house.rooms.filter((r) => rooms.includes(r.id));
    const { adults, children } = countGuests(ages);
    const row = await db
      .insertInto('house_requests')
      .values({
        house_id: houseId,
        agency_id: user.agency_id,
        operator_id: user.id,
        full_house: stayType === 'full_house',
        checkin,
        checkout,
        rooms: JSON.stringify(chosen.map((r) => ({ id: r.id, name: r.name, capacity: r.capacity }))),
        guests: JSON.stringify(ages.map((age, k) => ({ name: `${['Ana', 'Luis', 'Marta', 'Pablo', 'Sofía', 'Diego', 'Elena', 'Jorge'][k % 8]} ${['García', 'Pérez', 'López'][index % 3]}`, age }))),
        adults,
        children,
        breakfast: house.breakfast !== 'none',
        supplements: JSON.stringify(priced.price.supplements.map((s) => ({ id: s.id, name: s.name, mandatory: s.mandatory }))),
        customer_name: `${['Ana', 'Luis', 'Marta'][index % 3]} ${['García', 'Pérez', 'López'][index % 3]}`,
        comments: index % 2 === 0 ? 'Llegada prevista por la tarde.' : '',
        calculated_price: fromMinor(priced.price.netMinor),
        price: sellAmount(priced.price, chain),
        currency_id: 1,
        cancellation_policies: JSON.stringify(DEMO_POLICIES),
        status: path.at(-1) ?? 'requested',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('house_request_history')
      .values([
        { request_id: row.id, status: 'requested', user_id: user.id },
        ...path.map((status) => ({ request_id: row.id, status, comment: COMMENTS[status] ?? '', user_id: status === 'cancelled' && path.length === 1 ? user.id : staff })),
      ])
      .execute();
  }
}
