/**
 * How a booking is settled as it is made (docs/api-cart.md 'Paying at checkout', 'Booking
 * unpaid'): the one path of the cart checkout and of the flight booking's verify step. Paid
 * through the payments core inside the booking's transaction, so a refused payment (409
 * insufficient_funds) rolls the bookings back with it — no reservation, the holds and items as they
 * were, no money moved; or booked unpaid with a payment deadline while the setting allows it.
 */
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { SettledReservationRecord } from '../../../domain/records/cart.ts';
import type { CheckoutPaymentBody } from '../../../domain/schemas/orderPayment.ts';
import type { ServiceContext } from '../../http/context.ts';
import { fieldError } from '../../http/errors.ts';
import { payReservation } from '../payments/service.ts';
import { recordOrderNumber } from '../reservations/orderNumbers.ts';
import { unpaidHours } from './unpaid.ts';

type Payment = CheckoutPaymentBody;

export interface Booked {
  id: number;
  totalMinor: number;
}

/** What was decided before booking: pay with `payment`, or book unpaid for `hours` (and then pay it by `card`). */
export type Settlement = { payment: Payment } | { payment?: undefined; hours: number; card?: Payment };

/** How long a booking paid by card waits for its payment when booking unpaid is not allowed. */
export const CARD_PAYMENT_HOURS = 1;

/**
 * Before anything is booked: booking unpaid needs the buying agency's term (its own, else the
 * portal's `unpaid_booking_hours` setting) above 0 (else a 400 under `payment`: it pays as it books).
 */
export async function planSettlement(ctx: Pick<ServiceContext, 'db' | 'actor'>, payment: Payment | undefined): Promise<Settlement> {
  if (payment?.provider === 'card') return { hours: (await unpaidHours(ctx.db, ctx.actor.agency.id)) || CARD_PAYMENT_HOURS, card: payment };
  if (payment) return { payment };
  const hours = await unpaidHours(ctx.db, ctx.actor.agency.id);
  if (hours === 0) throw fieldError('payment', 'cart.payment_required');
  return { hours };
}

/** 400 before anything is paid: a partial amount above the total. */
export function checkPaymentAmount(payment: Payment | undefined, totalMinor: number): void {
  if (payment?.amount !== undefined && toMinor(payment.amount) > totalMinor) {
    throw fieldError('payment.amount', 'payments.amount_above_outstanding', { max: fromMinor(totalMinor) });
  }
}

/**
 * Pays the reservations (ctx.db is the booking's transaction): `agency_funds` each in full;
 * `partial` spreads `amount` over them in the order given, each up to its total.
 */
export async function payOrder(ctx: ServiceContext, payment: Payment, reservations: readonly Booked[]): Promise<void> {
  let left = payment.amount === undefined ? Number.POSITIVE_INFINITY : toMinor(payment.amount);
  for (const r of reservations) {
    if (left <= 0) break;
    const part = Math.min(left, r.totalMinor);
    await payReservation(ctx, r.id, payment.provider === 'partial' ? { provider: 'partial', amount: fromMinor(part) } : { provider: payment.provider });
    // A card payment never comes here (planSettlement books it unpaid; bookingCard.ts starts it).
    left -= part;
  }
}

/**
 * Inside the booking's transaction: pays as planned, or gives each reservation its payment
 * deadline; reservations booked under an order carry its number either way.
 */
export async function settle(ctx: ServiceContext, plan: Settlement, reservations: readonly Booked[], now: Date, orderNumber?: string): Promise<void> {
  if (orderNumber !== undefined) await recordOrderNumber(ctx.db, orderNumber, reservations.map((r) => r.id));
  if (plan.payment) {
    checkPaymentAmount(plan.payment, reservations.reduce((sum, r) => sum + r.totalMinor, 0));
    await payOrder(ctx, plan.payment, reservations);
    return;
  }
  const ids = reservations.map((r) => r.id);
  if (ids.length > 0) await ctx.db.updateTable('reservations').set({ payment_deadline: new Date(now.getTime() + plan.hours * 3_600_000) }).where('id', 'in', ids).execute();
}

/** The reservations as the settlement left them, in the order given, with what was paid, what is owed and by when. */
export async function settledSummary(ctx: ServiceContext, ids: readonly number[]): Promise<{ reservations: SettledReservationRecord[]; paid: string; owed: string; payment_deadline: string | null }> {
  const rows = ids.length === 0 ? [] : await ctx.db.selectFrom('reservations').select(['id', 'locator', 'service_type', 'total', 'paid_amount', 'commercial_status', 'payment_deadline']).where('id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const reservations = ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ ...r, payment_deadline: r.payment_deadline?.toISOString() ?? null }] : [];
  });
  const paid = reservations.reduce((sum, r) => sum + toMinor(r.paid_amount), 0);
  const total = reservations.reduce((sum, r) => sum + toMinor(r.total), 0);
  const deadlines = reservations.map((r) => r.payment_deadline).filter((d): d is string => d !== null).sort();
  return { reservations, paid: fromMinor(paid), owed: fromMinor(total - paid), payment_deadline: deadlines[0] ?? null };
}
