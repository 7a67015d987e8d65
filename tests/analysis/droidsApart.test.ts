import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText } from '../support/library.ts';

/**
 * A cart (a 2 x 4 brick on four wheels) and, drawn as a submodel of its own, a droid standing on the table beside it:
 * a column of 1 x 1 bricks with a round brick for its head and a 1 x 1 plate for a hand that reaches into the cart's
 * side (as the 6884 Aero Module's droid holds its cart's wheel, batch 35). `name` is the droid's submodel's name.
 */
const scene = (name: string) =>
  [
    '0 FILE scene.ldr',
    '1 0 0 0 0 1 0 0 0 1 0 0 0 1 cart.ldr',
    `1 0 0 0 0 1 0 0 0 1 0 0 0 1 ${name}.ldr`,
    '0 FILE cart.ldr',
    '1 7 0 -30 0 1 0 0 0 1 0 0 0 1 3001.dat',
    ...[-30, 30].flatMap((x) => [-25, 25].map((z) => `1 0 ${x} -15 ${z} 0 0 1 0 1 0 -1 0 0 30027b.dat`)),
    `0 FILE ${name}.ldr`,
    '1 1 60 -24 0 1 0 0 0 1 0 0 0 1 3005.dat',
    '1 1 60 -48 0 1 0 0 0 1 0 0 0 1 3005.dat',
    '1 1 60 -72 0 1 0 0 0 1 0 0 0 1 3062b.dat',
    '1 1 39 -20 0 1 0 0 0 1 0 0 0 1 3024.dat',
  ].join('\n');

describe('a droid standing by a cart, its hand reaching into it', () => {
  it('is a piece of its own when its builder named it a droid', async () => {
    const model = await buildText(`${scene('droid')}\n`);
    const split = findPieces(model.parts, findConnections(model.parts));
    const titles = split.pieces.map((p) => p.parts.map((i) => model.parts[i]!.part).sort());
    expect(titles).toHaveLength(2);
    expect(titles.find((t) => t.includes('3062b.dat'))).not.toContain('3001.dat');
  });

  it('named anything else, it is part of the cart', async () => {
    const model = await buildText(`${scene('column')}\n`);
    const split = findPieces(model.parts, findConnections(model.parts));
    expect(split.pieces).toHaveLength(1);
  });
});
