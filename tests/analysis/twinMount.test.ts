import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { cappedBarrel, SIDE } from '../support/cappedBarrel.ts';

/**
 * A hull of ten 2 x 4 bricks stacked nose-first (a named weapon is at most half the piece) and, in a submodel its builder
 * named "guns.ldr", two capped barrels side by side at its nose with a 1 x 3 plate lying across the tops of both 1 x 1
 * bricks, its middle at x = `x`: it touches both barrels.
 */
function ship(x: number): string {
  return [
    '0 FILE ship.ldr',
    ...[-54, -30, -6, 18, 42, 66, 90, 114, 138, 162].map((z) => `1 0 0 -30 ${z} ${SIDE} 3001.dat`),
    '1 16 0 0 0 1 0 0 0 1 0 0 0 1 guns.ldr',
    '0 FILE guns.ldr',
    ...cappedBarrel(30),
    ...cappedBarrel(-30),
    `1 0 ${x} -48 -90 1 0 0 0 1 0 0 0 1 3623.dat`,
  ].join('\n') + '\n';
}

/** The x of the barrel (its round brick) of each weapon holding the 1 x 3 plate. */
async function plateGoesTo(x: number): Promise<number[]> {
  const a = await analyzeText(ship(x));
  const guns = a.weapons.filter((w) => w.kind === 'gun');
  expect(guns).toHaveLength(2);
  const withPlate = guns.filter((w) => w.parts.some((i) => a.parts[i]!.part === '3623.dat'));
  return withPlate.map((w) => a.parts[w.parts.find((i) => a.parts[i]!.part === '3062b.dat')!]!.matrix[0]!);
}

describe('a part of a named gun submodel touching two of its barrels', () => {
  it('goes with the barrel its middle is nearer, not the first found: two guns side by side, the plate in one', async () => {
    expect(await plateGoesTo(-10)).toEqual([-30]);
    expect(await plateGoesTo(10)).toEqual([30]);
  });
});
