import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { SMALL_CRAFT } from '../support/smallCraft.ts';

/**
 * The small craft (looking -Z) with a loudhailer lying on its deck along Z at the stern, its bell blowing backward
 * (+Z) out of the piece (the Blacktron and Futuron craft's thruster nozzles, the 5970 police bike's, batches 21 to 35).
 */
const STERN_HAILER = '1 0 0 -20 50 -1 0 0 0 1 0 0 0 -1 4349.dat';

describe('a loudhailer at the stern, its bell blowing backward', () => {
  it('is a thruster nozzle: a rocket booster, M 3, no gun', async () => {
    const a = await analyzeText(`${[...SMALL_CRAFT, STERN_HAILER].join('\n')}\n`);
    expect(a.measurements.front).toEqual([0, 0, -1]);
    const hailer = a.parts.findIndex((p) => p.part === '4349.dat');
    expect(a.labels[hailer]!.boost).toBe('rocket-booster');
    expect(a.weapons.some((w) => w.kind === 'gun')).toBe(false);
    expect(a.stats.M.base).toBe(3);
  });
});
