/**
 * `reservations.payment_order_numbers` (spec §3 Reservation 'payment order numbers'): the numbers of
 * the orders a reservation was booked or paid under. The /resumen `transaction_code` filter
 * (resumen/query.ts) finds an order's reservations by them.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Adds the order's number to each reservation's list, once: idempotent, so every path that books
 * or pays an order (checkout, an order's card payment) may call it.
 */
export async function recordOrderNumber(db: Kysely<Database>, orderNumber: string, reservationIds: readonly number[]): Promise<void> {
  if (reservationIds.length === 0) return;
  await db
    .updateTable('reservations')
    .set({ payment_order_numbers: sql<string[]>`array_append(payment_order_numbers, ${orderNumber})` })
    .where('id', 'in', [...reservationIds])
    .where(sql<boolean>`not (${orderNumber} = any(payment_order_numbers))`)
    .execute();
}
