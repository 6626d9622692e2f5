/**
 * A small seeded random source (mulberry32): the same seed gives the same sequence, each value in
 * [0, 1). The property-based screen test, the request policy's tests and the rush benchmark
 * (scripts/bench/rush.mjs) replay their cases with it.
 */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
