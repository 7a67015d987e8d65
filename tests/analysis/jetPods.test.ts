import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { SMALL_CRAFT } from '../support/smallCraft.ts';

/**
 * The small craft (looking -Z) with a horizontal 3 x 6 cylinder under its deck, lying front to back or turned across
 * it (the Space Police ships' engine pods, batches 24, 25 and 35).
 */
const craft = (along: boolean) => [...SMALL_CRAFT, `1 15 0 42 0 ${along ? '1 0 0 0 1 0 0 0 1' : '0 0 1 0 1 0 -1 0 0'} 30360.dat`].join('\n');

describe('a horizontal 3 x 6 cylinder under a craft', () => {
  it('lying front to back is a jet engine pod: a rocket booster', async () => {
    const a = await analyzeText(`${craft(true)}\n`);
    const pod = a.parts.findIndex((p) => p.part === '30360.dat');
    expect(a.labels[pod]!.boost).toBe('rocket-booster');
  });

  it('turned across the craft it is a tank or a drum, no booster', async () => {
    const a = await analyzeText(`${craft(false)}\n`);
    const pod = a.parts.findIndex((p) => p.part === '30360.dat');
    expect(a.labels[pod]!.boost).toBeNull();
  });
});
