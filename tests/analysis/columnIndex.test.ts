import { describe, expect, it } from 'vitest';
import { columnIndex } from '../../src/analysis/columnIndex.ts';
import { buildText } from '../support/library.ts';

describe('columnIndex', () => {
  it('finds the parts whose boxes stand over a point or a patch of the ground plane, each once, and no part far away', async () => {
    // A 2 x 4 plate at the origin (X -40..40, Z -20..20), a 1 x 1 plate on it at X 30, and a 1 x 1 plate 200 LDU away.
    const model = await buildText(['1 4 0 0 0 1 0 0 0 1 0 0 0 1 3020.dat', '1 1 30 -8 10 1 0 0 0 1 0 0 0 1 3024.dat', '1 2 200 0 200 1 0 0 0 1 0 0 0 1 3024.dat'].join('\n'));
    const index = columnIndex(model.parts);
    expect([...index.at(30, 10)].sort()).toEqual([0, 1]);
    expect([...index.at(-35, -15)]).toEqual([0]);
    expect(index.at(120, 120)).toEqual([]);
    const patch = [...index.over(-50, -50, 50, 50)].sort();
    expect(patch).toEqual([0, 1]);
    expect([...index.over(-50, -50, 250, 250)].sort()).toEqual([0, 1, 2]);
    // Built once per parts list.
    expect(columnIndex(model.parts)).toBe(index);
  });

  it('keeps a part scaled over millions of columns aside, found by every query, instead of filling memory', async () => {
    // A 1 x 1 plate scaled 10,000 times across (200,000 LDU square) under a small plate.
    const model = await buildText(['1 4 0 0 0 10000 0 0 0 1 0 0 0 10000 3024.dat', '1 1 30 -8 10 1 0 0 0 1 0 0 0 1 3024.dat'].join('\n'));
    const index = columnIndex(model.parts);
    expect([...index.at(30, 10)].sort()).toEqual([0, 1]);
    expect([...index.at(-90_000, 90_000)]).toEqual([0]);
    expect([...index.over(-50, -50, 50, 50)].sort()).toEqual([0, 1]);
  });
});

