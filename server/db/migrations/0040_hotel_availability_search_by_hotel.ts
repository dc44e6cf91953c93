/**
 * Issue 11, slice "hsearch": the hotel search checks each candidate hotel's nights (the filters of
 * the search narrow the hotels first: a destination is some 150 of 2 000) and loads the candidates'
 * nights for pricing by `hotel_id = any(…)`. Both read (hotel_id, date) and need only these
 * columns: a covering index makes them index-only scans of a few rows per hotel, where the date-first
 * search index made the step read every hotel's nights of the stay. The (hotel_id, date) index
 * without the columns stays (the grid and the log read whole rows).
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = ['create index hotel_availability_hotel_cover_idx on hotel_availability (hotel_id, date) include (room_type_id, mode, allotment, sold)'];

const down = ['drop index hotel_availability_hotel_cover_idx'];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
