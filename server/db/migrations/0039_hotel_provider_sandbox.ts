/**
 * Issue 11, slice "hprov": the state of the sandbox hotel provider (docs/api-hotel-provider.md), a
 * stand-in for Hotelbeds' APItude Booking API served by our own server. Its bookings, and the rooms
 * it has sold per hotel, room and night: the sandbox's allotment is fixed in code and a booking takes
 * rooms by a guarded upsert, so two bookings never sell the same last room there either.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [
  `create table sandbox_hotel_bookings (
     reference text primary key,
     client_reference text not null default '',
     hotel_code text not null,
     checkin date not null,
     checkout date not null,
     status text not null default 'CONFIRMED' check (status in ('CONFIRMED', 'CANCELLED')),
     holder jsonb not null,
     rooms jsonb not null,
     remark text not null default '',
     total_net numeric(14,2) not null check (total_net >= 0),
     currency text not null,
     cancellation_reference text,
     cancellation_amount numeric(14,2),
     created_at timestamptz not null default now(),
     cancelled_at timestamptz
   )`,
  `create table sandbox_hotel_sold (
     hotel_code text not null,
     room_code text not null,
     date date not null,
     rooms integer not null check (rooms >= 0),
     primary key (hotel_code, room_code, date)
   )`,
];

const down = ['drop table sandbox_hotel_sold', 'drop table sandbox_hotel_bookings'];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
