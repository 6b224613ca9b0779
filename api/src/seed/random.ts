/**
 * A small deterministic generator (xorshift32): the same seed gives the same demo data on every
 * machine and every run. Not for anything secret.
 */
export function createRandom(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  /** `count` distinct items, in their original order. */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const indexes = items.map((_, index) => index);
    for (let i = indexes.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
    }
    return indexes
      .slice(0, Math.min(count, items.length))
      .sort((a, b) => a - b)
      .map((index) => items[index] as T);
  };
  return { next, int, pick, sample };
}

export type Random = ReturnType<typeof createRandom>;
