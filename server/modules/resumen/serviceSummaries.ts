/**
 * The one-line summary of each service's reservations in the general list: one small expression per
 * service type over the reservation `r`, read in the same statement as the row's other columns (a
 * statement per service type on the page cost the list a third of its time: each is a round trip).
 * A service without one shows its type only (the list stays complete when a new service ships
 * before its summary).
 */
import { sql, type RawBuilder } from 'kysely';

const day = (column: string) => sql`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** One departure: its number, route and day ('CU100 La Habana - Cancún 2026-12-01'); null without it. */
function legText(subcalendar: string) {
  return sql<string | null>`(select s.flight_number || ' ' || oc.name || ' - ' || dc.name || ' ' || ${day('s.departure_date')}
    from subcalendars s join flights f on f.id = s.flight_id join flight_routes rt on rt.id = f.route_id
      join cities oc on oc.id = rt.origin_city_id join cities dc on dc.id = rt.destination_city_id
    where s.id = ${sql.ref(subcalendar)})`;
}

const SUMMARIES: Partial<Record<string, RawBuilder<string | null>>> = {
  /** Flights: each leg, the way back after a slash ('CU100 La Habana - Cancún 2026-12-01 / …'). */
  flights: sql`(select concat_ws(' / ', ${legText('fr.outbound_subcalendar_id')}, ${legText('fr.inbound_subcalendar_id')})
    from flight_reservations fr where fr.reservation_id = r.id)`,
  /** Hotels: the hotel, the stay and the rooms ('Meliá Varadero 2026-12-01 → 2026-12-05 · 2 ×'). */
  hotels: sql`(select h.name || ' ' || ${day('hr.checkin')} || ' → ' || ${day('hr.checkout')} || ' · ' || jsonb_array_length(hr.rooms) || ' ×'
    from hotel_reservations hr join hotels h on h.id = hr.hotel_id where hr.reservation_id = r.id)`,
};

/** The summary of the reservation `r` by its service type; '' for a type without one. */
export function serviceSummary(): RawBuilder<string> {
  const cases = Object.entries(SUMMARIES).map(([type, summary]) => sql`when ${sql.lit(type)} then ${summary}`);
  return sql<string>`coalesce(case r.service_type ${sql.join(cases, sql` `)} end, '')`;
}
