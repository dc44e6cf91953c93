/**
 * Rows every installation needs, demo or not: the currencies with their fixed ids and one group
 * per permission name of domain/permissions.ts. Idempotent, so it runs at every start and picks
 * up permissions added later.
 */
import type { Kysely } from 'kysely';
import { CURRENCIES } from '../../../domain/currencies.ts';
import { PERMISSIONS } from '../../../domain/permissions.ts';
import type { Database } from '../schema.ts';

const CURRENCY_NAMES: Record<string, [es: string, en: string]> = {
  USD: ['Dólar estadounidense', 'US dollar'],
  EUR: ['Euro', 'Euro'],
  MXN: ['Peso mexicano', 'Mexican peso'],
  CAD: ['Dólar canadiense', 'Canadian dollar'],
};

export async function seedEssentials(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('currencies')
    .values(
      CURRENCIES.map((c) => ({
        id: c.id,
        abbreviation: c.abbreviation,
        symbol: c.symbol,
        name_es: CURRENCY_NAMES[c.abbreviation]?.[0] ?? c.abbreviation,
        name_en: CURRENCY_NAMES[c.abbreviation]?.[1] ?? c.abbreviation,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('groups')
    .values(PERMISSIONS.map((name) => ({ name })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
