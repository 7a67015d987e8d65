/** A source of uniform numbers in [0, 1), like Math.random but reproducible. */
export type Random = () => number;

/**
 * Mulberry32: a tiny 32-bit PRNG, good enough for dice. Seeded so that a duel
 * (and a whole simulation) replays exactly; Math.random could not be replayed.
 */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One throw of a six-sided die: 1..6. */
export function rollD6(random: Random): number {
  return 1 + Math.floor(random() * 6);
}

/**
 * The seed of run `index` of a simulation seeded with `seed`: each run gets
 * its own stream, so any single run can be replayed without the ones before it.
 */
export function runSeed(seed: number, index: number): number {
  // splitmix32-style mixing, so neighbouring runs do not get neighbouring streams.
  let z = (seed ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}
