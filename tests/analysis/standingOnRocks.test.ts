import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText } from '../support/library.ts';
import { posedMinifig } from '../support/posedMinifig.ts';
import { wheeledChassis } from '../support/wheeledChassis.ts';

/**
 * An 8 x 8 plate (160 LDU, wider than a piece both ways) with a 2 x 4 brick on it as a step, and at a corner a post of
 * six 1 x 1 bricks with a minifig head on top (the 6761 Hide-out's skull in a cowboy hat on its Keep Out post); a
 * minifig stands on the step, inside the structure's box. `wheels`: the plate also rolls on four wheels.
 */
function rock(wheels: boolean): string {
  return [
    ...(wheels ? wheeledChassis(7) : ['1 7 0 0 0 1 0 0 0 1 0 0 0 1 41539.dat']),
    '1 7 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat',
    ...Array.from({ length: 6 }, (_, k) => `1 7 -70 ${-24 * (k + 1)} -70 1 0 0 0 1 0 0 0 1 3005.dat`),
    '1 14 -70 -144 -70 1 0 0 0 1 0 0 0 1 3626bp01.dat',
    ...posedMinifig(0, -96, 0),
  ].join('\n') + '\n';
}

const pieces = async (text: string) => {
  const model = await buildText(text, 'rock.ldr');
  return findPieces(model.parts, findConnections(model.parts), 'rock').pieces.map((p) => p.parts.map((i) => model.parts[i]!.part));
};

describe('a figure standing on a structure that goes nowhere', () => {
  it('is its own piece, though a face on a post makes the structure look alive and the figure stands inside its box', async () => {
    const found = await pieces(rock(false));
    const figure = found.find((p) => p.includes('973.dat'))!;
    expect(figure.sort()).toEqual(posedMinifig(0, 0, 0).map((l) => l.split(' ').at(-1)!).sort());
  });

  it('rides it where it rolls on wheels of its own: one piece', async () => {
    const found = await pieces(rock(true));
    expect(found.find((p) => p.includes('973.dat'))).toContain('41539.dat');
  });
});
