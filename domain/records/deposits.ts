/** Answers of the deposit report (docs/api-evidences.md), as zod schemas. */
import { PAYMENT_TYPES } from '../deposits/fields.ts';
import { z } from '../validation.ts';
import { pageSchema } from './page.ts';

const int = z.number().int();

export const depositRecord = z.object({
  id: int,
  /** The payment operation (provider `deposit`) that credited the funds. */
  operation: int,
  agency: int,
  agency_name: z.string(),
  amount: z.string(),
  currency: int,
  transaction_number: z.string().nullable(),
  payment_type: z.enum(PAYMENT_TYPES).nullable(),
  notes: z.string(),
  /** The payment evidence whose approval made it, if any. */
  evidence: int.nullable(),
  created_by: int.nullable(),
  created_by_name: z.string().nullable(),
  created: z.string(),
});
export type DepositRecord = z.infer<typeof depositRecord>;

/** The sum of the filtered deposits in one currency. */
export const depositTotal = z.object({ currency: int, amount: z.string(), count: int });
export type DepositTotal = z.infer<typeof depositTotal>;

export const depositPage = pageSchema(depositRecord).extend({ totals: z.array(depositTotal) });
export type DepositPage = z.infer<typeof depositPage>;
