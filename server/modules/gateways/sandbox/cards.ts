/**
 * The sandbox's test cards, as card gateways publish theirs: 4242 4242 4242 4242 approves,
 * 4000 0000 0000 0002 is declined; any other number is not a test card (the page says so).
 */
export const APPROVED_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

export type CardOutcome = 'approved' | 'declined' | 'unknown';

export function cardOutcome(raw: string): CardOutcome {
  const digits = raw.replace(/[\s-]/g, '');
  if (digits === APPROVED_CARD) return 'approved';
  if (digits === DECLINED_CARD) return 'declined';
  return 'unknown';
}
