import { describe, expect, it } from 'vitest';
import { convertMinor, formatRate, isRateText, MissingRateError, rateMicros, type RateTable } from './exchangeRates.ts';

const USD = 1;
const EUR = 2;
const MXN = 3;
const CAD = 36;
const RATES: RateTable = { [EUR]: '0.92', [MXN]: '17.05', [CAD]: '1.365' };

describe('exchange rates', () => {
  it('reads rates as exact millionths and writes them with six decimals', () => {
    expect(rateMicros('17.05')).toBe(17_050_000n);
    expect(rateMicros('0.000001')).toBe(1n);
    expect(formatRate(rateMicros('0.92'))).toBe('0.920000');
    expect(isRateText('1.2345678')).toBe(false);
    expect(isRateText('0')).toBe(false);
    expect(isRateText('0.000000')).toBe(false);
    expect(isRateText('-1')).toBe(false);
    expect(() => rateMicros('abc')).toThrow(RangeError);
  });

  it('converts from USD, to USD and between two other currencies through USD', () => {
    expect(convertMinor(10_000, USD, EUR, RATES)).toBe(9_200); // 100.00 USD → 92.00 EUR
    expect(convertMinor(9_200, EUR, USD, RATES)).toBe(10_000);
    expect(convertMinor(10_000, EUR, MXN, RATES)).toBe(185_326); // 100 / 0.92 × 17.05 = 1853.2608…
    expect(convertMinor(12_345, MXN, MXN, {})).toBe(12_345); // the same currency needs no rate
    expect(convertMinor(0, USD, CAD, RATES)).toBe(0);
  });

  it('rounds once, half away from zero', () => {
    // 0.05 USD × 1.365 = 0.06825 CAD → 0.07; 0.01 USD → 0.01365 → 0.01.
    expect(convertMinor(5, USD, CAD, RATES)).toBe(7);
    expect(convertMinor(1, USD, CAD, RATES)).toBe(1);
    // Exactly half a cent goes up, and down for a refund (a negative amount).
    expect(convertMinor(1, USD, EUR, { [EUR]: '0.5' })).toBe(1);
    expect(convertMinor(-1, USD, EUR, { [EUR]: '0.5' })).toBe(-1);
    expect(convertMinor(3, USD, EUR, { [EUR]: '0.5' })).toBe(2);
    expect(convertMinor(-3, USD, EUR, { [EUR]: '0.5' })).toBe(-2);
  });

  it('does not round to USD cents on the way (one rounding, not two)', () => {
    // 1.00 EUR at 0.92 is 1.0869565… USD; rounded to cents first it would be 1.09 USD → 18.58 MXN.
    // The exact cross rate gives 1.0869565 × 17.05 = 18.5326… → 18.53 MXN.
    expect(convertMinor(100, EUR, MXN, RATES)).toBe(1_853);
    const twoSteps = convertMinor(convertMinor(100, EUR, USD, RATES), USD, MXN, RATES);
    expect(twoSteps).toBe(1_858);
  });

  it('is a pure function: the same inputs give the same cents, the table is not changed', () => {
    const table = { ...RATES };
    expect(convertMinor(123_456, CAD, EUR, table)).toBe(convertMinor(123_456, CAD, EUR, table));
    expect(table).toEqual(RATES);
  });

  it('refuses a currency without a rate and amounts that are not whole cents', () => {
    expect(() => convertMinor(100, USD, EUR, {})).toThrow(MissingRateError);
    try {
      convertMinor(100, MXN, USD, { [EUR]: '0.9' });
    } catch (err) {
      expect((err as MissingRateError).currencyId).toBe(MXN);
    }
    expect(() => convertMinor(1.5, USD, EUR, RATES)).toThrow(RangeError);
  });
});
