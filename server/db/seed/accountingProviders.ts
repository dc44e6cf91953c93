/**
 * Demo configuration of the accounting providers of migration 0033 (issue 10): which services
 * each serves, in which currency it bills and its payment terms.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';

const CONFIGURATIONS: [code: string, service: string, businessLine: string, currency: number, days: number][] = [
  ['havanatur', 'flights', '', 1, 30],
  ['havanatur', 'hotels', '', 1, 15],
  ['cubanacan', 'hotels', '', 2, 30],
  ['cubanacan', 'excursions', '', 2, 7],
  ['gaviota', 'hotels', '', 1, 45],
  ['gaviota', 'transfers', '', 1, 15],
  ['viajes_cuba', 'flights', '', 1, 0],
  ['viajes_cuba', 'packages', 'mice', 2, 30],
];

export async function seedAccountingProviders(trx: Transaction<Database>): Promise<void> {
  const providers = await trx.selectFrom('accounting_providers').select(['id', 'code']).execute();
  const idOf = new Map(providers.map((p) => [p.code, p.id]));
  const rows = CONFIGURATIONS.filter(([code]) => idOf.has(code)).map(([code, service_type, business_line, currency_id, payment_terms_days]) => ({
    provider_id: idOf.get(code) as number,
    service_type,
    business_line,
    currency_id,
    payment_terms_days,
  }));
  if (rows.length > 0) await trx.insertInto('accounting_provider_configurations').values(rows).onConflict((oc) => oc.doNothing()).execute();
}
