import { describe, expect, it } from 'vitest';
import { fromMinor } from '../money.ts';
import { percentOf, priceThroughChain } from './markupChain.ts';

describe('percentOf', () => {
  it('rounds half away from zero to the cent', () => {
    expect(percentOf(10000, '10')).toBe(1000);
    expect(percentOf(999, '7.5')).toBe(75); // 74.925 → 75
    expect(percentOf(1, '50')).toBe(1); // 0.5 → 1
    expect(percentOf(1, '49.99')).toBe(0);
    expect(percentOf(-1, '50')).toBe(-1);
    expect(percentOf(123456789012, '12.34')).toBe(15234567764);
  });

  it('gives the exact BigInt result on both sides of the safe-integer range', () => {
    const exact = (amount: number, hundredths: number) => {
      const product = BigInt(amount) * BigInt(hundredths);
      const rest = product % 10_000n;
      const away = (rest < 0n ? -rest : rest) * 2n >= 10_000n ? (product < 0n ? -1n : 1n) : 0n;
      return Number(product / 10_000n + away);
    };
    const cases: [number, number][] = [[0, 750], [-0, -750], [5_000, 1], [-5_000, 1], [15_000, -1], [1_234_567, 999], [Number.MAX_SAFE_INTEGER, 1], [900_719_925_474, 9_999], [-900_719_925_474, 9_999]];
    for (let i = 0; i < 2_000; i++) cases.push([Math.round((i * 7_919_993) % 100_000_000) - 50_000_000, (i * 37) % 20_001 - 10_000]);
    for (const [amount, hundredths] of cases) {
      const percent = `${hundredths < 0 ? '-' : ''}${Math.trunc(Math.abs(hundredths) / 100)}.${String(Math.abs(hundredths) % 100).padStart(2, '0')}`;
      expect(percentOf(amount, percent), `${amount} × ${percent} %`).toBe(exact(amount, hundredths));
    }
  });
});

describe('priceThroughChain', () => {
  it('a second-level agency pays net plus its general margin', () => {
    const price = priceThroughChain(50000, [{ agencyId: 2, parentAgencyId: 1, generalMargin: '10' }]);
    expect(fromMinor(price.sellMinor)).toBe('550.00');
    expect(price.steps).toEqual([{ agencyId: 2, earnedBy: 1, costMinor: 50000, marginMinor: 5000, markupMinor: 0, priceMinor: 55000 }]);
  });

  it('worked example: net 500.00 USD flight, level 2 with 10 % + 5 % flights markup, level 3 with 8 % + 15.00 fixed', () => {
    // Level 2 pays 500 + 50 (margin) + 25 (flight markup) = 575.00
    // Level 3 pays 575 + 46 (8 % of 575) + 15 (fixed) = 636.00
    const price = priceThroughChain(50000, [
      { agencyId: 2, parentAgencyId: 1, generalMargin: '10', markup: { kind: 'percent', value: '5' } },
      { agencyId: 5, parentAgencyId: 2, generalMargin: '8', markup: { kind: 'fixed', value: '15.00' } },
    ]);
    expect(price.steps.map((s) => fromMinor(s.priceMinor))).toEqual(['575.00', '636.00']);
    expect(fromMinor(price.sellMinor)).toBe('636.00');
    // Who earns what: the provider (1) 75.00, the second level (2) 61.00; together the difference.
    const earned = new Map<number, number>();
    for (const s of price.steps) earned.set(s.earnedBy, (earned.get(s.earnedBy) ?? 0) + s.marginMinor + s.markupMinor);
    expect(fromMinor(earned.get(1)!)).toBe('75.00');
    expect(fromMinor(earned.get(2)!)).toBe('61.00');
    expect(earned.get(1)! + earned.get(2)!).toBe(price.sellMinor - price.netMinor);
  });

  it('the provider itself (first level, no steps) buys at net', () => {
    expect(priceThroughChain(12345, []).sellMinor).toBe(12345);
  });

  it('a zero margin and no markup leave the price unchanged', () => {
    expect(priceThroughChain(777, [{ agencyId: 2, parentAgencyId: 1, generalMargin: '0' }]).sellMinor).toBe(777);
  });

  it('refuses a negative or fractional net cost', () => {
    expect(() => priceThroughChain(-1, [])).toThrow(RangeError);
    expect(() => priceThroughChain(1.5, [])).toThrow(RangeError);
  });
});
