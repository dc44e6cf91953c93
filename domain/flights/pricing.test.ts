import { describe, expect, it } from 'vitest';
import { isLocator, newLocator } from './locator.ts';
import { basePrices, isoWeekday, paxNetPrice, winningRule, type PriceRule, type PricingContext, type PromotionRule } from './pricing.ts';

const ctx: PricingContext = { route_id: 7, departure_date: '2027-01-15', category_id: 1, agency_group_ids: [3], trip_type: 'round_trip' };
const any = { route_id: null, date_from: null, date_to: null, weekdays: [], passenger_type: null, category_id: null, agency_group_id: null, trip_type: null, active: true };

describe('flight net price', () => {
  it('knows ISO weekdays', () => {
    expect(isoWeekday('2027-01-15')).toBe(5); // a Friday
    expect(isoWeekday('2027-01-17')).toBe(7);
  });

  it('takes route prices, or the schedule prices with use configuration prices', () => {
    const route = { use_configuration_prices: false, one_way: { adult: '200', child: '150', infant: '20' }, round_trip: { adult: '380', child: '280', infant: '35' } };
    const schedule = { one_way: { adult: '210', child: '160', infant: '25' }, round_trip: { adult: '400', child: '300', infant: '40' } };
    expect(basePrices(route, schedule, 'round_trip').adult).toBe('380');
    expect(basePrices({ ...route, use_configuration_prices: true }, schedule, 'one_way').child).toBe('160');
  });

  it('applies the highest-priority matching rule, then the best promotion', () => {
    const rules: PriceRule[] = [
      { ...any, id: 1, priority: 1, kind: 'percent', value: '10' },
      { ...any, id: 2, priority: 5, kind: 'fixed', value: '-20.00', weekdays: [5] },
      { ...any, id: 3, priority: 9, kind: 'price', value: '99.00', route_id: 8 },
    ];
    const promotions: PromotionRule[] = [{ ...any, id: 4, priority: 1, kind: 'percent', value: '15', agency_group_id: 3 }];
    const price = paxNetPrice('380.00', 'adult', ctx, rules, promotions);
    expect(price).toEqual({ passenger_type: 'adult', baseMinor: 38000, ruleId: 2, afterRuleMinor: 36000, promotionId: 4, netMinor: 30600 });
  });

  it('ignores inactive rules and rules for other groups, dates, categories or passengers', () => {
    const rules: PriceRule[] = [
      { ...any, id: 1, priority: 9, kind: 'price', value: '1.00', active: false },
      { ...any, id: 2, priority: 9, kind: 'price', value: '1.00', agency_group_id: 4 },
      { ...any, id: 3, priority: 9, kind: 'price', value: '1.00', date_to: '2027-01-14' },
      { ...any, id: 4, priority: 9, kind: 'price', value: '1.00', category_id: 2 },
      { ...any, id: 5, priority: 9, kind: 'price', value: '1.00', passenger_type: 'child' },
      { ...any, id: 6, priority: 9, kind: 'price', value: '1.00', trip_type: 'one_way' },
    ];
    expect(winningRule(rules, ctx, 'adult')).toBeNull();
    expect(winningRule(rules, ctx, 'child')?.id).toBe(5);
  });

  it('never goes below zero and breaks priority ties by the older rule', () => {
    const promotions: PromotionRule[] = [
      { ...any, id: 9, priority: 2, kind: 'fixed', value: '500.00' },
      { ...any, id: 8, priority: 2, kind: 'percent', value: '1' },
    ];
    const price = paxNetPrice('35.00', 'infant', ctx, [], promotions);
    expect(price.promotionId).toBe(8);
    expect(paxNetPrice('35.00', 'infant', ctx, [], [promotions[0]]).netMinor).toBe(0);
  });
});

describe('locators', () => {
  it('are six unambiguous characters', () => {
    for (let i = 0; i < 200; i++) expect(isLocator(newLocator())).toBe(true);
    expect(isLocator('ABC10O')).toBe(false);
    const fixed = newLocator((b) => b.fill(0));
    expect(fixed).toBe('AAAAAA');
  });
});
