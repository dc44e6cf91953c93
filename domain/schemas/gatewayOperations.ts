/** Staff lists of payment operations per gateway (issue 9): filters and the record. */
import { OPERATION_KINDS, OPERATION_STATUSES } from '../payments/statuses.ts';
import { GATEWAYS } from '../gateways.ts';
import { z } from '../validation.ts';
import { id, isoDate, listQuery } from './common.ts';

export const gatewayParams = z.object({ gateway: z.enum(GATEWAYS) });

export const gatewayOperationListQuery = listQuery.extend({
  status: z.enum(OPERATION_STATUSES).optional(),
  kind: z.enum(OPERATION_KINDS).optional(),
  created_after: isoDate.optional(),
  created_before: isoDate.optional(),
  agency: id.optional(),
  reservation: id.optional(),
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
});
export type GatewayOperationRecord = z.infer<typeof gatewayOperationRecord>;
