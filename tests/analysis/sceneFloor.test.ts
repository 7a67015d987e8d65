import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText } from '../support/library.ts';
import { minifigLines } from '../support/minifigLines.ts';

/** A vignette: a minifig standing on a 6 x 8 plate, with a rock of two 2 x 2 bricks beside him. */
const VIGNETTE = [
  '0 FILE vignette.ldr',
  '1 14 0 0 0 1 0 0 0 1 0 0 0 1 3036.dat',
  '1 16 10 -72 10 1 0 0 0 1 0 0 0 1 fig.ldr',
  '1 7 -60 -24 -20 1 0 0 0 1 0 0 0 1 3003.dat',
  '1 7 -60 -48 -20 1 0 0 0 1 0 0 0 1 3003.dat',
  '0 NOFILE',
  '0 FILE fig.ldr',
  ...minifigLines(),
  '0 NOFILE',
].join('\n');

describe("a small scene's base plate", () => {
  it('a minifig standing on a 6 x 8 plate with a rock on it is the piece; the plate and the rock are the scene, not a vehicle he rides', async () => {
    const model = await buildText(VIGNETTE, 'vignette.mpd');
    const split = findPieces(model.parts, findConnections(model.parts), 'vignette');
    expect(split.pieces).toHaveLength(1);
    expect(split.pieces[0]!.parts.map((i) => model.parts[i]!.id).every((id) => id.startsWith('3/'))).toBe(true);
    expect(split.pieces[0]!.parts).toHaveLength(9);
    expect(split.scenery.map((i) => model.parts[i]!.part).sort()).toEqual(['3003.dat', '3003.dat', '3036.dat']);
  });
});
