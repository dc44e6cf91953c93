/** Answers of the payment evidences (docs/api-evidences.md), as zod schemas. */
import { AGENCY_LEVELS } from '../roles.ts';
import { PAYMENT_TYPES } from '../deposits/fields.ts';
import { EVIDENCE_FILE_KINDS } from '../evidences/files.ts';
import { EVIDENCE_STATUSES } from '../evidences/statuses.ts';
import { z } from '../validation.ts';
import { pageSchema } from './page.ts';

const int = z.number().int();
const status = z.enum(EVIDENCE_STATUSES);

export const evidenceFileRecord = z.object({
  id: int,
  name: z.string(),
  kind: z.enum(EVIDENCE_FILE_KINDS),
  content_type: z.string(),
  size: int,
  /** API path that serves the bytes to whoever may see the evidence (bearer needed). */
  url: z.string(),
});
export type EvidenceFileRecord = z.infer<typeof evidenceFileRecord>;

export const evidenceHistoryRecord = z.object({
  id: int,
  status,
  cause: z.string(),
  user: int.nullable(),
  user_name: z.string().nullable(),
  created: z.string(),
});
export type EvidenceHistoryRecord = z.infer<typeof evidenceHistoryRecord>;

export const evidenceRecord = z.object({
  id: int,
  agency: int,
  agency_name: z.string(),
  /** The currency of the agency's funds: what an approval credits is in it (domain/evidences/credit.ts). */
  agency_currency: int,
  amount: z.string(),
  currency: int,
  amount_usd: z.string(),
  operation_date: z.string(),
  payment_type: z.enum(PAYMENT_TYPES),
  notes: z.string(),
  file_code: z.string(),
  transaction_code: z.string(),
  status,
  cause_of_denial: z.string(),
  created_by: int.nullable(),
  created_by_name: z.string().nullable(),
  reviewed_by: int.nullable(),
  reviewed_by_name: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** The deposit its approval made (GET reports/deposits/?…), once approved. */
  deposit: int.nullable(),
  files_count: int,
  created: z.string(),
});
export type EvidenceRecord = z.infer<typeof evidenceRecord>;

export const evidenceDetailRecord = evidenceRecord.extend({
  files: z.array(evidenceFileRecord),
  history: z.array(evidenceHistoryRecord),
  /** What the caller may set the status to now (domain/evidences/statuses.ts). */
  next_statuses: z.array(status),
});
export type EvidenceDetailRecord = z.infer<typeof evidenceDetailRecord>;

export const evidencePage = pageSchema(evidenceRecord);

/** An agency to pick (GET accounting/agency-choices/): enough to tell it apart and know its currency. */
export const agencyChoiceRecord = z.object({
  id: int,
  name: z.string(),
  level: z.enum(AGENCY_LEVELS),
  /** The currency of its funds: what a deposit is kept in. */
  currency: int,
});
export type AgencyChoiceRecord = z.infer<typeof agencyChoiceRecord>;
export const agencyChoicePage = pageSchema(agencyChoiceRecord);
