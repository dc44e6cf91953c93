/** Staff lists of payment operations per gateway, card terminal or custom payments (issue 9): filters, record, totals. */
import { OPERATION_KINDS, OPERATION_STATUSES } from '../payments/statuses.ts';
import { OPERATION_LISTS, TPV_STATUSES } from '../gateways.ts';
import { pageSchema } from '../records/page.ts';
import { z } from '../validation.ts';
import { id, isoDate, listQuery } from './common.ts';

export const gatewayParams = z.object({ gateway: z.enum(OPERATION_LISTS) });

export const gatewayOperationListQuery = listQuery.extend({
  status: z.enum(OPERATION_STATUSES).optional(),
  kind: z.enum(OPERATION_KINDS).optional(),
  created_after: isoDate.optional(),
  created_before: isoDate.optional(),
  agency: id.optional(),
  reservation: id.optional(),
  /** The reservation's locator, whole or its beginning (case does not matter). */
  locator: z.string().trim().min(1).max(20).optional(),
});
export type GatewayOperationListQuery = z.infer<typeof gatewayOperationListQuery>;

export const gatewayOperationRecord = z.object({
  id: z.number().int(),
  kind: z.enum(OPERATION_KINDS),
  status: z.enum(OPERATION_STATUSES),
  amount: z.string(),
  captured_amount: z.string(),
  refunded_amount: z.string(),
  currency: z.string(),
  agency: z.number().int(),
  agency_name: z.string(),
  reservation: z.number().int().nullable(),
  locator: z.string().nullable(),
  external_id: z.string().nullable(),
  created_at: z.string(),
  /** The provider (a list may show several: custom payments and deposits). */
  provider: z.string(),
  /** A payment of a whole order (its reservations in `order`), null for one reservation's. */
  order: z.number().int().nullable(),
  /** Card terminal: what the terminal said last (spec §4). */
  terminal_status: z.enum(TPV_STATUSES).nullable(),
  /** The note kept with a custom payment, a deposit or a refund. */
  reference: z.string().nullable(),
});
export type GatewayOperationRecord = z.infer<typeof gatewayOperationRecord>;

/** Sums of the filtered operations, per currency (payments and refunds apart). */
export const operationTotals = z.array(
  z.object({ currency: z.string(), count: z.number().int(), paid: z.string(), captured: z.string(), refunded: z.string() }),
);
export type OperationTotals = z.infer<typeof operationTotals>;

export const gatewayOperationPage = pageSchema(gatewayOperationRecord).extend({ totals: operationTotals });
