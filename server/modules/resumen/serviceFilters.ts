/**
 * The general list's filters that only a service's own tables can answer (spec §7
 * destination_country, provider and integration): one condition per service type that stores it,
 * each an EXISTS over that service's table for the reservation `r`. A reservation of a service
 * without one does not match the filter (it cannot say it goes there), and a new service adds its
 * own line here.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { ServiceType } from '../../../domain/constants.ts';
import { HOTEL_PROVIDER_OWN } from '../../../domain/services/hotels.ts';
import { containsPattern } from '../nomenclators/service.ts';

type Condition = Expression<SqlBool>;

interface ServiceFilters {
  /** The service goes to a city of this country. */
  destinationCountry?: (countryId: number) => Condition;
  /** The service's provider's name or code contains the text. */
  provider?: (text: string) => Condition;
  /** Booked through an integrated provider whose code contains the text (never our own stock). */
  integration?: (text: string) => Condition;
}

/** A departure of the flight reservation `r` (outbound or, for `both`, either leg) matching `where`. */
const flightLeg = (legs: 'outbound' | 'both', where: Condition) =>
  sql<SqlBool>`exists (select 1 from flight_reservations fr join subcalendars s on s.id ${legs === 'outbound' ? sql`= fr.outbound_subcalendar_id` : sql`in (fr.outbound_subcalendar_id, fr.inbound_subcalendar_id)`}
    join flights f on f.id = s.flight_id join flight_routes rt on rt.id = f.route_id
    where fr.reservation_id = r.id and ${where})`;

/** The hotel of the hotel reservation `r` (and its chain) matching `where`. */
const hotelStay = (where: Condition) =>
  sql<SqlBool>`exists (select 1 from hotel_reservations hr join hotels h on h.id = hr.hotel_id left join hotel_chains hc on hc.id = h.chain_id
    where hr.reservation_id = r.id and ${where})`;

const SERVICE_FILTERS: Partial<Record<ServiceType, ServiceFilters>> = {
  flights: {
    // Where the trip goes: the outbound leg's destination (a round trip comes back home).
    destinationCountry: (country) => flightLeg('outbound', sql<SqlBool>`exists (select 1 from cities c where c.id = rt.destination_city_id and c.country_id = ${country})`),
    // The airline flying either leg.
    provider: (text) => {
      const pattern = containsPattern(text);
      return flightLeg('both', sql<SqlBool>`exists (select 1 from airlines al where al.id = f.airline_id and (al.name ilike ${pattern} or al.code ilike ${pattern}))`);
    },
  },
  hotels: {
    destinationCountry: (country) => hotelStay(sql<SqlBool>`h.country_id = ${country}`),
    // The hotel, its chain, or the integrated provider it was booked from.
    provider: (text) => {
      const pattern = containsPattern(text);
      return hotelStay(sql<SqlBool>`(h.name ilike ${pattern} or hc.name ilike ${pattern} or (h.provider <> ${HOTEL_PROVIDER_OWN} and h.provider ilike ${pattern}))`);
    },
    integration: (text) => hotelStay(sql<SqlBool>`h.provider <> ${HOTEL_PROVIDER_OWN} and h.provider ilike ${containsPattern(text)}`),
  },
};

/** `(service_type = 'a' and <a's condition>) or …`; false when no service answers the filter. */
function anyService(pick: (f: ServiceFilters) => Condition | undefined): Condition {
  const parts = Object.entries(SERVICE_FILTERS).flatMap(([type, filters]) => {
    const condition = filters ? pick(filters) : undefined;
    return condition ? [sql<SqlBool>`(r.service_type = ${type} and ${condition})`] : [];
  });
  return parts.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

export function serviceConditions(f: { destination_country?: number; provider?: string; integration?: string }): Condition[] {
  const c: Condition[] = [];
  const { destination_country: country, provider, integration } = f;
  if (country !== undefined) c.push(anyService((s) => s.destinationCountry?.(country)));
  if (provider) c.push(anyService((s) => s.provider?.(provider)));
  if (integration) c.push(anyService((s) => s.integration?.(integration)));
  return c;
}
