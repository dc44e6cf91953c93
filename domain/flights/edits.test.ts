import { describe, expect, it } from 'vitest';
import { capacityConflict, freeSeats, groupSeatsConflict, isConsistent, removalConflict, withGroupSeats } from './edits.ts';

const stock = { capacity: 100, sold: 30, group_reserved: 20 };

describe('inventory invariants', () => {
  it('free seats of the pool', () => {
    expect(freeSeats(stock)).toBe(50);
  });

  it('capacity never below sold plus group seats', () => {
    expect(capacityConflict(stock, 50)).toBeNull();
    expect(capacityConflict(stock, 49)).toBe('below_committed');
  });

  it('a group allocation grows from the free pool and never under its sold seats', () => {
    expect(groupSeatsConflict(stock, undefined, 50)).toBeNull();
    expect(groupSeatsConflict(stock, undefined, 51)).toBe('no_free_seats');
    expect(groupSeatsConflict(stock, { seats: 20, sold: 5 }, 70)).toBeNull();
    expect(groupSeatsConflict(stock, { seats: 20, sold: 5 }, 71)).toBe('no_free_seats');
    expect(groupSeatsConflict(stock, { seats: 20, sold: 5 }, 4)).toBe('below_sold');
    expect(groupSeatsConflict(stock, { seats: 20, sold: 5 }, 5)).toBeNull();
    expect(withGroupSeats(stock, { seats: 20, sold: 5 }, 8)).toEqual({ capacity: 100, sold: 30, group_reserved: 8 });
  });

  it('removal only without sold seats', () => {
    expect(removalConflict([{ sold: 0 }], [{ sold: 0 }])).toBeNull();
    expect(removalConflict([{ sold: 1 }])).toBe('seats_sold');
    expect(removalConflict([{ sold: 0 }], [{ sold: 2 }])).toBe('seats_sold');
  });

  it('consistency of stored numbers', () => {
    expect(isConsistent(stock, [{ seats: 15, sold: 3 }, { seats: 5, sold: 0 }])).toBe(true);
    expect(isConsistent(stock, [{ seats: 15, sold: 3 }])).toBe(false);
    expect(isConsistent({ capacity: 10, sold: 8, group_reserved: 5 }, [{ seats: 5, sold: 0 }])).toBe(false);
    expect(isConsistent({ capacity: 10, sold: 0, group_reserved: 2 }, [{ seats: 2, sold: 3 }])).toBe(false);
  });
});
