/**
 * Sets of indices joined pair by pair (union-find), for groups that hold
 * together: rigid bodies, weapons of several parts, Blox chains. `find` is a
 * loop, not recursion: a column of 100,000 stacked parts is a chain that deep.
 */
export interface DisjointSets {
  /** The representative of i's set. */
  find(i: number): number;
  /** Puts i's and j's sets together. */
  unite(i: number, j: number): void;
}

export function disjointSets(size: number): DisjointSets {
  const parent = Array.from({ length: size }, (_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root]!;
    for (let at = i; at !== root; ) {
      const next = parent[at]!;
      parent[at] = root;
      at = next;
    }
    return root;
  };
  return {
    find,
    unite: (i, j) => {
      parent[find(i)] = find(j);
    },
  };
}
