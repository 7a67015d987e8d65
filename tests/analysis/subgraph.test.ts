import { describe, expect, it } from 'vitest';
import { loadBuild } from '../../src/cli/loadBuild.ts';
import { findConnections, subgraph, type ConnectionGraph } from '../../src/analysis/findConnections.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../support/library.ts';

/** The piece's connections read the plain way: every connection of the file with both ends in it, renumbered. */
function expected(graph: ConnectionGraph, indices: readonly number[]) {
  const at = new Map(indices.map((i, k) => [i, k]));
  const connections = graph.connections.filter((c) => at.has(c.a) && at.has(c.b)).map((c) => ({ ...c, a: at.get(c.a)!, b: at.get(c.b)! }));
  const heldOutside = indices.map((i) => graph.connections.some((c) => c.held && ((c.a === i && !at.has(c.b)) || (c.b === i && !at.has(c.a)))));
  return { connections, heldOutside };
}

describe.skipIf(!hasSharedModels)("a piece's own connection graph", () => {
  it('is the whole file\'s where the piece is the whole file, and its own connections, renumbered, for a large piece and a small one', async () => {
    const { model } = await loadBuild(`${SHARED_MODELS}/brickbuilt/6923-1 - Particle Ionizer.mpd`, library(), { expandShortcuts: true });
    const graph = findConnections(model.parts);
    const all = model.parts.map((_, i) => i);
    expect(subgraph(graph, all)).toBe(graph);
    // Most of the file (read through a table of its parts), and a small piece (read through its own parts' lists).
    const most = all.filter((i) => i % 7 !== 3);
    const few = all.filter((i) => i % 11 === 0);
    for (const indices of [most, few]) {
      const cut = subgraph(graph, indices);
      const want = expected(graph, indices);
      expect(cut.connections).toEqual(want.connections);
      expect(cut.heldOutside).toEqual(want.heldOutside);
      expect(cut.heldOutside!.some(Boolean)).toBe(true);
      expect(cut.neighbours.map((n) => [...n].sort((x, y) => x - y))).toEqual(indices.map((_, k) => want.connections.flatMap((c) => (c.a === k ? [c.b] : c.b === k ? [c.a] : [])).sort((x, y) => x - y)));
    }
  });
});
