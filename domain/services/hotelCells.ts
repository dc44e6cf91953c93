/**
 * A season's price cells (occupancy × meal plan, amounts in minor units) as priceStay reads them,
 * worked out once per season loaded (hotelStay.ts).
 */
import { DerivedValues } from './derivedValues.ts';
import { toMinor } from '../money.ts';
import type { ChildPrice, Contract } from './hotels.ts';

export interface PriceCell {
  contractId: number;
  minor: number;
  bands: readonly ChildPrice[];
}

/**
 * A contract's cells by occupancy, then plan; the first row of a pair wins (the database keeps
 * one). One flat list per contract, found by a scan of its few occupancy and plan ids: the search
 * reads cells of a hundred hotels a request, and two Maps per contract missed the CPU's caches.
 */
interface CellIndex {
  occupancies: Int32Array;
  plans: Int32Array;
  cells: (PriceCell | undefined)[];
}
const cellIndex = new DerivedValues<Contract, CellIndex>();
function indexCells(contract: Contract): CellIndex {
  const occupancies = [...new Set(contract.prices.map((row) => row.occupancy_id))];
  const plans = [...new Set(contract.prices.map((row) => row.meal_plan_id))];
  const cells = new Array<PriceCell | undefined>(occupancies.length * plans.length).fill(undefined);
  for (const row of contract.prices) {
    const at = occupancies.indexOf(row.occupancy_id) * plans.length + plans.indexOf(row.meal_plan_id);
    cells[at] ??= { contractId: contract.id, minor: toMinor(row.price), bands: row.child_prices };
  }
  return { occupancies: Int32Array.from(occupancies), plans: Int32Array.from(plans), cells };
}
export function cellOf(contract: Contract, occupancyId: number, mealPlanId: number): PriceCell | undefined {
  let index = cellIndex.get(contract);
  if (!index) cellIndex.set(contract, (index = indexCells(contract)));
  const o = index.occupancies.indexOf(occupancyId);
  const p = index.plans.indexOf(mealPlanId);
  return o < 0 || p < 0 ? undefined : index.cells[o * index.plans.length + p];
}
