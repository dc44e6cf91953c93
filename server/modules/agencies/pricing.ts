/**
 * GET agency/agencies/{id}/price-preview/: what a net cost becomes at an agency, through the
 * markup chain of domain/pricing/markupChain.ts (every agency below the first level adds its
 * general margin and its active markup for the service type).
 */
import type { Kysely } from 'kysely';
import type { ServiceType } from '../../../domain/constants.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { priceThroughChain, type ChainStep, type MarkupKind } from '../../../domain/pricing/markupChain.ts';
import type { PricePreview } from '../../../domain/records/network.ts';
import { levelFromRank } from '../../../domain/roles.ts';
import { canSeeGeneralMargin } from '../../../domain/rules.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { findAgency } from './query.ts';

export interface ChainAgency {
  id: number;
  name: string;
  level: number;
  parent_id: number | null;
  general_margin: string;
  markup_kind: string | null;
  markup_value: string | null;
}

/**
 * The agency and its ancestors, top first, each with its active markup for the service type. The
 * price preview and every booking (flights' search, price calculation, reservation) load it here.
 */
export async function loadChain(db: Kysely<Database>, agencyPath: string, serviceType: ServiceType): Promise<ChainAgency[]> {
  const ids = agencyPath.split('.').filter(Boolean).map(Number);
  return db
    .selectFrom('agencies as a')
    .leftJoin('markups as m', (join) => join.onRef('m.agency_id', '=', 'a.id').on('m.service_type', '=', serviceType).on('m.active', '=', true))
    .select(['a.id', 'a.name', 'a.level', 'a.parent_id', 'a.general_margin', 'm.kind as markup_kind', 'm.value as markup_value'])
    .where('a.id', 'in', ids)
    .orderBy('a.level')
    .execute();
}

/** The steps of priceThroughChain: every agency below the first level buys from its parent. */
export function chainSteps(chain: readonly ChainAgency[]): ChainStep[] {
  return chain
    .filter((a) => a.parent_id !== null)
    .map((a) => ({
      agencyId: a.id,
      parentAgencyId: a.parent_id ?? 0,
      generalMargin: a.general_margin,
      markup: a.markup_kind && a.markup_value ? { kind: a.markup_kind as MarkupKind, value: a.markup_value } : null,
    }));
}

/**
 * Steps the caller may not see the margin of (its own agency's and those above, spec §6) are
 * left out of the breakdown: `net` and `sell` stay the whole chain's, and the first step shown
 * starts from what the caller's own agency pays.
 */
export async function pricePreview(
  { db, actor, lang }: ServiceContext,
  agencyId: number,
  serviceType: ServiceType,
  net: string,
): Promise<PricePreview> {
  const agency = await findAgency(db, actor, lang, agencyId);
  if (!agency) throw notFound();
  const chain = await loadChain(db, agency.path, serviceType);
  const byId = new Map(chain.map((a) => [a.id, a]));
  const steps = chainSteps(chain);
  const price = priceThroughChain(toMinor(net), steps);
  return {
    agency: agency.id,
    service_type: serviceType,
    currency: agency.currency_id,
    net: fromMinor(price.netMinor),
    sell: fromMinor(price.sellMinor),
    steps: price.steps
      .filter((s) => canSeeGeneralMargin(actor, levelFromRank(byId.get(s.agencyId)?.level ?? 1)))
      .map((s) => ({
        agency: s.agencyId,
        agency_name: byId.get(s.agencyId)?.name ?? '',
        earned_by: s.earnedBy,
        earned_by_name: byId.get(s.earnedBy)?.name ?? '',
        cost: fromMinor(s.costMinor),
        margin: fromMinor(s.marginMinor),
        markup: fromMinor(s.markupMinor),
        price: fromMinor(s.priceMinor),
      })),
  };
}
