/**
 * Demo hotel bookings (issue 11): stays booked by agencies on the second and third level, so the
 * tenant scope shows in the reservation lists, with the lifecycle a demo needs — paid from the
 * agency's funds, left unpaid with a payment deadline, on-request stays waiting for the coordinator
 * (`requested`), cancelled. Every stay goes through the real path: the cart item (priced for the
 * agency) and the shared checkout (re-price, guarded update of `sold`, order, payment through the
 * ledger, history), then the hotel service's own cancellation; inside the seeding transaction, so
 * the demo data obeys the same invariants as live bookings.
 *
 * Check-ins are relative to the day the seed runs and stay inside the first demo season (it starts
 * on the first of this month and lasts three months, hotelDetails.ts), so every stay is bookable on
 * any date; a stay that would touch a stop_sale night moves on a day at a time.
 */
import type { Kysely } from 'kysely';
import { addDays } from '../../../domain/flights/schedule.ts';
import { checkoutBody } from '../../../domain/schemas/cart.ts';
import { hotelCartItemBody } from '../../../domain/schemas/hotelSales.ts';
import { serviceContext } from '../../http/context.ts';
import { findUser, toActor } from '../../modules/accounts/session.ts';
import { checkout } from '../../modules/cart/checkout.ts';
import { addHotelCartItem } from '../../modules/hotelSales/cartItem.ts';
import { cancelHotelReservation } from '../../modules/hotelSales/reservations.ts';
import { registerCoreProviders } from '../../modules/payments/providers/index.ts';
import { createNote } from '../../modules/reservations/notes.ts';
import type { AuthActor } from '../../security/actor.ts';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;
type Booker = 'operator2' | 'operator3' | 'operator3b' | 'operator2b';

interface DemoRoom {
  type: 'STD' | 'SUP' | 'JRS';
  adults: number;
  ages?: number[];
  holder: [string, string];
  /** Optional supplements by their demo name (hotelDetails.ts). */
  supplements?: string[];
}

interface DemoStay {
  key: string;
  by: Booker;
  /** A demo hotel of our own (hotelCatalog.ts); those whose id is a multiple of 7 sell on request. */
  hotel: string;
  /** Check-in: today + day (or the next day whose stay has no stop_sale night). */
  day: number;
  nights: number;
  plan: 'BB' | 'HB' | 'AI';
  rooms: DemoRoom[];
  /** Paid from the agency's funds at checkout; otherwise booked unpaid with a payment deadline. */
  funds?: true;
  /** Sold by seller2 (Turismo Azul's seller record), booked by operator2 for them. */
  seller?: true;
}

const TRANSFER = 'Traslado aeropuerto - hotel';
const SEA_VIEW = 'Vista al mar garantizada';

/** ~13 stays: the demo seed runs in every test database snapshot, so it stays small. */
const STAYS: DemoStay[] = [
  // Cancún's funds (~2 500 USD) also pay the e2e journeys of operator3: its paid stay stays modest.
  { key: 'act-roc', by: 'operator3', hotel: 'Roc Barlovento', day: 21, nights: 3, plan: 'BB', funds: true,
    rooms: [{ type: 'STD', adults: 2, holder: ['Mariana', 'Chablé Ku'], supplements: [TRANSFER] }] },
  { key: 'act-riu', by: 'operator3', hotel: 'Riu Palace Peninsula', day: 33, nights: 5, plan: 'BB',
    rooms: [{ type: 'STD', adults: 2, ages: [7], holder: ['Fernando', 'Canul Herrera'] }] },
  { key: 'act-request', by: 'operator3', hotel: 'Gran Hotel Manzana Kempinski', day: 26, nights: 3, plan: 'BB',
    rooms: [{ type: 'JRS', adults: 2, holder: ['Rosa', 'Chi Pech'] }] },
  { key: 'act-cancelled', by: 'operator3', hotel: 'Hotel Florida', day: 40, nights: 3, plan: 'BB', funds: true,
    rooms: [{ type: 'STD', adults: 1, holder: ['Osvaldo', 'Pérez Valdés'] }] },
  { key: 'tam-nacional', by: 'operator2', seller: true, hotel: 'Hotel Nacional de Cuba', day: 9, nights: 3, plan: 'BB', funds: true,
    rooms: [{ type: 'STD', adults: 2, holder: ['Héctor', 'Salinas Ortiz'] }, { type: 'STD', adults: 2, holder: ['Arturo', 'Reyes Campos'] }] },
  { key: 'tam-cancun', by: 'operator2', hotel: 'Iberostar Selection Cancún', day: 18, nights: 6, plan: 'AI', funds: true,
    rooms: [{ type: 'JRS', adults: 2, ages: [4, 10], holder: ['Mónica', 'Ruiz Álvarez'], supplements: [TRANSFER] }] },
  { key: 'tam-request', by: 'operator2', hotel: 'NH Collection Cancún', day: 24, nights: 4, plan: 'BB',
    rooms: [{ type: 'STD', adults: 2, holder: ['Ricardo', 'Garza Leal'] }] },
  { key: 'tam-bavaro', by: 'operator2', hotel: 'Barceló Bávaro Palace', day: 50, nights: 7, plan: 'AI',
    rooms: [{ type: 'SUP', adults: 2, holder: ['Gabriela', 'Núñez Islas'], supplements: [SEA_VIEW] }] },
  { key: 'vme-trinidad', by: 'operator3b', hotel: 'Memories Trinidad del Mar', day: 14, nights: 3, plan: 'HB', funds: true,
    rooms: [{ type: 'STD', adults: 2, holder: ['Jorge', 'Pech Uc'] }] },
  { key: 'vme-request', by: 'operator3b', hotel: 'Iberostar Grand Trinidad', day: 30, nights: 3, plan: 'BB',
    rooms: [{ type: 'STD', adults: 1, holder: ['Beatriz', 'Ek Canché'] }] },
  { key: 'vme-cancelled', by: 'operator3b', hotel: 'Hotel Los Delfines', day: 20, nights: 3, plan: 'BB',
    rooms: [{ type: 'STD', adults: 2, holder: ['Raúl', 'Chan Poot'] }] },
  { key: 'vse-republica', by: 'operator2b', hotel: 'Riu Republica', day: 35, nights: 5, plan: 'AI', funds: true,
    rooms: [{ type: 'STD', adults: 2, holder: ['Javier', 'Moreno Castro'] }, { type: 'STD', adults: 2, ages: [5], holder: ['Nuria', 'Blanco Serrano'] }] },
  { key: 'vse-parque', by: 'operator2b', hotel: 'Iberostar Parque Central', day: 12, nights: 3, plan: 'BB',
    rooms: [{ type: 'SUP', adults: 2, holder: ['Pilar', 'Ortega Lara'], supplements: [SEA_VIEW] }] },
];

/** Cancelled by the booking agency: far enough ahead that the season's policy charges nothing. */
const CANCELS: [string, Booker][] = [
  ['act-cancelled', 'operator3'],
  ['vme-cancelled', 'operator3b'],
];

const NOTES: [string, Booker, string][] = [
  ['act-request', 'operator3', 'Clientes en luna de miel: pedir habitación en planta alta si se confirma.'],
  ['tam-nacional', 'operator2', 'Grupo de empresa: las dos habitaciones juntas, factura única.'],
];

/** The first check-in on or after `from` whose nights at the hotel are all sellable (none stop_sale). */
async function bookableCheckin(db: Db, hotelId: number, from: string, nights: number): Promise<string> {
  for (let shift = 0; shift < 15; shift++) {
    const checkin = addDays(from, shift);
    const stopped = await db.selectFrom('hotel_availability').select('date').where('hotel_id', '=', hotelId).where('date', '>=', checkin).where('date', '<', addDays(checkin, nights)).where('mode', '=', 'stop_sale').executeTakeFirst();
    if (!stopped) return checkin;
  }
  throw new Error(`Demo seed: no stay without a stop_sale night at hotel ${hotelId} from ${from}`);
}

export async function seedHotelReservations(db: Db, today: string): Promise<void> {
  const actors = new Map<string, AuthActor>();
  const actor = async (username: string): Promise<AuthActor> => {
    let found = actors.get(username);
    if (!found) {
      const user = await findUser(db, { username });
      if (!user) throw new Error(`Demo seed: user ${username} is missing`);
      found = toActor(user);
      actors.set(username, found);
    }
    return found;
  };
  const plans = new Map((await db.selectFrom('meal_plans').select(['id', 'code']).execute()).map((p) => [p.code, p.id]));
  const seller = await db.selectFrom('sellers as s').innerJoin('users as u', 'u.id', 's.user_id').select('s.id').where('u.username', '=', 'seller2').executeTakeFirst();
  registerCoreProviders();
  const mailBefore = await db.selectFrom('outbox').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();

  const booked = new Map<string, number>();
  for (const stay of STAYS) {
    const hotel = await db.selectFrom('hotels').select('id').where('name', '=', stay.hotel).where('provider', '=', 'own').executeTakeFirst();
    if (!hotel) throw new Error(`Demo seed: hotel ${stay.hotel} is missing`);
    const types = new Map((await db.selectFrom('hotel_room_types').select(['id', 'code']).where('hotel_id', '=', hotel.id).execute()).map((r) => [r.code, r.id]));
    const supplements = new Map((await db.selectFrom('hotel_supplements').select(['id', 'name']).where('hotel_id', '=', hotel.id).execute()).map((s) => [s.name, s.id]));
    const checkin = await bookableCheckin(db, hotel.id, addDays(today, stay.day), stay.nights);
    const ctx = serviceContext(db, await actor(stay.by));
    // Parsed by the request schemas, as the API would: defaults and trimming apply alike.
    const item = await addHotelCartItem(
      ctx,
      hotelCartItemBody.parse({
        service_type: 'hotels',
        hotel: hotel.id,
        checkin,
        checkout: addDays(checkin, stay.nights),
        meal_plan: plans.get(stay.plan),
        rooms: stay.rooms.map((r) => ({
          room_type: types.get(r.type),
          adults: r.adults,
          children_ages: r.ages ?? [],
          supplements: (r.supplements ?? []).map((name) => supplements.get(name)),
          holder: { first_name: r.holder[0], last_name: r.holder[1] },
        })),
      }),
    );
    const order = await checkout(
      ctx,
      checkoutBody.parse({
        items: [{ id: item.id, ...(stay.seller && seller ? { seller: seller.id } : {}) }],
        ...(stay.funds ? { payment: { provider: 'agency_funds' } } : {}),
      }),
    );
    booked.set(stay.key, order.reservations[0].id);
  }
  const need = (key: string) => {
    const id = booked.get(key);
    if (id === undefined) throw new Error(`Demo seed: hotel booking ${key} is missing`);
    return id;
  };
  for (const [key, who] of CANCELS) await cancelHotelReservation(serviceContext(db, await actor(who)), need(key), {});
  for (const [key, who, text] of NOTES) await createNote(serviceContext(db, await actor(who)), { reservation: need(key), text });
  // The bookings were made before anyone could read mail: their confirmation e-mails (each a PDF
  // rendered by the mail worker) would only fill DATA_DIR/mail at the first start, as the flight
  // seed's bookings (made by the booking service, not the checkout) send none either.
  await db.deleteFrom('outbox').where('kind', '=', 'booking_confirmation').where('id', '>', Number(mailBefore?.id ?? 0)).execute();
}
