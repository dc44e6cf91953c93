/** Card payment links (issue 9): the staff's request body and the public page's record. */
import { accountingProviderCode } from '../accountingProviders.ts';
import { z } from '../validation.ts';
import { amount } from './agencies.ts';
import { email, id } from './common.ts';

export const PAYMENT_OPERATION_STATUSES = ['pending', 'processing', 'authorised', 'completed', 'cancelled', 'failed'] as const;

/** POST /payments/payment-requests/reservation-payment-request/ */
export const reservationPaymentRequestBody = z.strictObject({
  reservation: id,
  /** Default: what is left to pay of the reservation. */
  amount: amount.optional(),
  email,
  language: z.enum(['es', 'en']).optional(),
});

export const paymentRequestRecord = z.object({
  id: z.string(),
  reservation: z.number().int().nullable(),
  amount: z.string(),
  currency: z.string(),
  email: z.string(),
  status: z.enum(PAYMENT_OPERATION_STATUSES),
  provider: z.string(),
  url: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type PaymentRequestRecord = z.infer<typeof paymentRequestRecord>;

/** What the public page may show: the amount, the locator, what is paid. No names, no agency. */
export const publicPaymentRequestRecord = z.object({
  id: z.string(),
  locator: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(PAYMENT_OPERATION_STATUSES),
  total: z.string(),
  paid: z.string(),
});
export type PublicPaymentRequestRecord = z.infer<typeof publicPaymentRequestRecord>;

export const paymentRequestId = z.object({ id: z.uuid() });

/** POST /accounting-provider/payments/ (what is owed) and …/partial/ (`amount` required). */
export const accountingProviderPaymentBody = z.strictObject({
  reservation: id,
  accounting_provider: accountingProviderCode,
});
export const accountingProviderPartialBody = accountingProviderPaymentBody.extend({ amount });

/** PATCH /reservations/{id}/accounting-provider/ */
export const changeAccountingProviderBody = z.strictObject({
  accounting_provider: accountingProviderCode,
});
