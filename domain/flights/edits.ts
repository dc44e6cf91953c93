/**
 * The inventory invariants of a departure (docs/api-flights.md 'Data model'), as pure checks the
 * admin service runs over locked rows before it writes, and the admin screens run before they send:
 *   capacity ≥ sold + group_reserved; group_reserved = Σ the category's group seats; seats ≥ sold.
 * Each check answers the 409 code of the contract, or null when the change is allowed.
 */

export interface CategoryStock {
  capacity: number;
  sold: number;
  group_reserved: number;
}

export interface GroupStock {
  seats: number;
  sold: number;
}

export type InventoryConflict = 'below_committed' | 'no_free_seats' | 'below_sold' | 'seats_sold';

/** Free seats of the general pool. */
export function freeSeats(c: CategoryStock): number {
  return c.capacity - c.group_reserved - c.sold;
}

/** A new capacity must still hold what is sold and what the groups hold. */
export function capacityConflict(c: CategoryStock, capacity: number): InventoryConflict | null {
  return capacity < c.sold + c.group_reserved ? 'below_committed' : null;
}

/**
 * Setting a group's allocation to `seats`: never under what the group sold, and an increase comes
 * out of the free general pool. `group` is undefined when the group holds nothing yet.
 */
export function groupSeatsConflict(c: CategoryStock, group: GroupStock | undefined, seats: number): InventoryConflict | null {
  const current = group ?? { seats: 0, sold: 0 };
  if (seats < current.sold) return 'below_sold';
  if (seats - current.seats > freeSeats(c)) return 'no_free_seats';
  return null;
}

/** The category row after a group's allocation moves to `seats` (group_reserved follows the sum). */
export function withGroupSeats(c: CategoryStock, group: GroupStock | undefined, seats: number): CategoryStock {
  return { ...c, group_reserved: c.group_reserved - (group?.seats ?? 0) + seats };
}

/** A departure (or a category of it) can go only when no seat was sold, by the pool or a group. */
export function removalConflict(categories: readonly Pick<CategoryStock, 'sold'>[], groups: readonly Pick<GroupStock, 'sold'>[] = []): InventoryConflict | null {
  return categories.some((c) => c.sold > 0) || groups.some((g) => g.sold > 0) ? 'seats_sold' : null;
}

/** Whether the stored numbers keep every invariant (tests and the consistency check use it). */
export function isConsistent(c: CategoryStock, groups: readonly GroupStock[]): boolean {
  const held = groups.reduce((sum, g) => sum + g.seats, 0);
  return c.group_reserved === held && c.capacity >= c.sold + c.group_reserved && c.sold >= 0 && groups.every((g) => g.sold >= 0 && g.seats >= g.sold);
}
