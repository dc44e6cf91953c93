/**
 * GET accounting/agency-choices/: the agencies of the caller's tenant scope by name, for the pickers
 * of the deposit report and the evidence list. The provider's accountants hold no agency-network
 * permission, so GET agency/agencies/ is closed to them; this answers only what a picker needs.
 * Inactive agencies are kept: a transfer may arrive after an agency was switched off.
 */
import { levelFromRank } from '../../../domain/roles.ts';
import type { AgencyChoiceRecord } from '../../../domain/records/evidences.ts';
import type { AgencyChoiceQuery } from '../../../domain/schemas/evidences.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate, type OrderingSpec } from '../../http/pagination.ts';
import { agencyRowScope } from '../../http/scope.ts';
import { sql } from 'kysely';
import { containsPattern } from '../nomenclators/service.ts';

const ORDERING: OrderingSpec = {
  fields: { name: sql`lower(a.name)`, level: 'a.level', id: 'a.id' },
  default: ['name'],
  tiebreaker: 'a.id',
};

export async function listAgencyChoices({ db, actor }: ServiceContext, url: string, q: AgencyChoiceQuery) {
  let rows = db.selectFrom('agencies as a').where(agencyRowScope(actor, 'a.path')).select(['a.id', 'a.name', 'a.level', 'a.currency_id']);
  if (q.search) rows = rows.where('a.name', 'ilike', containsPattern(q.search));
  if (q.id__in) rows = rows.where('a.id', 'in', q.id__in);
  return paginate(db, { url }, rows, q, ORDERING, (r): AgencyChoiceRecord => ({ id: r.id, name: r.name, level: levelFromRank(r.level), currency: r.currency_id }));
}
