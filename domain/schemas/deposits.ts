/**
 * The deposit report (spec §3 'Deposit report': created, amount, transactionNumber, paymentType,
 * notes, agencyName, createdAfter, createdBefore) and the register-deposit form. The deposit itself
 * is POST accounting/deposit/ (depositRegisterBody below).
 */
import { CURRENCIES } from '../currencies.ts';
import { DEPOSIT_NOTES_MAX_LENGTH, PAYMENT_TYPES, TRANSACTION_NUMBER_MAX_LENGTH } from '../deposits/fields.ts';
import { z } from '../validation.ts';
import { amount } from './agencies.ts';
import { id, isoDate, listQuery, optionalText, text, toNumber } from './common.ts';
import { depositBody } from './payments.ts';

/** One of the currencies of spec §3 (1 USD, 2 EUR, 3 MXN, 36 CAD). */
export const knownCurrency = z.preprocess(toNumber, z.number().int().refine((v) => CURRENCIES.some((c) => c.id === v), { error: 'validation.invalid_choice' }));

/**
 * A deposit registered through the API (POST accounting/deposit/: the dialog of /reports/deposits,
 * /payment/custom): the amount, currency, transaction number, payment type, notes and agency,
 * the number and type required. `depositBody` keeps them optional for the in-process callers only
 * (an approved evidence becomes a deposit with what the agency wrote).
 */
export const depositRegisterBody = depositBody.extend({
  transaction_number: text(TRANSACTION_NUMBER_MAX_LENGTH),
  payment_type: z.enum(PAYMENT_TYPES),
});
export type DepositRegisterBody = z.infer<typeof depositRegisterBody>;

export const depositReportQuery = listQuery.extend({
  /** Whole UTC days, both ends included. */
  created_after: isoDate.optional(),
  created_before: isoDate.optional(),
  /** The exact amount. */
  amount: amount.optional(),
  /** Contains, case-insensitive. */
  transaction_number: optionalText(TRANSACTION_NUMBER_MAX_LENGTH),
  payment_type: z.enum(PAYMENT_TYPES).optional(),
  /** Contains, case-insensitive. */
  agency_name: optionalText(150),
  agency: id.optional(),
  currency: knownCurrency.optional(),
});
export type DepositReportQuery = z.infer<typeof depositReportQuery>;

export const DEPOSIT_ORDERING_FIELDS = ['created', 'amount', 'transaction_number', 'payment_type', 'agency_name', 'currency'] as const;
