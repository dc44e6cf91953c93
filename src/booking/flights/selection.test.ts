import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH } from './draft.ts';
import { cheapestBookable } from './selection.ts';
import { flightOption } from './testing.ts';

const family = { ...EMPTY_SEARCH, trip: 'round_trip' as const, adults: 2, children: 1, child_ages: [7], infants: 1 };
const priced = (id: number, adult: string, child: string, seats = 20) => {
  const base = flightOption(id);
  const category = base.categories[0];
  return flightOption(id, { categories: [{ ...category, seats_available: seats, prices: { ...category.prices, round_trip: { adult, child, infant: '15.00' } } }] });
};

describe('the flight preselected on a leg', () => {
  it('is the cheapest for the family among those with seats for everyone, the earlier listed on a tie', () => {
    const dear = priced(1, '140.00', '100.00');
    const cheap = priced(2, '120.00', '110.00');
    const cheapTwin = priced(3, '120.00', '110.00');
    const full = priced(4, '50.00', '50.00', 2);
    expect(cheapestBookable([dear, full, cheap, cheapTwin], family, 1, 3)?.id).toBe(2);
    // The family's total decides, not the adult price: 2×125 + 50 < 2×120 + 110.
    expect(cheapestBookable([priced(5, '125.00', '50.00'), cheap], family, 1, 3)?.id).toBe(5);
  });

  it('is none when no flight has the category with enough seats', () => {
    expect(cheapestBookable([priced(4, '50.00', '50.00', 2)], family, 1, 3)).toBeNull();
    expect(cheapestBookable([priced(1, '50.00', '50.00')], family, 9, 3)).toBeNull();
  });
});
