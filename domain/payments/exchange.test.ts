import { describe, expect, it } from 'vitest';
import { MissingRateError } from '../exchangeRates.ts';
import { crossRate, exchangeFor, fundsAmount, fundsSlice } from './exchange.ts';

const USD = 1;
const EUR = 2;
const MXN = 3;
const CAD = 36;
const TABLE = { [EUR]: '0.920000', [MXN]: '17.050000', [CAD]: '1.365000' };

describe('paying from funds in another currency', () => {
  it('keeps only the two currencies’ rates and the day', () => {
    expect(exchangeFor(USD, EUR, TABLE, '2031-03-15')).toEqual({ currencyId: USD, fundsCurrencyId: EUR, rates: { [EUR]: '0.920000' }, rateDate: '2031-03-15' });
    expect(exchangeFor(MXN, EUR, TABLE, '2031-03-15').rates).toEqual({ [EUR]: '0.920000', [MXN]: '17.050000' });
  });

  it('refuses a currency without a rate that day, naming it', () => {
    expect(() => exchangeFor(USD, EUR, { [MXN]: '17.05' }, '2031-03-15')).toThrow(MissingRateError);
    try {
      exchangeFor(CAD, USD, {}, '2031-03-15');
    } catch (err) {
      expect((err as MissingRateError).currencyId).toBe(CAD);
    }
  });

  it('converts with one rounding, half away from zero, through USD', () => {
    const usdToEur = exchangeFor(USD, EUR, TABLE, '2031-03-15');
    expect(fundsAmount(10_000, usdToEur)).toBe(9_200); // 100.00 USD = 92.00 EUR
    expect(fundsAmount(1, usdToEur)).toBe(1); // 0.0092 → 0.01
    expect(fundsAmount(54_321, usdToEur)).toBe(49_975); // 499.7532 → 499.75
    expect(fundsAmount(12_345, exchangeFor(USD, EUR, { [EUR]: '0.923457' }, 'd'))).toBe(11_400); // 113.99976… → 114.00
    // Half a cent goes up: 0.50 × 0.91 = 0.455 → 0.46.
    expect(fundsAmount(50, exchangeFor(USD, EUR, { [EUR]: '0.91' }, 'd'))).toBe(46);
    // A cross rate is exact, not rounded to USD cents on the way (docs/api-quotes.md): 1.00 EUR in MXN.
    expect(fundsAmount(100, exchangeFor(EUR, MXN, TABLE, 'd'))).toBe(1_853);
    expect(fundsAmount(100, exchangeFor(MXN, USD, TABLE, 'd'))).toBe(6); // 0.0586… USD
  });

  it('slices that tile a payment add up to its conversion exactly: a refund in parts gives back what was taken', () => {
    const x = exchangeFor(USD, MXN, TABLE, 'd');
    const amount = 98_765;
    const taken = fundsAmount(amount, x);
    for (const cuts of [[1], [3, 7, 11], [33_333, 33_333], [1, 1, 1, 1, 98_000]]) {
      let from = 0;
      let back = 0;
      for (const part of [...cuts, amount - cuts.reduce((a, b) => a + b, 0)]) {
        back += fundsSlice(from, from + part, x);
        from += part;
      }
      expect(back).toBe(taken);
    }
    // Each part converted alone would round on its own and drift: 1.00 USD at 0.91 EUR refunded a
    // cent at a time would give back 1.00 EUR for the 0.91 taken.
    const eur = exchangeFor(USD, EUR, { [EUR]: '0.91' }, 'd');
    const cents = Array.from({ length: 100 }, (_, i) => i);
    expect(cents.reduce((sum) => sum + fundsAmount(1, eur), 0)).toBe(100);
    expect(cents.reduce((sum, i) => sum + fundsSlice(i, i + 1, eur), 0)).toBe(fundsAmount(100, eur));
    expect(fundsAmount(100, eur)).toBe(91);
  });

  it('shows the rate applied as funds’ units per reservation unit, six decimals', () => {
    expect(crossRate(exchangeFor(USD, EUR, TABLE, 'd'))).toBe('0.920000');
    expect(crossRate(exchangeFor(EUR, USD, TABLE, 'd'))).toBe('1.086957');
    expect(crossRate(exchangeFor(EUR, MXN, TABLE, 'd'))).toBe('18.532609');
  });
});
