/** Request bodies and list filters of the payments core and the ledger (docs/api-payments.md). */
import { z } from '../validation.ts';
import { amount } from './agencies.ts';
import { id, isoDate, listQuery, optionalText } from './common.ts';
import { OPERATION_KINDS, OPERATION_STATUSES } from '../payments/statuses.ts';
import { TPV_STATUSES } from '../gateways.ts';
import { DEPOSIT_NOTES_MAX_LENGTH, PAYMENT_TYPES, TRANSACTION_NUMBER_MAX_LENGTH } from '../deposits/fields.ts';

/** An amount that may be zero (a credit limit), at most two decimals. */
export const nonNegativeAmount = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), { error: 'validation.invalid_format' });

export const depositBody = z.strictObject({
  agency: id,
  amount,
  /** Default: the agency's currency. */
  currency: id.optional(),
  reference: optionalText(200),
  /** The bank's operation number: a repeated one for the same agency is refused (issue 10). */
  transaction_number: optionalText(TRANSACTION_NUMBER_MAX_LENGTH),
  payment_type: z.enum(PAYMENT_TYPES).optional(),
  notes: optionalText(DEPOSIT_NOTES_MAX_LENGTH),
});
export type DepositBody = z.infer<typeof depositBody>;

/** The most hours an unpaid booking may wait for its payment (the portal's setting has the same bound). */
export const MAX_UNPAID_HOURS = 720;

/**
 * PATCH accounting/credit-limit/{id}/: the agency's payment terms — its credit limit and, when
 * sent, its hours for unpaid bookings (0: pays as it books; null: the portal's setting).
 */
export const creditLimitBody = z.strictObject({
  credit_limit: nonNegativeAmount,
  unpaid_booking_hours: z.number().int().min(0).max(MAX_UNPAID_HOURS).nullable().optional(),
});
export type CreditLimitBody = z.infer<typeof creditLimitBody>;

/**
 * `provider` agency_funds pays what is still owed; partial pays `amount` (part now, the rest later);
 * card pays through the configured card gateway (a hosted page). `terminal_status` (TPV only, spec
 * §4 card-terminal statuses, default paid) and `reference` (a note kept with the operation) are
 * optional.
 */
export const payBody = z.strictObject({
  provider: z.string().trim().min(1).max(40),
  amount: amount.optional(),
  terminal_status: z.enum(TPV_STATUSES).optional(),
  reference: optionalText(200),
});
export type PayBody = z.infer<typeof payBody>;

export const refundBody = z.strictObject({ amount, reference: optionalText(200) });

/** POST payments/orders/{id}/pay/: one card payment for the whole order (what it owes, or `amount`). */
export const orderPayBody = z.strictObject({
  provider: z.string().trim().min(1).max(40),
  amount: amount.optional(),
});
export type OrderPayBody = z.infer<typeof orderPayBody>;

/** POST payments/operations/{id}/terminal-status/: what the card terminal says now (TPV). */
export const terminalStatusBody = z.strictObject({ terminal_status: z.enum(TPV_STATUSES) });

export const operationListQuery = listQuery.extend({
  reservation: id.optional(),
  order: id.optional(),
  agency: id.optional(),
  provider: z.string().max(40).optional(),
  status: z.enum(OPERATION_STATUSES).optional(),
  kind: z.enum(OPERATION_KINDS).optional(),
});

export const movementListQuery = listQuery.extend({
  agency: id.optional(),
  kind: z.string().max(30).optional(),
  reservation: id.optional(),
  date_start: isoDate.optional(),
  date_end: isoDate.optional(),
});
