/**
 * Cancellation penalties (spec §3 'Cancellation policy', §5, §9): a policy applies over a range of
 * days before the start date and charges a percent of the total cost, a fixed amount, or a number
 * of nights/days of cost. Policies whose value is 0 are skipped. When ranges overlap the highest
 * penalty wins: the customer was told every matching policy, so the strictest one binds.
 */
import { toMinor } from '../money.ts';
import { z } from '../validation.ts';
import { percentOf } from './markupChain.ts';

export const PENALTY_TYPES = ['percent', 'fixed', 'nights'] as const;
export type PenaltyType = (typeof PENALTY_TYPES)[number];

/** A policy as snapshotted on a booking and sent in the search and detail answers. */
export const cancellationPolicySchema = z.object({
  name: z.string(),
  discount_type: z.enum(PENALTY_TYPES),
  value: z.string().describe('percent, amount or count of nights/days, as a decimal string'),
  min_days: z.number().int().describe('inclusive range of whole days between the cancellation and the start date'),
  max_days: z.number().int().nullable().describe('null: no upper bound'),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

export interface PenaltyInput {
  totalMinor: number;
  /** Nights of a stay or days of a rental; 1 for services without nights (a flight). */
  units: number;
  startDate: string;
  cancellationDate: string;
}

export interface Penalty {
  penaltyMinor: number;
  refundMinor: number;
  policy: CancellationPolicy | null;
  daysBefore: number;
}

const DAY_MS = 86_400_000;

/** Whole calendar days from `from` to `to` (YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function policyApplies(policy: CancellationPolicy, daysBefore: number): boolean {
  return toMinor(policy.value) > 0 && daysBefore >= policy.min_days && (policy.max_days === null || daysBefore <= policy.max_days);
}

export function penaltyOf(policy: CancellationPolicy, totalMinor: number, units: number): number {
  let penalty: number;
  switch (policy.discount_type) {
    case 'percent':
      penalty = percentOf(totalMinor, policy.value);
      break;
    case 'fixed':
      penalty = toMinor(policy.value);
      break;
    case 'nights': {
      // Cost of one night (or day) times the count, computed in hundredths so that 1.5 nights works.
      const unitsCharged = toMinor(policy.value);
      penalty = Math.round((totalMinor * unitsCharged) / (Math.max(units, 1) * 100));
      break;
    }
  }
  return Math.min(Math.max(penalty, 0), totalMinor);
}

export function cancellationPenalty(policies: readonly CancellationPolicy[], input: PenaltyInput): Penalty {
  const daysBefore = daysBetween(input.cancellationDate, input.startDate);
  let best: { policy: CancellationPolicy; penalty: number } | null = null;
  for (const policy of policies) {
    if (!policyApplies(policy, daysBefore)) continue;
    const penalty = penaltyOf(policy, input.totalMinor, input.units);
    if (!best || penalty > best.penalty) best = { policy, penalty };
  }
  const penaltyMinor = best?.penalty ?? 0;
  return { penaltyMinor, refundMinor: input.totalMinor - penaltyMinor, policy: best?.policy ?? null, daysBefore };
}

/**
 * Why a listed policy is or is not charged today: `charged` (the one that binds), `stricter_wins`
 * (its days match but another matching policy charges more), `other_days` (today is outside its
 * days), `no_fee` (its value is 0), `waived` (the penalties are not applied to this cancellation).
 */
export type PolicyVerdict = 'charged' | 'stricter_wins' | 'other_days' | 'no_fee' | 'waived';

export interface PolicyExplanation {
  policy: CancellationPolicy;
  verdict: PolicyVerdict;
  /** What this policy alone would charge today (0 outside its days). */
  penaltyMinor: number;
}

/** Policies in the order of their days (nearest to departure first). */
export function byDays(policies: readonly CancellationPolicy[]): CancellationPolicy[] {
  return [...policies].sort((a, b) => a.min_days - b.min_days || (a.max_days ?? Infinity) - (b.max_days ?? Infinity));
}

/** The penalty of a cancellation today and, for each listed policy in the order of its days, why it is charged or not. */
export function explainCancellation(policies: readonly CancellationPolicy[], input: PenaltyInput, applyPenalties: boolean): Penalty & { policies: PolicyExplanation[] } {
  const result = applyPenalties ? cancellationPenalty(policies, input) : { penaltyMinor: 0, refundMinor: input.totalMinor, policy: null, daysBefore: daysBetween(input.cancellationDate, input.startDate) };
  const explained = byDays(policies).map((policy): PolicyExplanation => {
    const matches = policyApplies(policy, result.daysBefore);
    const penaltyMinor = matches ? penaltyOf(policy, input.totalMinor, input.units) : 0;
    const verdict: PolicyVerdict =
      toMinor(policy.value) <= 0 ? 'no_fee' : !matches ? 'other_days' : !applyPenalties ? 'waived' : policy === result.policy ? 'charged' : 'stricter_wins';
    return { policy, verdict, penaltyMinor };
  });
  return { ...result, policies: explained };
}
