import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText } from '../support/library.ts';
import { posedMinifig } from '../support/posedMinifig.ts';

/** A column of `n` bricks standing on the table at x, with a 2 x 2 flag clipped to its -Z face near the top. */
const column = (brick: string, n: number, x: number) => [
  ...Array.from({ length: n }, (_, k) => `1 4 ${x} ${-24 * (k + 1)} 0 1 0 0 0 1 0 0 0 1 ${brick}`),
  `1 15 ${x} ${-24 * n + 40} -67 1 0 0 0 1 0 0 0 1 2335.dat`,
];

/** The reference minifig standing on the table (torso origin 72 LDU above its feet). */
const FIGURE = posedMinifig(0, -72, 120);

const split = async (lines: readonly string[]) => {
  const model = await buildText(`0 A flag on a build and a flag pole\n${lines.join('\n')}\n`, 'scene.ldr');
  const found = findPieces(model.parts, findConnections(model.parts), 'scene');
  const at = (i: number) => model.parts[i]!.bodyBounds.min[0]!;
  return { pieces: found.pieces.map((p) => p.parts.map(at)), scenery: found.scenery.map(at) };
};

describe('a flag', () => {
  // The 4486 mini AT-ST (batch 24) wears its printed face on a 2 x 2 flag: it was taken for a flag pole, and the
  // walker for scenery.
  it('on a build of many parts is its emblem: the build, faceless as it is, is a piece', async () => {
    const { pieces, scenery } = await split([...column('3003.dat', 13, 100), ...FIGURE]);
    expect(pieces).toHaveLength(2);
    expect(pieces.find((p) => p.length === 14)!.every((x) => x >= 79)).toBe(true);
    expect(scenery).toEqual([]);
  });

  it('on a short pole of a few round bricks is a flag pole: scenery', async () => {
    const { pieces, scenery } = await split([...column('3941.dat', 5, -100), ...FIGURE]);
    expect(pieces).toHaveLength(1);
    expect(scenery).toHaveLength(6);
  });
});
