/**
 * The flights section of the voucher (server/modules/documents/voucherSections.ts): each leg with
 * its flight number, airline, airports and cities, departure, arrival and check-in times, the seat
 * category, the passengers by type and the luggage the route allows (the visible luggage categories
 * of its route and airline, with their weight); the frozen cancellation policy and terms go to the
 * shared part of the voucher.
 */
import { sql, type Kysely } from 'kysely';
import type { PolicySnapshot, TermsSnapshot } from '../../../domain/catalogNames.ts';
import type { Language } from '../../../domain/constants.ts';
import { translate } from '../../../domain/i18n.ts';
import { nameIn } from '../../db/catalogNames.ts';
import type { Database } from '../../db/schema.ts';
import { formatDate, formatTime } from '../../documents/format.ts';
import { registerVoucherSection, type ServiceVoucher } from '../documents/voucherSections.ts';

type Db = Kysely<Database>;

interface Leg {
  id: number;
  flight_number: string;
  airline: string;
  departure_date: string;
  departure_time: string;
  arrival_date: string;
  arrival_time: string;
  checkin_time: string;
  origin_city: string;
  origin_airport: string;
  origin_iata: string;
  destination_city: string;
  destination_airport: string;
  destination_iata: string;
  route_id: number;
  airline_id: number;
}

async function legsOf(db: Db, ids: readonly number[]): Promise<Map<number, Leg>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('subcalendars as s')
    .innerJoin('flights as f', 'f.id', 's.flight_id')
    .innerJoin('airlines as al', 'al.id', 'f.airline_id')
    .innerJoin('airports as oa', 'oa.id', 'f.origin_airport_id')
    .innerJoin('airports as da', 'da.id', 'f.destination_airport_id')
    .innerJoin('cities as oc', 'oc.id', 'oa.city_id')
    .innerJoin('cities as dc', 'dc.id', 'da.city_id')
    .select([
      's.id',
      's.flight_number',
      'al.name as airline',
      'al.id as airline_id',
      'f.route_id',
      sql<string>`s.departure_date::text`.as('departure_date'),
      sql<string>`s.departure_time::text`.as('departure_time'),
      sql<string>`s.arrival_date::text`.as('arrival_date'),
      sql<string>`s.arrival_time::text`.as('arrival_time'),
      sql<string>`s.checkin_time::text`.as('checkin_time'),
      'oc.name as origin_city',
      'oa.name as origin_airport',
      'oa.iata as origin_iata',
      'dc.name as destination_city',
      'da.name as destination_airport',
      'da.iata as destination_iata',
    ])
    .where('s.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The luggage categories shown on each (route, airline), by weight. */
async function luggageOf(db: Db, legs: readonly Leg[], language: Language): Promise<(leg: Leg) => string[]> {
  if (legs.length === 0) return () => [];
  const rows = await db
    .selectFrom('visible_luggage_categories as v')
    .innerJoin('luggage_categories as lc', 'lc.id', 'v.luggage_category_id')
    .select(['v.route_id', 'v.airline_id', 'lc.id', nameIn(language, 'lc').as('name'), 'lc.weight_lbs'])
    .where('v.visible', '=', true)
    .where('lc.visible', '=', true)
    .orderBy('lc.weight_lbs')
    .orderBy('lc.id')
    .execute();
  return (leg) => {
    const seen = new Set<number>();
    const names: string[] = [];
    for (const r of rows) {
      if ((r.route_id !== null && r.route_id !== leg.route_id) || (r.airline_id !== null && r.airline_id !== leg.airline_id) || seen.has(r.id)) continue;
      seen.add(r.id);
      names.push(translate(language, 'documents.flights.luggage_item', { name: r.name, weight: r.weight_lbs }));
    }
    return names;
  };
}

const place = (city: string, iata: string, airport: string) => `${city} (${iata})\n${airport}`;

async function load(db: Db, reservationIds: readonly number[], language: Language): Promise<Map<number, ServiceVoucher>> {
  const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);
  const rows = await db
    .selectFrom('flight_reservations as fr')
    .leftJoin('seat_categories as sc', 'sc.id', 'fr.category_id')
    .select(['fr.reservation_id', 'fr.trip_type', 'fr.adults', 'fr.children', 'fr.infants', 'fr.outbound_subcalendar_id', 'fr.inbound_subcalendar_id', 'fr.cancellation_policy', 'fr.terms_and_conditions', nameIn(language, 'sc').as('category')])
    .where('fr.reservation_id', 'in', [...reservationIds])
    .execute();
  const legs = await legsOf(db, [...new Set(rows.flatMap((r) => (r.inbound_subcalendar_id === null ? [r.outbound_subcalendar_id] : [r.outbound_subcalendar_id, r.inbound_subcalendar_id])))]);
  const luggage = await luggageOf(db, [...legs.values()], language);
  const out = new Map<number, ServiceVoucher>();
  for (const r of rows) {
    const trip = [['outbound', r.outbound_subcalendar_id] as const, ...(r.inbound_subcalendar_id === null ? [] : [['inbound', r.inbound_subcalendar_id] as const])]
      .map(([direction, id]) => ({ direction, leg: legs.get(id) }))
      .filter((l): l is { direction: 'outbound' | 'inbound'; leg: Leg } => l.leg !== undefined);
    const when = (date: string, time: string) => `${formatDate(date, language)} ${formatTime(time)}`;
    const summary = trip.map(({ direction, leg }) =>
      t('documents.flights.summary_leg', {
        leg: t(`export.legs.${direction}`),
        flight: leg.flight_number,
        from: `${leg.origin_city} (${leg.origin_iata})`,
        to: `${leg.destination_city} (${leg.destination_iata})`,
        departure: when(leg.departure_date, leg.departure_time),
        arrival: when(leg.arrival_date, leg.arrival_time),
      }),
    );
    out.set(r.reservation_id, {
      summary,
      policies: (r.cancellation_policy as PolicySnapshot[] | null) ?? [],
      terms: (r.terms_and_conditions as TermsSnapshot[] | null) ?? [],
      render(doc) {
        doc.block(t('documents.flights.title'));
        doc.keyValues(
          [
            [t('documents.flights.trip_type'), t(`export.trip_types.${r.trip_type}`)],
            [t('documents.flights.category'), r.category ?? ''],
            [t('documents.flights.passengers'), t('documents.flights.counts', { adults: r.adults, children: r.children, infants: r.infants })],
          ],
          { columns: 2 },
        );
        doc.table({
          columns: [
            { header: t('documents.flights.leg'), width: 1.1 },
            { header: t('documents.flights.flight'), width: 1.3 },
            { header: t('documents.flights.from'), width: 2.1 },
            { header: t('documents.flights.to'), width: 2.1 },
            { header: t('documents.flights.departure'), width: 1.3 },
            { header: t('documents.flights.arrival'), width: 1.3 },
            { header: t('documents.flights.checkin'), width: 1.4 },
          ],
          rows: trip.map(({ direction, leg }) => [
            t(`export.legs.${direction}`),
            `${leg.flight_number}\n${leg.airline}`,
            place(leg.origin_city, leg.origin_iata, leg.origin_airport),
            place(leg.destination_city, leg.destination_iata, leg.destination_airport),
            `${formatDate(leg.departure_date, language)}\n${formatTime(leg.departure_time)}`,
            `${formatDate(leg.arrival_date, language)}\n${formatTime(leg.arrival_time)}`,
            formatTime(leg.checkin_time),
          ]),
        });
        // One list when every leg allows the same; else one line per leg (another airline, another route).
        const perLeg = trip.map(({ direction, leg }) => ({ direction, bags: luggage(leg).join(', ') || t('documents.flights.no_luggage') }));
        const same = perLeg.every((l) => l.bags === perLeg[0]?.bags);
        doc.subheading(t('documents.flights.luggage'));
        const first = trip.length > 0 ? luggage(trip[0].leg) : [];
        doc.bullets(same ? (first.length > 0 ? first : [t('documents.flights.no_luggage')]) : perLeg.map((l) => `${t(`export.legs.${l.direction}`)}: ${l.bags}`));
        if (r.infants > 0) doc.paragraph(t('documents.flights.infants_luggage'), { muted: true });
      },
    });
  }
  return out;
}

registerVoucherSection('flights', { load });
