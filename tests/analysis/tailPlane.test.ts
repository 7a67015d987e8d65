import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A craft: a 6 x 10 plate hull with a 2 x 4 brick on its middle, a windscreen before it (its Head) and, at its back, a black "Tail 4 x 2 x 2"
 * standing on the hull with a notched 3 x 4 wedge plate on its top (the 6988 Alpha Centauri Outpost's ship and pod).
 * `onTail` false puts the wedge plate on the hull's front instead, where it is the craft's nose.
 */
function craft(onTail: boolean): string {
  const wedge = onTail ? '1 0 0 -56 60 1 0 0 0 1 0 0 0 1 4859.dat' : '1 0 0 -8 -60 1 0 0 0 1 0 0 0 1 4859.dat';
  return ['0 FILE craft.ldr', '1 0 0 0 0 1 0 0 0 1 0 0 0 1 3033.dat', '1 0 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat', '1 47 0 -24 -40 1 0 0 0 1 0 0 0 1 3823.dat', '1 0 0 -48 60 1 0 0 0 1 0 0 0 1 3479.dat', wedge].join('\n') + '\n';
}

describe('a notched 3 x 4 wedge plate on an upright tail fin', () => {
  it('is a T-tail stabiliser: a small wing', async () => {
    const a = await analyzeText(craft(true));
    const i = a.parts.findIndex((p) => p.part === '4859.dat');
    expect(a.graph.neighbours[i]!.map((j) => a.parts[j]!.part)).toContain('3479.dat');
    expect(a.labels[i]!.boost).toBe('wing');
    expect(a.labels[i]!.functionReason).toMatch(/upright tail fin: a T-tail's stabiliser/);
  });

  it('on the hull, away from the fin, it stays the nose: no wing', async () => {
    const a = await analyzeText(craft(false));
    const i = a.parts.findIndex((p) => p.part === '4859.dat');
    expect(a.graph.neighbours[i]!.map((j) => a.parts[j]!.part)).not.toContain('3479.dat');
    expect(a.labels[i]!.boost).toBe(null);
  });
});
