/** Numbers in [0, 1), as Math.random gives them. */
export type Random = () => number;

/**
 * mulberry32: a small, fast generator seeded with a number, good enough to vary test data; the
 * same seed gives the same numbers, so a failing case names a seed that reproduces it.
 */
export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
