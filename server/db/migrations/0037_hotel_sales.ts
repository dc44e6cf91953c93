/**
 * Issue 11, hotel search and booking (docs/api-hotels-booking.md): a hotel stay's part of a
 * reservation (ARCHITECTURE.md 'one reservation, many services': the general `reservations` row plus
 * a side table per service). `rooms` freezes what was booked (room type, plan, guests with the
 * holder's name and the children's ages, supplements, prices); `taken` is what the booking added to
 * `hotel_availability.sold` (room type × night × rooms), given back on cancel or denial;
 * `cancellation_policy` the check-in season's policies as booked.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [
  `create table hotel_reservations (
    reservation_id integer primary key references reservations(id),
    hotel_id integer not null references hotels(id),
    checkin date not null,
    checkout date not null check (checkout > checkin),
    meal_plan_id integer not null references meal_plans(id),
    rooms jsonb not null,
    taken jsonb not null default '[]',
    cancellation_policy jsonb not null default '[]',
    on_request boolean not null default false,
    apply_penalties boolean not null default true
  )`,
  'create index hotel_reservations_hotel_idx on hotel_reservations (hotel_id, checkin)',
];

const down = ['drop table hotel_reservations'];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
