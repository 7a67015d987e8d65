import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { minifigLines } from '../support/minifigLines.ts';

/** A minifig standing on a raft: a 4 x 6 deck on eight upright 1 x 1 round bricks for floats, a 1 x 2 plate on its corner. */
const raft = (floats: number) => [
  '0 FILE raft.ldr',
  '1 6 0 0 0 1 0 0 0 1 0 0 0 1 3032.dat',
  ...[-50, 50].flatMap((x) => [-30, -10, 10, 30].map((z) => `1 14 ${x} 8 ${z} 1 0 0 0 1 0 0 0 1 3062b.dat`)).slice(0, floats),
  '1 6 40 -8 -30 1 0 0 0 1 0 0 0 1 3023.dat',
  '1 16 0 -72 0 1 0 0 0 1 0 0 0 1 fig.ldr',
  '0 NOFILE',
  '0 FILE fig.ldr',
  ...minifigLines(),
  '0 NOFILE',
].join('\n');

describe('a figure on a craft of plain bricks and plates', () => {
  it('a minifig standing on a raft of ten plates and round bricks rides it: the raft is the Base, on its round floats', async () => {
    const a = await analyzeText(`${raft(8)}\n`);
    expect(a.measurements.baseType).toBe('round-block');
    const floats = a.parts.flatMap((p, i) => (p.part === '3062b.dat' ? [i] : []));
    for (const i of floats) expect(a.labels[i]!.section).toBe('base');
  });

  it('on a deck with two round bricks under it (four parts, a stand) the minifig is still read as a figure, on its legs', async () => {
    const a = await analyzeText(`${raft(2)}\n`);
    expect(a.measurements.baseType).toBe('legs');
  });
});
