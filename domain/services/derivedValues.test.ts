import { describe, expect, it } from 'vitest';
import { DerivedValues } from './derivedValues.ts';

describe('DerivedValues', () => {
  it('holds a value per object, unseen by JSON, spreads and comparisons', () => {
    const values = new DerivedValues<{ id: number }, number[]>();
    const a = { id: 1 };
    const b = { id: 1 };
    expect(values.get(a)).toBeUndefined();
    values.set(a, [1, 2]);
    expect(values.get(a)).toEqual([1, 2]);
    expect(values.get(b)).toBeUndefined();
    expect(JSON.stringify(a)).toBe('{"id":1}');
    expect({ ...a }).toStrictEqual({ id: 1 });
    expect(a).toStrictEqual(b);
    expect(Object.keys(a)).toEqual(['id']);
  });

  it('keeps apart what two kinds derive from one object, and false as a value', () => {
    const flags = new DerivedValues<number[], boolean>();
    const sums = new DerivedValues<number[], number>();
    const list = [1, 2, 3];
    flags.set(list, false);
    sums.set(list, 6);
    expect(flags.get(list)).toBe(false);
    expect(sums.get(list)).toBe(6);
    expect(list).toEqual([1, 2, 3]);
  });

  it('holds the value of an object that cannot take a property elsewhere', () => {
    const values = new DerivedValues<{ id: number }, string>();
    const frozen = Object.freeze({ id: 2 });
    values.set(frozen, 'kept');
    expect(values.get(frozen)).toBe('kept');
    expect(values.get({ id: 2 })).toBeUndefined();
  });
});
