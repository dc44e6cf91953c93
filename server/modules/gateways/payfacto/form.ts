/**
 * PayFacto API v1 wire format: an application/x-www-form-urlencoded body
 * `auth-api-key=<key>&payload=<base64 of a cleartext query string>`. Answers are read the same
 * way (a query string, base64-encoded or not), since the v1 reference describes both directions
 * as field=value pairs. Amounts are minor units zero-padded to 11 digits.
 */
export function encodePayfactoRequest(apiKey: string, fields: Record<string, string>): string {
  const payload = Buffer.from(new URLSearchParams(fields).toString(), 'utf8').toString('base64');
  return new URLSearchParams({ 'auth-api-key': apiKey, payload }).toString();
}

export function decodePayfactoRequest(body: string): { apiKey: string; fields: Record<string, string> } | null {
  const outer = new URLSearchParams(body);
  const apiKey = outer.get('auth-api-key');
  const payload = outer.get('payload');
  if (!apiKey || !payload) return null;
  return { apiKey, fields: Object.fromEntries(new URLSearchParams(Buffer.from(payload, 'base64').toString('utf8'))) };
}

export function parsePayfactoAnswer(text: string): Record<string, string> {
  const trimmed = text.trim();
  const plain = trimmed.includes('=') ? trimmed : Buffer.from(trimmed, 'base64').toString('utf8');
  return Object.fromEntries(new URLSearchParams(plain));
}

export const payfactoAmount = (minor: number) => String(minor).padStart(11, '0');
