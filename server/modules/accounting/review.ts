/**
 * POST accounting/reservations/review/: the accounting review of many reservations at once (the
 * flight reservation list's bulk action). One transaction: the chosen reservations are locked in
 * id order, every transition is checked with domain/accounting/review.ts, and either all change,
 * each with its history row, or none does (409 naming the refused ones). Ids outside the caller's
 * scope do not exist for it (400 on `reservations`).
 */
import { refusedReviews } from '../../../domain/accounting/review.ts';
import type { ReviewResult } from '../../../domain/records/accounting.ts';
import type { ReviewBody } from '../../../domain/schemas/accounting.ts';
import type { ServiceContext } from '../../http/context.ts';
import { fieldError } from '../../http/errors.ts';
import { agencyScope } from '../../http/scope.ts';
import { inTransaction } from '../ledger/accounts.ts';
import { reservationsChanged } from '../reservations/cache.ts';

export interface RefusedReview {
  id: number;
  locator: string;
  accounting_status: string;
}

/** The review was refused for these reservations; nothing changed. */
export class ReviewRefused extends Error {
  constructor(readonly target: string, readonly refused: RefusedReview[]) {
    super('accounting review refused');
    this.name = 'ReviewRefused';
  }
}

export async function reviewReservations(ctx: ServiceContext, body: ReviewBody): Promise<ReviewResult> {
  const { actor } = ctx;
  const target = body.accounting_status;
  const ids = [...new Set(body.reservations)].sort((a, b) => a - b);
  const changed = await inTransaction(ctx.db, async (trx) => {
    const rows = await trx
      .selectFrom('reservations as r')
      .select(['r.id', 'r.locator', 'r.accounting_status'])
      .where('r.id', 'in', ids)
      .where(agencyScope(actor, 'r.agency_id'))
      .orderBy('r.id')
      .forUpdate()
      .execute();
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw fieldError('reservations', 'validation.unknown_ids', { ids: missing.join(', ') });
    const refused = new Set(refusedReviews(actor, rows, target));
    if (refused.size > 0) throw new ReviewRefused(target, rows.filter((r) => refused.has(r.id)));
    await trx.updateTable('reservations').set({ accounting_status: target, updated_at: new Date() }).where('id', 'in', ids).execute();
    await trx
      .insertInto('reservation_history')
      .values(
        rows.map((r) => ({
          reservation_id: r.id,
          user_id: actor.id,
          action: 'accounting_status',
          before: JSON.stringify({ accounting_status: r.accounting_status }),
          after: JSON.stringify({ accounting_status: target }),
        })),
      )
      .execute();
    return rows;
  });
  await reservationsChanged(ctx.db);
  return { accounting_status: target, reservations: changed.map((r) => ({ id: r.id, locator: r.locator, from: r.accounting_status, to: target })) };
}
