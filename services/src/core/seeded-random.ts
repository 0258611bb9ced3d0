/**
 * mulberry32, a seeded pseudo-random generator: the same demo data on every machine, and a
 * random test that can be replayed from its seed.
 */
export function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const weighted = (pairs: readonly [string, number][]) => {
    let roll = next() * pairs.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, weight] of pairs) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return pairs[0]?.[0] ?? '';
  };
  return { next, int, pick, weighted };
}
