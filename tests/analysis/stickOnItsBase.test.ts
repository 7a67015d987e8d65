import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A craft on a 6 x 10 plate, its windscreen at the front (-Z), and on its left flank the 30050 Republic Attack
 * Shuttle's engine pod as that file builds it: a clip plate holding a 4H antenna that lies backward along the flank
 * (a glowing round plate on its back end) and, on the same clip plate, a control stick on its base pointing forward.
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
].join('\n') + '\n';

describe('a control stick turns on its own base', () => {
  it('points out of it, forward, a gun of its own: not one barrel with the antenna the same clip plate holds behind it', async () => {
    const a = await analyzeText(CRAFT);
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
