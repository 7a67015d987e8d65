import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import type { PieceAnalysis } from '../../src/rules/block-duel-chess/analyzePiece.ts';

/** A rider-less hover bike: a 2 x 4 plate, a 1 x 2 brick at its front and, on top, `top` (part lines). */
function bike(top: string): string {
  return ['1 0 0 0 0 1 0 0 0 1 0 0 0 1 3020.dat', '1 0 0 -24 -10 1 0 0 0 1 0 0 0 1 3004.dat', top].join('\n') + '\n';
}
/** Minifig handlebars on a 1 x 1 plate, tilted back over the brick, as the Gold Heist's hover bike (batch 18) carries them. */
const HANDLEBARS = '1 8 0 -24 -10 1 0 0 0 1 0 0 0 1 3024.dat\n1 8 0 -46 -10 1 0 0 0 0.707107 0.707107 0 -0.707107 0.707107 30031.dat';
/** A steering wheel on its stand, where a driver would sit. */
const WHEEL = '1 8 0 -24 -10 1 0 0 0 1 0 0 0 1 3829c01.dat';
/** A 1 x 1 round brick on a 1 x 1 plate on top: no control, so still the best candidate for a Head. */
const ROUND = '1 8 0 -24 -10 1 0 0 0 1 0 0 0 1 3024.dat\n1 8 0 -32 -10 1 0 0 0 1 0 0 0 1 3062b.dat';

/** A kart: four 2 x 4 plates, two 1 x 2 bricks on them and, seated on those, the part `top` placed at height `y` (where its origin puts it on the bricks). */
const kart = (top: string, y: number) => [0, 8, 16, 24].map((h) => `1 0 0 ${h} 0 1 0 0 0 1 0 0 0 1 3020.dat`).concat(['1 0 0 -24 -10 1 0 0 0 1 0 0 0 1 3004.dat', '1 0 0 -24 10 1 0 0 0 1 0 0 0 1 3004.dat', `1 8 0 ${y} 0 1 0 0 0 1 0 0 0 1 ${top}`]).join('\n') + '\n';

/**
 * The 6884 Aero Module's wheeled cart as that file places its parts: a 2 x 4 plate on two wheel-pin plates and four
 * wheels, and on it a console (a 1 x 2 tile with a lectern and levers) a spaceman stands at to steer (batch 35).
 */
const CART = [
  '1 0 -190 1 50 0.924 0 -0.383 0 1 0 0.383 0 0.924 4600.dat',
  '1 0 -205.307 1 86.955 0.924 0 -0.383 0 1 0 0.383 0 0.924 4600.dat',
  '1 15 -197.654 -7 68.478 0.383 0 0.924 0 1 0 -0.924 0 0.383 3020.dat',
  '1 15 -186.173 -15 40.761 -0.924 0 0.383 0 1 0 -0.383 0 -0.924 2342.dat',
  '1 15 -162.284 6 61.48 -0.383 0 -0.924 0 1 0 0.924 0 -0.383 4624.dat',
  '1 256 -162.284 6 61.48 -0.383 0 -0.924 0 1 0 0.924 0 -0.383 3641.dat',
  '1 15 -177.591 6 98.436 -0.383 0 -0.924 0 1 0 0.924 0 -0.383 4624.dat',
  '1 256 -177.591 6 98.436 -0.383 0 -0.924 0 1 0 0.924 0 -0.383 3641.dat',
  '1 15 -233.024 6 75.475 0.383 0 0.924 0 1 0 -0.924 0 0.383 4624.dat',
  '1 256 -233.024 6 75.475 0.383 0 0.924 0 1 0 -0.924 0 0.383 3641.dat',
  '1 15 -217.716 6 38.52 0.383 0 0.924 0 1 0 -0.924 0 0.383 4624.dat',
  '1 256 -217.716 6 38.52 0.383 0 0.924 0 1 0 -0.924 0 0.383 3641.dat',
];

/** The labels of the parts read as the Head. */
const headLabels = (a: PieceAnalysis) => a.labels.filter((l) => l.section === 'head');
/** The warnings that the build falls apart into groups (a part placed floating). */
const groupWarnings = (a: PieceAnalysis) => a.measurements.warnings.filter((w) => /separate groups/.test(w));

describe('a vehicle whose top is only its controls', () => {
  for (const [what, top] of [['handlebars', HANDLEBARS], ['a steering wheel', WHEEL]] as const) {
    it(`with ${what} on top and nobody aboard has no Head: its Core counts (III.B)`, async () => {
      const a = await analyzeText(bike(top));
      expect(headLabels(a)).toHaveLength(0);
      expect(a.weapons.find((w) => w.kind === 'hit')?.reason).toMatch(/Core counts as the Head/);
    });
  }

  it('a round brick on top stays the best candidate for its Head', async () => {
    const a = await analyzeText(bike(ROUND));
    const top = a.parts.findIndex((p) => p.part === '3062b.dat');
    expect(a.labels[top]!.section).toBe('head');
  });

  it('a 2 x 2 brick with a steering wheel moulded on, on top of a kart, is its controls: no Head; a plain 2 x 2 brick there is the best candidate', async () => {
    const wheel = await analyzeText(kart('41850.dat', -24));
    expect(groupWarnings(wheel)).toEqual([]);
    expect(headLabels(wheel)).toHaveLength(0);
    expect(wheel.weapons.find((w) => w.kind === 'hit')?.reason).toMatch(/Core counts as the Head/);
    const plain = await analyzeText(kart('3003.dat', -48));
    expect(plain.labels[plain.parts.findIndex((p) => p.part === '3003.dat')]!.section).toBe('head');
  });

  it("a tail fin standing highest on it is no face either: the Core counts (a hover bike's fin, batch 24)", async () => {
    const a = await analyzeText(kart('44661.dat', -32));
    expect(groupWarnings(a)).toEqual([]);
    expect(headLabels(a)).toHaveLength(0);
    expect(a.weapons.find((w) => w.kind === 'hit')?.reason).toMatch(/Core counts as the Head/);
  });

  it('a Technic steering wheel on top is its controls; a Technic steering hub there is none (titled "Technic Steering Wheel Hub")', async () => {
    const wheel = await analyzeText(kart('2819.dat', -32));
    expect(headLabels(wheel)).toHaveLength(0);
    const hub = await analyzeText(kart('35189.dat', -32));
    expect(hub.labels[hub.parts.findIndex((p) => p.part === '35189.dat')]!.section).toBe('head');
  });

  it("a flag flying highest, on a lance in a round brick, is a banner, no face: the Core counts (the 6030 Catapult's, the Longboat's)", async () => {
    const flagged = kart('3062b.dat', -48).concat('1 6 0 -76 0 -1 0 0 0 0 1 0 1 0 3849.dat\n1 4 0 -194 0 1 0 0 0 1 0 0 0 1 4495a.dat\n');
    const a = await analyzeText(flagged);
    expect(groupWarnings(a)).toEqual([]);
    expect(headLabels(a)).toHaveLength(0);
    expect(a.weapons.find((w) => w.kind === 'hit')?.reason).toMatch(/Core counts as the Head/);
  });

  it("a console on top is the controls a driver stands at: the Aero Module's cart has no Head, its Core counts", async () => {
    const a = await analyzeText(`${CART.join('\n')}\n`);
    expect(headLabels(a)).toHaveLength(0);
    expect(a.weapons.find((w) => w.kind === 'hit')?.reason).toMatch(/Core counts as the Head/);
  });
});
