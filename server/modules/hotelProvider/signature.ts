/**
 * APItude's request signature: `X-Signature` = hex SHA-256 of api key + secret + the current Unix
 * time in seconds, sent with `Api-key`. The server accepts a signature made within a few minutes of
 * its own clock (clocks drift; a captured signature is useless after that).
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_TOLERANCE_S = 300;

export function hotelbedsSignature(apiKey: string, secret: string, unixSeconds: number): string {
  return createHash('sha256').update(`${apiKey}${secret}${unixSeconds}`).digest('hex');
}

export function signatureHeaders(apiKey: string, secret: string, now = Date.now()): Record<string, string> {
  return { 'Api-key': apiKey, 'X-Signature': hotelbedsSignature(apiKey, secret, Math.floor(now / 1000)) };
}

/** True when `signature` was made with this key and secret within the tolerance of `now`. */
export function verifySignature(apiKey: string, secret: string, signature: string, now = Date.now()): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  const seconds = Math.floor(now / 1000);
  // Nearest seconds first: a signature is almost always of this second or the one before, found
  // at once rather than after the 300 hashes of the earliest seconds allowed.
  for (let step = 0; step <= 2 * SIGNATURE_TOLERANCE_S; step++) {
    const d = step % 2 === 0 ? -step / 2 : (step + 1) / 2;
    if (timingSafeEqual(given, Buffer.from(hotelbedsSignature(apiKey, secret, seconds + d), 'hex'))) return true;
  }
  return false;
}
