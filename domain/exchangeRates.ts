/**
 * Exchange rates and the one conversion rule (issue 9: quotes in a currency; later, paying from
 * funds in another currency). A rate is how many units of a currency one US dollar buys
 * ('0.920000' EUR), with up to six decimals; USD is the base and always 1. Rates are kept as a
 * history (docs/api-quotes.md): the rate of a day is the latest one effective on or before it.
 *
 * The conversion is a pure function of (amount, from, to, rates) in integer minor units:
 *   to_minor = round(amount_minor × rate(to) / rate(from))
 * i.e. through USD (amount ÷ rate(from) is the USD value, × rate(to) the target's), computed
 * exactly with integers and rounded ONCE at the end, half away from zero (as PostgreSQL's
 * round(numeric) and the accountants' calculators do). Rounding to USD cents on the way would round
 * twice and make EUR → MXN differ by a cent from the exact cross rate.
 */
import { CURRENCIES, DEFAULT_CURRENCY_ID } from './currencies.ts';

/** USD, the base of every rate. */
export const BASE_CURRENCY_ID = DEFAULT_CURRENCY_ID;

/** Decimals a rate keeps. */
export const RATE_DECIMALS = 6;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);
/** Up to 7 integer digits (1 USD = 9 999 999 of a currency) and 6 decimals: numeric(13,6). */
export const RATE_PATTERN = /^\d{1,7}(\.\d{1,6})?$/;

/** Currency id → its rate against USD as a decimal string ('17.05'). USD may be left out. */
export type RateTable = Readonly<Record<number, string>>;

/** A conversion asked for a currency that has no rate (none set yet, or none effective that day). */
export class MissingRateError extends Error {
  constructor(readonly currencyId: number) {
    super(`No exchange rate for currency ${currencyId}`);
    this.name = 'MissingRateError';
  }
}

export function isRateText(value: string): boolean {
  return RATE_PATTERN.test(value) && /[1-9]/.test(value);
}

/** '17.05' → 17050000n (millionths). Throws on anything that is not a positive rate. */
export function rateMicros(rate: string): bigint {
  const text = rate.trim();
  if (!isRateText(text)) throw new RangeError(`Not an exchange rate: ${rate}`);
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(RATE_DECIMALS, '0'));
}

/** 17050000n → '17.050000': the rate as the API writes it. */
export function formatRate(micros: bigint): string {
  return `${micros / RATE_SCALE}.${String(micros % RATE_SCALE).padStart(RATE_DECIMALS, '0')}`;
}

/** The rate of a currency in a table, in millionths; USD is 1 whatever the table says. */
function micros(currencyId: number, rates: RateTable): bigint {
  if (currencyId === BASE_CURRENCY_ID) return RATE_SCALE;
  const rate = rates[currencyId];
  if (rate === undefined) throw new MissingRateError(currencyId);
  return rateMicros(rate);
}

/** numerator ÷ denominator (denominator > 0), rounded half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const quotient = abs / denominator;
  const rounded = (abs % denominator) * 2n >= denominator ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

/**
 * `amountMinor` (cents of `from`) in cents of `to`, through USD with one rounding (see above).
 * The same currency converts to itself unchanged, with or without a rate.
 */
export function convertMinor(amountMinor: number, from: number, to: number, rates: RateTable): number {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`Not an amount in minor units: ${amountMinor}`);
  if (from === to) return amountMinor;
  const converted = divideRounded(BigInt(amountMinor) * micros(to, rates), micros(from, rates));
  const result = Number(converted);
  if (!Number.isSafeInteger(result)) throw new RangeError('Converted amount out of range');
  return result;
}

/** The currencies a rate can be set for: every currency of spec §3 but the base. */
export const RATED_CURRENCY_IDS: readonly number[] = CURRENCIES.map((c) => c.id).filter((id) => id !== BASE_CURRENCY_ID);
