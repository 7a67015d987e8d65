import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A craft on a 6 x 10 plate, its windscreen at the front (-Z), and on its left flank the 30050 Republic Attack
 * Shuttle's engine pod as that file builds it: a clip plate holding a control stick on its base pointing forward and
 * a 4H antenna lying backward along the flank, a glowing round plate on the antenna's back end.
 */
const CRAFT = [
  '1 0 0 0 0 0 0 1 0 1 0 -1 0 0 3033.dat',
  '1 47 0 -24 -80 1 0 0 0 1 0 0 0 1 3823.dat',
  '1 0 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 4 -50 -8 -30 0 0 1 0 1 0 -1 0 0 4081b.dat',
  '1 15 -70 -6 64 1 0 0 0 0 -1 0 1 0 3957a.dat',
  '1 43 -70 -6 72 1 0 0 0 0 -1 0 1 0 6141.dat',
  '1 4 -70 -6 -42 -1 0 0 0 0 1 0 1 0 4592.dat',
  '1 0 -70 -6 -42 -1 0 0 0 0 1 0 1 0 4593.dat',
];
/** Two more glowing round plates on side-stud bricks at the stern, facing backward with the antenna's: one band of engine glows. */
const STERN_GLOWS = [
  '1 0 -30 -24 90 -1 0 0 0 1 0 0 0 -1 87087.dat',
  '1 0 30 -24 90 -1 0 0 0 1 0 0 0 -1 87087.dat',
  '1 43 -30 -14 108 1 0 0 0 0 1 0 -1 0 6141.dat',
  '1 43 30 -14 108 1 0 0 0 0 1 0 -1 0 6141.dat',
];
const text = (lines: readonly string[]) => `${lines.join('\n')}\n`;

describe('a control stick turns on its own base', () => {
  it('points out of it, forward, a gun of its own: not one barrel with the antenna the same clip plate holds behind it', async () => {
    const a = await analyzeText(text(CRAFT));
    const [clip, base, stick, antenna] = ['4081b.dat', '4592.dat', '4593.dat', '3957a.dat'].map((n) => a.parts.findIndex((p) => p.part === n));
    // The clip plate holds both the stick (through its base) and the antenna: one holder under two barrels in line.
    expect(a.graph.held[stick!]).toEqual(expect.arrayContaining([base, clip]));
    expect(a.graph.held[antenna!]).toContain(clip);
    const withStick = a.weapons.filter((w) => w.parts.includes(stick!));
    expect(withStick).toHaveLength(1);
    expect(withStick[0]!.kind).toBe('gun');
    expect(withStick[0]!.parts).not.toContain(antenna);
    expect(a.labels[stick!]!.aim!.map((v) => v + 0)).toEqual([0, 0, -1]);
  });
});

describe('a barrel firing backward out through one of a band of engine glows', () => {
  it('is part of the engine: the antenna is no gun, the glow on its end a rocket booster with the others', async () => {
    const a = await analyzeText(text([...CRAFT, ...STERN_GLOWS]));
    const antenna = a.parts.findIndex((p) => p.part === '3957a.dat');
    const glows = a.parts.flatMap((p, i) => (p.part === '6141.dat' ? [i] : []));
    expect(glows.filter((i) => a.graph.held[i]!.includes(antenna))).toHaveLength(1);
    expect(a.weapons.some((w) => w.parts.includes(antenna))).toBe(false);
    for (const i of glows) expect(a.labels[i]!.boost).toBe('rocket-booster');
    // The control stick on the same clip plate still fires forward.
    const stick = a.parts.findIndex((p) => p.part === '4593.dat');
    expect(a.weapons.find((w) => w.parts.includes(stick))?.kind).toBe('gun');
  });
});
