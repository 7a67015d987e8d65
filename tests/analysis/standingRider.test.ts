import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { posedMinifig } from '../support/posedMinifig.ts';

/** A hover platform: three 2 x 2 round bricks from the table up, a 2 x 4 plate on top (its top at y -80). */
const PLATFORM = [
  '1 0 0 -24 0 1 0 0 0 1 0 0 0 1 3941.dat',
  '1 0 0 -48 0 1 0 0 0 1 0 0 0 1 3941.dat',
  '1 0 0 -72 0 1 0 0 0 1 0 0 0 1 3941.dat',
  '1 7 0 -80 0 1 0 0 0 1 0 0 0 1 3020.dat',
];
/** A post of two 1 x 1 bricks at its front and a 1 x 4 plate across it at the height of the rider's hands: the handlebar. */
const HANDLEBAR = ['1 7 0 -104 -20 1 0 0 0 1 0 0 0 1 3005.dat', '1 7 0 -128 -20 1 0 0 0 1 0 0 0 1 3005.dat', '1 7 0 -136 -20 1 0 0 0 1 0 0 0 1 3710.dat'];
/** The reference minifig standing on the plate, its hands held forward. */
const RIDER = posedMinifig(0, -152, 0);

const read = (lines: readonly string[]) => analyzeText(`0 A rider standing aboard\n${lines.join('\n')}\n`);
const armOf = (a: Awaited<ReturnType<typeof read>>) => a.labels[a.parts.findIndex((p) => p.part === '3818.dat')]!;

describe('a figure standing aboard something off the ground', () => {
  // The 7121 Naboo Swamp's battle droids on their STAPs (batch 23), gripping the handlebar.
  it('with its hands on it drives it: a vehicle with its crew, whose limbs are no weapons; it stands on the round bricks', async () => {
    const a = await read([...PLATFORM, ...HANDLEBAR, ...RIDER]);
    expect(armOf(a).weapon).toBeNull();
    expect(a.measurements.baseType).toBe('round-block');
    expect(a.weapons.map((w) => w.kind)).toEqual(['hit']);
  });

  it('with its hands free it stands on a pedestal: a figure, its arms and legs strike', async () => {
    const a = await read([...PLATFORM, ...RIDER]);
    expect(armOf(a).weapon).toEqual({ kind: 'hit', level: 0 });
    expect(a.measurements.baseType).toBe('legs');
    expect(a.weapons).toHaveLength(5);
  });
});
