import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { agencyScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { ledgerBalance } from './funds.ts';

/** Funds are counted in the agency's own currency; 404 outside the caller's subtree. */
export async function agencyFunds(db: Kysely<Database>, actor: AuthActor, agencyId: number) {
  const agency = await db
    .selectFrom('agencies')
    .select(['id', 'currency_id'])
    .where('id', '=', agencyId)
    .where(agencyScope(actor, 'agencies.id'))
    .executeTakeFirst();
  if (!agency) throw notFound();
  return { agency: agency.id, funds: await ledgerBalance(db, agency.id, agency.currency_id), currency: agency.currency_id };
}
