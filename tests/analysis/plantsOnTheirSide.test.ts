import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText } from '../support/library.ts';
import { mpdText } from '../support/mpdText.ts';
import { posedMinifig } from '../support/posedMinifig.ts';

/**
 * A guard standing on the table, and beside him a small faceless build: a 2 x 2 brick, two 1 x 1 bricks with studs on
 * four sides on it, and a palm top on each: laid on its side on a side stud (as 4485's podracer has palm tops for its
 * engine flaps, batch 42) or growing upright from the top stud (an islet's tree).
 */
const scene = (onTheirSide: boolean) =>
  mpdText({
    'scene.ldr': ['1 16 0 0 0 1 0 0 0 1 0 0 0 1 guard.ldr', '1 16 0 0 0 1 0 0 0 1 0 0 0 1 pod.ldr'],
    'guard.ldr': posedMinifig(0, -72, 0),
    'pod.ldr': [
      '1 7 200 -24 0 1 0 0 0 1 0 0 0 1 3003.dat',
      '1 7 210 -48 10 1 0 0 0 1 0 0 0 1 4733.dat',
      '1 7 190 -48 10 1 0 0 0 1 0 0 0 1 4733.dat',
      ...(onTheirSide
        ? ['1 14 224 -36 10 0 -1 0 1 0 0 0 0 1 2566.dat', '1 14 176 -36 10 0 1 0 -1 0 0 0 0 1 2566.dat']
        : ['1 14 210 -48 10 1 0 0 0 1 0 0 0 1 2566.dat', '1 14 190 -48 10 1 0 0 0 1 0 0 0 1 2566.dat']),
    ],
  });

const split = async (text: string) => {
  const model = await buildText(text);
  return findPieces(model.parts, findConnections(model.parts));
};

describe('a faceless build with plants on it', () => {
  it('is a piece when its palm tops lie on their side: flaps, no tree', async () => {
    const found = await split(scene(true));
    expect(found.pieces).toHaveLength(2);
    expect(found.scenery).toEqual([]);
  });

  it('is terrain when they grow upright from it', async () => {
    const found = await split(scene(false));
    expect(found.pieces).toHaveLength(1);
    expect(found.scenery).toHaveLength(5);
  });
});
