/**
 * The SQL twin of domain/catalogNames.ts: a catalogue column in the request's language, English
 * falling back to Spanish, for queries that build names in the database (JSON aggregates, lists).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Language } from '../../domain/constants.ts';

/** `alias.column` in `lang`: English reads `column_en` when set, else the Spanish `column`. */
export function nameIn(lang: Language, alias: string, column = 'name'): RawBuilder<string> {
  const spanish = sql.ref(`${alias}.${column}`);
  return lang === 'en' ? sql<string>`coalesce(nullif(${sql.ref(`${alias}.${column}_en`)}, ''), ${spanish})` : sql<string>`${spanish}`;
}
