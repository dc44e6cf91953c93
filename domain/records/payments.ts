/** Answers of the payments core and the ledger (docs/api-payments.md), as zod schemas. */
import { OPERATION_KINDS, OPERATION_STATUSES } from '../payments/statuses.ts';
import { z } from '../validation.ts';
import { pageSchema } from './page.ts';

const int = z.number().int();
const money = z.string();

/**
 * Paid from (refunded to) funds in another currency: the funds' currency and the amount taken
 * (given back) in it, the rates against USD of the two currencies that were used and their day,
 * and `rate` — funds' units per reservation unit, six decimals, for reading only.
 */
export const operationExchangeRecord = z.object({
  funds_currency: int,
  funds_amount: money,
  rate: z.string(),
  rates: z.record(z.string(), z.string()),
  rate_date: z.string(),
});
export type OperationExchangeRecord = z.infer<typeof operationExchangeRecord>;

export const operationRecord = z.object({
  id: int,
  kind: z.enum(OPERATION_KINDS),
  status: z.enum(OPERATION_STATUSES),
  provider: z.string(),
  amount: money,
  currency: int,
  agency: int,
  reservation: int.nullable(),
  order: int.nullable(),
  parent: int.nullable(),
  external_id: z.string().nullable(),
  captured_amount: money,
  refunded_amount: money,
  created_by: int.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  exchange: operationExchangeRecord.nullable(),
});
export type OperationRecord = z.infer<typeof operationRecord>;
export const operationPage = pageSchema(operationRecord);

/** A payment's answer: the operation, where to go next (card pages), and the reservation's money. */
export const paymentResult = z.object({
  operation: operationRecord,
  redirect_url: z.string().nullable(),
  reservation: z.object({ id: int, total: money, paid_amount: money, commercial_status: z.string() }).nullable(),
  /** A payment of a whole order (POST payments/orders/{id}/pay/): its reservations' totals, cancelled ones left out. */
  order: z.object({ id: int, number: z.string(), total: money, paid_amount: money }).optional(),
});
export type PaymentResult = z.infer<typeof paymentResult>;

export const agencyBalanceRecord = z.object({
  agency: int,
  currency: int,
  funds: money,
  credit_limit: money,
  available: money,
  /** The agency's own term for unpaid bookings in hours (0: pays as it books); null: the portal's setting. */
  unpaid_booking_hours: int.nullable(),
});

export const accountRecord = z.object({ id: int, kind: z.string(), provider: z.string(), currency: int, balance: money });
export const balanceRecord = z.object({ agency: int, agency_name: z.string(), accounts: z.array(accountRecord) });

export const movementRecord = z.object({
  id: int,
  transaction: int,
  kind: z.string(),
  reference: z.string(),
  account: int,
  account_kind: z.string(),
  agency: int.nullable(),
  agency_name: z.string().nullable(),
  amount: money,
  currency: int,
  reservation: int.nullable(),
  operation: int.nullable(),
  created_by: int.nullable(),
  created_at: z.string(),
});
export type MovementRecord = z.infer<typeof movementRecord>;
export const movementPage = pageSchema(movementRecord);
