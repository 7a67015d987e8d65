import { disjointSets } from '../../analysis/disjointSets.ts';
import { BOARD_EDGES } from './BoardEdge.ts';
import type { BloxBlock, BloxChain, BloxConnection } from './BloxPosition.ts';

/** Each player's blocks joined to each other directly, largest chain first, then by first block. */
export function findChains(blocks: readonly BloxBlock[], playerCount: number, connections: readonly BloxConnection[]): BloxChain[] {
  const sets = disjointSets(blocks.length);
  const find = sets.find;
  for (const c of connections) {
    if (c.a === 0) continue;
    const x = blocks[c.a - 1]!;
    const y = blocks[c.b - 1]!;
    if (x.player === undefined || x.player !== y.player) continue;
    sets.unite(c.a - 1, c.b - 1);
  }
  const chains: BloxChain[] = [];
  for (let player = 0; player < playerCount; player++) {
    const groups = new Map<number, number[]>();
    blocks.forEach((b, i) => {
      if (b.player !== player) return;
      const root = find(i);
      groups.set(root, [...(groups.get(root) ?? []), b.number]);
    });
    for (const members of groups.values()) {
      const edges = new Set(members.flatMap((n) => blocks[n - 1]!.edges));
      chains.push({ player, blocks: members, edges: BOARD_EDGES.filter((e) => edges.has(e)) });
    }
  }
  return chains.sort((a, b) => a.player - b.player || b.blocks.length - a.blocks.length || a.blocks[0]! - b.blocks[0]!);
}
