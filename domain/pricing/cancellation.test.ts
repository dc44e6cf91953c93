import { describe, expect, it } from 'vitest';
import { cancellationPenalty, daysBetween, explainCancellation, type CancellationPolicy } from './cancellation.ts';

const policies: CancellationPolicy[] = [
  { name: 'Más de 30 días', discount_type: 'percent', value: '0', min_days: 31, max_days: null },
  { name: 'Entre 15 y 30 días', discount_type: 'percent', value: '25', min_days: 15, max_days: 30 },
  { name: 'Entre 3 y 14 días', discount_type: 'fixed', value: '150.00', min_days: 3, max_days: 14 },
  { name: 'Menos de 3 días', discount_type: 'nights', value: '2', min_days: 0, max_days: 2 },
];

const total = 80000; // 800.00 for 4 nights: 200.00 a night

describe('cancellation penalties', () => {
  it('counts calendar days', () => {
    expect(daysBetween('2026-12-01', '2026-12-31')).toBe(30);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // across a DST change in Europe
    expect(daysBetween('2026-12-02', '2026-12-01')).toBe(-1);
  });

  it('skips zero-value policies: nothing to pay far ahead', () => {
    const p = cancellationPenalty(policies, { totalMinor: total, units: 4, startDate: '2027-02-01', cancellationDate: '2026-12-01' });
    expect(p).toMatchObject({ penaltyMinor: 0, refundMinor: total, policy: null, daysBefore: 62 });
  });

  it('applies a percent of the total inside its range', () => {
    const p = cancellationPenalty(policies, { totalMinor: total, units: 4, startDate: '2026-12-31', cancellationDate: '2026-12-01' });
    expect(p.penaltyMinor).toBe(20000);
    expect(p.policy?.name).toBe('Entre 15 y 30 días');
  });

  it('applies a fixed amount, never more than the total', () => {
    expect(cancellationPenalty(policies, { totalMinor: total, units: 4, startDate: '2026-12-11', cancellationDate: '2026-12-01' }).penaltyMinor).toBe(15000);
    expect(cancellationPenalty(policies, { totalMinor: 10000, units: 1, startDate: '2026-12-11', cancellationDate: '2026-12-01' }).penaltyMinor).toBe(10000);
  });

  it('applies nights of cost close to the start', () => {
    const p = cancellationPenalty(policies, { totalMinor: total, units: 4, startDate: '2026-12-02', cancellationDate: '2026-12-01' });
    expect(p.penaltyMinor).toBe(40000);
    expect(p.refundMinor).toBe(40000);
  });

  it('takes the strictest of overlapping policies', () => {
    const overlapping: CancellationPolicy[] = [
      { name: 'A', discount_type: 'percent', value: '10', min_days: 0, max_days: 10 },
      { name: 'B', discount_type: 'fixed', value: '100.00', min_days: 5, max_days: 20 },
    ];
    const p = cancellationPenalty(overlapping, { totalMinor: total, units: 1, startDate: '2026-12-08', cancellationDate: '2026-12-01' });
    expect(p.policy?.name).toBe('B');
    expect(p.penaltyMinor).toBe(10000);
  });
});

describe('explainCancellation', () => {
  const input = { totalMinor: total, units: 4, startDate: '2026-12-11', cancellationDate: '2026-12-01' };
  const overlapping: CancellationPolicy[] = [...policies, { name: 'Gastos de gestión', discount_type: 'fixed', value: '20.00', min_days: 0, max_days: null }];

  it('lists the policies by their days and says which one is charged and why the others are not', () => {
    const explained = explainCancellation(overlapping, input, true);
    expect(explained.penaltyMinor).toBe(15000);
    expect(explained.policies.map((p) => [p.policy.name, p.verdict, p.penaltyMinor])).toEqual([
      ['Menos de 3 días', 'other_days', 0],
      ['Gastos de gestión', 'stricter_wins', 2000],
      ['Entre 3 y 14 días', 'charged', 15000],
      ['Entre 15 y 30 días', 'other_days', 0],
      ['Más de 30 días', 'no_fee', 0],
    ]);
  });

  it('says a matching fee is waived when the penalties are not applied', () => {
    const explained = explainCancellation(overlapping, input, false);
    expect(explained).toMatchObject({ penaltyMinor: 0, refundMinor: total, daysBefore: 10 });
    expect(explained.policies.filter((p) => p.verdict === 'waived').map((p) => p.policy.name)).toEqual(['Gastos de gestión', 'Entre 3 y 14 días']);
  });
});
