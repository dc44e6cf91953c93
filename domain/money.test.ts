import { describe, expect, it } from 'vitest';
import { fromMinor, isDecimalString, toMinor } from './money.ts';

describe('money', () => {
  it('converts decimal strings to minor units and back without floats', () => {
    expect(toMinor('120.5')).toBe(12050);
    expect(toMinor('0.10')).toBe(10);
    expect(toMinor('-3.07')).toBe(-307);
    expect(toMinor(19.99)).toBe(1999);
    expect(fromMinor(12050)).toBe('120.50');
    expect(fromMinor(-7)).toBe('-0.07');
    expect(fromMinor(0)).toBe('0.00');
    expect(toMinor('0.1') + toMinor('0.2')).toBe(toMinor('0.3'));
  });

  it('refuses what is not an amount', () => {
    expect(() => toMinor('1.234')).toThrow(RangeError);
    expect(() => toMinor('abc')).toThrow(RangeError);
    expect(isDecimalString('12')).toBe(true);
    expect(isDecimalString('12.')).toBe(false);
  });
});
