/**
 * Demo flight reservations (issue 4): bookings made by agencies on the second and third level, so
 * the tenant scope shows in every list, with the lifecycle a demo needs — booked, cancelled,
 * checked in, statuses moved on, notes. Everything goes through the real services (price token,
 * markup chain, guarded seat updates, locator, frozen breakdown, history, check-in, cancel), inside
 * the seeding transaction, so the demo data obeys the same invariants as live bookings.
 *
 * Departures are looked up by route on or after a day relative to today, so the seed works on any
 * date. Booking refuses departures that have left (and the calendars start today), so no booking
 * is in the past: the "flown" ones are on the next days' departures, whose check-in the
 * coordinator opens early; one is already closed, as after boarding.
 */
import type { Kysely } from 'kysely';
import type { PassengerType } from '../../../domain/constants.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { addDays } from '../../../domain/flights/schedule.ts';
import type { Passenger } from '../../../domain/flights/passengers.ts';
import { priceCalculationBody, reservationDraftBody, statusChangeBody, type StatusField } from '../../../domain/schemas/flightBooking.ts';
import { findUser, toActor } from '../../modules/accounts/session.ts';
import { changeCheckinStatus, checkinPassengers } from '../../modules/checkin/service.ts';
import { serviceContext } from '../../http/context.ts';
import { cancelFlightReservation } from '../../modules/flightBooking/changes.ts';
import { createFlightReservation } from '../../modules/flightBooking/service.ts';
import { calculatePrice } from '../../modules/flightSearch/quotes.ts';
import { createNote } from '../../modules/reservations/notes.ts';
import { changeStatus } from '../../modules/reservations/service.ts';
import { registerCoreProviders } from '../../modules/payments/providers/index.ts';
import { payReservation } from '../../modules/payments/service.ts';
import type { AuthActor } from '../../security/actor.ts';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;
type Nationality = 'CU' | 'MX' | 'ES';
/** [type, first name, last name, gender, age in years on the departure day]. */
type Person = [PassengerType, string, string, 'male' | 'female', number];

interface DemoBooking {
  key: string;
  /** Who books: operators with 'Flight with Booking'. */
  by: 'operator2' | 'operator3' | 'operator3b' | 'operator2b';
  /** Sold by seller2 (Turismo Azul's seller record): sellers have no booking permission, so operator2 books for them. */
  seller?: true;
  route: string;
  /** The first departure of the route on or after today + day. */
  day: number;
  /** Round trip: the first departure of the reverse route on or after the outbound date + back. */
  back?: number;
  category: 'ECO' | 'STDP' | 'FIRST';
  nationality: Nationality;
  /** Holder's contact: phone, address, postal code. */
  contact: [string, string, string];
  people: Person[];
}

const BOOKINGS: DemoBooking[] = [
  { key: 'act-family', by: 'operator3', route: 'HAV - CUN', day: 10, back: 7, category: 'ECO', nationality: 'MX', contact: ['9981234501', 'Av. Tulum 12, Cancún', '77500'],
    people: [['adult', 'Fernando', 'Canul Herrera', 'male', 41], ['adult', 'Rosa', 'Chi Pech', 'female', 38], ['child', 'Mateo', 'Canul Chi', 'male', 7], ['infant', 'Valeria', 'Canul Chi', 'female', 1]] },
  { key: 'act-checkin', by: 'operator3', route: 'CUN - HAV', day: 1, category: 'ECO', nationality: 'MX', contact: ['9981234502', 'Calle Jazmín 8, Cancún', '77504'],
    people: [['adult', 'Guadalupe', 'Euán Dzib', 'female', 56], ['adult', 'Ramón', 'Euán Dzib', 'male', 59]] },
  { key: 'act-checkin-rt', by: 'operator3', route: 'CUN - HAV', day: 1, back: 4, category: 'STDP', nationality: 'MX', contact: ['9981234503', 'Av. Nichupté 40, Cancún', '77533'],
    people: [['adult', 'Paola', 'Medina Sosa', 'female', 30], ['infant', 'Emilia', 'Medina Sosa', 'female', 0]] },
  { key: 'act-cancelled', by: 'operator3', route: 'HAV - CUN', day: 20, category: 'ECO', nationality: 'CU', contact: ['+5352345604', 'Calle 23 No. 105, Vedado', '10400'],
    people: [['adult', 'Osvaldo', 'Pérez Valdés', 'male', 47]] },
  { key: 'act-varadero', by: 'operator3', route: 'VRA - CUN', day: 14, category: 'STDP', nationality: 'CU', contact: ['+5352345605', 'Calle 62, Varadero', '42200'],
    people: [['adult', 'Yaima', 'Rodríguez Font', 'female', 34], ['adult', 'Alexis', 'Martín Cruz', 'male', 36]] },
  { key: 'tam-mexico', by: 'operator2', route: 'HAV - MEX', day: 5, back: 10, category: 'ECO', nationality: 'MX', contact: ['5551234506', 'Av. Insurgentes Sur 800, CDMX', '03100'],
    people: [['adult', 'Héctor', 'Salinas Ortiz', 'male', 44], ['adult', 'Mónica', 'Ruiz Álvarez', 'female', 42], ['child', 'Diego', 'Salinas Ruiz', 'male', 11], ['child', 'Lucía', 'Salinas Ruiz', 'female', 4]] },
  { key: 'tam-first', by: 'operator2', route: 'HAV - CUN', day: 3, category: 'FIRST', nationality: 'MX', contact: ['5551234507', 'Paseo de la Reforma 505, CDMX', '06500'],
    people: [['adult', 'Ricardo', 'Garza Leal', 'male', 61]] },
  { key: 'tam-seller-merida', by: 'operator2', seller: true, route: 'HAV - MID', day: 12, back: 5, category: 'ECO', nationality: 'MX', contact: ['5551234508', 'Calle Durango 90, CDMX', '06700'],
    people: [['adult', 'Andrea', 'Vázquez Mora', 'female', 29], ['adult', 'Iván', 'Torres Luna', 'male', 31], ['infant', 'Sofía', 'Torres Vázquez', 'female', 1]] },
  { key: 'tam-seller-group', by: 'operator2', seller: true, route: 'MEX - HAV', day: 8, category: 'ECO', nationality: 'MX', contact: ['5551234509', 'Av. Universidad 1200, CDMX', '03339'],
    people: [['adult', 'Arturo', 'Reyes Campos', 'male', 50], ['adult', 'Leticia', 'Campos Rivas', 'female', 48], ['adult', 'Bruno', 'Reyes Campos', 'male', 22]] },
  { key: 'tam-cancelled', by: 'operator2', route: 'HAV - CUN', day: 25, back: 7, category: 'ECO', nationality: 'MX', contact: ['5551234510', 'Av. Coyoacán 1435, CDMX', '03100'],
    people: [['adult', 'Gabriela', 'Núñez Islas', 'female', 37], ['adult', 'Omar', 'Islas Peña', 'male', 39]] },
  { key: 'vme-checkin', by: 'operator3b', route: 'MID - HAV', day: 1, category: 'ECO', nationality: 'MX', contact: ['9991234511', 'Calle 60 No. 300, Mérida', '97000'],
    people: [['adult', 'Jorge', 'Pech Uc', 'male', 45], ['adult', 'Marisol', 'Cauich May', 'female', 43], ['child', 'Santiago', 'Pech Cauich', 'male', 9]] },
  { key: 'vme-pending', by: 'operator3b', route: 'MID - HAV', day: 1, back: 7, category: 'ECO', nationality: 'MX', contact: ['9991234512', 'Calle 47 No. 512, Mérida', '97000'],
    people: [['adult', 'Beatriz', 'Ek Canché', 'female', 52]] },
  { key: 'vme-cancun', by: 'operator3b', route: 'HAV - CUN', day: 9, category: 'ECO', nationality: 'CU', contact: ['+5353456713', 'Calle Martí 14, Matanzas', '40100'],
    people: [['adult', 'Dayana', 'Hernández Gil', 'female', 33], ['child', 'Kevin', 'Hernández Gil', 'male', 6]] },
  { key: 'vme-cancelled', by: 'operator3b', route: 'CUN - HAV', day: 15, category: 'ECO', nationality: 'MX', contact: ['9991234514', 'Calle 31 No. 220, Mérida', '97050'],
    people: [['adult', 'Raúl', 'Chan Poot', 'male', 40], ['adult', 'Karla', 'Chan Poot', 'female', 38]] },
  { key: 'vse-santo-domingo', by: 'operator2b', route: 'HAV - SDQ', day: 7, back: 7, category: 'ECO', nationality: 'ES', contact: ['+34612345615', 'Calle Sierpes 40, Sevilla', '41004'],
    people: [['adult', 'Javier', 'Moreno Castro', 'male', 52], ['adult', 'Pilar', 'Ortega Lara', 'female', 50]] },
  { key: 'vse-mexico', by: 'operator2b', route: 'VRA - MEX', day: 30, category: 'ECO', nationality: 'ES', contact: ['+34612345616', 'Calle Betis 12, Sevilla', '41010'],
    people: [['adult', 'Nuria', 'Blanco Serrano', 'female', 35], ['adult', 'Sergio', 'Vidal Romero', 'male', 37], ['child', 'Hugo', 'Vidal Blanco', 'male', 5]] },
  { key: 'vse-cancelled', by: 'operator2b', route: 'HAV - CUN', day: 11, category: 'ECO', nationality: 'ES', contact: ['+34612345617', 'Av. de la Palmera 3, Sevilla', '41012'],
    people: [['adult', 'Elena', 'Gil Herrero', 'female', 28]] },
];

type Actor = 'coordinator' | 'commercial' | 'accounting' | 'operator2' | 'operator3' | 'operator3b' | 'operator2b' | 'seller2';

/** Cancelled by the booking agency, or by the coordinator without penalty (a change action). */
const CANCELS: [string, Actor, boolean?][] = [
  ['act-cancelled', 'operator3'],
  ['tam-cancelled', 'operator2'],
  ['vme-cancelled', 'coordinator', false],
  ['vse-cancelled', 'operator2b'],
];

/** The status fields moved on, in transition order (domain/reservations/statuses.ts). */
const STATUSES: [string, Actor, StatusField, string][] = [
  ['act-checkin', 'commercial', 'commercial_status', 'paid'],
  ['act-checkin', 'coordinator', 'coordinator_status', 'confirmed'],
  ['act-checkin', 'accounting', 'accounting_status', 'paid-verified'],
  ['act-checkin-rt', 'coordinator', 'coordinator_status', 'confirmed'],
  ['act-family', 'coordinator', 'coordinator_status', 'confirmed'],
  ['tam-mexico', 'commercial', 'commercial_status', 'partial-paid'],
  ['tam-mexico', 'accounting', 'accounting_status', 'partial-paid'],
  ['tam-first', 'commercial', 'commercial_status', 'paid'],
  ['tam-first', 'accounting', 'accounting_status', 'paid-verified'],
  ['tam-first', 'accounting', 'provider_status', 'paid-verified'],
  ['tam-seller-group', 'coordinator', 'coordinator_status', 'confirmed'],
  ['vme-checkin', 'commercial', 'commercial_status', 'paid'],
  ['vme-checkin', 'coordinator', 'coordinator_status', 'confirmed'],
  ['vme-cancun', 'coordinator', 'coordinator_status', 'denied'],
  ['vse-santo-domingo', 'accounting', 'accounting_status', 'paid-verified'],
];

const NOTES: [string, Actor, string][] = [
  ['act-family', 'operator3', 'El cliente pide asientos juntos y cuna para la bebé.'],
  ['tam-seller-merida', 'seller2', 'Cliente corporativo: factura a nombre de la empresa, pago por transferencia.'],
  ['vme-cancun', 'coordinator', 'Sin plazas confirmadas por la aerolínea en esa fecha: ofrecer el vuelo siguiente.'],
];

const PASSPORT_PREFIX: Record<Nationality, string> = { CU: 'K', MX: 'G', ES: 'PA' };

/** Born `age` years and 45 days before `date` (never on 29 February): that age on that day. */
function birthDate(date: string, age: number): string {
  const base = addDays(date, -45);
  const born = `${Number(base.slice(0, 4)) - age}${base.slice(4)}`;
  return born.endsWith('-02-29') ? born.replace(/-29$/, '-28') : born;
}

const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '.');

function passengersOf(b: DemoBooking, departure: string, index: number, countries: Map<string, number>): Passenger[] {
  const nationality = countries.get(b.nationality) ?? 1;
  const adults = b.people.map((p, i) => (p[0] === 'adult' ? i : -1)).filter((i) => i >= 0);
  let infants = 0;
  return b.people.map(([type, first_name, last_name, gender, age], i) => {
    const p: Passenger = {
      type,
      first_name,
      last_name,
      gender,
      date_of_birth: birthDate(departure, age),
      nationality,
      passport: `${PASSPORT_PREFIX[b.nationality]}${String(7_310_000 + index * 10 + i)}`,
      // Issued by their country, expiring 1–9 years after the trip (never before its return).
      passport_expiry: addDays(departure, 400 + ((index * 7 + i * 3) % 9) * 365),
      passport_country: nationality,
    };
    if (type === 'child') p.age = age;
    if (type === 'infant') p.infant_of = adults[infants++];
    if (i === 0) {
      const [phone, address, zip_code] = b.contact;
      Object.assign(p, { email: `${ascii(first_name)}.${ascii(last_name.split(' ')[0])}@correo.example`, phone, address, zip_code, country: nationality });
    }
    return p;
  });
}

export async function departureOf(db: Db, route: string, from: string): Promise<{ id: number; departure_date: string }> {
  const row = await db
    .selectFrom('subcalendars as s')
    .innerJoin('flights as f', 'f.id', 's.flight_id')
    .innerJoin('flight_routes as r', 'r.id', 'f.route_id')
    .select(['s.id', 's.departure_date'])
    .where('r.name', '=', route)
    .where('s.departure_date', '>=', from)
    .where('s.schedule_status', '=', 'active')
    .where('s.blocked', '=', false)
    .orderBy('s.departure_date')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new Error(`Demo seed: no departure ${route} from ${from}`);
  return row;
}

const reverse = (route: string) => route.split(' - ').reverse().join(' - ');

export async function seedFlightReservations(db: Db): Promise<void> {
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
  const countries = new Map((await db.selectFrom('countries').select(['id', 'code']).where('code', 'in', ['CU', 'MX', 'ES']).execute()).map((c) => [c.code, c.id]));
  const categories = new Map((await db.selectFrom('seat_categories').select(['id', 'code']).execute()).map((c) => [c.code, c.id]));
  const seller = await db.selectFrom('sellers as s').innerJoin('users as u', 'u.id', 's.user_id').select('s.id').where('u.username', '=', 'seller2').executeTakeFirst();
  const today = new Date().toISOString().slice(0, 10);

  const booked = new Map<string, { id: number; outbound: number; passengers: number[] }>();
  for (const [index, b] of BOOKINGS.entries()) {
    const by = await actor(b.by);
    const out = await departureOf(db, b.route, addDays(today, b.day));
    const back = b.back === undefined ? undefined : await departureOf(db, reverse(b.route), addDays(out.departure_date, b.back));
    const count = (type: PassengerType) => b.people.filter((p) => p[0] === type).length;
    // Parsed by the request schemas, as the API would: defaults and trimming apply alike.
    const selection = priceCalculationBody.parse({ outbound: out.id, inbound: back?.id, category: categories.get(b.category), adults: count('adult'), children: count('child'), infants: count('infant') });
    const quote = await calculatePrice(serviceContext(db, by), selection);
    const body = reservationDraftBody.parse({
      ...selection,
      passengers: passengersOf(b, out.departure_date, index, countries),
      price_token: quote.price_token,
      ...(b.seller && seller ? { seller: seller.id } : {}),
    });
    const detail = await createFlightReservation(serviceContext(db, by), body);
    booked.set(b.key, { id: detail.id, outbound: out.id, passengers: detail.passengers.map((p) => p.id) });
  }
  const need = (key: string) => {
    const found = booked.get(key);
    if (!found) throw new Error(`Demo seed: booking ${key} is missing`);
    return found;
  };

  for (const [key, who, applyPenalties] of CANCELS) {
    await cancelFlightReservation(serviceContext(db, await actor(who)), need(key).id, applyPenalties === undefined ? {} : { apply_penalties: applyPenalties });
  }

  // Tomorrow's Cancún - La Habana flight has boarded (check-in closed); Mérida's is checking in.
  const coordinator = await actor('coordinator');
  const checkins: [string[], 'closed' | 'open'][] = [
    [['act-checkin', 'act-checkin-rt'], 'closed'],
    [['vme-checkin'], 'open'],
  ];
  for (const [keys, after] of checkins) {
    const subcalendar = need(keys[0]).outbound;
    const desk = serviceContext(db, coordinator);
    await changeCheckinStatus(desk, { subcalendar, checkin_status: 'open' });
    await checkinPassengers(desk, { subcalendar, passengers: keys.flatMap((k) => need(k).passengers) });
    if (after === 'closed') await changeCheckinStatus(desk, { subcalendar, checkin_status: 'closed' });
  }

  registerCoreProviders();
  for (const [key, who, field, to] of STATUSES) {
    const ctx = serviceContext(db, await actor(who));
    // Paid and partial-paid only come from money (issue 9): the agency pays from its funds, all or half.
    if (field === 'commercial_status' && (to === 'paid' || to === 'partial-paid')) {
      const { total } = await db.selectFrom('reservations').select('total').where('id', '=', need(key).id).executeTakeFirstOrThrow();
      const body = to === 'paid' ? { provider: 'agency_funds' } : { provider: 'partial', amount: fromMinor(Math.floor(toMinor(total) / 2)) };
      await payReservation(ctx, need(key).id, body);
    } else await changeStatus(ctx, need(key).id, statusChangeBody.parse({ [field]: to }));
  }
  for (const [key, who, text] of NOTES) await createNote(serviceContext(db, await actor(who)), { reservation: need(key).id, text });
  // The seed's price tokens were spent by its bookings: none should outlive it.
  await db.deleteFrom('price_quotes').where('user_id', 'in', [...actors.values()].map((a) => a.id)).execute();
}
