/** mulberry32: a small seeded generator, so every run of a test draws the same data. */
export function seededRandom(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T,>(items: readonly T[]): T => items[int(0, items.length - 1)];
  const money = (min: number, max: number) => `${int(min, max)}.${String(int(0, 99)).padStart(2, '0')}`;
  return { next, int, pick, money };
}
