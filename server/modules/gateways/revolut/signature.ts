/**
 * Revolut's webhook signature (Merchant API, "Verify the payload signature"): HMAC-SHA256, hex,
 * over `v1.{Revolut-Request-Timestamp}.{raw body}` with the webhook's signing secret, sent as
 * `Revolut-Signature: v1=<hex>` (several, comma separated, while a rotated secret is still valid).
 * A timestamp more than 5 minutes from now is refused, so a captured request cannot be replayed
 * later; a replay within the window is caught by the event key (webhooks.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const REVOLUT_TOLERANCE_MS = 5 * 60_000;

export function revolutSignature(secret: string, timestamp: string, rawBody: string): string {
  return `v1=${createHmac('sha256', secret).update(`v1.${timestamp}.${rawBody}`).digest('hex')}`;
}

export type SignatureCheck = 'ok' | 'forged' | 'stale';

export function verifyRevolutSignature(input: {
  secret: string;
  rawBody: string;
  timestamp: string | undefined;
  signature: string | undefined;
  now: number;
}): SignatureCheck {
  const { timestamp, signature } = input;
  if (!timestamp || !signature || !/^\d{10,16}$/.test(timestamp)) return 'forged';
  const expected = Buffer.from(revolutSignature(input.secret, timestamp, input.rawBody));
  const matches = signature.split(',').some((candidate) => {
    const given = Buffer.from(candidate.trim());
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return 'forged';
  if (Math.abs(input.now - Number(timestamp)) > REVOLUT_TOLERANCE_MS) return 'stale';
  return 'ok';
}
