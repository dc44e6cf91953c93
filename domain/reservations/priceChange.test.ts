import { describe, expect, it } from 'vitest';
import type { Actor } from '../session.ts';
import { canChangeReservationPrice, priceChangeRefusal, priceFloorMinor, shiftBreakdown } from './priceChange.ts';

const actor = (type: Actor['type'], level: Actor['agency']['level'], groups: string[]): Actor => ({
  id: 1,
  type,
  groups: groups.map((name) => ({ name })),
  is_etg_user: false,
  agency: { id: 1, level },
});

describe('canChangeReservationPrice', () => {
  it('first-level staff holding Reservation with Change', () => {
    for (const type of ['admin', 'commercial', 'commercial_boss', 'coordinator', 'accounting'] as const) {
      expect(canChangeReservationPrice(actor(type, 'agency_1st_level', ['Reservation with Change'])), type).toBe(true);
    }
  });

  it('nobody else: without the permission, an agency below, an operator or seller of the first level', () => {
    expect(canChangeReservationPrice(actor('admin', 'agency_1st_level', ['Reservation View']))).toBe(false);
    expect(canChangeReservationPrice(actor('admin', 'agency_2nd_level', ['Reservation with Change']))).toBe(false);
    expect(canChangeReservationPrice(actor('operator', 'agency_1st_level', ['Reservation with Change']))).toBe(false);
    expect(canChangeReservationPrice(actor('seller', 'agency_1st_level', ['Reservation with Change']))).toBe(false);
  });
});

describe('priceChangeRefusal', () => {
  const state = { status: 'reserved', totalMinor: 10_000, paidMinor: 4_000, floorMinor: 2_500 };

  it('accepts a total above what is paid and the floor', () => {
    expect(priceChangeRefusal(state, 12_000)).toBeNull();
    expect(priceChangeRefusal(state, 4_000)).toBeNull();
  });

  it('refuses the same total, below what is paid, below the floor, a cancelled reservation', () => {
    expect(priceChangeRefusal(state, 10_000)?.key).toBe('resumen.price.unchanged');
    expect(priceChangeRefusal(state, 3_999)).toEqual({ field: 'total', key: 'resumen.price.below_paid', params: { paid: '40.00' } });
    expect(priceChangeRefusal({ ...state, paidMinor: 0 }, 2_499)).toEqual({ field: 'total', key: 'resumen.price.below_floor', params: { min: '25.00' } });
    expect(priceChangeRefusal({ ...state, status: 'cancelled' }, 12_000)?.field).toBe('non_field_errors');
  });
});

describe('priceFloorMinor and shiftBreakdown', () => {
  const frozen = {
    net: '100.00',
    sell: '121.00',
    total: '131.00',
    levels: [
      { agency: 2, earned_by: 1, cost: '100.00', margin: '10.00', markup: '0.00', price: '110.00' },
      { agency: 3, earned_by: 2, cost: '110.00', margin: '5.50', markup: '5.50', price: '121.00' },
    ],
    supplements: { total: '10.00', lines: [] },
  };

  it('the floor is the total less the seat net (a service without a breakdown: its reservation net)', () => {
    expect(priceFloorMinor(13_100, frozen, 11_000)).toBe(3_100);
    expect(priceFloorMinor(10_000, [], 8_000)).toBe(2_000);
  });

  it('moves the net, every level’s cost and price, sell and total; margins and markups stay; adjustments add up', () => {
    const once = shiftBreakdown(frozen, 950) as typeof frozen & { adjustment: string };
    expect(once).toMatchObject({ net: '109.50', sell: '130.50', total: '140.50', adjustment: '9.50', supplements: frozen.supplements });
    expect(once.levels.map((l) => [l.cost, l.margin, l.markup, l.price])).toEqual([
      ['109.50', '10.00', '0.00', '119.50'],
      ['119.50', '5.50', '5.50', '130.50'],
    ]);
    expect((shiftBreakdown(once, -2_000) as { adjustment: string; total: string }).adjustment).toBe('-10.50');
    expect(shiftBreakdown([], 100)).toEqual([]);
  });
});
