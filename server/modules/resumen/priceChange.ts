/**
 * PATCH reservations/{id}/price/: staff of the first level with 'Reservation with Change' give a
 * booked reservation of any service a new total (domain/reservations/priceChange.ts). In one
 * transaction, under the reservation's row lock (payments take the same lock, so none races it):
 * the total, the net and the frozen breakdown; the commercial status the payments now give it; the
 * payees' shares of what is already paid (payments/reprice.ts); and the history row with before,
 * after, who and why. The list summary follows through its triggers (migration 0013).
 */
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { commercialStatusFor } from '../../../domain/payments/statuses.ts';
import type { PriceChangeRecord } from '../../../domain/records/resumen.ts';
import { priceChangeRefusal, priceFloorMinor, shiftBreakdown } from '../../../domain/reservations/priceChange.ts';
import type { CommercialStatus } from '../../../domain/reservations/statuses.ts';
import type { PriceChangeBody } from '../../../domain/schemas/resumen.ts';
import type { ServiceContext } from '../../http/context.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { agencyScope } from '../../http/scope.ts';
import { inTransaction } from '../ledger/accounts.ts';
import { realignPaidShares } from '../payments/reprice.ts';
import { reservationsChanged } from '../reservations/cache.ts';
import { addHistory } from '../reservations/history.ts';

export async function changeReservationPrice(ctx: ServiceContext, id: number, body: PriceChangeBody): Promise<PriceChangeRecord> {
  const { db, actor } = ctx;
  const answer = await inTransaction(db, async (tx) => {
    const r = await tx
      .selectFrom('reservations')
      .select(['id', 'locator', 'order_id', 'currency_id', 'status', 'net', 'total', 'paid_amount', 'commercial_status', 'accounting_provider', 'price_levels'])
      .where('id', '=', id)
      .where(agencyScope(actor, 'agency_id'))
      .forUpdate()
      .executeTakeFirst();
    if (!r) throw notFound();
    const totalMinor = toMinor(r.total);
    const paidMinor = toMinor(r.paid_amount);
    const newMinor = toMinor(body.total);
    const refusal = priceChangeRefusal(
      { status: r.commercial_status === 'cancelled' ? 'cancelled' : r.status, totalMinor, paidMinor, floorMinor: priceFloorMinor(totalMinor, r.price_levels, toMinor(r.net)) },
      newMinor,
    );
    if (refusal) throw fieldError(refusal.field, refusal.key, refusal.params);

    const deltaMinor = newMinor - totalMinor;
    const priceLevels = shiftBreakdown(r.price_levels, deltaMinor);
    const status = commercialStatusFor(paidMinor, newMinor, r.commercial_status as CommercialStatus);
    const total = fromMinor(newMinor);
    // The ledger first, then the reservation (whose triggers update the list summary's shared rows):
    // the order a payment's settlement takes its locks in, so the two never wait on each other crosswise.
    await realignPaidShares(tx, r, { total: r.total, price_levels: r.price_levels }, { total, price_levels: priceLevels }, paidMinor, actor.id, `price change ${r.locator}`);
    await tx
      .updateTable('reservations')
      .set({ total, net: fromMinor(toMinor(r.net) + deltaMinor), price_levels: JSON.stringify(priceLevels), commercial_status: status, updated_at: new Date() })
      .where('id', '=', r.id)
      .execute();
    await addHistory(tx, r.id, actor.id, 'price_change', { total: fromMinor(totalMinor), commercial_status: r.commercial_status }, { total, commercial_status: status, reason: body.reason });
    return { id: r.id, locator: r.locator, currency: r.currency_id, total, paid_amount: fromMinor(paidMinor), commercial_status: status, accounting_provider: r.accounting_provider };
  });
  // Lists and summaries cache answers: the total and maybe the commercial status changed.
  await reservationsChanged(db);
  return answer;
}
