import type { BoardEdge } from './BoardEdge.ts';

/** What a Blox board holds, as read from a build: the blocks, who owns them, their connections and chains. */
export interface BloxPlayer {
  /** A, B, C ... in the order their first block appears in the file. */
  readonly letter: string;
  readonly colour: number;
  readonly colourName: string;
  /** Block numbers. */
  readonly blocks: readonly number[];
}

export interface BloxCell {
  readonly column: number;
  readonly row: number;
}

export interface BloxBlock {
  /** 1, 2, 3 ... in file order; 0 is the board. */
  readonly number: number;
  readonly id: string;
  readonly part: string;
  readonly colour: number;
  /** Index into `players`; undefined for a support block (any other part, or a 2x4 in a neutral colour). */
  readonly player: number | undefined;
  /** 1 on the board, 2 on a level-one block ...; 0 or less is below the board. */
  readonly level: number;
  /** The board dots under it (column, row); outside 0..columns-1, 0..rows-1 where it overhangs the edge. */
  readonly cells: readonly BloxCell[];
  /** Board edges it holds by at least one edge dot. */
  readonly edges: readonly BoardEdge[];
}

export interface BloxConnection {
  /** Block numbers; 0 is the board. */
  readonly a: number;
  readonly b: number;
  /** Studs of the lower in sockets of the upper. */
  readonly studs: number;
}

export interface BloxChain {
  readonly player: number;
  readonly blocks: readonly number[];
  readonly edges: readonly BoardEdge[];
}

export type BloxViolationKind = 'unconnected' | 'covering' | 'below-board' | 'askew';

export interface BloxViolation {
  readonly kind: BloxViolationKind;
  readonly blocks: readonly number[];
  readonly message: string;
}

export interface BloxPosition {
  readonly board: {
    readonly id: string;
    readonly part: string;
    readonly description: string;
    readonly colour: number;
    readonly columns: number;
    readonly rows: number;
  };
  readonly blocks: readonly BloxBlock[];
  readonly players: readonly BloxPlayer[];
  /** The stud connection graph: who is joined to whom by at least one dot. */
  readonly connections: readonly BloxConnection[];
  /** Each player's chains, largest first. */
  readonly chains: readonly BloxChain[];
  /** Chains that touch all four edges. */
  readonly fourEdgeChains: readonly BloxChain[];
  /** The player with a four-edge chain, when exactly one has one. */
  readonly winner: number | undefined;
  readonly violations: readonly BloxViolation[];
  readonly notes: readonly string[];
}
