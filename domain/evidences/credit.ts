/**
 * What an approved evidence credits (docs/api-evidences.md). An agency's funds are kept in the
 * agency's own currency (the payments core refuses a deposit in another one), so:
 * - an evidence in the agency's currency credits its amount;
 * - an evidence in another currency credits its amount in USD, when the agency's currency is USD;
 * - anything else cannot be credited, and is refused at upload (400 on `currency`).
 */
import { DEFAULT_CURRENCY_ID } from '../currencies.ts';

export interface CreditableEvidence {
  amount: string;
  currency: number;
  amount_usd: string;
}

export function creditedAmount(evidence: CreditableEvidence, agencyCurrency: number): { amount: string; currency: number } | null {
  if (evidence.currency === agencyCurrency) return { amount: evidence.amount, currency: agencyCurrency };
  if (agencyCurrency === DEFAULT_CURRENCY_ID) return { amount: evidence.amount_usd, currency: agencyCurrency };
  return null;
}
