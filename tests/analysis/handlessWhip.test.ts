import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/** A wall of 2 x 4 bricks with a whip (in its latched, coiled position) lying across the top, as the UCS B-wing (10227) runs one along its hull. */
const WALL_WITH_WHIP = [
  ...[0, 1, 2].flatMap((k) => [-40, 40].map((x) => `1 7 ${x} ${-24 * k} 0 1 0 0 0 1 0 0 0 1 3001.dat`)),
  '1 0 0 -72 0 1 0 0 0 1 0 0 0 1 2488c01.dat',
].join('\n');

describe('a whip no hand holds', () => {
  it('is a cable or a rope on the build, not a Level 1 weapon', async () => {
    const a = await analyzeText(`${WALL_WITH_WHIP}\n`);
    expect(a.weapons.filter((w) => w.kind === 'whip')).toEqual([]);
    const whip = a.parts.findIndex((p) => p.part === '2488c01.dat');
    expect(whip).toBeGreaterThanOrEqual(0);
    expect(a.labels[whip]!.function).toBe('none');
    expect(a.labels[whip]!.functionReason).toMatch(/no hand holds it: a cable or a rope/);
  });
});
