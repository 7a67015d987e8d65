import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText } from '../support/library.ts';
import { posedMinifig } from '../support/posedMinifig.ts';

/**
 * A ridge of rock built on two 6 x 16 plates (twelve by sixteen studs, no baseplate under it), ten 2 x 4 bricks and a
 * bush on it; a brave stands on its plates, and a small totem pole (a 2 x 3 brick and three round bricks, turned a
 * little so its studs hold nothing) stands on it too (as the 6718 Raindance Ridge, batch 30).
 */
const RIDGE = [
  '0 Ridge',
  '0 Name: ridge.ldr',
  '1 7 0 0 -60 1 0 0 0 1 0 0 0 1 3027.dat',
  '1 7 0 0 60 1 0 0 0 1 0 0 0 1 3027.dat',
  ...[-120, -40, 40, 120].flatMap((x) => [-100, 100].map((z) => `1 1 ${x} -24 ${z} 1 0 0 0 1 0 0 0 1 3001.dat`)),
  '1 1 -120 -24 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 1 120 -24 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 2 60 0 40 1 0 0 0 1 0 0 0 1 2423.dat',
  ...posedMinifig(-120, -96, -100),
  '1 4 0 -24 0 0.866 0 0.5 0 1 0 -0.5 0 0.866 3002.dat',
  ...[-48, -72, -96].map((y) => `1 15 0 ${y} 0 0.866 0 0.5 0 1 0 -0.5 0 0.866 3062b.dat`),
].join('\n');

describe('a brave standing on a ridge of rock', () => {
  it('rides nothing: the ridge is wider than a piece may be both ways, terrain; the totem pole resting on it is scenery with it', async () => {
    const model = await buildText(`${RIDGE}\n`);
    const split = findPieces(model.parts, findConnections(model.parts));
    expect(split.pieces).toHaveLength(1);
    const brave = split.pieces[0]!.parts.map((i) => model.parts[i]!.part);
    expect(brave).toContain('973.dat');
    for (const p of ['3027.dat', '3001.dat', '3002.dat', '3062b.dat']) expect(brave).not.toContain(p);
    const scenery = new Set(split.scenery.map((i) => model.parts[i]!.part));
    for (const p of ['3027.dat', '3002.dat', '3062b.dat']) expect(scenery).toContain(p);
  });
});
