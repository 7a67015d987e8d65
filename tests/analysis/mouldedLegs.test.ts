import { describe, expect, it } from 'vitest';
import { analyzeText, baseLine } from '../support/analyze.ts';
import { minifigLines } from '../support/minifigLines.ts';

/**
 * An Insectoid-style bug: a 6 x 6 plate on the inner ends of four "Support Insectoid Leg Small" arches, whose feet
 * stand on the ground out at its sides, a 2 x 4 brick on the plate with two eye tiles, and a propeller on top.
 */
const BUG = [
  '0 A bug on four moulded insect legs',
  '1 8 100 -24 -50 0 0 -1 0 1 0 1 0 0 30211.dat',
  '1 8 100 -24 50 0 0 -1 0 1 0 1 0 0 30211.dat',
  '1 8 -100 -24 -50 0 0 1 0 1 0 -1 0 0 30211.dat',
  '1 8 -100 -24 50 0 0 1 0 1 0 -1 0 0 30211.dat',
  '1 1 0 -32 0 1 0 0 0 1 0 0 0 1 3958.dat',
  '1 1 0 -56 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 15 -30 -64 -10 1 0 0 0 1 0 0 0 1 98138p07.dat',
  '1 15 30 -64 -10 1 0 0 0 1 0 0 0 1 98138p07.dat',
].join('\n');
const PROPELLER = '1 0 10 -80 10 1 0 0 0 1 0 0 0 1 4745.dat';

describe('legs moulded as one part', () => {
  it('a bug that flies on a propeller still stands and kicks on its four moulded insect legs: each leg a Level 0 hit, the legs its Base', async () => {
    const a = await analyzeText(`${BUG}\n${PROPELLER}\n`);
    const legs = a.weapons.filter((w) => w.parts.length === 1 && a.parts[w.parts[0]!]!.part === '30211.dat');
    expect(legs).toHaveLength(4);
    for (const w of legs) expect([w.kind, w.level]).toEqual(['hit', 0]);
    expect(new Set(legs.map((w) => w.parts[0])).size).toBe(4);
    expect(a.measurements.baseType).toBe('legs');
    // Legs 2 squares, cross, +1 for the propeller; the Head and four legs are five Level 0 hits.
    expect(a.stats.M.base).toBe(3);
    expect(a.stats.M.direction).toBe('cross');
    expect(a.weapons).toHaveLength(5);
    a.parts.forEach((p, i) => {
      if (p.part === '30211.dat') expect(a.labels[i]!.section).toBe('base');
    });
  });

  it('the same bug without its propeller reads the same four legs', async () => {
    const a = await analyzeText(`${BUG}\n`);
    expect(a.weapons.filter((w) => w.parts.length === 1 && a.parts[w.parts[0]!]!.part === '30211.dat')).toHaveLength(4);
    expect(a.stats.M.base).toBe(2);
  });
});

describe('moulded legs on a build that rolls', () => {
  it('a rover whose insect legs arch beside the wheels it rolls on rolls on its wheels, and each leg still kicks: a Level 0 hit', async () => {
    const wheels = ['1 0 70 -44 0 0 0 1 0 1 0 -1 0 0 2593.dat', '1 0 -70 -44 0 0 0 1 0 1 0 -1 0 0 2593.dat'];
    const a = await analyzeText(`${BUG}\n${wheels.join('\n')}\n`);
    expect(a.measurements.baseType).toBe('wheels');
    // Wheels: 3 squares, cross (legs would be 2); the Head and four legs are five Level 0 hits.
    expect(a.stats.M.base).toBe(3);
    expect(a.stats.M.direction).toBe('cross');
    const legs = a.weapons.filter((w) => w.parts.length === 1 && a.parts[w.parts[0]!]!.part === '30211.dat');
    expect(legs).toHaveLength(4);
    for (const w of legs) expect([w.kind, w.level]).toEqual(['hit', 0]);
    expect(a.weapons).toHaveLength(5);
  });
});

describe("a viking helmet's horns", () => {
  it('a minifig in a horned viking helmet has one helmet (+1 Defense), its two horns ornaments on it: D 14, and no more weapons than a bare minifig', async () => {
    const a = await analyzeText(`${minifigLines().join('\n')}\n1 71 0 -24 0 1 0 0 0 1 0 0 0 1 53450c01.dat\n`);
    const horns = a.parts.flatMap((p, i) => (p.part === '53451.dat' ? [i] : []));
    expect(horns).toHaveLength(2);
    for (const i of horns) expect([a.labels[i]!.function, a.labels[i]!.accessory]).toEqual(['none', true]);
    expect(baseLine(a)).toBe('56 23 62 14 2 1');
  });
});

/** A creature of two 2 x 4 bricks with an eyes brick on top, and four viking horns fixed along its flanks, touching in pairs. */
const HORNED = [
  '0 A crab of bricks on horn legs',
  '1 4 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 4 0 -48 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 15 0 -72 -10 1 0 0 0 1 0 0 0 1 3005pe5.dat',
  '1 4 -45 -20 -15 1 0 0 0 1 0 0 0 1 53451.dat',
  '1 4 -45 -20 15 1 0 0 0 1 0 0 0 1 53451.dat',
  '1 4 45 -20 -15 -1 0 0 0 1 0 0 0 -1 53451.dat',
  '1 4 45 -20 15 -1 0 0 0 1 0 0 0 -1 53451.dat',
];

describe('viking horns on no helmet', () => {
  // The 31088 Deep Sea Creatures crab (batch 24) stands on six of them, each on a clip.
  it("are a creature's claws or legs: each one a Level 0 hit of its own, besides the Head", async () => {
    const a = await analyzeText(`${HORNED.join('\n')}\n`);
    const horns = a.parts.flatMap((p, i) => (p.part === '53451.dat' ? [i] : []));
    expect(horns).toHaveLength(4);
    for (const i of horns) expect(a.labels[i]!.weapon).toEqual({ kind: 'hit', level: 0 });
    expect(a.weapons.filter((w) => w.parts.some((i) => horns.includes(i))).map((w) => w.parts.length)).toEqual([1, 1, 1, 1]);
  });
});

/**
 * The 31088 Deep Sea Creatures crab as that file places its parts (batch 24): a body of bricks with two googly eyes, two
 * wide claws on socket arms, and six viking horns for legs, each in a clip tube ("Bar Tube with Clip") on the body's
 * handle plates, three on each side.
 */
const CRAB = [
  '1 19 120 0 190 0.766 0 -0.643 0 1 0 0.643 0 0.766 4032a.dat',
  '1 4 112.34 -8 183.57 0.643 0 0.766 0 1 0 -0.766 0 0.643 2540.dat',
  '1 4 127.66 -8 196.43 -0.643 0 -0.766 0 1 0 0.766 0 -0.643 2540.dat',
  '1 4 120 -16 190 -0.643 0 -0.766 0 1 0 0.766 0 -0.643 3022.dat',
  '1 4 120 -24 190 -0.643 0 -0.766 0 1 0 0.766 0 -0.643 4032a.dat',
  '1 4 74.04 -6 151.42 0.643 0 -0.766 0 -1 0 -0.766 0 -0.643 53451.dat',
  '1 72 97.02 -6 170.71 0 -0.766 -0.643 1 0 0 0 -0.643 0.766 11090.dat',
  '1 72 86.732 -6 182.966 -0.133 -0.755 -0.643 0.985 -0.174 0 -0.112 -0.633 0.766 11090.dat',
  '1 4 63.458 -11.209 164.735 0.643 0.133 -0.755 0 -0.985 -0.174 -0.766 0.112 -0.633 53451.dat',
  '1 72 107.308 -6 158.454 0.198 -0.74 -0.643 0.966 0.259 0 0.167 -0.621 0.766 11090.dat',
  '1 4 85.111 1.765 139.821 0.643 -0.198 -0.74 0 -0.966 0.259 -0.766 -0.167 -0.621 53451.dat',
  '1 72 132.692 -6 221.546 0.262 0.72 0.643 0.94 -0.342 0 0.22 0.604 -0.766 11090.dat',
  '1 4 154.286 -16.261 239.673 -0.643 -0.262 0.72 0 -0.94 -0.342 0.766 -0.22 0.604 53451.dat',
  '1 72 142.98 -6 209.29 0 0.766 0.643 1 0 0 0 0.643 -0.766 11090.dat',
  '1 4 165.96 -6 228.58 -0.643 0 0.766 0 -1 0 0.766 0 0.643 53451.dat',
  '1 72 153.268 -6 197.034 -0.133 0.755 0.643 0.985 0.174 0 -0.112 0.633 -0.766 11090.dat',
  '1 4 176.542 -0.791 215.265 -0.643 0.133 0.755 0 -0.985 0.174 0.766 0.112 0.633 53451.dat',
  '1 72 112.34 -32 183.57 0.643 0 0.766 0 1 0 -0.766 0 0.643 14417.dat',
  '1 72 127.66 -32 196.43 -0.643 0 -0.766 0 1 0 0.766 0 -0.643 14417.dat',
  '1 4 126.43 -40 182.34 0.766 0 -0.643 0 1 0 0.643 0 0.766 44728.dat',
  '1 4 120 -32 190 -0.766 0 0.643 0 1 0 -0.643 0 -0.766 15068.dat',
  '1 4 140.576 -10 165.488 0.766 -0.643 0 0 0 -1 0.643 0.766 0 85984.dat',
  '1 71 140.576 -10 165.488 0.766 -0.643 0 0 0 -1 0.643 0.766 0 44567.dat',
  '1 4 140.576 -30 165.488 0.766 -0.643 0 0 0 -1 0.643 0.766 0 3023.dat',
  '1 15 153.38 -30 165.79 0.766 -0.643 0 0 0 -1 0.643 0.766 0 98138p0k.dat',
  '1 15 138.06 -30 152.93 0.766 -0.643 0 0 0 -1 0.643 0.766 0 98138p0k.dat',
  '1 4 83.291 -51.922 116.489 -0.239 0.849 0.471 -0.864 -0.407 0.295 0.442 -0.337 0.831 16770.dat',
  '1 4 98.874 -42.158 144.022 -0.068 0.969 -0.239 -0.439 -0.244 -0.864 -0.896 0.047 0.442 60478.dat',
  '1 71 91.124 -40.205 143.647 0.068 0.969 0.239 0.439 -0.244 0.864 0.896 0.047 -0.442 14418.dat',
  '1 4 83.375 -38.252 143.271 -0.068 0.969 -0.239 -0.439 -0.244 -0.864 -0.896 0.047 0.442 60478.dat',
  '1 4 98.791 -55.828 117.24 0.239 -0.906 -0.349 0.864 0.035 0.501 -0.442 -0.421 0.792 16770.dat',
  '1 71 170.835 -45.343 203.491 -0.863 0.228 0.451 0.492 0.176 0.852 0.115 0.958 -0.264 14418.dat',
  '1 4 169.01 -46.75 195.83 0.863 0.228 -0.451 -0.492 0.176 -0.852 -0.115 0.958 0.264 60478.dat',
  '1 4 172.66 -43.936 211.154 0.863 0.228 -0.451 -0.492 0.176 -0.852 -0.115 0.958 0.264 60478.dat',
  '1 4 195.35 -61.171 194.294 -0.451 0.571 -0.685 -0.852 -0.049 0.521 0.264 0.819 0.51 16770.dat',
  '1 4 199 -58.356 209.617 0.451 0.158 -0.878 0.852 -0.368 0.372 -0.264 -0.917 -0.301 16770.dat',
];

describe("a crab's horn legs in their clip tubes", () => {
  it('are six legs, one Level 0 hit each, a clip tube found as a leg joining the horn it holds: the Head, two claws and six legs', async () => {
    const a = await analyzeText(`${CRAB.join('\n')}\n`);
    const horns = a.parts.flatMap((p, i) => (p.part === '53451.dat' ? [i] : []));
    expect(horns).toHaveLength(6);
    const legs = a.weapons.filter((w) => w.parts.some((i) => horns.includes(i)));
    expect(legs).toHaveLength(6);
    for (const w of legs) expect(w.parts.filter((i) => horns.includes(i))).toHaveLength(1);
    // No clip tube strikes on its own beside the horn it holds.
    expect(a.weapons.filter((w) => w.parts.every((i) => a.parts[i]!.part === '11090.dat'))).toEqual([]);
    expect(a.weapons).toHaveLength(9);
  });
});
