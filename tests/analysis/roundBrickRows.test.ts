import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A 4 x 6 deck with a windscreen looking -Z and a 1 x 4 brick with side studs at its front, holding 1 x 1 round
 * bricks end to end on a side stud, lying level and pointing forward.
 */
const deck = (rounds: number) => [
  '0 A deck with a windscreen and round bricks lying on a side stud',
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3032.dat',
  '1 7 0 -24 -30 1 0 0 0 1 0 0 0 1 30414.dat',
  '1 40 0 -48 10 1 0 0 0 1 0 0 0 1 3823.dat',
  ...[-64, -88, -112].slice(0, rounds).map((z) => `1 7 -30 -14 ${z} 1 0 0 0 0 -1 0 1 0 3062b.dat`),
].join('\n');

describe('round bricks lying end to end', () => {
  it('three or more are a log or a pipe, a hollow stud every pip: no gun', async () => {
    const a = await analyzeText(`${deck(3)}\n`);
    expect(a.measurements.front).toEqual([0, 0, -1]);
    expect(a.weapons.filter((w) => w.level > 0)).toHaveLength(0);
  });

  it('two, their hollow end pointing forward, are still a Level 2 gun', async () => {
    const a = await analyzeText(`${deck(2)}\n`);
    const guns = a.weapons.filter((w) => w.level > 0);
    expect(guns.map((w) => [w.kind, w.level])).toEqual([['gun', 2]]);
    expect(guns[0]!.parts).toHaveLength(2);
  });
});
