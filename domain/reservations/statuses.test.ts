import { describe, expect, it } from 'vitest';
import {
  ACCOUNTING_TRANSITIONS,
  canTransition,
  CHECKIN_TRANSITIONS,
  COMMERCIAL_TRANSITIONS,
  COORDINATOR_TRANSITIONS,
  FLIGHT_RESERVATION_TRANSITIONS,
} from './statuses.ts';

describe('status transitions', () => {
  it('commercial: payments move forward, cancellation is final', () => {
    expect(canTransition(COMMERCIAL_TRANSITIONS, 'non-paid', 'partial-paid')).toBe(true);
    expect(canTransition(COMMERCIAL_TRANSITIONS, 'partial-paid', 'paid')).toBe(true);
    expect(canTransition(COMMERCIAL_TRANSITIONS, 'paid', 'non-paid')).toBe(false);
    expect(canTransition(COMMERCIAL_TRANSITIONS, 'cancelled', 'non-paid')).toBe(false);
    expect(canTransition(COMMERCIAL_TRANSITIONS, 'cancelled', 'paid')).toBe(false);
  });

  it('accounting can revise a verdict', () => {
    expect(canTransition(ACCOUNTING_TRANSITIONS, 'paid-verified', 'paid-invalid')).toBe(true);
    expect(canTransition(ACCOUNTING_TRANSITIONS, 'paid-invalid', 'paid-verified')).toBe(true);
    expect(canTransition(ACCOUNTING_TRANSITIONS, 'paid-verified', 'no-reviewed')).toBe(false);
  });

  it('coordinator, flight reservation and check-in', () => {
    expect(canTransition(COORDINATOR_TRANSITIONS, 'denied', 'requested')).toBe(true);
    expect(canTransition(COORDINATOR_TRANSITIONS, 'cancelled', 'requested')).toBe(false);
    expect(canTransition(FLIGHT_RESERVATION_TRANSITIONS, 'reserved', 'cancelled')).toBe(true);
    expect(canTransition(FLIGHT_RESERVATION_TRANSITIONS, 'cancelled', 'reserved')).toBe(false);
    expect(canTransition(CHECKIN_TRANSITIONS, 'closed', 'open')).toBe(true);
    expect(canTransition(CHECKIN_TRANSITIONS, 'open', 'open')).toBe(false);
  });
});
