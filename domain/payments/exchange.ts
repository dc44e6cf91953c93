/**
 * Paying from funds in another currency (issue 9): an agency whose funds are in one currency pays a
 * reservation priced in another. The reservation's side of the money never changes currency — its
 * total, what is paid, the levels' markups and the provider's net stay in the reservation's
 * currency as the frozen breakdown says —; only the debit on the agency's funds is converted, with
 * the one conversion rule (domain/exchangeRates.ts convertMinor: through USD, rounded once, half
 * away from zero) and the rates in effect on the day of the payment.
 *
 * The rates used are kept with the payment (`PaymentExchange`) so that everything that follows it
 * uses the same ones, whatever is set later:
 * - a payment of A (reservation currency) takes `convert(A)` from the funds;
 * - the slice [from, to) of it (a part of the payment settled on one reservation, a refund) is
 *   `convert(to) − convert(from)`: slices that tile the payment add up to `convert(A)` exactly, so
 *   a payment refunded in any number of parts gives back, cent for cent, what it took.
 */
import { convertMinor, formatRate, MissingRateError, rateMicros, type RateTable } from '../exchangeRates.ts';

/** The conversion a payment was settled with: from the reservation's currency into the funds'. */
export interface PaymentExchange {
  /** The reservation's (the operation's) currency. */
  currencyId: number;
  /** The agency's funds' currency. */
  fundsCurrencyId: number;
  /** The rates against USD of the two currencies on `rateDate` (USD itself may be absent). */
  rates: RateTable;
  /** The day whose rates were used (YYYY-MM-DD). */
  rateDate: string;
}

export { MissingRateError };

/** Only the rates of the two currencies, as kept on the operation; throws MissingRateError when one lacks a rate. */
export function exchangeFor(currencyId: number, fundsCurrencyId: number, table: RateTable, rateDate: string): PaymentExchange {
  const rates: Record<number, string> = {};
  for (const id of [currencyId, fundsCurrencyId]) {
    const rate = table[id];
    if (rate !== undefined) rates[id] = rate;
  }
  // Probe the conversion: a currency (other than USD) without a rate throws here, before any write.
  convertMinor(1, currencyId, fundsCurrencyId, rates);
  return { currencyId, fundsCurrencyId, rates, rateDate };
}

/** What `amountMinor` of the reservation's currency costs in the funds' currency. */
export function fundsAmount(amountMinor: number, x: PaymentExchange): number {
  return convertMinor(amountMinor, x.currencyId, x.fundsCurrencyId, x.rates);
}

/**
 * The funds' side of the slice [fromMinor, toMinor) of a payment (reservation currency, cumulative
 * from the payment's first cent): convert(to) − convert(from). Negative for a slice walked back.
 */
export function fundsSlice(fromMinor: number, toMinor: number, x: PaymentExchange): number {
  return fundsAmount(toMinor, x) - fundsAmount(fromMinor, x);
}

/**
 * The rate applied, as people read it: units of the funds' currency per unit of the reservation's
 * (rate(funds) / rate(reservation)), six decimals, rounded half away from zero. For display only:
 * the conversion itself uses the two rates, not this rounded quotient.
 */
export function crossRate(x: PaymentExchange): string {
  const micros = (id: number) => (x.rates[id] === undefined ? 1_000_000n : rateMicros(x.rates[id]));
  const num = micros(x.fundsCurrencyId) * 1_000_000n;
  const den = micros(x.currencyId);
  const q = num / den;
  return formatRate((num % den) * 2n >= den ? q + 1n : q);
}
