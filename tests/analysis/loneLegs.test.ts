import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A 2 x 4 brick standing on a 6 x 6 plate, and a skeleton's leg (6266) clipped on at `y` (LDraw's y points down: the
 * plate's underside, the piece's bottom, is at 8).
 */
function hull(y: number): string {
  return ['1 7 0 0 0 1 0 0 0 1 0 0 0 1 3958.dat', '1 15 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat', `1 15 50 ${y} 0 1 0 0 0 1 0 0 0 1 6266.dat`].join('\n') + '\n';
}

const legLabel = async (y: number) => {
  const a = await analyzeText(hull(y));
  return a.labels[a.parts.findIndex((p) => p.part === '6266.dat')]!;
};

describe('a lone minifig leg in a build', () => {
  it('built in high above the ground (a skeleton leg in a ship\'s engine, batch 18\'s 5974) is a detail: it kicks nothing', async () => {
    const l = await legLabel(-60);
    expect(l.function).toBe('none');
    expect(l.functionReason).toMatch(/built in above the ground/);
  });

  it('reaching the ground (a droid standing on skeleton legs) kicks: a Level 0 hit', async () => {
    const l = await legLabel(-20);
    expect(l.weapon).toEqual({ kind: 'hit', level: 0 });
  });
});
