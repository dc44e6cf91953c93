import { describe, expect, it } from 'vitest';
import { actor } from '../testing/actors.ts';
import { daysOverdue, debtBucket, dueDay, owedMinor } from './debt.ts';
import { periodEnds } from './periods.ts';
import { canReviewTo, refusedReviews, reviewTargets } from './review.ts';
import { canReviewAccounting, canSeeAccountingBalances, canSeeBreakdownByLevels, canSeeStatement } from './rules.ts';

describe('debt (spec §9 buckets)', () => {
  it('puts day 1–7 in the first bucket, 8–15 in the second, 16 and more in the last; nothing before', () => {
    expect([-3, 0, 1, 7, 8, 15, 16, 400].map(debtBucket)).toEqual([null, null, 'debt_1_7', 'debt_1_7', 'debt_7_15', 'debt_7_15', 'debt_15_plus', 'debt_15_plus']);
  });

  it('is due on the payment deadline’s UTC day, else on the service date', () => {
    expect(dueDay({ payment_deadline: '2031-03-18T23:30:00-02:00', start_date: '2031-06-01' })).toBe('2031-03-19');
    expect(dueDay({ payment_deadline: null, start_date: '2031-06-01' })).toBe('2031-06-01');
    expect(daysOverdue('2031-02-28', '2031-03-01')).toBe(1);
    expect(daysOverdue('2031-03-02', '2031-03-01')).toBe(-1);
  });

  it('owes total minus paid on reservations not cancelled nor paid', () => {
    expect(owedMinor({ status: 'reserved', commercial_status: 'partial-paid', totalMinor: 1000, paidMinor: 250 })).toBe(750);
    expect(owedMinor({ status: 'cancelled', commercial_status: 'non-paid', totalMinor: 1000, paidMinor: 0 })).toBe(0);
    expect(owedMinor({ status: 'reserved', commercial_status: 'paid', totalMinor: 1000, paidMinor: 0 })).toBe(0);
  });
});

describe('periods of the historical balances', () => {
  it('closes each day, or each month (the last one at the range end)', () => {
    expect(periodEnds('day', '2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(periodEnds('month', '2024-01-15', '2024-03-10')).toEqual(['2024-01-31', '2024-02-29', '2024-03-10']);
  });
});

describe('accounting rules', () => {
  const accounting = actor('accounting', 'agency_1st_level', ['Accounting with Change', '[Accounting] Agencies Breakdown by Levels']);
  const viewer = actor('accounting', 'agency_1st_level', ['Accounting View']);
  const lowerAccounting = actor('accounting', 'agency_2nd_level', ['Accounting with Change', 'Accounting View']);
  const agencyAdmin = actor('admin', 'agency_2nd_level', []);

  it('opens balances to an accounting permission at the first level, the statement also to agency admins', () => {
    expect([accounting, viewer, lowerAccounting, agencyAdmin].map(canSeeAccountingBalances)).toEqual([true, true, false, false]);
    expect([accounting, viewer, lowerAccounting, agencyAdmin].map(canSeeStatement)).toEqual([true, true, false, true]);
  });

  it('breakdown: the permission with a first-level admin, accounting, or the extra flag', () => {
    const perm = ['[Accounting] Agencies Breakdown by Levels'] as const;
    expect(canSeeBreakdownByLevels(accounting)).toBe(true);
    expect(canSeeBreakdownByLevels(actor('admin', 'agency_1st_level', perm))).toBe(true);
    expect(canSeeBreakdownByLevels(actor('admin', 'agency_2nd_level', perm))).toBe(false);
    expect(canSeeBreakdownByLevels(actor('operator', 'agency_2nd_level', perm, { is_etg_user: true }))).toBe(true);
    expect(canSeeBreakdownByLevels(actor('accounting', 'agency_1st_level', []))).toBe(false);
  });

  it('reviews only with Accounting with Change at the first level, along the allowed transitions', () => {
    expect([accounting, viewer, lowerAccounting].map(canReviewAccounting)).toEqual([true, false, false]);
    expect(canReviewTo(accounting, 'no-reviewed', 'paid-verified')).toBe(true);
    expect(canReviewTo(accounting, 'paid-verified', 'partial-paid')).toBe(false);
    expect(canReviewTo(viewer, 'no-reviewed', 'paid-verified')).toBe(false);
    expect(reviewTargets(accounting, ['no-reviewed', 'partial-paid'])).toEqual(['paid-verified', 'paid-invalid']);
    expect(reviewTargets(accounting, [])).toEqual([]);
    expect(refusedReviews(accounting, [{ id: 1, accounting_status: 'no-reviewed' }, { id: 2, accounting_status: 'paid-invalid' }], 'paid-invalid')).toEqual([2]);
  });
});
