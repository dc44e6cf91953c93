/**
 * The sell price an agency sees, from the provider's net cost down the agency chain (issue 3,
 * 'Markups'). The first level is the provider and buys at net; every agency below pays its parent's
 * price plus what the parent charges it: the agency's general margin (a percent) and, on top, the
 * markup for the service type when one is set (a percent or a fixed amount). Every booking of every
 * service prices through this one function and freezes the breakdown on the reservation.
 * Arithmetic in integer minor units; percents are decimal strings with up to two places.
 */
import { toMinor } from '../money.ts';

export const MARKUP_KINDS = ['percent', 'fixed'] as const;
export type MarkupKind = (typeof MARKUP_KINDS)[number];

export interface ServiceMarkup {
  kind: MarkupKind;
  /** Percent ('7.5') or, for fixed, an amount in the price's currency ('12.00'). */
  value: string;
}

/** One step down the chain: `agencyId` buys from `parentAgencyId`. Ordered top to bottom. */
export interface ChainStep {
  agencyId: number;
  parentAgencyId: number;
  generalMargin: string;
  markup?: ServiceMarkup | null;
}

export interface StepBreakdown {
  agencyId: number;
  /** Who earns this step's margin and markup: the parent agency. */
  earnedBy: number;
  costMinor: number;
  marginMinor: number;
  markupMinor: number;
  priceMinor: number;
}

export interface ChainPrice {
  netMinor: number;
  sellMinor: number;
  steps: StepBreakdown[];
}

/** `amount × percent / 100`, rounded half away from zero to the minor unit, without floats. */
export function percentOf(amountMinor: number, percent: string): number {
  return percentOfHundredths(amountMinor, toMinor(percent)); // '7.5' → 750 hundredths of a percent
}

/**
 * `percentOf` with the percent already in hundredths (`toMinor(percent)`): a percent applied to
 * many amounts (an offer to every night the search prices) is parsed once.
 */
export function percentOfHundredths(amountMinor: number, hundredths: number): number {
  const exact = amountMinor * hundredths;
  // While the product is a safe integer (every real price) plain numbers are exact, and much
  // cheaper than BigInt on the search's hundreds of prices per answer.
  if (Number.isSafeInteger(exact)) {
    const rest = exact % 10_000;
    const whole = (exact - rest) / 10_000;
    return Math.abs(rest) * 2 >= 10_000 ? whole + Math.sign(exact) : whole;
  }
  const product = BigInt(amountMinor) * BigInt(hundredths);
  const divisor = 10_000n;
  const quotient = product / divisor;
  const remainder = product % divisor;
  const abs = remainder < 0n ? -remainder : remainder;
  const roundAway = abs * 2n >= divisor ? (product < 0n ? -1n : 1n) : 0n;
  return Number(quotient + roundAway);
}

export function priceThroughChain(netMinor: number, steps: readonly ChainStep[]): ChainPrice {
  if (!Number.isSafeInteger(netMinor) || netMinor < 0) throw new RangeError(`Net cost must be a non-negative amount: ${netMinor}`);
  let cost = netMinor;
  const breakdown: StepBreakdown[] = [];
  for (const step of steps) {
    const marginMinor = percentOf(cost, step.generalMargin);
    let markupMinor = 0;
    if (step.markup) markupMinor = step.markup.kind === 'percent' ? percentOf(cost, step.markup.value) : toMinor(step.markup.value);
    const priceMinor = cost + marginMinor + markupMinor;
    breakdown.push({ agencyId: step.agencyId, earnedBy: step.parentAgencyId, costMinor: cost, marginMinor, markupMinor, priceMinor });
    cost = priceMinor;
  }
  return { netMinor, sellMinor: cost, steps: breakdown };
}
