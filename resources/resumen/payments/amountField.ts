/**
 * The browser's check of an amount typed in a payments dialog, in the server's words: the domain's
 * amount schema (positive, two decimals) and the ceiling the server also refuses above.
 */
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { amount } from '../../../domain/schemas/agencies.ts';
import { issueMessage } from '../../../domain/validation.ts';

export interface FieldError {
  message: string;
  args?: Record<string, unknown>;
}

/** null when `value` is an amount of at most `maxMinor`; else the message key and its arguments. */
export function amountError(value: unknown, maxMinor: number, aboveKey = 'payments.amount_above_outstanding'): FieldError | null {
  // Always with `args`: react-admin reads a `{message}` alone as a nested field and the page crashes.
  if (value === undefined || value === null || String(value).trim() === '') return { message: 'ra.validation.required', args: {} };
  const parsed = amount.safeParse(value);
  if (!parsed.success) {
    const { key, params } = issueMessage(parsed.error.issues[0]);
    return { message: key, args: params };
  }
  return toMinor(parsed.data) > maxMinor ? { message: aboveKey, args: { max: fromMinor(maxMinor) } } : null;
}
