/**
 * Who receives a payment on a reservation, from its frozen price breakdown (issue 9: 'debits the
 * buying agency at its own price level and credits each level above it with its markup and the
 * provider with the net'). A partial payment is shared in proportion, cumulatively: what the payees
 * hold after C of T paid is floor(share × C / T) each, the provider taking the rounding, so the sum
 * of every payment's split is exactly the breakdown once the reservation is paid, and a refund is
 * the same walk backwards.
 */

export interface Payee {
  /** The agency earning a level's margin and markup; null for the provider's net. */
  agencyId: number | null;
  shareMinor: number;
}

export interface FrozenLevelShare {
  earned_by: number;
  margin: string;
  markup: string;
}

/** Payees of a reservation: each level above the buyer with its margin + markup, then the provider. */
export function payeesOf(totalMinor: number, levels: readonly { earnedBy: number; earnedMinor: number }[]): Payee[] {
  const byAgency = new Map<number, number>();
  for (const l of levels) if (l.earnedMinor !== 0) byAgency.set(l.earnedBy, (byAgency.get(l.earnedBy) ?? 0) + l.earnedMinor);
  const earned = [...byAgency.values()].reduce((a, b) => a + b, 0);
  const payees: Payee[] = [...byAgency].map(([agencyId, shareMinor]) => ({ agencyId, shareMinor }));
  payees.push({ agencyId: null, shareMinor: totalMinor - earned });
  return payees;
}

/** What each payee holds once `cumulativeMinor` of `totalMinor` is paid (provider last, takes the rounding). */
export function heldAt(payees: readonly Payee[], totalMinor: number, cumulativeMinor: number): number[] {
  if (totalMinor <= 0) return payees.map((p) => (p.agencyId === null ? cumulativeMinor : 0));
  const paid = Math.min(Math.max(cumulativeMinor, 0), totalMinor);
  const held = payees.map((p) => (p.agencyId === null ? 0 : Math.floor((p.shareMinor * paid) / totalMinor)));
  const rest = paid - held.reduce((a, b) => a + b, 0);
  const provider = payees.findIndex((p) => p.agencyId === null);
  held[provider] = (held[provider] ?? 0) + rest + Math.max(0, cumulativeMinor - totalMinor);
  return held;
}

/** Each payee's part of moving the paid amount from `fromMinor` to `toMinor` (negative when going back). */
export function splitBetween(payees: readonly Payee[], totalMinor: number, fromMinor: number, toMinor: number): number[] {
  const before = heldAt(payees, totalMinor, fromMinor);
  const after = heldAt(payees, totalMinor, toMinor);
  return after.map((a, i) => a - (before[i] ?? 0));
}
