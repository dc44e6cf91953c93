/**
 * The general list's filters that only a service's own tables can answer (spec §7 destination_country
 * and provider): one condition per service type that stores it, each an EXISTS over that service's
 * table for the reservation `r`. A reservation of a service without one does not match the filter
 * (it cannot say it goes there), and a new service adds its own line here.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { ServiceType } from '../../../domain/constants.ts';
import { containsPattern } from '../nomenclators/service.ts';

type Condition = Expression<SqlBool>;

interface ServiceFilters {
  /** The service goes to a city of this country. */
  destinationCountry?: (countryId: number) => Condition;
  /** The service's provider's name or code contains the text. */
  provider?: (text: string) => Condition;
}

/** A departure of the flight reservation `r` (outbound or, for `both`, either leg) matching `where`. */
const flightLeg = (legs: 'outbound' | 'both', where: Condition) =>
  sql<SqlBool>`exists (select 1 from flight_reservations fr join subcalendars s on s.id ${legs === 'outbound' ? sql`= fr.outbound_subcalendar_id` : sql`in (fr.outbound_subcalendar_id, fr.inbound_subcalendar_id)`}
    join flights f on f.id = s.flight_id join flight_routes rt on rt.id = f.route_id
    where fr.reservation_id = r.id and ${where})`;

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
};

/** `(service_type = 'a' and <a's condition>) or …`; false when no service answers the filter. */
function anyService(pick: (f: ServiceFilters) => Condition | undefined): Condition {
  const parts = Object.entries(SERVICE_FILTERS).flatMap(([type, filters]) => {
    const condition = filters ? pick(filters) : undefined;
    return condition ? [sql<SqlBool>`(r.service_type = ${type} and ${condition})`] : [];
  });
  return parts.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

export function serviceConditions(f: { destination_country?: number; provider?: string }): Condition[] {
  const c: Condition[] = [];
  const { destination_country: country, provider } = f;
  if (country !== undefined) c.push(anyService((s) => s.destinationCountry?.(country)));
  if (provider) c.push(anyService((s) => s.provider?.(provider)));
  return c;
}
