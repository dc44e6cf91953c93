/**
 * The hotel search keeps each hotel's pricing catalogue in memory (hotelSales/searchCatalogue.ts).
 * It was cleared whole, on every instance, by any write of admin-hotels/: while staff load a
 * contract's prices, every agency's next search of every destination read its hotels again (a cold
 * search costs 5–15 times a warm one). Now each hotel carries `catalog_version`, raised in the same
 * transaction as any change of what the catalogue holds (the hotel's minimum nights, its room
 * types, occupancies, seasons, prices, supplements, offers), by whatever path writes it; the
 * search reads the version with its candidates and keeps a catalogue per hotel and version, so a
 * write reloads that hotel alone and no instance can read a version older than the committed one.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

/** The tables of the catalogue and how a changed row names its hotel. */
const TABLES: readonly { table: string; hotelOf: (rows: string) => string }[] = [
  { table: 'hotel_room_types', hotelOf: (rows) => `select hotel_id from ${rows}` },
  { table: 'hotel_contracts', hotelOf: (rows) => `select hotel_id from ${rows}` },
  { table: 'hotel_supplements', hotelOf: (rows) => `select hotel_id from ${rows}` },
  { table: 'hotel_offers', hotelOf: (rows) => `select hotel_id from ${rows}` },
  { table: 'hotel_occupancies', hotelOf: (rows) => `select rt.hotel_id from hotel_room_types rt where rt.id in (select room_type_id from ${rows})` },
  { table: 'hotel_prices', hotelOf: (rows) => `select rt.hotel_id from hotel_room_types rt where rt.id in (select room_type_id from ${rows})` },
];

const bump = (hotels: string) => `update hotels set catalog_version = catalog_version + 1 where id in (${hotels})`;

// One statement trigger per event (transition tables allow no more), one function per table: the
// statements are static, so PL/pgSQL plans each once per connection.
const tableTriggers = TABLES.flatMap(({ table, hotelOf }) => [
  `create function ${table}_catalog_touched() returns trigger language plpgsql as $f$
  begin
    if tg_op = 'INSERT' then
      ${bump(hotelOf('new_rows'))};
    elsif tg_op = 'DELETE' then
      ${bump(hotelOf('old_rows'))};
    else
      ${bump(`${hotelOf('old_rows')} union ${hotelOf('new_rows')}`)};
    end if;
    return null;
  end $f$`,
  `create trigger ${table}_catalog_insert after insert on ${table} referencing new table as new_rows for each statement execute function ${table}_catalog_touched()`,
  `create trigger ${table}_catalog_update after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function ${table}_catalog_touched()`,
  `create trigger ${table}_catalog_delete after delete on ${table} referencing old table as old_rows for each statement execute function ${table}_catalog_touched()`,
]);

const up = [
  'alter table hotels add column catalog_version bigint not null default 0',
  `create function hotels_catalog_touched() returns trigger language plpgsql as $f$
  begin
    new.catalog_version := old.catalog_version + 1;
    return new;
  end $f$`,
  `create trigger hotels_catalog_touched before update of min_nights on hotels for each row
    when (old.min_nights is distinct from new.min_nights) execute function hotels_catalog_touched()`,
  ...tableTriggers,
];

const down = [
  ...TABLES.flatMap(({ table }) => [
    `drop trigger ${table}_catalog_insert on ${table}`,
    `drop trigger ${table}_catalog_update on ${table}`,
    `drop trigger ${table}_catalog_delete on ${table}`,
    `drop function ${table}_catalog_touched()`,
  ]),
  'drop trigger hotels_catalog_touched on hotels',
  'drop function hotels_catalog_touched()',
  'alter table hotels drop column catalog_version',
];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
