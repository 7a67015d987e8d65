import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText } from '../support/library.ts';
import { posedMinifig } from '../support/posedMinifig.ts';

/**
 * A gun sled nobody rides, as the 5984 Lunar Limo's: a swept-back mudguard, a Technic brick on it, four binoculars
 * round a brick with studs on four sides (a rotary gun), two gold plates and handlebars on top, two dishes under it.
 * Beside it, a minifig standing on the table. Five of its eleven parts are minifig accessories.
 */
const SLED_AND_FIGURE = [
  '0 FILE scene.ldr',
  '1 16 0 0 0 1 0 0 0 1 0 0 0 1 sled.ldr',
  ...posedMinifig(150, 0, 0),
  '0 FILE sled.ldr',
  '1 0 0 0 0 1 0 0 0 1 0 0 0 1 41854.dat',
  '1 4 0 -24 -10 1 0 0 0 1 0 0 0 1 3700.dat',
  '1 1 0 -14 -20 0 -0.707107 0.707107 0 0.707107 0.707107 -1 0 0 4274.dat',
  '1 0 0 -14 -44 0.707107 0 0.707107 0.707107 0 -0.707107 0 1 0 4733.dat',
  '1 8 -9.899 -4.101 -34 -0.707107 0.707107 0 -0.707107 -0.707107 0 0 0 1 30162.dat',
  '1 8 9.899 -4.101 -34 -0.707107 -0.707107 0 0.707107 -0.707107 0 0 0 1 30162.dat',
  '1 8 -9.899 -23.899 -34 0.707107 0.707107 0 -0.707107 0.707107 0 0 0 1 30162.dat',
  '1 8 9.899 -23.899 -34 0.707107 -0.707107 0 0.707107 0.707107 0 0 0 1 30162.dat',
  '1 334 0 -32 -10 1 0 0 0 1 0 0 0 1 3794b.dat',
  '1 334 0 -40 -10 -1 0 0 0 1 0 0 0 -1 6019.dat',
  '1 7 0 -38 10 1 0 0 0 0.707107 0.707107 0 -0.707107 0.707107 30031.dat',
  '1 4 -40 8 0 1 0 0 0 1 0 0 0 1 2654.dat',
  '1 4 40 8 0 1 0 0 0 1 0 0 0 1 2654.dat',
].join('\n');

describe('a build with handlebars, most of it minifig accessories', () => {
  it('is a vehicle nobody rides, a piece of its own, not kit lying about', async () => {
    const model = await buildText(`${SLED_AND_FIGURE}\n`);
    const split = findPieces(model.parts, findConnections(model.parts));
    expect(split.pieces).toHaveLength(2);
    const sled = split.pieces.find((p) => p.parts.some((i) => model.parts[i]!.part === '30031.dat'))!;
    expect(sled.parts.map((i) => model.parts[i]!.part)).toEqual(expect.arrayContaining(['41854.dat', '30162.dat', '2654.dat']));
    expect(sled.parts.some((i) => model.parts[i]!.part === '3626c.dat')).toBe(false);
    expect(split.loose).toEqual([]);
  });
});
