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
