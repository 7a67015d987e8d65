import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText } from '../support/library.ts';
import { posedMinifig } from '../support/posedMinifig.ts';

/**
 * A launch site on a baseplate: a robot stands on a 2 x 2 plate between two towers of 2 x 4 bricks, a beam across
 * their tops, and a rocket's finned tail on one tower; everything stands on the baseplate's studs
 * (as the 6959 Lunar Launch Site's robot by its rocket, batch 35).
 */
const SITE = [
  '0 Launch site',
  '0 Name: site.ldr',
  '1 72 0 0 0 1 0 0 0 1 0 0 0 1 3811.dat',
  '1 4 0 -8 0 1 0 0 0 1 0 0 0 1 3022.dat',
  ...posedMinifig(0, -80, 0),
  ...[-60, 60].flatMap((x) => [-24, -48, -72, -96, -120, -144].map((y) => `1 0 ${x} ${y} 0 0 0 1 0 1 0 -1 0 0 3001.dat`)),
  '1 0 0 -152 0 1 0 0 0 1 0 0 0 1 3832.dat',
  '1 0 60 -200 0 1 0 0 0 1 0 0 0 1 4591.dat',
].join('\n');

describe('a robot standing by a rocket on its launch pad', () => {
  it('is a piece of its own: the pad is fixed to the baseplate and goes nowhere, and the plate it stands on is no kit it carries', async () => {
    const model = await buildText(`${SITE}\n`);
    const split = findPieces(model.parts, findConnections(model.parts));
    const titles = split.pieces.map((p) => p.parts.map((i) => model.parts[i]!.part).sort());
    const robot = titles.find((t) => t.includes('973.dat'));
    expect(robot).toBeDefined();
    expect(robot).toHaveLength(9);
    expect(robot).not.toContain('4591.dat');
    expect(robot).not.toContain('3001.dat');
    expect(robot).not.toContain('3022.dat');
  });
});
