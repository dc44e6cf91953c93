/**
 * Record locators (PNR): six characters from an alphabet without look-alikes (no 0/O, 1/I/L), as
 * airlines print them. Uniqueness is the database's job (a unique index and a retry).
 */
export const LOCATOR_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LOCATOR_LENGTH = 6;

type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

export function newLocator(random: RandomFill = (b) => crypto.getRandomValues(b)): string {
  const out: string[] = [];
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % LOCATOR_ALPHABET.length);
  while (out.length < LOCATOR_LENGTH) {
    for (const byte of random(new Uint8Array(LOCATOR_LENGTH * 2))) {
      if (byte < limit && out.length < LOCATOR_LENGTH) out.push(LOCATOR_ALPHABET[byte % LOCATOR_ALPHABET.length]);
    }
  }
  return out.join('');
}

export function isLocator(value: string): boolean {
  return value.length === LOCATOR_LENGTH && [...value].every((c) => LOCATOR_ALPHABET.includes(c));
}
