import { findConnections } from '../../analysis/findConnections.ts';
import type { ModelPart } from '../../ldraw/buildModel.ts';
import { isAxisAligned } from '../../ldraw/matrix.ts';
import { BOARD_EDGES, type BoardEdge } from './BoardEdge.ts';
import { findBoard, PITCH } from './findBoard.ts';
import { findChains } from './findChains.ts';
import { verticalConnectors } from './verticalConnectors.ts';
import { cleanDescription } from '../../ldraw/cleanDescription.ts';
import type { BloxBlock, BloxCell, BloxConnection, BloxPosition, BloxViolation } from './BloxPosition.ts';

export interface BloxOptions {
  /** Names colour codes for the players (the CLI passes LDConfig's names). */
  readonly colourName?: (code: number) => string;
  /** Colours whose 2x4 blocks are supports, not a player's ("White, black or clear blocks are good for this purpose"). */
  readonly neutralColours?: readonly number[];
}

/** A brick is 24 LDU tall: one level. */
const LEVEL_HEIGHT = 24;
const TOLERANCE = 0.5;

/**
 * A Blox position (seed 002) built in LDraw, read as a game board: the board,
 * each block's owner (its colour), level and dots, the stud connection graph
 * (findConnections; side-by-side contacts do not count: "Simply putting the
 * blocks next to each other is not sufficient"), each player's chains, the
 * edges each chain holds, the winner, and the rule violations a finished
 * position can show.
 *
 * Choices the rules leave open:
 * - A chain is one player's blocks joined directly to each other: the board
 *   and support blocks join everything and so join nothing.
 * - A chain reaches an edge when one of its blocks stands on an edge dot of
 *   the board ("connected to each edge of the board by at least one dot");
 *   a corner dot is on both its edges.
 * - The order of play is not in a position: two opponents' blocks stacked
 *   exactly are reported once, "whichever was played last" broke the covering
 *   rule; several players with four-edge chains give no winner.
 * - Support blocks belong to no one: they may cover, and be covered by, anything.
 */
export function readBloxBoard(parts: readonly ModelPart[], options: BloxOptions = {}): BloxPosition | { readonly error: string } {
  // Every part's studs and sockets facing up or down, worked out once for the board and the blocks.
  const connectors = parts.map((p) => verticalConnectors(p));
  const grid = findBoard(parts, connectors);
  if ('error' in grid) return grid;
  const name = options.colourName ?? ((code: number) => `colour ${code}`);
  const neutral = new Set(options.neutralColours ?? []);
  const boardPart = parts[grid.index]!;

  // Block numbers: 1.. in file order, skipping the board.
  const numberOf = new Map<number, number>();
  const others = parts.map((_, i) => i).filter((i) => i !== grid.index);
  others.forEach((partIndex, k) => numberOf.set(partIndex, k + 1));

  const players: { letter: string; colour: number; colourName: string; blocks: number[] }[] = [];
  const cellOf = (x: number, z: number): BloxCell => ({ column: Math.round((x - grid.x0) / PITCH), row: Math.round((z - grid.z0) / PITCH) });
  const blocks = others.map((partIndex, k): BloxBlock & { edges: BoardEdge[] } => {
    const p = parts[partIndex]!;
    let player: number | undefined;
    if (isPlayerBlock(p) && !neutral.has(p.colour)) {
      player = players.findIndex((pl) => pl.colour === p.colour);
      if (player < 0) {
        player = players.length;
        players.push({ letter: String.fromCharCode(65 + player), colour: p.colour, colourName: name(p.colour), blocks: [] });
      }
      players[player]!.blocks.push(k + 1);
    }
    const seen = new Set<string>();
    const cells: BloxCell[] = [];
    for (const c of [...connectors[partIndex]!.studs, ...connectors[partIndex]!.sockets]) {
      const cell = cellOf(c.x, c.z);
      const key = `${cell.column},${cell.row}`;
      if (!seen.has(key)) {
        seen.add(key);
        cells.push(cell);
      }
    }
    cells.sort((a, b) => a.row - b.row || a.column - b.column);
    const level = Math.round((grid.top - p.bodyBounds.min[1]!) / LEVEL_HEIGHT);
    return { number: k + 1, id: p.id, part: p.part, colour: p.colour, player, level, cells, edges: [] };
  });

  const graph = findConnections(parts);
  const connections: BloxConnection[] = [];
  for (const c of graph.connections) {
    if (c.kind !== 'stud') continue;
    const a = c.a === grid.index ? 0 : numberOf.get(c.a)!;
    const b = c.b === grid.index ? 0 : numberOf.get(c.b)!;
    connections.push({ a: Math.min(a, b), b: Math.max(a, b), studs: c.studs });
  }
  connections.sort((x, y) => x.a - y.a || x.b - y.b);

  // Edge dots: the board's own dots under a block's sockets.
  for (const c of connections) {
    if (c.a !== 0) continue;
    const block = blocks[c.b - 1]!;
    const edges = new Set<BoardEdge>();
    for (const s of connectors[others[c.b - 1]!]!.sockets) {
      if (Math.abs(s.y - grid.top) > TOLERANCE) continue;
      const { column, row } = cellOf(s.x, s.z);
      if (column < 0 || row < 0 || column >= grid.columns || row >= grid.rows) continue;
      if (row === 0) edges.add('north');
      if (column === grid.columns - 1) edges.add('east');
      if (row === grid.rows - 1) edges.add('south');
      if (column === 0) edges.add('west');
    }
    block.edges.push(...BOARD_EDGES.filter((e) => edges.has(e)));
  }

  const chains = findChains(blocks, players.length, connections);
  const fourEdgeChains = chains.filter((c) => c.edges.length === BOARD_EDGES.length);
  const finishers = [...new Set(fourEdgeChains.map((c) => c.player))];
  const winner = finishers.length === 1 ? finishers[0] : undefined;

  const who = (n: number) => {
    const b = blocks[n - 1]!;
    return `block ${n} (${b.player === undefined ? 'support' : players[b.player]!.letter}, level ${b.level})`;
  };
  const violations: BloxViolation[] = [];
  for (const b of blocks) {
    if (!connections.some((c) => c.a === b.number || c.b === b.number)) {
      violations.push({ kind: 'unconnected', blocks: [b.number], message: `${who(b.number)} is connected to nothing: no dot joins it to the board or another block` });
    }
    if (b.level <= 0) violations.push({ kind: 'below-board', blocks: [b.number], message: `${who(b.number)} is below the board level: "you may not add blocks below the board level"` });
    const m = parts[others[b.number - 1]!]!.matrix;
    if (!(isAxisAligned(m) && m[7]! > 0.99)) violations.push({ kind: 'askew', blocks: [b.number], message: `${who(b.number)} is not upright and square to the board: "Connections must be at right angles only"` });
  }
  for (const c of connections) {
    if (c.a === 0) continue;
    const [x, y] = [blocks[c.a - 1]!, blocks[c.b - 1]!];
    if (x.player === undefined || y.player === undefined || x.player === y.player) continue;
    const [lower, upper] = x.level <= y.level ? [x, y] : [y, x];
    const lowerStuds = connectors[others[lower.number - 1]!]!.studs.length;
    const upperSockets = connectors[others[upper.number - 1]!]!.sockets.length;
    const top = c.studs >= lowerStuds;
    const bottom = c.studs >= upperSockets;
    if (!top && !bottom) continue;
    const message =
      top && bottom
        ? `${who(upper.number)} sits exactly on ${who(lower.number)}, all ${c.studs} dots: whichever was played last completely covers the other (the top of block ${lower.number}, the bottom of block ${upper.number}); no single block may completely cover the top or bottom of an opponent's block`
        : top
          ? `${who(upper.number)} completely covers the top of ${who(lower.number)}: all its ${lowerStuds} dots`
          : `${who(lower.number)} completely covers the bottom of ${who(upper.number)}: all its ${upperSockets} sockets`;
    violations.push({ kind: 'covering', blocks: [upper.number, lower.number], message });
  }

  const notes: string[] = [];
  for (const pl of players) if (pl.colour === boardPart.colour) notes.push(`player ${pl.letter} plays the board's own colour (${pl.colourName}): "no color should be the same as the board's"`);
  if (finishers.length > 1) notes.push(`players ${finishers.map((f) => players[f]!.letter).join(' and ')} each have a chain on all four edges: a position does not say who completed one first`);
  if (players.length < 2) notes.push(`${players.length} player(s): Blox needs two or more`);

  return {
    board: {
      id: boardPart.id,
      part: boardPart.part,
      description: (boardPart.file?.description ?? boardPart.part).replace(/\s+/g, ' '),
      colour: boardPart.colour,
      columns: grid.columns,
      rows: grid.rows,
    },
    blocks,
    players,
    connections,
    chains,
    fourEdgeChains,
    winner,
    violations,
    notes,
  };
}

/** A player's block: a 2x4 brick ("You will need several dozen 2x4 building blocks"), printed or not, no taller brick. */
function isPlayerBlock(p: ModelPart): boolean {
  return /^Brick +2 x +4\b(?! *x)/.test(cleanDescription(p.file?.description ?? ''));
}
