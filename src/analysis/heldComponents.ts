import type { ConnectionGraph } from './findConnections.ts';

/** Connected components over held connections, among the parts `keep` allows. */
export function heldComponents(n: number, keep: (i: number) => boolean, graph: ConnectionGraph): number[][] {
  const seen = new Uint8Array(n);
  const out: number[][] = [];
  for (let s = 0; s < n; s++) {
    if (seen[s] || !keep(s)) continue;
    const comp: number[] = [];
    const stack = [s];
    seen[s] = 1;
    while (stack.length > 0) {
      const i = stack.pop()!;
      comp.push(i);
      for (const j of graph.held[i]!) {
        if (!seen[j] && keep(j)) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    out.push(comp);
  }
  return out;
}
