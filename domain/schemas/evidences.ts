/**
 * Payment evidences (spec §3 'Payment evidence': amount, amountUsd, operationDate, notes, status,
 * evidenceFile, currency, paymentType, createdBy, reviewedBy, cause_of_denial; §5 'Evidence needs at
 * least one image; file code and transaction code required', amounts > 0). The upload is multipart:
 * these fields as text parts plus the files (domain/evidences/files.ts).
 */
import { DEFAULT_CURRENCY_ID } from '../currencies.ts';
import { DEPOSIT_NOTES_MAX_LENGTH, PAYMENT_TYPES, TRANSACTION_NUMBER_MAX_LENGTH } from '../deposits/fields.ts';
import { CAUSE_OF_DENIAL_MAX_LENGTH, CAUSE_OF_DENIAL_MIN_LENGTH, EVIDENCE_STATUSES } from '../evidences/statuses.ts';
import { toMinor } from '../money.ts';
import { z } from '../validation.ts';
import { amount } from './agencies.ts';
import { id, idIn, isoDate, listQuery, optionalText, text } from './common.ts';
import { knownCurrency } from './deposits.ts';

export const FILE_CODE_MAX_LENGTH = 60;

export const evidenceCreateBody = z
  .strictObject({
    amount,
    currency: knownCurrency,
    amount_usd: amount,
    operation_date: isoDate,
    payment_type: z.enum(PAYMENT_TYPES),
    notes: optionalText(DEPOSIT_NOTES_MAX_LENGTH),
    file_code: text(FILE_CODE_MAX_LENGTH),
    transaction_code: text(TRANSACTION_NUMBER_MAX_LENGTH),
  })
  .superRefine((body, ctx) => {
    // In dollars the amount in USD is the amount itself.
    if (body.currency === DEFAULT_CURRENCY_ID && toMinor(body.amount) !== toMinor(body.amount_usd)) {
      ctx.addIssue({ code: 'custom', path: ['amount_usd'], message: 'evidences.usd_must_match' });
    }
  });
export type EvidenceCreateBody = z.infer<typeof evidenceCreateBody>;

/** PATCH accounting/evidences/{id}/status/: the next status; a denial says why. */
export const evidenceStatusBody = z
  .strictObject({
    status: z.enum(EVIDENCE_STATUSES),
    cause_of_denial: z.string().trim().max(CAUSE_OF_DENIAL_MAX_LENGTH).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'denied') return;
    const cause = body.cause_of_denial ?? '';
    if (cause === '') ctx.addIssue({ code: 'custom', path: ['cause_of_denial'], message: 'validation.required' });
    else if (cause.length < CAUSE_OF_DENIAL_MIN_LENGTH) ctx.addIssue({ code: 'custom', path: ['cause_of_denial'], message: 'validation.too_short', params: { min: CAUSE_OF_DENIAL_MIN_LENGTH } });
  });
export type EvidenceStatusBody = z.infer<typeof evidenceStatusBody>;

export const evidenceListQuery = listQuery.extend({
  status: z.enum(EVIDENCE_STATUSES).optional(),
  agency: id.optional(),
  currency: knownCurrency.optional(),
  payment_type: z.enum(PAYMENT_TYPES).optional(),
  /** Operation date range (whole days, both ends included). */
  operation_date_after: isoDate.optional(),
  operation_date_before: isoDate.optional(),
  /** Upload date range (whole UTC days). */
  created_after: isoDate.optional(),
  created_before: isoDate.optional(),
  amount_min: amount.optional(),
  amount_max: amount.optional(),
  /** File code, transaction code or agency name; contains, case-insensitive. */
  search: optionalText(150),
});
export type EvidenceListQuery = z.infer<typeof evidenceListQuery>;

export const EVIDENCE_ORDERING_FIELDS = ['created', 'operation_date', 'amount', 'amount_usd', 'status', 'agency_name', 'transaction_code', 'file_code'] as const;

/**
 * GET accounting/agency-choices/: the agencies a deposit or an evidence may be picked for, by name
 * (the register-deposit dialog, the agency filters); `id__in` answers react-admin's getMany.
 */
export const agencyChoiceQuery = listQuery.extend({
  search: optionalText(150),
  id__in: idIn.optional(),
});
export type AgencyChoiceQuery = z.infer<typeof agencyChoiceQuery>;
