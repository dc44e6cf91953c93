/**
 * Users an alert can be addressed to. Alert writers are first-level staff who see the whole
 * network, but not all of them may manage operators: this narrow list (names and agency only)
 * lets them pick one user without the operators permission.
 */
import { sql, type Kysely } from 'kysely';
import { idIn, listQuery, optionalText } from '../../../domain/schemas/common.ts';
import { z } from '../../../domain/validation.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate } from '../../http/pagination.ts';
import { containsPattern } from '../nomenclators/service.ts';

export const recipientListQuery = listQuery.extend({
  search: optionalText(150),
  q: optionalText(150),
  id__in: idIn.optional(),
});

export const recipientRecord = z.object({ id: z.number().int(), username: z.string(), full_name: z.string(), agency_name: z.string() });

export async function listRecipients({ db }: ServiceContext, url: string, q: z.infer<typeof recipientListQuery>) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('agencies as a', 'a.id', 'u.agency_id')
    .select(['u.id', 'u.username', 'u.first_name', 'u.last_name', 'a.name as agency_name'])
    .where('u.is_active', '=', true);
  const text = q.search ?? q.q;
  if (text) {
    const p = containsPattern(text);
    query = query.where((eb) => eb.or([eb('u.username', 'ilike', p), eb(sql`u.first_name || ' ' || u.last_name`, 'ilike', p), eb('a.name', 'ilike', p)]));
  }
  if (q.id__in) query = query.where('u.id', 'in', q.id__in);
  const fields = { username: sql`lower(u.username)`, full_name: sql`lower(u.first_name || ' ' || u.last_name)` };
  return paginate(db, { url }, query, q, { fields, default: ['username'], tiebreaker: 'u.id' }, (r) => ({
    id: r.id,
    username: r.username,
    full_name: `${r.first_name} ${r.last_name}`.trim(),
    agency_name: r.agency_name,
  }));
}
