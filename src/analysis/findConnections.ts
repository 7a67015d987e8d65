import type { ModelPart } from '../ldraw/buildModel.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';

export type ConnectionKind = 'stud' | 'contact';

export interface Connection {
  /** Indices into the part list. */
  readonly a: number;
  readonly b: number;
  /** 'stud': a stud of one part sits in a socket of the other. 'contact': their bodies touch or overlap (clips, bars, hands, side by side). */
  readonly kind: ConnectionKind;
  /** Studs of `a` in sockets of `b` plus the other way round; 0 for contacts. */
  readonly studs: number;
}

export interface ConnectionGraph {
  readonly connections: readonly Connection[];
  /** Neighbours of each part, by index. */
  readonly neighbours: readonly (readonly number[])[];
}

/** Studs and sockets closer than this (LDU) are joined; real models are exact to 0.01. */
const STUD_TOLERANCE = 0.5;
/** Bodies this close (LDU) touch. */
const CONTACT_TOLERANCE = 0.5;

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
  const sockets = new Map<string, { part: number; x: number; y: number; z: number; dx: number; dy: number; dz: number }[]>();
  const cell = (v: number) => Math.round(v);
  parts.forEach((p, index) => {
    for (const s of p.geometry?.sockets ?? []) {
      const w = world(p.matrix, s.position, s.direction);
      const key = `${cell(w.x)},${cell(w.y)},${cell(w.z)}`;
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
            for (const socket of sockets.get(`${cx + i},${cy + j},${cz + k}`) ?? []) {
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
  for (const p of pairs.values()) {
    connections.push({ a: p.a, b: p.b, kind: p.studs > 0 ? 'stud' : 'contact', studs: p.studs });
    neighbours[p.a]!.push(p.b);
    neighbours[p.b]!.push(p.a);
  }
  return { connections, neighbours };
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
