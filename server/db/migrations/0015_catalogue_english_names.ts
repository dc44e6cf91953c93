/**
 * Issue 8: catalogue names agencies read (seat categories, luggage, price and promotion rules,
 * cancellation policies, terms and conditions) were Spanish in English mode. Each gets an English
 * twin, nullable: a row without one shows its Spanish name (domain/catalogNames.ts picks).
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [
  `alter table seat_categories add column name_en varchar(50)`,
  `alter table luggage_categories add column name_en varchar(100)`,
  `alter table flight_price_rules add column name_en varchar(150)`,
  `alter table promotion_price_rules add column name_en varchar(150)`,
  `alter table cancellation_policies add column name_en varchar(200), add column description_en text`,
  `alter table term_conditions add column name_en varchar(200), add column description_en text`,
];

const down = [
  'alter table term_conditions drop column name_en, drop column description_en',
  'alter table cancellation_policies drop column name_en, drop column description_en',
  'alter table promotion_price_rules drop column name_en',
  'alter table flight_price_rules drop column name_en',
  'alter table luggage_categories drop column name_en',
  'alter table seat_categories drop column name_en',
];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
