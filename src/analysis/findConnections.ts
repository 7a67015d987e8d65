import type { ModelPart } from '../ldraw/buildModel.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { uniqueVertices } from '../ldraw/geometry/uniqueVertices.ts';
import { invert, multiply } from '../ldraw/matrix.ts';

export type ConnectionKind = 'stud' | 'contact';

export interface Connection {
  /** Indices into the part list. */
  readonly a: number;
  readonly b: number;
  /** 'stud': a stud of one part sits in a socket of the other. 'contact': their bodies touch or overlap (clips, bars, hands, side by side). */
  readonly kind: ConnectionKind;
  /** Studs of `a` in sockets of `b` plus the other way round; 0 for contacts. */
  readonly studs: number;
  /**
   * The parts hold each other: by studs, or one reaches into the other (a bar in a clip or a hand,
   * a pin in a hole, hinge halves). False where they merely touch (side by side, a tip resting on a neck).
   */
  readonly held: boolean;
}

export interface ConnectionGraph {
  readonly connections: readonly Connection[];
  /** Neighbours of each part, by index (held or touching). */
  readonly neighbours: readonly (readonly number[])[];
  /** Neighbours that hold each part (studs, or reaching into it). */
  readonly held: readonly (readonly number[])[];
}

/** Studs and sockets closer than this (LDU) are joined; real models are exact to 0.01. */
const STUD_TOLERANCE = 0.5;
/** Bodies this close (LDU) touch. */
const CONTACT_TOLERANCE = 0.5;
/** A vertex this deep (LDU) inside the other part's own box reaches into it: held, not just touching. */
const REACH_DEPTH = 1;

/**
 * Which placed parts hold each other: stud-in-socket connections, exact on
 * the grid in any orientation (a stud and a socket at the same point, facing
 * each other), and contacts between body boxes for everything that clips,
 * grips or leans (a sword through a hand, a shield on an arm).
 */
export function findConnections(parts: readonly ModelPart[]): ConnectionGraph {
  const pairs = new Map<string, { a: number; b: number; studs: number; contact: boolean }>();
  const pair = (i: number, j: number) => {
    const a = Math.min(i, j);
    const b = Math.max(i, j);
    const key = `${a},${b}`;
    let p = pairs.get(key);
    if (!p) {
      p = { a, b, studs: 0, contact: false };
      pairs.set(key, p);
    }
    return p;
  };

  // Sockets in a hash grid of 1-LDU cells; each stud looks in its cell and the neighbours.
  const sockets = new Map<number | string, { part: number; x: number; y: number; z: number; dx: number; dy: number; dz: number }[]>();
  const cell = (v: number) => Math.round(v);
  parts.forEach((p, index) => {
    for (const s of p.geometry?.sockets ?? []) {
      const w = world(p.matrix, s.position, s.direction);
      const key = cellKey(cell(w.x), cell(w.y), cell(w.z));
      let list = sockets.get(key);
      if (!list) sockets.set(key, (list = []));
      list.push({ part: index, ...w });
    }
  });
  parts.forEach((p, index) => {
    for (const s of p.geometry?.studs ?? []) {
      const w = world(p.matrix, s.position, s.direction);
      const cx = cell(w.x), cy = cell(w.y), cz = cell(w.z);
      for (let i = -1; i <= 1; i++) {
        for (let j = -1; j <= 1; j++) {
          for (let k = -1; k <= 1; k++) {
            for (const socket of sockets.get(cellKey(cx + i, cy + j, cz + k)) ?? []) {
              if (socket.part === index) continue;
              const d = Math.hypot(socket.x - w.x, socket.y - w.y, socket.z - w.z);
              // The stud points out of its part, the socket out of its own: facing each other.
              const facing = socket.dx * w.dx + socket.dy * w.dy + socket.dz * w.dz < -0.9;
              if (d <= STUD_TOLERANCE && facing) pair(index, socket.part).studs++;
            }
          }
        }
      }
    }
  });

  // Contacts: sweep along X over the body boxes, then test Y and Z.
  const order = parts.map((_, i) => i).sort((i, j) => parts[i]!.bodyBounds.min[0]! - parts[j]!.bodyBounds.min[0]!);
  for (let n = 0; n < order.length; n++) {
    const i = order[n]!;
    const bi = parts[i]!.bodyBounds;
    for (let m = n + 1; m < order.length; m++) {
      const j = order[m]!;
      const bj = parts[j]!.bodyBounds;
      if (bj.min[0]! > bi.max[0]! + CONTACT_TOLERANCE) break;
      if (touch(bi, bj)) pair(i, j).contact = true;
    }
  }

  const connections: Connection[] = [];
  const neighbours: number[][] = parts.map(() => []);
  const held: number[][] = parts.map(() => []);
  for (const p of pairs.values()) {
    const isHeld = p.studs > 0 || reachesInto(parts[p.a]!, parts[p.b]!) || reachesInto(parts[p.b]!, parts[p.a]!);
    connections.push({ a: p.a, b: p.b, kind: p.studs > 0 ? 'stud' : 'contact', studs: p.studs, held: isHeld });
    neighbours[p.a]!.push(p.b);
    neighbours[p.b]!.push(p.a);
    if (isHeld) {
      held[p.a]!.push(p.b);
      held[p.b]!.push(p.a);
    }
  }
  return { connections, neighbours, held };
}

/**
 * Whether some vertex of `a` lies inside `b`'s own (unrotated) body box, deeper
 * than REACH_DEPTH: a bar through a clip, a pin in a hole, a hilt in a hand.
 * Parts that only touch put their vertices on the other's faces, not inside.
 */
function reachesInto(a: ModelPart, b: ModelPart): boolean {
  if (!a.geometry || !b.geometry) return false;
  // A vertex of a that deep inside b lies in both world boxes, at least that far from b's sides: parts
  // side by side (most contacts) fail this at once, before any vertex is transformed.
  const ab = a.bounds, bb = b.bodyBounds;
  for (let k = 0; k < 3; k++) if (ab.max[k]! < bb.min[k]! + REACH_DEPTH || ab.min[k]! > bb.max[k]! - REACH_DEPTH) return false;
  const box = b.geometry.bodyBounds;
  const lo0 = box.min[0] + REACH_DEPTH, lo1 = box.min[1] + REACH_DEPTH, lo2 = box.min[2] + REACH_DEPTH;
  const hi0 = box.max[0] - REACH_DEPTH, hi1 = box.max[1] - REACH_DEPTH, hi2 = box.max[2] - REACH_DEPTH;
  if (lo0 >= hi0 || lo1 >= hi1 || lo2 >= hi2) return false;
  // b's world-to-local transform (the inverse of its matrix), folded with a's local-to-world.
  const inv = invert(b.matrix);
  if (!inv) return false;
  const m = multiply(inv, a.matrix);
  const v = uniqueVertices(a.geometry);
  for (let k = 0; k < v.length; k += 3) {
    const x = v[k]!, y = v[k + 1]!, z = v[k + 2]!;
    const lx = m[3]! * x + m[4]! * y + m[5]! * z + m[0]!;
    if (lx <= lo0 || lx >= hi0) continue;
    const ly = m[6]! * x + m[7]! * y + m[8]! * z + m[1]!;
    if (ly <= lo1 || ly >= hi1) continue;
    const lz = m[9]! * x + m[10]! * y + m[11]! * z + m[2]!;
    if (lz > lo2 && lz < hi2) return true;
  }
  return false;
}

/** Cells within this many LDU of the origin get a number for a key (no string to build); farther ones a string. */
const CELL_RANGE = 1 << 16;

/** The hash key of a 1-LDU cell: one number for every cell of a real model (within 26 m of the origin). */
function cellKey(x: number, y: number, z: number): number | string {
  if (Math.abs(x) >= CELL_RANGE || Math.abs(y) >= CELL_RANGE || Math.abs(z) >= CELL_RANGE) return `${x},${y},${z}`;
  return ((x + CELL_RANGE) * 2 * CELL_RANGE + (y + CELL_RANGE)) * 2 * CELL_RANGE + (z + CELL_RANGE);
}

function touch(a: Box3, b: Box3): boolean {
  for (let axis = 0; axis < 3; axis++) {
    if (a.min[axis]! > b.max[axis]! + CONTACT_TOLERANCE || b.min[axis]! > a.max[axis]! + CONTACT_TOLERANCE) return false;
  }
  return true;
}

function world(m: Float64Array, p: readonly number[], d: readonly number[]) {
  const [px, py, pz] = p as [number, number, number];
  const [qx, qy, qz] = d as [number, number, number];
  const dx = m[3]! * qx + m[4]! * qy + m[5]! * qz;
  const dy = m[6]! * qx + m[7]! * qy + m[8]! * qz;
  const dz = m[9]! * qx + m[10]! * qy + m[11]! * qz;
  const len = Math.hypot(dx, dy, dz) || 1;
  return {
    x: m[3]! * px + m[4]! * py + m[5]! * pz + m[0]!,
    y: m[6]! * px + m[7]! * py + m[8]! * pz + m[1]!,
    z: m[9]! * px + m[10]! * py + m[11]! * pz + m[2]!,
    dx: dx / len,
    dy: dy / len,
    dz: dz / len,
  };
}

/** Groups of parts that hold together: each is a candidate piece. Sorted largest first. */
export function connectedGroups(graph: ConnectionGraph): number[][] {
  const seen = new Uint8Array(graph.neighbours.length);
  const groups: number[][] = [];
  for (let start = 0; start < graph.neighbours.length; start++) {
    if (seen[start]) continue;
    const group: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const i = stack.pop()!;
      group.push(i);
      for (const j of graph.neighbours[i]!) {
        if (!seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    groups.push(group.sort((x, y) => x - y));
  }
  return groups.sort((x, y) => y.length - x.length);
}

/** The graph among some of the parts, renumbered in the order given. */
export function subgraph(graph: ConnectionGraph, indices: readonly number[]): ConnectionGraph {
  const at = new Map(indices.map((i, k) => [i, k]));
  const connections: Connection[] = [];
  const neighbours: number[][] = indices.map(() => []);
  const held: number[][] = indices.map(() => []);
  for (const c of graph.connections) {
    const a = at.get(c.a);
    const b = at.get(c.b);
    if (a === undefined || b === undefined) continue;
    connections.push({ ...c, a, b });
    neighbours[a]!.push(b);
    neighbours[b]!.push(a);
    if (c.held) {
      held[a]!.push(b);
      held[b]!.push(a);
    }
  }
  return { connections, neighbours, held };
}
