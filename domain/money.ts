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
  // The digits read in place, without splitting the text: this runs for every price of every
  // search answer and every line of a statement.
  const negative = text.charCodeAt(0) === 45;
  const dot = text.indexOf('.');
  const end = dot < 0 ? text.length : dot;
  let whole = 0;
  for (let i = negative ? 1 : 0; i < end; i++) whole = whole * 10 + text.charCodeAt(i) - 48;
  let cents = 0;
  if (dot >= 0) cents = (text.charCodeAt(dot + 1) - 48) * 10 + (dot + 2 < text.length ? text.charCodeAt(dot + 2) - 48 : 0);
  const minor = whole * 100 + cents;
  return negative ? -minor : minor;
}

export function fromMinor(minor: number | bigint): string {
  const n = BigInt(minor);
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/**
 * toMinor of an amount read again and again (a hotel search parses the same few prices, bands and
 * percents thousands of times a request): each distinct text parsed once; bounded, as any cache.
 */
const parsedAmounts = new Map<string, number>();
export function toMinorKept(amount: string): number {
  let minor = parsedAmounts.get(amount);
  if (minor === undefined) {
    minor = toMinor(amount);
    if (parsedAmounts.size >= 10_000) parsedAmounts.clear();
    parsedAmounts.set(amount, minor);
  }
  return minor;
}
