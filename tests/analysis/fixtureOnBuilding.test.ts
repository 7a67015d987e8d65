import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText } from '../support/library.ts';
import { minifigLines } from '../support/minifigLines.ts';

/** The reference minifig standing on the baseplate beside the building (its feet at y 72 as drawn, the plate's top at 0). */
const FIGURE = minifigLines().map((l) => {
  const w = l.split(/\s+/);
  return ['1', w[1], Number(w[2]) + 240, Number(w[3]) - 72, w[4], ...w.slice(5)].join(' ');
});

/**
 * A building on a baseplate (a 16 x 16 stud slab of 2 x 4 bricks), a 2 x 2 tile on its top, and on the tile, resting
 * where no stud holds it, a faceless column of five 2 x 2 bricks: a fixture, as the Ice Station Odyssey's (6983)
 * crane stands on its base. A minifig stands beside it (a file with nothing else in it is that piece).
 */
const SCENE = [
  '1 2 0 0 0 1 0 0 0 1 0 0 0 1 3811.dat',
  ...[-120, -40, 40, 120].flatMap((x) => [-140, -100, -60, -20, 20, 60, 100, 140].map((z) => `1 7 ${x} -24 ${z} 1 0 0 0 1 0 0 0 1 3001.dat`)),
  '1 15 0 -32 0 1 0 0 0 1 0 0 0 1 3068b.dat',
  ...[0, 1, 2, 3, 4].map((k) => `1 4 0 ${-56 - 24 * k} 0 1 0 0 0 1 0 0 0 1 3003.dat`),
  ...FIGURE,
].join('\n');

describe('a faceless fixture resting on a building', () => {
  it('is part of the building, not a piece on the board', async () => {
    const model = await buildText(`${SCENE}\n`);
    const split = findPieces(model.parts, findConnections(model.parts), 'scene');
    const column = model.parts.flatMap((p, i) => (p.part === '3003.dat' ? [i] : []));
    expect(column).toHaveLength(5);
    expect(split.pieces).toHaveLength(1);
    expect(split.pieces.filter((p) => p.parts.some((i) => column.includes(i)))).toEqual([]);
    expect(column.every((i) => split.scenery.includes(i))).toBe(true);
  });
});
