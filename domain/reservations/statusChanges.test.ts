import { describe, expect, it } from 'vitest';
import { actor, firstLevelAdmin } from '../testing/actors.ts';
import { allNextStatuses, nextStatuses } from './statusChanges.ts';

const accountant = actor('accounting', 'agency_1st_level', ['Accounting View', 'Accounting with Change', 'Reservation View']);
const operator = actor('operator', 'agency_3rd_level', ['Flight View', 'Flight with Booking']);

describe('nextStatuses', () => {
  it('never offers the commercial cancellation (the cancel action’s) nor paid/partial-paid (a payment’s)', () => {
    expect(nextStatuses(firstLevelAdmin, 'commercial_status', 'non-paid')).toEqual([]);
    expect(nextStatuses(firstLevelAdmin, 'commercial_status', 'partial-paid')).toEqual([]);
    expect(nextStatuses(firstLevelAdmin, 'commercial_status', 'paid')).toEqual([]);
    expect(nextStatuses(firstLevelAdmin, 'coordinator_status', 'confirmed')).toEqual(['cancelled']);
  });

  it('is empty for a field the actor may not change, and for a final status', () => {
    expect(allNextStatuses(accountant, { commercial_status: 'non-paid', accounting_status: 'no-reviewed', provider_status: 'no-paid', coordinator_status: 'requested' })).toEqual({
      commercial_status: [],
      accounting_status: ['partial-paid', 'paid-verified', 'paid-invalid'],
      provider_status: ['partial-paid', 'paid-verified', 'paid-invalid'],
      coordinator_status: [],
    });
    expect(nextStatuses(operator, 'accounting_status', 'no-reviewed')).toEqual([]);
    expect(nextStatuses(firstLevelAdmin, 'commercial_status', 'cancelled')).toEqual([]);
  });

  it("never offers a hotel stay's coordinator status (its confirm/deny), other fields as for any reservation", () => {
    expect(nextStatuses(firstLevelAdmin, 'coordinator_status', 'confirmed', 'hotels')).toEqual([]);
    expect(nextStatuses(firstLevelAdmin, 'coordinator_status', 'confirmed', 'manual')).toEqual(['cancelled']);
    const current = { commercial_status: 'paid', accounting_status: 'no-reviewed', provider_status: 'no-paid', coordinator_status: 'requested' };
    expect(allNextStatuses(accountant, current, 'hotels')).toEqual(allNextStatuses(accountant, current));
  });
});
