/**
 * How money reached the provider (spec §3 'paymentType' of the deposit report and of a payment
 * evidence). The spec names the field, not its values; this list is ours (docs/api-evidences.md):
 * a local bank transfer (SPEI, SEPA…), an international wire, cash at an office, a card, a cheque,
 * and anything else (say which in the notes).
 */
export const PAYMENT_TYPES = ['bank_transfer', 'wire_transfer', 'cash', 'card', 'check', 'other'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export function isPaymentType(value: string): value is PaymentType {
  return (PAYMENT_TYPES as readonly string[]).includes(value);
}

/** A bank's operation number (SPEI tracking key, SWIFT reference…); unique per agency. */
export const TRANSACTION_NUMBER_MAX_LENGTH = 60;
export const DEPOSIT_NOTES_MAX_LENGTH = 1000;
