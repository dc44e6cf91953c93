/**
 * Issue 9: a reservation booked under an order carries the order's number in
 * `payment_order_numbers` (written at checkout since, reservations/orderNumbers.ts), so the /resumen
 * `transaction_code` filter finds it. The reservations booked before are given theirs here.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [
  `update reservations r set payment_order_numbers = array_append(r.payment_order_numbers, o.number)
     from orders o
     where o.id = r.order_id and not (o.number = any(r.payment_order_numbers))`,
];

// The numbers are true of those reservations: nothing to undo.
const down: string[] = [];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
