/**
 * Money: decimal strings with two decimals in JSON, integer minor units in arithmetic
 * (ARCHITECTURE.md). Never add floats.
 */
const DECIMAL = /^-?\d{1,12}(\.\d{1,2})?$/;

export function isDecimalString(value: string): boolean {
  return DECIMAL.test(value);
}

/** '120.5' → 12050. Throws on anything that is not a plain decimal with at most two places. */
export function toMinor(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  if (!DECIMAL.test(text)) throw new RangeError(`Not a money amount: ${value}`);
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -minor : minor;
}

/** 12050 → '120.50'. */
export function fromMinor(minor: number | bigint): string {
  const n = BigInt(minor);
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}
