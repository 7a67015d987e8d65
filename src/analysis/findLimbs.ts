import { disjointSets } from './disjointSets.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { submodelRole, type SubmodelInstance } from './submodelInstances.ts';

/** An arm, leg or tail of a brick-built piece: one Level 0 hit weapon (IV.F: "as are its limbs"). */
export interface Limb {
  readonly role: 'arm' | 'leg' | 'tail';
  readonly parts: readonly number[];
  readonly name: string;
  /** A ship's landing gear: it stands on it, it does not kick with it. */
  readonly gear?: boolean;
  /** A leg moulded on a build that rolls on wheels: it kicks, but the build rolls, it does not walk on it. */
  readonly rides?: boolean;
}

/** A limb is a part of the piece, never most of it. */
const LIMB_MAX_SHARE = 0.5;

/**
 * The limbs of a build, as its builder drew them: submodels named arm, claw,
 * hand, shoulder, leg, foot or tail (in the languages seen in real files),
 * outermost first; pieces of one limb drawn as a chain of submodels that
 * hold each other (tail segments, an arm's parts) are one limb. Parts of the
 * Head are not limbs.
 */
export function findLimbs(instances: readonly SubmodelInstance[], graph: ConnectionGraph, head: ReadonlySet<number>, partCount: number): Limb[] {
  const limit = Math.max(1, Math.floor(partCount * LIMB_MAX_SHARE));
  const named = instances.flatMap((inst) => {
    const role = submodelRole(inst.name);
    if (role !== 'arm' && role !== 'leg' && role !== 'tail') return [];
    if (inst.parts.length > limit) return [];
    const inHead = inst.parts.filter((i) => head.has(i)).length;
    return inHead * 2 > inst.parts.length ? [] : [{ inst, role }];
  });
  // Outermost: an arm inside a shoulder is that shoulder's limb.
  // (A leg frame holding two legs apart, each with its foot, is two legs: the SPIKE walker's side frames.)
  const outer = named
    .filter((a) => !named.some((b) => b !== a && b.inst.depth < a.inst.depth && a.inst.key.startsWith(b.inst.key + '/')))
    .flatMap((o) => splitByInner(o.inst, named.filter((b) => b.role === o.role && b.inst.key.startsWith(o.inst.key + '/')).map((b) => b.inst), graph).map((parts) => ({ inst: { name: o.inst.name, parts }, role: o.role })));
  // Chains of the same role that hold each other are one limb: tail segments, an upper arm and its forearm, a loader's
  // side beams and the bucket between them. Not legs: a walker's legs hold each other on its frame and still kick apart.
  const parent = outer.map((_, k) => k);
  const find = (k: number): number => (parent[k] === k ? k : (parent[k] = find(parent[k]!)));
  const owner = new Map<number, number>();
  outer.forEach((o, k) => o.inst.parts.forEach((i) => owner.set(i, k)));
  outer.forEach((o, k) => {
    if (o.role === 'leg') return;
    for (const i of o.inst.parts) {
      for (const j of graph.held[i]!) {
        const m = owner.get(j);
        if (m !== undefined && m !== k && outer[m]!.role === o.role) parent[find(m)] = find(k);
      }
    }
  });
  const groups = new Map<number, { role: Limb['role']; parts: Set<number>; names: Set<string> }>();
  outer.forEach((o, k) => {
    const r = find(k);
    let g = groups.get(r);
    if (!g) groups.set(r, (g = { role: o.role, parts: new Set(), names: new Set() }));
    o.inst.parts.forEach((i) => {
      if (!head.has(i)) g!.parts.add(i);
    });
    g.names.add(o.inst.name);
  });
  return [...groups.values()].filter((g) => g.parts.size > 0).map((g) => ({ role: g.role, parts: [...g.parts].sort((a, b) => a - b), name: [...g.names].join(' + ') }));
}

/**
 * A named limb split by the limbs of the same kind inside it, where those fall
 * into two or more groups that do not hold each other (two legs on one frame);
 * the limb's other parts go to the group fewest connections away. Otherwise the
 * limb whole.
 */
function splitByInner(outer: SubmodelInstance, inner: readonly SubmodelInstance[], graph: ConnectionGraph): number[][] {
  if (inner.length < 2) return [outer.parts];
  // Inner limbs that share a part or hold each other are one (a leg and its foot).
  const sets = disjointSets(inner.length);
  const groupOf = new Map<number, number>();
  inner.forEach((inst, k) => {
    for (const i of inst.parts) {
      const other = groupOf.get(i);
      if (other === undefined) groupOf.set(i, k);
      else sets.unite(other, k);
    }
  });
  for (const [i, k] of groupOf) for (const j of graph.held[i]!) if (groupOf.has(j)) sets.unite(groupOf.get(j)!, k);
  const roots = [...new Set(inner.map((_, k) => sets.find(k)))];
  if (roots.length < 2) return [outer.parts];
  // Spread out from every group at once through the limb's own parts, one connection at a time.
  const mine = new Set(outer.parts);
  const owner = new Map<number, number>();
  for (const [i, k] of groupOf) owner.set(i, roots.indexOf(sets.find(k)));
  let front = [...owner.keys()];
  while (front.length > 0) {
    const next: number[] = [];
    for (const i of front) {
      for (const j of graph.neighbours[i]!) {
        if (!mine.has(j) || owner.has(j)) continue;
        owner.set(j, owner.get(i)!);
        next.push(j);
      }
    }
    front = next;
  }
  const out: number[][] = roots.map(() => []);
  for (const i of outer.parts) out[owner.get(i) ?? 0]!.push(i);
  return out;
}
