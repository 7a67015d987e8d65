import { describe, expect, it } from 'vitest';
import { analyzeText, sharedPiece } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/**
 * A 6 x 6 deck with a windscreen facing -Z and, beside it, an engine pod lying along Z on a bracket: a round
 * brick, a round brick, and a 2 x 2 cone whose tip points forward. Classic Space ships plug a minifig torch into
 * that tip as their laser (the X1 Patrol Craft, 6861).
 */
const DECK = [
  '0 A deck with an engine pod and a windscreen',
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3958.dat',
  '1 7 -40 -8 20 1 0 0 0 1 0 0 0 1 3956.dat',
  '1 7 -40 -28 0 1 0 0 0 0 -1 0 1 0 3940b.dat',
  '1 7 -40 -28 48 1 0 0 0 0 -1 0 1 0 3941.dat',
  '1 7 -40 -28 -56 1 0 0 0 0 -1 0 1 0 3942b.dat',
  '1 40 20 -56 10 1 0 0 0 1 0 0 0 1 3823.dat',
];
const TORCH = '1 7 -40 -28 -80 -1 0 0 0 1 0 0 0 -1 3959.dat';

describe('a minifig torch mounted on a build', () => {
  it("a torch plugged into a cone's tip, pointing forward, is a one-pip barrel: with the cone it is one Level 2 gun, not a cannon", async () => {
    const a = await analyzeText(`${[...DECK, TORCH].join('\n')}\n`);
    expect(a.measurements.front).toEqual([0, 0, -1]);
    const guns = a.weapons.filter((w) => w.level > 0);
    expect(guns).toHaveLength(1);
    expect([guns[0]!.kind, guns[0]!.level]).toEqual(['gun', 2]);
    expect(guns[0]!.parts.map((i) => a.parts[i]!.part).sort()).toEqual(['3942b.dat', '3959.dat']);
    expect(guns[0]!.reason).toMatch(/bar tip on a four-pip barrel/);
    expect(a.stats.R.base).toBe(3);
  });

  it('the same cone with nothing in its tip is a four-pip end pointing forward: a Level 3 cannon, as before', async () => {
    const a = await analyzeText(`${DECK.join('\n')}\n`);
    const guns = a.weapons.filter((w) => w.level > 0);
    expect(guns.map((w) => [w.kind, w.level])).toEqual([['cannon', 3]]);
  });
});

describe.runIf(hasSharedModels)('a torch on a truck', () => {
  it("the tanker truck's torch sticking backward out of its tank, lamp end outward, is a Level 2 gun: R 3, cross", async () => {
    const a = await sharedPiece('misc-small/ldview__m6459.ldr');
    const torch = a.parts.findIndex((p) => p.part === '3959.dat');
    expect(a.labels[torch]!.weapon).toEqual({ kind: 'gun', level: 2 });
    expect(a.stats.R.base).toBe(3);
    expect(a.stats.R.direction).toBe('cross');
  });
});
