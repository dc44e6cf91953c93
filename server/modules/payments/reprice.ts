/**
 * A reservation's total and frozen breakdown changed while part of it is paid (the staff price
 * change): what its payees hold must become what the new breakdown gives them at the same paid
 * amount. Settlement shares every payment in proportion, cumulatively (domain/payments/allocation.ts),
 * so payments and refunds after the change move each payee from `heldAt(new, paid)` — without this
 * the levels and the provider would end up with more or less than the new breakdown once paid.
 *
 * Nobody's funds move: one balanced `adjustment` transaction between the levels' markup earnings and
 * the provider's revenue, in the caller's transaction (with the change and its history row). The
 * reservation's paid amount and the agency's funds are untouched.
 */
import type { Transaction } from 'kysely';
import { heldAt } from '../../../domain/payments/allocation.ts';
import { toMinor } from '../../../domain/money.ts';
import type { Database } from '../../db/schema.ts';
import { markupEarnings, providerRevenue } from '../ledger/accounts.ts';
import { postTransaction, type EntryInput } from '../ledger/post.ts';
import { reservationPayees } from './settle.ts';

export interface PricedReservation {
  total: string;
  price_levels: unknown;
}

/** Each payee (agency id, or null for the provider) → what it holds of `paidMinor` under `r`'s breakdown. */
function holdings(r: PricedReservation, paidMinor: number): Map<number | null, number> {
  const payees = reservationPayees(r);
  const held = heldAt(payees, toMinor(r.total), paidMinor);
  const out = new Map<number | null, number>();
  payees.forEach((p, i) => out.set(p.agencyId, (out.get(p.agencyId) ?? 0) + (held[i] ?? 0)));
  return out;
}

/**
 * Posts the move between payees that the change from `before` to `after` makes at `paidMinor` paid;
 * nothing when nothing is paid or nobody's part changes. Returns the ledger transaction's id or null.
 */
export async function realignPaidShares(
  tx: Transaction<Database>,
  reservation: { id: number; order_id: number | null; currency_id: number },
  before: PricedReservation,
  after: PricedReservation,
  paidMinor: number,
  userId: number | null,
  reference: string,
): Promise<number | null> {
  if (paidMinor <= 0) return null;
  const was = holdings(before, paidMinor);
  const now = holdings(after, paidMinor);
  const entries: EntryInput[] = [];
  for (const payee of new Set([...was.keys(), ...now.keys()])) {
    const delta = (now.get(payee) ?? 0) - (was.get(payee) ?? 0);
    if (delta === 0) continue;
    const account = payee === null ? providerRevenue(reservation.currency_id) : markupEarnings(payee, reservation.currency_id);
    entries.push({ account, amountMinor: delta });
  }
  if (entries.length === 0) return null;
  const posted = await postTransaction(tx, { kind: 'adjustment', reference, reservationId: reservation.id, orderId: reservation.order_id, createdBy: userId, entries });
  return posted.id;
}
