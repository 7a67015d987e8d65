import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A craft on a 6 x 10 plate, its windscreen at the front (-Z), and on its left flank the 30050 Republic Attack
 * Shuttle's engine pod as that file builds it: a clip plate holding a control stick pointing forward and a 4H antenna
 * lying backward along the flank, a glowing round plate on the antenna's back end. Two more glowing round plates on
 * side-stud bricks at the stern face backward with it: one band of engine glows.
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
  '1 0 -30 -24 90 -1 0 0 0 1 0 0 0 -1 87087.dat',
  '1 0 30 -24 90 -1 0 0 0 1 0 0 0 -1 87087.dat',
  '1 43 -30 -14 108 1 0 0 0 0 1 0 -1 0 6141.dat',
  '1 43 30 -14 108 1 0 0 0 0 1 0 -1 0 6141.dat',
].join('\n') + '\n';

describe('a barrel firing backward out through one of a band of engine glows', () => {
  it('is part of the engine: the antenna is no gun, the glow on its end a rocket booster with the others', async () => {
    const a = await analyzeText(CRAFT);
    const antenna = a.parts.findIndex((p) => p.part === '3957a.dat');
    const glows = a.parts.flatMap((p, i) => (p.part === '6141.dat' ? [i] : []));
    const onAntenna = glows.find((i) => a.graph.held[i]!.includes(antenna))!;
    expect(onAntenna).toBeDefined();
    expect(a.weapons.some((w) => w.parts.includes(antenna))).toBe(false);
    for (const i of glows) expect(a.labels[i]!.boost).toBe('rocket-booster');
    // The control stick on the same clip plate still fires forward.
    const stick = a.parts.findIndex((p) => p.part === '4593.dat');
    expect(a.weapons.find((w) => w.parts.includes(stick))?.kind).toBe('gun');
  });
});
