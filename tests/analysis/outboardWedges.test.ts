import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { SMALL_CRAFT } from '../support/smallCraft.ts';

/**
 * The small craft with three notched 3 x 4 wedge plates on its deck: one on its centre line at the nose, and one out on
 * each flank (as the 6875 Hovercraft's and the 6981 Aerial Intruder's, batches 22 and 36).
 */
const CRAFT = [
  ...SMALL_CRAFT,
  '1 7 0 -8 -30 1 0 0 0 1 0 0 0 1 4859.dat',
  '1 7 -50 -8 30 1 0 0 0 1 0 0 0 1 4859.dat',
  '1 7 50 -8 30 1 0 0 0 1 0 0 0 1 4859.dat',
].join('\n');

describe('notched wedge plates', () => {
  it('out on the flanks are wings; on the centre line, the nose', async () => {
    const a = await analyzeText(`${CRAFT}\n`);
    const wedges = a.parts.flatMap((p, i) => (p.part === '4859.dat' ? [{ x: p.matrix[0]!, boost: a.labels[i]!.boost }] : []));
    expect(wedges).toHaveLength(3);
    for (const w of wedges) expect(w.boost).toBe(w.x === 0 ? null : 'wing');
  });
});
