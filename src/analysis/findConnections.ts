import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ModelPart } from '../ldraw/buildModel.ts';
import type { PartGeometry } from '../ldraw/geometry/PartGeometry.ts';
import { uniqueVertices } from '../ldraw/geometry/uniqueVertices.ts';
import { invert, multiply, type Matrix } from '../ldraw/matrix.ts';
import { cellHash } from './cellHash.ts';
import { vertexSlabs } from './vertexSlabs.ts';

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
  /** Set when a budget cut the search short (a hostile or absurd file): what was left out, one line each. */
  readonly limits?: readonly string[];
  /** In a piece cut from a file (subgraph): the parts held by a part outside it (a tow bar hitched to the plane it tows). */
  readonly heldOutside?: readonly boolean[];
}

/** Studs and sockets closer than this (LDU) are joined; real models are exact to 0.01. */
const STUD_TOLERANCE = 0.5;
/** Bodies this close (LDU) touch. */
const CONTACT_TOLERANCE = 0.5;
/** A vertex this deep (LDU) inside the other part's own box reaches into it: held, not just touching. */
const REACH_DEPTH = 1;

/*
 * Budgets: parts stacked in one spot make every search below quadratic, and a
 * 1.5 KB nested file places 10,000 of them. The real builds in ../shared/models
 * stay far below each (at most 922 neighbours of one part, 80,000 connections).
 */
/** Copies of one part at one matrix linked pairwise (a real build duplicates a part 2 or 3 times); more are linked in a chain. */
const MAX_TWINS_LINKED_PAIRWISE = 16;
/** A socket's numbers: part, cell x y z, point x y z, direction x y z. */
const SOCKET_ROW = 10;
/** Sockets kept in one 1-LDU cell. */
const MAX_SOCKETS_PER_CELL = 64;
/** Box tests of the contact sweep. */
const MAX_CONTACT_TESTS = 50_000_000;
/** Touching pairs collected by the sweep. */
const MAX_CONTACT_PAIRS = 1_000_000;
/** Contacts of one part, nearest first. */
export const MAX_CONTACTS_PER_PART = 2_048;
/** Vertices tested by reachesInto over the whole build. */
const MAX_REACH_TESTS = 200_000_000;
/** Connections in all. */
const MAX_CONNECTIONS = 2_000_000;

/**
 * Which placed parts hold each other: stud-in-socket connections, exact on
 * the grid in any orientation (a stud and a socket at the same point, facing
 * each other), and contacts between body boxes for everything that clips,
 * grips or leans (a sword through a hand, a shield on an arm).
 *
 * Bounded: identical copies (same part, same matrix) are searched once and
 * linked to each other, and the budgets above cut the search off with a note
 * in `limits` instead of running out of memory.
 */
export function findConnections(parts: readonly ModelPart[]): ConnectionGraph {
  const limits: string[] = [];
  const limit = (message: string) => {
    if (!limits.includes(message)) limits.push(message);
  };
  // Pairs in the order first met, in flat lists: an object per pair, and one per socket and stud, were most
  // of the garbage of a big build's search. Only pairs joined by studs need looking up (by one number).
  const studPair = new Map<number, number>();
  const pairA: number[] = [];
  const pairB: number[] = [];
  const pairStuds: number[] = [];
  const count = parts.length;
  const pairKey = (i: number, j: number) => (i < j ? i * count + j : j * count + i);
  const addPair = (i: number, j: number): number => {
    pairA.push(i < j ? i : j);
    pairB.push(i < j ? j : i);
    pairStuds.push(0);
    return pairA.length - 1;
  };
  const studsOf = (i: number, j: number): number => {
    let n = studPair.get(pairKey(i, j));
    if (n === undefined) studPair.set(pairKey(i, j), (n = addPair(i, j)));
    return n;
  };

  // Copies: the first two of each are searched (the second gives the link between copies), the rest take the first's connections.
  const twins = identicalPlacements(parts);
  const searched = new Uint8Array(count).fill(1);
  for (const group of twins) for (let k = 2; k < group.length; k++) searched[group[k]!] = 0;

  // Sockets in a hash grid of 1-LDU cells (a point's cell is its rounded coordinates); each stud looks in the
  // cells a point within STUD_TOLERANCE of it can round to: two per axis at most, eight in all.
  // (A hash can name two cells: a socket keeps its cell, and a stud takes only its cell's.)
  // A socket is a row of `socketRows` (SOCKET_ROW); a cell lists where its rows start.
  const sockets = new Map<number, number[]>();
  let socketCount = 0;
  for (let index = 0; index < count; index++) if (searched[index]) socketCount += parts[index]!.geometry?.sockets.length ?? 0;
  const socketRows = new Float64Array(socketCount * SOCKET_ROW);
  let rowsUsed = 0;
  const w = new Float64Array(6);
  const cell = (v: number) => Math.round(v);
  for (let index = 0; index < count; index++) {
    const p = parts[index]!;
    const list = searched[index] ? p.geometry?.sockets : undefined;
    if (!list) continue;
    for (const s of list) {
      world(p.matrix, s.position, s.direction, w);
      const cx = cell(w[0]!), cy = cell(w[1]!), cz = cell(w[2]!);
      const key = cellHash(cx, cy, cz);
      let rows = sockets.get(key);
      if (!rows) sockets.set(key, (rows = []));
      if (rows.length >= MAX_SOCKETS_PER_CELL) {
        limit(`more than ${MAX_SOCKETS_PER_CELL} sockets at one point; the rest are not connected`);
        continue;
      }
      rows.push(rowsUsed);
      socketRows[rowsUsed] = index;
      socketRows[rowsUsed + 1] = cx;
      socketRows[rowsUsed + 2] = cy;
      socketRows[rowsUsed + 3] = cz;
      socketRows.set(w, rowsUsed + 4);
      rowsUsed += SOCKET_ROW;
    }
  }
  for (let index = 0; index < count; index++) {
    const p = parts[index]!;
    const list = searched[index] ? p.geometry?.studs : undefined;
    if (!list) continue;
    for (const s of list) {
      world(p.matrix, s.position, s.direction, w);
      const wx = w[0]!, wy = w[1]!, wz = w[2]!;
      const x1 = cell(wx + STUD_TOLERANCE), y1 = cell(wy + STUD_TOLERANCE), z1 = cell(wz + STUD_TOLERANCE);
      for (let x = cell(wx - STUD_TOLERANCE); x <= x1; x++) {
        for (let y = cell(wy - STUD_TOLERANCE); y <= y1; y++) {
          for (let z = cell(wz - STUD_TOLERANCE); z <= z1; z++) {
            const rows = sockets.get(cellHash(x, y, z));
            if (rows === undefined) continue;
            for (const r of rows) {
              const other = socketRows[r]!;
              if (other === index || socketRows[r + 1] !== x || socketRows[r + 2] !== y || socketRows[r + 3] !== z) continue;
              // Squared distance: Math.hypot is slow, and this runs for every stud of the build.
              const ex = socketRows[r + 4]! - wx, ey = socketRows[r + 5]! - wy, ez = socketRows[r + 6]! - wz;
              // The stud points out of its part, the socket out of its own: facing each other.
              const facing = socketRows[r + 7]! * w[3]! + socketRows[r + 8]! * w[4]! + socketRows[r + 9]! * w[5]! < -0.9;
              if (ex * ex + ey * ey + ez * ez <= STUD_TOLERANCE ** 2 && facing) pairStuds[studsOf(index, other)]!++;
            }
          }
        }
      }
    }
  }

  // Contacts: sweep along X over the body boxes, then test Y and Z. The boxes are copied into
  // one array first: reading them through each part's getter made the sweep 10x slower.
  const order = parts.map((_, i) => i).filter((i) => searched[i]).sort((i, j) => parts[i]!.bodyBounds.min[0]! - parts[j]!.bodyBounds.min[0]!);
  // Beside them each part's whole box (studs included) and its place in the order, for the test of reaching in.
  const boxes = new Float64Array(order.length * 6);
  const outer = new Float64Array(order.length * 6);
  const rank = new Int32Array(count);
  order.forEach((i, n) => {
    const { min, max } = parts[i]!.bodyBounds;
    const whole = parts[i]!.bounds;
    const o = n * 6;
    rank[i] = n;
    for (let k = 0; k < 3; k++) {
      boxes[o + 2 * k] = min[k]!;
      boxes[o + 2 * k + 1] = max[k]!;
      outer[o + 2 * k] = whole.min[k]!;
      outer[o + 2 * k + 1] = whole.max[k]!;
    }
  });
  const found: number[] = [];
  const contacts = new Uint32Array(count);
  let tests = 0;
  const t = CONTACT_TOLERANCE;
  sweep: for (let n = 0; n < order.length; n++) {
    const i = order[n]!;
    const a = n * 6;
    const reach = boxes[a + 1]! + t;
    for (let m = n + 1; m < order.length; m++) {
      const b = m * 6;
      if (boxes[b]! > reach) break;
      if (++tests > MAX_CONTACT_TESTS || found.length >= 2 * MAX_CONTACT_PAIRS) {
        limit(`more than ${tests > MAX_CONTACT_TESTS ? `${MAX_CONTACT_TESTS} box tests` : `${MAX_CONTACT_PAIRS} touching pairs`} (parts stacked in one spot?); the contact search stopped early`);
        break sweep;
      }
      // Each axis: the boxes are no further apart than the tolerance (the same sums as before, to the last bit).
      if (boxes[a]! > boxes[b + 1]! + t || boxes[b]! > boxes[a + 1]! + t) continue;
      if (boxes[a + 2]! > boxes[b + 3]! + t || boxes[b + 2]! > boxes[a + 3]! + t) continue;
      if (boxes[a + 4]! > boxes[b + 5]! + t || boxes[b + 4]! > boxes[a + 5]! + t) continue;
      const j = order[m]!;
      found.push(i, j);
      contacts[i] = contacts[i]! + 1;
      contacts[j] = contacts[j]! + 1;
    }
  }
  const keep = nearestContacts(parts, found, contacts);
  if (keep.length < found.length) limit(`a part touches more than ${MAX_CONTACTS_PER_PART} others; only the nearest ${MAX_CONTACTS_PER_PART} are kept`);
  // The sweep meets each pair once: only those not joined by studs already are new.
  for (let k = 0; k < keep.length; k += 2) {
    const i = keep[k]!, j = keep[k + 1]!;
    if (!studPair.has(pairKey(i, j))) addPair(i, j);
  }

  const connections: Connection[] = [];
  const neighbours: number[][] = parts.map(() => []);
  const held: number[][] = parts.map(() => []);
  let reachTests = 0;
  // Each part's inverse matrix, worked out once: a part meets several others.
  const inverses: (Matrix | undefined | null)[] = new Array(count).fill(null);
  const inverse = (i: number) => {
    let inv = inverses[i];
    if (inv === null) inverses[i] = inv = invert(parts[i]!.matrix);
    return inv;
  };
  const reaches = (a: number, b: number): boolean => {
    // A vertex of a that deep inside b lies in both boxes, at least that far from b's sides: parts side by
    // side (half the contacts) fail this at once, before anything else is read.
    const oa = rank[a]! * 6, ob = rank[b]! * 6;
    for (let k = 0; k < 6; k += 2) {
      if (outer[oa + k + 1]! < boxes[ob + k]! + REACH_DEPTH || outer[oa + k]! > boxes[ob + k + 1]! - REACH_DEPTH) return false;
    }
    if (reachTests > MAX_REACH_TESTS) {
      limit(`more than ${MAX_REACH_TESTS} vertices tested for parts reaching into others; the rest count as touching, not held`);
      return false;
    }
    const geometry = parts[a]!.geometry;
    reachTests += geometry ? uniqueVertices(geometry).length / 3 : 0;
    return reachesInto(parts[a]!, parts[b]!, a, b, inverse);
  };
  const add = (a: number, b: number, kind: ConnectionKind, studs: number, isHeld: boolean): boolean => {
    if (connections.length >= MAX_CONNECTIONS) {
      limit(`more than ${MAX_CONNECTIONS} connections; the rest are left out`);
      return false;
    }
    connections.push({ a, b, kind, studs, held: isHeld });
    neighbours[a]!.push(b);
    neighbours[b]!.push(a);
    if (isHeld) {
      held[a]!.push(b);
      held[b]!.push(a);
    }
    return true;
  };
  // How a part joins others, read once per title (a big build has thousands of parts and a few hundred titles).
  const byTitle = new Map<string, JoinTraits>();
  const joins = parts.map((q) => {
    const title = q.file?.description ?? '';
    let traits = byTitle.get(title);
    if (!traits) byTitle.set(title, (traits = joinTraits(cleanDescription(title))));
    return traits;
  });
  const sameAnimal = (a: number, b: number) => parts[a]!.sourceFile === parts[b]!.sourceFile && parts[a]!.line === parts[b]!.line;
  // A creature's body lying against something (see JoinTraits) is held by studs, a holder or its own other halves only.
  const lying = (a: number, b: number) => {
    const ka = joins[a]!.kind, kb = joins[b]!.kind;
    // (A hand still holds a leaf or a flower it grips.)
    if ((joins[a]!.foliage && joins[b]!.minifig && kb !== 'holder') || (joins[b]!.foliage && joins[a]!.minifig && ka !== 'holder')) return true;
    return (ka === 'body' || kb === 'body') && ka !== 'holder' && kb !== 'holder' && !sameAnimal(a, b);
  };
  for (let n = 0; n < pairA.length; n++) {
    const a = pairA[n]!, b = pairB[n]!, studs = pairStuds[n]!;
    const ja = joins[a]!, jb = joins[b]!;
    // A baseplate holds by its studs alone, and a rail holds no wheel running in its slot: a cart rolls along its track.
    const onGround = ja.baseplate || jb.baseplate || (ja.rail && jb.wheel) || (jb.rail && ja.wheel);
    const tied = (ja.synth || jb.synth) && !onGround;
    const isHeld = studs > 0 || (ja.magnet && jb.magnet) || tied || (!onGround && !lying(a, b) && (reaches(a, b) || reaches(b, a)));
    if (!add(a, b, studs > 0 ? 'stud' : 'contact', studs, isHeld)) break;
  }

  // The copies left out of the search: each holds what the first holds, and its own copies as the first two do.
  if (twins.length > 0) {
    const byFirst = new Map<number, Connection[]>();
    for (const c of connections) {
      if (searched[c.a] && searched[c.b]) {
        byFirst.get(c.a)?.push(c) ?? byFirst.set(c.a, [c]);
        if (c.b !== c.a) byFirst.get(c.b)?.push(c) ?? byFirst.set(c.b, [c]);
      }
    }
    const groupOf = new Map(twins.map((g, n) => [g[0]!, n]));
    expand: for (let n = 0; n < twins.length; n++) {
      const group = twins[n]!;
      const first = group[0]!;
      const second = group[1]!;
      const own = byFirst.get(first) ?? [];
      const between = own.find((c) => c.a === second || c.b === second);
      for (const c of own) {
        const other = c.a === first ? c.b : c.a;
        if (other === second) continue;
        // Copies of another part: the earlier group links its copies to the later one's, once;
        // piles link to the other's first only (still one group, without pile x pile connections).
        const m = groupOf.get(other);
        const pairwise = m !== undefined && m > n && group.length <= MAX_TWINS_LINKED_PAIRWISE && twins[m]!.length <= MAX_TWINS_LINKED_PAIRWISE;
        const otherCopies = pairwise ? twins[m]!.slice(2) : [];
        for (let k = 2; k < group.length; k++) {
          const copy = group[k]!;
          for (const to of [other, ...otherCopies]) {
            if (!add(Math.min(copy, to), Math.max(copy, to), c.kind, c.studs, c.held)) break expand;
          }
        }
      }
      if (!between) continue;
      // Copies link pairwise as the first two do; a pile of them in a chain, still one group.
      if (group.length <= MAX_TWINS_LINKED_PAIRWISE) {
        for (let x = 0; x < group.length; x++) {
          for (let y = Math.max(x + 1, 2); y < group.length; y++) {
            if (!add(group[x]!, group[y]!, between.kind, between.studs, between.held)) break expand;
          }
        }
      } else {
        for (let k = 2; k < group.length; k++) if (!add(group[k - 1]!, group[k]!, between.kind, between.studs, between.held)) break expand;
      }
    }
  }
  return limits.length > 0 ? { connections, neighbours, held, limits } : { connections, neighbours, held };
}

/** Groups of two or more parts with the same geometry at the same matrix, by index, each in part order. */
function identicalPlacements(parts: readonly ModelPart[]): number[][] {
  const geometryIds = new Map<unknown, number>();
  const ids = new Int32Array(parts.length);
  // Groups by a hash of the geometry and the matrix's bits (a matrix written out as text was most of the cost), each
  // group checked value by value: two placements that share a hash are not always alike.
  const buckets = new Map<number, number[][]>();
  parts.forEach((p, index) => {
    let id = geometryIds.get(p.geometry ?? p.resolvedPart);
    if (id === undefined) geometryIds.set(p.geometry ?? p.resolvedPart, (id = geometryIds.size));
    ids[index] = id;
    const key = placementHash(id, p.matrix);
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = []));
    const group = bucket.find((g) => ids[g[0]!] === id && sameMatrix(parts[g[0]!]!.matrix, p.matrix));
    if (group) group.push(index);
    else bucket.push([index]);
  });
  return [...buckets.values()].flat().filter((g) => g.length > 1).sort((x, y) => x[0]! - y[0]!);
}

const hashScratch = new Float64Array(1);
const hashBits = new Int32Array(hashScratch.buffer);

/** A small integer from a geometry's number and a matrix's values (0 and -0 alike). */
function placementHash(id: number, m: Float64Array): number {
  let h = Math.imul(id, 0x9e3779b1);
  for (let k = 0; k < m.length; k++) {
    hashScratch[0] = m[k]! + 0;
    h = Math.imul(h ^ hashBits[0]!, 0x85ebca77) ^ Math.imul(hashBits[1]!, 0xc2b2ae3d);
  }
  return h & 0x3fffffff;
}

function sameMatrix(a: Float64Array, b: Float64Array): boolean {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/**
 * The touching pairs (flat, i j i j ...) without those beyond the nearest
 * MAX_CONTACTS_PER_PART of either part, by the distance between box centres.
 */
function nearestContacts(parts: readonly ModelPart[], found: readonly number[], contacts: Uint32Array): readonly number[] {
  const crowded = new Set<number>();
  for (let i = 0; i < contacts.length; i++) if (contacts[i]! > MAX_CONTACTS_PER_PART) crowded.add(i);
  if (crowded.size === 0) return found;
  const centre = (i: number) => {
    const b = parts[i]!.bodyBounds;
    return [(b.min[0]! + b.max[0]!) / 2, (b.min[1]! + b.max[1]!) / 2, (b.min[2]! + b.max[2]!) / 2] as const;
  };
  const distance = (k: number) => {
    const a = centre(found[k]!);
    const b = centre(found[k + 1]!);
    return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
  };
  // For each crowded part: its pairs by distance, the farther ones dropped.
  const pairsOf = new Map<number, number[]>();
  for (let k = 0; k < found.length; k += 2) {
    for (const end of [found[k]!, found[k + 1]!]) if (crowded.has(end)) pairsOf.get(end)?.push(k) ?? pairsOf.set(end, [k]);
  }
  const dropped = new Uint8Array(found.length / 2);
  for (const list of pairsOf.values()) {
    const d = new Map(list.map((k) => [k, distance(k)]));
    list.sort((x, y) => d.get(x)! - d.get(y)! || x - y);
    for (let n = MAX_CONTACTS_PER_PART; n < list.length; n++) dropped[list[n]! / 2] = 1;
  }
  const kept: number[] = [];
  for (let k = 0; k < found.length; k += 2) if (!dropped[k / 2]) kept.push(found[k]!, found[k + 1]!);
  return kept;
}

/** What a part's title says of how it joins others. */
interface JoinTraits {
  /** A moulded creature's curved body fills its box loosely: lying against another creature or a wall, it touches. Only studs, a hand, a rider, its own tack (a saddle) or the other halves of the same animal hold it. */
  readonly kind: 'body' | 'holder' | 'other';
  /** Magnets touching hold each other (a crane's magnet lifting a rocket by the magnet on its nose, a pod docked by magnets). */
  readonly magnet: boolean;
  /**
   * A flat baseplate holds by its studs alone: what dips into it (a rowboat's oars in the sea, a hull drawn a little
   * sunk) is not fixed to it. (A raised one has pits and ledges things are set into.)
   */
  readonly baseplate: boolean;
  /** A string or a hose LSynth bent into segments: each segment is tied to the next and to what its ends touch. */
  readonly synth: boolean;
  /** Foliage fills its box loosely too: a minifig's lance or sword passing under a palm leaf is not held by it. */
  readonly foliage: boolean;
  /** A minifig's part or gear (a lance, a sword, an oar). */
  readonly minifig: boolean;
  /** A train track's rail, which holds no wheel running in it. */
  readonly rail: boolean;
  /** A wheel, or a part carrying wheels. */
  readonly wheel: boolean;
}

function joinTraits(description: string): JoinTraits {
  return {
    kind: creatureKind(description),
    magnet: MAGNET.test(description),
    baseplate: /\bBaseplate\b(?!.*\bRaised\b)/.test(description),
    synth: /^LSynth\b/.test(description),
    foliage: /^Plant\b.*\b(Leaf|Leaves|Frond|Vine|Seaweed)\b/.test(description),
    minifig: /^Minifig\b/.test(description),
    rail: /^Train Track\b/.test(description),
    wheel: /\bWheels?\b/.test(description),
  };
}

/** A magnet, or the casing it is fixed in (not a holder, which only grips one). */
const MAGNET = /^Magnet\b(?!\s+Holder\b)/;

/** A whole moulded creature, what holds one (a minifig's hands, a rider's legs, tack), or anything else. */
function creatureKind(description: string): 'body' | 'holder' | 'other' {
  if (/^Animal\b.*\b(Saddle|Harness|Bridle|Barding|Tack|Hitching)\b|^Minifig\b.*\b(Hand|Arm|Hips|Legs?)\b/.test(description)) return 'holder';
  // A whole moulded animal (a snake, a small scorpion), not a section a builder builds with (a tail end, a horse's half).
  return /^Animal\b(?!.*\b(Tail|Section|Segment|Leg|Arm|Wing|Head|Body|Half|Jaw|Fin|Claw|Horn|Neck)\b)/.test(description) ? 'body' : 'other';
}

/**
 * Whether some vertex of `a` lies inside `b`'s own (unrotated) body box, deeper
 * than REACH_DEPTH: a bar through a clip, a pin in a hole, a hilt in a hand.
 * Parts that only touch put their vertices on the other's faces, not inside.
 * `inverse` gives the inverse of a part's matrix by index (undefined when singular); the caller has checked
 * that a's box reaches that deep into b's.
 */
function reachesInto(a: ModelPart, b: ModelPart, ia: number, ib: number, inverse: (i: number) => Matrix | undefined): boolean {
  if (!a.geometry || !b.geometry) return false;
  const box = b.geometry.bodyBounds;
  const lo0 = box.min[0] + REACH_DEPTH, lo1 = box.min[1] + REACH_DEPTH, lo2 = box.min[2] + REACH_DEPTH;
  const hi0 = box.max[0] - REACH_DEPTH, hi1 = box.max[1] - REACH_DEPTH, hi2 = box.max[2] - REACH_DEPTH;
  if (lo0 >= hi0 || lo1 >= hi1 || lo2 >= hi2) return false;
  // b's world-to-local transform (the inverse of its matrix), folded with a's local-to-world.
  const invB = inverse(ib);
  if (!invB) return false;
  const m = multiply(invB, a.matrix, toB);
  const invA = inverse(ia);
  // Only vertices of a in the box around b's inner box, seen from a, can be in it: its X range picks the slabs to
  // read, and its Y and Z ranges skip the rest before they are transformed (padded: the two ways round may round apart).
  const range = invA ? innerBoxInA(multiply(invA, b.matrix, toA), lo0, lo1, lo2, hi0, hi1, hi2) : EVERYWHERE;
  const { vertices: v, starts, x0, width } = vertexSlabs(a.geometry);
  const last = starts.length - 2;
  const s0 = Math.max(0, Math.min(last, Math.floor((range[0]! - x0) / width)));
  const s1 = Math.max(0, Math.min(last, Math.floor((range[3]! - x0) / width)));
  const minY = range[1]!, minZ = range[2]!, maxX = range[3]!, maxY = range[4]!, maxZ = range[5]!, minX = range[0]!;
  for (let k = starts[s0]! * 3, end = starts[s1 + 1]! * 3; k < end; k += 3) {
    const x = v[k]!, y = v[k + 1]!, z = v[k + 2]!;
    if (x < minX || x > maxX || y < minY || y > maxY || z < minZ || z > maxZ) continue;
    const lx = m[3]! * x + m[4]! * y + m[5]! * z + m[0]!;
    if (lx <= lo0 || lx >= hi0) continue;
    const ly = m[6]! * x + m[7]! * y + m[8]! * z + m[1]!;
    if (ly <= lo1 || ly >= hi1) continue;
    const lz = m[9]! * x + m[10]! * y + m[11]! * z + m[2]!;
    if (lz > lo2 && lz < hi2) return true;
  }
  return rodThrough(a.geometry, m, lo0, lo1, lo2, hi0, hi1, hi2);
}

/**
 * A rod is at most this thick (LDU): a steel axle (4), a bar (8). A builder sets a bar in a clip a little off its
 * middle (the 4484 mini X-wing's wing tips): its vertices, at its ends, miss the grip; its middle line runs through it.
 */
const ROD_THICKNESS = 8;

/**
 * Whether a thin rod runs through the inner box (lo, hi) of the part `m` carries
 * it into: its middle line, not only its vertices, which a
 * cylinder has at its ends alone (a wheel set's steel axle in a plate's brackets).
 */
function rodThrough(g: PartGeometry, m: Matrix, lo0: number, lo1: number, lo2: number, hi0: number, hi1: number, hi2: number): boolean {
  const rod = rodOf(g);
  if (!rod) return false;
  // The middle line's ends in the other part's frame, and the share of the line between them inside its inner box
  // (clipped against each pair of faces in turn).
  const a = [...rod.middle];
  const b = [...rod.middle];
  a[rod.along] = rod.from;
  b[rod.along] = rod.to;
  const at = (p: readonly number[], k: number) => m[3 + 3 * k]! * p[0]! + m[4 + 3 * k]! * p[1]! + m[5 + 3 * k]! * p[2]! + m[k]!;
  const lo = [lo0, lo1, lo2];
  const hi = [hi0, hi1, hi2];
  let t0 = 0;
  let t1 = 1;
  for (let k = 0; k < 3; k++) {
    const p = at(a, k);
    const d = at(b, k) - p;
    if (Math.abs(d) < 1e-9) {
      if (p <= lo[k]! || p >= hi[k]!) return false;
      continue;
    }
    const u = (lo[k]! - p) / d;
    const v = (hi[k]! - p) / d;
    t0 = Math.max(t0, Math.min(u, v));
    t1 = Math.min(t1, Math.max(u, v));
    if (t0 >= t1) return false;
  }
  return true;
}

/** A part's middle line, where the part is a thin rod: its axis, its middle and the span to sample. Read once per part. */
function rodOf(g: PartGeometry): { along: number; middle: readonly number[]; from: number; to: number } | undefined {
  if (!rods.has(g)) {
    const { min, max } = g.bodyBounds;
    const size = [max[0] - min[0], max[1] - min[1], max[2] - min[2]];
    const along = size.indexOf(Math.max(...size));
    const thick = Math.max(...size.filter((_, k) => k !== along));
    const rod = thick <= ROD_THICKNESS && size[along]! >= 3 * Math.max(thick, 1);
    rods.set(g, rod ? { along, middle: [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2], from: min[along]!, to: max[along]! } : undefined);
  }
  return rods.get(g);
}
const rods = new WeakMap<PartGeometry, { along: number; middle: readonly number[]; from: number; to: number } | undefined>();

/** Scratch for reachesInto: a's frame to b's, and b's to a's. */
const toB = new Float64Array(12);
const toA = new Float64Array(12);
const around = new Float64Array(6);
const EVERYWHERE = Float64Array.of(-Infinity, -Infinity, -Infinity, Infinity, Infinity, Infinity);
/** Rounding of the two transforms differs by far less than this (LDU); vertices this close to the range are read. */
const RANGE_PAD = 1e-3;

/** The box (min x y z, max x y z) around the box lo..hi carried by `m`, padded by RANGE_PAD. */
function innerBoxInA(m: Matrix, lo0: number, lo1: number, lo2: number, hi0: number, hi1: number, hi2: number): Float64Array {
  for (let r = 0; r < 3; r++) {
    let min = m[r]!, max = m[r]!;
    const c0 = m[3 + r * 3]!, c1 = m[4 + r * 3]!, c2 = m[5 + r * 3]!;
    min += Math.min(c0 * lo0, c0 * hi0) + Math.min(c1 * lo1, c1 * hi1) + Math.min(c2 * lo2, c2 * hi2);
    max += Math.max(c0 * lo0, c0 * hi0) + Math.max(c1 * lo1, c1 * hi1) + Math.max(c2 * lo2, c2 * hi2);
    around[r] = min - RANGE_PAD - Math.abs(min) * 1e-9;
    around[r + 3] = max + RANGE_PAD + Math.abs(max) * 1e-9;
  }
  return around;
}

/** A connector's point and unit direction in the build, written into `out` (x y z, dx dy dz). */
function world(m: Float64Array, p: readonly number[], d: readonly number[], out: Float64Array): void {
  const px = p[0]!, py = p[1]!, pz = p[2]!;
  const qx = d[0]!, qy = d[1]!, qz = d[2]!;
  const dx = m[3]! * qx + m[4]! * qy + m[5]! * qz;
  const dy = m[6]! * qx + m[7]! * qy + m[8]! * qz;
  const dz = m[9]! * qx + m[10]! * qy + m[11]! * qz;
  const len = Math.sqrt(dx * dx + dy * dy + dz * dz) || 1;
  out[0] = m[3]! * px + m[4]! * py + m[5]! * pz + m[0]!;
  out[1] = m[6]! * px + m[7]! * py + m[8]! * pz + m[1]!;
  out[2] = m[9]! * px + m[10]! * py + m[11]! * pz + m[2]!;
  out[3] = dx / len;
  out[4] = dy / len;
  out[5] = dz / len;
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

/** Each part's connections, by their index in the graph (built once per graph). */
const incident = new WeakMap<ConnectionGraph, readonly (readonly number[])[]>();

function connectionsByPart(graph: ConnectionGraph): readonly (readonly number[])[] {
  let lists = incident.get(graph);
  if (!lists) {
    const built: number[][] = graph.neighbours.map(() => []);
    graph.connections.forEach((c, k) => {
      built[c.a]?.push(k);
      if (c.b !== c.a) built[c.b]?.push(k);
    });
    lists = built;
    incident.set(graph, lists);
  }
  return lists;
}

/**
 * The graph among some of the parts, renumbered in the order given. Only their own
 * connections are visited, in the graph's order: a file of thousands of pieces cuts
 * each out in time with its size, not the file's.
 */
export function subgraph(graph: ConnectionGraph, indices: readonly number[]): ConnectionGraph {
  // A piece that is the whole file, in order (most files): its graph is the file's.
  if (indices.length === graph.neighbours.length && indices.every((i, k) => i === k)) return graph;
  const connections: Connection[] = [];
  const neighbours: number[][] = indices.map(() => []);
  const held: number[][] = indices.map(() => []);
  const heldOutside = indices.map(() => false);
  // A piece that is much of the file (a build beside its stand) reads all the connections through a table of the
  // file's parts; a small one only its own parts' connections, so that each of thousands costs its own size.
  const most = indices.length * 4 >= graph.neighbours.length;
  let mine: Iterable<number>;
  let place: (i: number) => number | undefined;
  if (most) {
    const table = new Int32Array(graph.neighbours.length).fill(-1);
    indices.forEach((i, k) => (table[i] = k));
    place = (i) => (table[i]! >= 0 ? table[i] : undefined);
    mine = graph.connections.keys();
  } else {
    const at = new Map(indices.map((i, k) => [i, k]));
    place = (i) => at.get(i);
    const byPart = connectionsByPart(graph);
    mine = [...new Set(indices.flatMap((i) => byPart[i] ?? []))].sort((x, y) => x - y);
  }
  for (const k of mine) {
    const c = graph.connections[k]!;
    const a = place(c.a);
    const b = place(c.b);
    if (a === undefined || b === undefined) {
      if (c.held && (a ?? b) !== undefined) heldOutside[(a ?? b)!] = true;
      continue;
    }
    connections.push({ a, b, kind: c.kind, studs: c.studs, held: c.held });
    neighbours[a]!.push(b);
    neighbours[b]!.push(a);
    if (c.held) {
      held[a]!.push(b);
      held[b]!.push(a);
    }
  }
  // A budget that cut the file's search short cut the piece's too: it keeps saying so.
  return { connections, neighbours, held, heldOutside, ...(graph.limits ? { limits: graph.limits } : {}) };
}
