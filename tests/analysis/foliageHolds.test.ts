import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { buildText } from '../support/library.ts';

// A palm leaf hanging down from its tree (6148, its curved blade boxed loosely), and a part passing under its tip.
const LEAF = '1 2 0 0 0 0 0 1 0.906308 0.422618 0 -0.422618 0.906308 0 6148.dat';

async function underLeaf(part: string) {
  // Where the Enchanted Island's rowboat bowsprit (a minifig lance) passes under the palm leaf's hanging tip.
  const model = await buildText(`${LEAF}\n1 0 -12.5 88 -82 -0.866 0 -0.5 0 1 0 0.5 0 -0.866 ${part}\n`);
  const graph = findConnections(model.parts);
  return { touches: graph.neighbours[0]!.includes(1), held: graph.held[0]!.includes(1) };
}

describe('foliage', () => {
  it("does not hold a minifig's lance that passes through its loose box: a palm leaf over a rowboat's bowsprit", async () => {
    expect(await underLeaf('3849.dat')).toEqual({ touches: true, held: false });
  });
});
