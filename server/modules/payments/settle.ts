/**
 * Settlement of a completed operation, in the caller's transaction: the balanced ledger transaction
 * per reservation (source account → each level's markup earnings and the provider's net, as the
 * reservation's frozen price breakdown says), the reservation's paid amount and its commercial
 * status (with a history row). A refund walks the same split backwards to where the money came from.
 */
import type { Transaction } from 'kysely';
import { payeesOf, splitBetween, type Payee } from '../../../domain/payments/allocation.ts';
import { fundsSlice, type PaymentExchange } from '../../../domain/payments/exchange.ts';
import { commercialStatusFor } from '../../../domain/payments/statuses.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { CommercialStatus } from '../../../domain/reservations/statuses.ts';
import type { Database } from '../../db/schema.ts';
import { accountId, agencyFunds, currencyExchange, markupEarnings, providerRevenue, type AccountKey } from '../ledger/accounts.ts';
import { postTransaction, type EntryInput } from '../ledger/post.ts';
import { exchangeColumns, exchangeOf } from './exchange.ts';
import type { OperationRow } from './operations.ts';
import { providerOrThrow } from './registry.ts';

type Tx = Transaction<Database>;

interface LockedReservation {
  id: number;
  order_id: number | null;
  currency_id: number;
  total: string;
  paid_amount: string;
  commercial_status: string;
  price_levels: unknown;
}

function lockReservations(tx: Tx) {
  return tx.selectFrom('reservations').select(['id', 'order_id', 'currency_id', 'total', 'paid_amount', 'commercial_status', 'price_levels']).orderBy('id').forUpdate();
}

/** Payees from the frozen breakdown (`levels[].earned_by` earns `margin + markup`); the provider takes the rest. */
export function reservationPayees(r: { total: string; price_levels: unknown }): Payee[] {
  const frozen = (r.price_levels ?? {}) as { levels?: { earned_by?: number; margin?: string; markup?: string }[] };
  const levels = (frozen.levels ?? [])
    .filter((l) => typeof l.earned_by === 'number')
    .map((l) => ({ earnedBy: l.earned_by as number, earnedMinor: toMinor(l.margin ?? '0') + toMinor(l.markup ?? '0') }));
  return payeesOf(toMinor(r.total), levels);
}

/**
 * What the source gives for `deltaMinor` of the reservation's currency: the source itself, or —
 * funds in another currency (`converted`: the funds' side, same sign) — the source in its currency
 * into the currency-exchange account, and out of it in the reservation's.
 */
function sourceEntries(source: AccountKey, deltaMinor: number, currencyId: number, converted: number | null): EntryInput[] {
  if (converted === null) return [{ account: source, amountMinor: -deltaMinor }];
  return [
    { account: source, amountMinor: -converted },
    { account: currencyExchange(source.currencyId), amountMinor: converted },
    { account: currencyExchange(currencyId), amountMinor: -deltaMinor },
  ];
}

/**
 * Moves the reservation's paid amount by `deltaMinor` (negative for a refund) and posts its split;
 * `converted`: the source's side in its own currency when it is not the reservation's.
 */
async function moveReservation(
  tx: Tx,
  r: LockedReservation,
  deltaMinor: number,
  source: AccountKey,
  op: OperationRow,
  userId: number | null,
  reversesId: number | null,
  converted: number | null = null,
): Promise<void> {
  if (deltaMinor === 0) return;
  const total = toMinor(r.total);
  const before = toMinor(r.paid_amount);
  const payees = reservationPayees(r);
  const split = splitBetween(payees, total, before, before + deltaMinor);
  await postTransaction(tx, {
    kind: deltaMinor > 0 ? 'payment' : 'refund',
    reference: `${op.kind} #${op.id}`,
    reservationId: r.id,
    orderId: r.order_id,
    paymentOperationId: op.id,
    reversesId,
    createdBy: userId,
    entries: [
      ...sourceEntries(source, deltaMinor, r.currency_id, converted),
      ...payees.map((p, i) => ({ account: p.agencyId === null ? providerRevenue(r.currency_id) : markupEarnings(p.agencyId, r.currency_id), amountMinor: split[i] ?? 0 })),
    ],
  });
  const paid = before + deltaMinor;
  const status = commercialStatusFor(paid, total, r.commercial_status as CommercialStatus);
  await tx.updateTable('reservations').set({ paid_amount: fromMinor(paid), commercial_status: status, updated_at: new Date() }).where('id', '=', r.id).execute();
  await tx
    .insertInto('reservation_history')
    .values({
      reservation_id: r.id,
      user_id: userId,
      action: deltaMinor > 0 ? 'payment' : 'refund',
      before: JSON.stringify({ commercial_status: r.commercial_status, paid_amount: fromMinor(before) }),
      after: JSON.stringify({ commercial_status: status, paid_amount: fromMinor(paid), operation: op.id, provider: op.provider }),
    })
    .execute();
  r.paid_amount = fromMinor(paid);
  r.commercial_status = status;
}

/**
 * Money with no booking behind it (an agency top-up, what an order payment left over) goes to the
 * paying agency's funds in the payment's currency; `converted`: the source's side in its own
 * currency when the payment was converted from funds in another one.
 */
async function topUpFunds(tx: Tx, op: OperationRow, source: AccountKey, amountMinor: number, userId: number | null, converted: number | null = null): Promise<void> {
  if (amountMinor <= 0) return;
  await postTransaction(tx, {
    kind: 'deposit',
    reference: `${op.kind} #${op.id}`,
    paymentOperationId: op.id,
    createdBy: userId,
    entries: [...sourceEntries(source, amountMinor, op.currency_id, converted), { account: agencyFunds(op.agency_id, op.currency_id), amountMinor }],
  });
}

/**
 * A payment of one reservation goes to it whole. A payment of an order (one card capture for the
 * whole checkout) is shared over the order's reservations that are not cancelled, in id order,
 * each up to what it still owes — each share then split between the levels and the provider as
 * any partial payment is (allocation.ts) — and what is left over tops up the agency's funds.
 * Funds in another currency: each share (and the leftover) takes its slice of the payment's
 * conversion, so the parts add up to what the operation recorded (domain/payments/exchange.ts).
 */
async function settlePayment(tx: Tx, op: OperationRow, source: AccountKey, userId: number | null): Promise<void> {
  let left = toMinor(op.captured_amount);
  const rule = exchangeOf(op);
  let done = 0;
  const slice = (part: number) => (rule ? fundsSlice(done, done + part, rule) : null);
  if (op.reservation_id !== null) {
    const [r] = await lockReservations(tx).where('id', '=', op.reservation_id).execute();
    if (r) return moveReservation(tx, r, left, source, op, userId, null, slice(left));
  }
  const targets = op.order_id !== null ? await lockReservations(tx).where('order_id', '=', op.order_id).where('commercial_status', '<>', 'cancelled').execute() : [];
  for (const r of targets) {
    const part = Math.min(Math.max(0, toMinor(r.total) - toMinor(r.paid_amount)), left);
    await moveReservation(tx, r, part, source, op, userId, null, slice(part));
    left -= part;
    done += part;
  }
  await topUpFunds(tx, op, source, left, userId, slice(left));
}

/**
 * The account whose entries say what a payment paid each reservation, in the reservation's
 * currency: its source, or for a payment converted from funds in another currency the
 * currency-exchange account's side in the reservation's currency.
 */
function paidSide(payment: OperationRow): AccountKey {
  return exchangeOf(payment) ? currencyExchange(payment.currency_id) : providerOrThrow(payment.provider).sourceAccount(payment);
}

/** A refund: the parent payment's transactions backwards, newest first, each up to what is left of it. */
async function settleRefund(tx: Tx, refund: OperationRow, userId: number | null): Promise<void> {
  const parent = await tx.selectFrom('payment_operations').selectAll().where('id', '=', refund.parent_id ?? 0).forUpdate().executeTakeFirstOrThrow();
  const source = providerOrThrow(parent.provider).sourceAccount(parent);
  // A converted payment is walked back at its own rates; what is left of each of its transactions
  // is read on its reservation-currency side (the currency-exchange account), not the funds'.
  const rule: PaymentExchange | null = exchangeOf(parent);
  const sourceId = await accountId(tx, paidSide(parent));
  const refundedBefore = toMinor(parent.refunded_amount);
  let walked = 0;
  const slice = (part: number) => (rule ? -fundsSlice(refundedBefore + walked, refundedBefore + walked + part, rule) : null);
  let paidByQuery = tx
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as e', (j) => j.onRef('e.transaction_id', '=', 't.id').on('e.account_id', '=', sourceId))
    .select(['t.id', 't.reservation_id', 'e.amount'])
    .where('t.payment_operation_id', '=', parent.id)
    .where('t.kind', '=', 'payment');
  // One reservation's share of a payment made for its whole order (its cancellation): only its own.
  if (parent.reservation_id === null && refund.reservation_id !== null) paidByQuery = paidByQuery.where('t.reservation_id', '=', refund.reservation_id);
  const paidBy = await paidByQuery.orderBy('t.id', 'desc').execute();
  let left = toMinor(refund.amount);
  for (const t of paidBy) {
    if (left === 0 || t.reservation_id === null) continue;
    const back = await tx
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', (j) => j.onRef('e.transaction_id', '=', 't.id').on('e.account_id', '=', sourceId))
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('e.amount'), eb.val('0')).as('total'))
      .where('t.reverses_id', '=', t.id)
      .executeTakeFirstOrThrow();
    const remaining = -toMinor(t.amount) - toMinor(String(back.total));
    const part = Math.min(remaining, left);
    if (part <= 0) continue;
    const r = await lockReservations(tx).where('id', '=', t.reservation_id).executeTakeFirstOrThrow();
    await moveReservation(tx, r, -part, source, refund, userId, t.id, slice(part));
    left -= part;
    walked += part;
  }
  if (left > 0) {
    // A payment with no booking (an agency top-up, an order payment's leftover) is given back from
    // the agency's funds in the payment's currency.
    await postTransaction(tx, {
      kind: 'refund',
      reference: `refund #${refund.id}`,
      paymentOperationId: refund.id,
      createdBy: userId,
      entries: [{ account: agencyFunds(parent.agency_id, parent.currency_id), amountMinor: -left }, ...sourceEntries(source, -left, parent.currency_id, slice(left))],
    });
    walked += left;
  }
  // The refund records what its slices gave back (the same as when it was created, unless a refund
  // of an outside provider still under way then completed in between).
  if (rule) await tx.updateTable('payment_operations').set(exchangeColumns(rule, fundsSlice(refundedBefore, refundedBefore + walked, rule))).where('id', '=', refund.id).execute();
  await tx
    .updateTable('payment_operations')
    .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', refund.amount), updated_at: new Date() }))
    .where('id', '=', parent.id)
    .execute();
}

/**
 * What `reservationId` still holds of a payment made for its order: what the payment's settlement
 * gave it, minus the refunds that gave some back and those still under way (other than `exceptId`).
 */
export async function heldFromPayment(tx: Tx, payment: OperationRow, reservationId: number, exceptId: number): Promise<number> {
  const sourceId = await accountId(tx, paidSide(payment));
  const paid = await tx
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as e', (j) => j.onRef('e.transaction_id', '=', 't.id').on('e.account_id', '=', sourceId))
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('e.amount'), eb.val('0')).as('total'))
    .where('t.payment_operation_id', '=', payment.id)
    .where('t.reservation_id', '=', reservationId)
    .executeTakeFirstOrThrow();
  const back = await tx
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as e', (j) => j.onRef('e.transaction_id', '=', 't.id').on('e.account_id', '=', sourceId))
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('e.amount'), eb.val('0')).as('total'))
    .where('t.reservation_id', '=', reservationId)
    .where('t.reverses_id', 'in', (eb) => eb.selectFrom('ledger_transactions').select('id').where('payment_operation_id', '=', payment.id).where('reservation_id', '=', reservationId))
    .executeTakeFirstOrThrow();
  const open = await tx
    .selectFrom('payment_operations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
    .where('parent_id', '=', payment.id)
    .where('reservation_id', '=', reservationId)
    .where('id', '<>', exceptId)
    .where('status', 'in', ['pending', 'processing', 'authorised'])
    .executeTakeFirstOrThrow();
  // Source entries of the payments are negative, those of their refunds positive.
  return Math.max(0, -toMinor(String(paid.total)) - toMinor(String(back.total)) - toMinor(String(open.total)));
}

/** Called once, when an operation reaches `completed` (operations.ts applyResult). */
export async function settleOperation(tx: Tx, op: OperationRow, userId: number | null): Promise<void> {
  if (op.kind === 'refund') return settleRefund(tx, op, userId);
  return settlePayment(tx, op, providerOrThrow(op.provider).sourceAccount(op), userId);
}
