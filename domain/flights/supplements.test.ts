import { describe, expect, it } from 'vitest';
import { toMinor } from '../money.ts';
import { calculateSupplements, pricesWithSupplements, supplementPerPassenger, type Supplement } from './supplements.ts';

const base = { luggage_category_id: null, passenger_type: null, currency_id: 1, active: true } as const;
const SUPPLEMENTS: Supplement[] = [
  { ...base, id: 1, kind: 'per_passenger', amount: '25.00' },
  { ...base, id: 2, kind: 'per_passenger', passenger_type: 'infant', amount: '5.50' },
  { ...base, id: 3, kind: 'per_bag', luggage_category_id: 7, amount: '30' },
  { ...base, id: 4, kind: 'per_bag', amount: '2.00', currency_id: 2 },
  { ...base, id: 5, kind: 'per_passenger', amount: '99.00', active: false },
];

describe('airport supplements', () => {
  it('per passenger (all or one type) and per bag (all or one category), totals per currency', () => {
    const answer = calculateSupplements(SUPPLEMENTS, {
      passengers: { adult: 2, child: 1, infant: 1 },
      bags: [
        { luggage_category_id: 7, count: 2 },
        { luggage_category_id: 8, count: 1 },
      ],
    });
    expect(answer.lines.map((l) => [l.supplement, l.quantity, l.amount])).toEqual([
      [1, 4, '100.00'],
      [2, 1, '5.50'],
      [3, 2, '60.00'],
      [4, 3, '6.00'],
    ]);
    expect(answer.totals).toEqual([
      { currency: 1, amount: '165.50' },
      { currency: 2, amount: '6.00' },
    ]);
  });

  it('nothing to charge gives no lines', () => {
    expect(calculateSupplements(SUPPLEMENTS, { passengers: { adult: 0, child: 0, infant: 0 }, bags: [] })).toEqual({ lines: [], totals: [] });
  });

  it('the price per passenger with supplements, times the passengers, is the seats plus what the booking charges', () => {
    const seat = { adult: '232.05', child: '174.04', infant: '23.21' };
    const supplements = supplementPerPassenger(SUPPLEMENTS, 1);
    const prices = pricesWithSupplements(seat, supplements);
    // 25 for everyone (per bag and inactive ones apart), 5.50 more for an infant; the other currency is not added.
    expect(supplements).toEqual({ adult: '25.00', child: '25.00', infant: '30.50' });
    expect(prices).toEqual({ adult: '257.05', child: '199.04', infant: '53.71' });
    const passengers = { adult: 2, child: 1, infant: 1 };
    const shown = 2 * toMinor(prices.adult) + toMinor(prices.child) + toMinor(prices.infant);
    const charged = 2 * toMinor(seat.adult) + toMinor(seat.child) + toMinor(seat.infant) + toMinor(calculateSupplements(SUPPLEMENTS, { passengers, bags: [] }).totals[0].amount);
    expect(shown).toBe(charged);
  });
});
