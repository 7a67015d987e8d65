import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A machine with no face, nobody aboard and no figure's part: a trunk of bricks on a plate, a 2 x 2 brick on top, and
 * at its back a block of two 1 x 2 bricks hanging on a Technic pin through two Technic bricks (as the mini Grievous
 * starfighter carries its engine cones on pins, batch 42's 8033).
 */
const MACHINE = [
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3020.dat',
  ...[-24, -48, -72, -96].map((y) => `1 7 0 ${y} 0 1 0 0 0 1 0 0 0 1 3001.dat`),
  '1 7 -20 -120 0 1 0 0 0 1 0 0 0 1 3003.dat',
  '1 7 30 -120 0 0 0 1 0 1 0 -1 0 0 3700.dat',
  '1 0 40 -110 0 1 0 0 0 1 0 0 0 1 3673.dat',
  '1 4 50 -120 0 0 0 1 0 1 0 -1 0 0 3700.dat',
  '1 4 50 -96 0 0 0 1 0 1 0 -1 0 0 3004.dat',
  '1 4 50 -72 0 0 0 1 0 1 0 -1 0 0 3004.dat',
].join('\n') + '\n';

describe('what turns on the joints of a machine with no face', () => {
  it('is no tail that lashes: no limb, no hit but the Head', async () => {
    const a = await analyzeText(MACHINE);
    const hung = a.parts.flatMap((p, i) => (p.colour === 4 ? [i] : []));
    expect(hung).toHaveLength(3);
    for (const i of hung) {
      expect(a.labels[i]!.limb).toBeUndefined();
      expect(a.labels[i]!.weapon).toBeNull();
    }
    expect(a.weapons).toHaveLength(1);
    expect(a.weapons[0]!.reason).toMatch(/part of the Head/);
  });

  it('with two lamps for eyes on top it is a creature or a robot, not a machine: the block on its pin is its tail', async () => {
    // (Two see-through red 1 x 1 round plates side by side on the top brick: findHead reads them as eyes.)
    const eyed = MACHINE + '1 36 -30 -128 0 1 0 0 0 1 0 0 0 1 6141.dat\n1 36 -10 -128 0 1 0 0 0 1 0 0 0 1 6141.dat\n';
    const a = await analyzeText(eyed);
    expect(a.labels.find((l) => l.section === 'head')?.sectionReason).toMatch(/like eyes/);
    const hung = a.parts.flatMap((p, i) => (p.colour === 4 ? [i] : []));
    for (const i of hung) expect(a.labels[i]!.weapon).toEqual({ kind: 'hit', level: 0 });
  });
});
