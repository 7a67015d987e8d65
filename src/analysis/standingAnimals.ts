import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { PartTraits } from './partTraits.ts';
import { boxOfParts } from './boxOfParts.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { heldComponents } from './heldComponents.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';

/** A stud (LDU). */
const STUD = 20;
/** A flag, and what flies one. */
const FLAG = /^Flag\b/;
const POLE = /\b(Lance|Spear|Bar|Antenna|Pole|Flagpole)\b/;
/** What an animal carries (a saddle, the sword clipped to it) is at most this many parts. */
const CARRIED_MAX_PARTS = 12;
/** What it carries rises this far (LDU, a plate) above its hooves at least: what only reaches them is what it stands on. */
const ABOVE_HOOVES = 8;

/**
 * A moulded animal standing on its legs in a building (a knight's horse on a
 * castle's drawbridge, one brushing its wall) is a piece of its own, as a
 * figure standing there is: it is cut from the building with what it carries
 * (its saddle, a sword clipped to the saddle), held by it alone and up on its
 * back. `big` says which components are buildings; anywhere else it is cut
 * only from what is lifeless (`alive` says), and a cart it is hitched to stays
 * with it. An animal is its parts with four or two legs moulded
 * in, with the other parts of the library assembly it comes in (a poseable horse's
 * head).
 */
export function withStandingAnimalsApart(
  parts: readonly ModelPart[],
  comps: readonly number[][],
  traits: readonly PartTraits[],
  graph: ConnectionGraph,
  isFigure: (i: number) => boolean,
  big: (comp: readonly number[]) => boolean,
  alive: (group: readonly number[]) => boolean,
): number[][] {
  return comps.flatMap((comp) => {
    const animals = animalsIn(parts, comp, traits, isFigure);
    if (animals.length === 0) return [comp];
    const taken = new Set(animals.flat());
    const inComp = new Set(comp);
    // (A flag is its pole's: one flying from a lance in the saddle's clip may brush a wall, and ties it to nothing.)
    const flags = comp.filter((i) => !taken.has(i) && FLAG.test(cleanDescription(parts[i]!.file?.description ?? '')));
    const flag = new Set(flags);
    const rest = heldComponents(parts.length, (i) => inComp.has(i) && !taken.has(i) && !flag.has(i), graph);
    for (const f of flags) {
      const pole = graph.held[f]!.find((j) => inComp.has(j) && !flag.has(j) && !taken.has(j) && POLE.test(cleanDescription(parts[j]!.file?.description ?? ''))) ?? graph.held[f]!.find((j) => inComp.has(j) && !flag.has(j) && !taken.has(j));
      const sub = pole === undefined ? undefined : rest.find((c) => c.includes(pole));
      if (sub) sub.push(f);
      else rest.push([f]);
    }
    const out: number[][] = animals.map((a) => [...a]);
    const others: number[][] = [];
    for (const sub of rest) {
      // (What only the animal holds up, above its hooves: its saddle, a rider seated on it. A plate it stands on stays
      // with the building.)
      const inSub = new Set(sub);
      const owners = animals.flatMap((a, k) => (a.some((i) => graph.held[i]!.some((j) => inSub.has(j))) ? [k] : []));
      const bottom = owners.length === 1 ? boxOfParts(parts, animals[owners[0]!]!).max[1] : undefined;
      // (Small, or within the animal's outline: a packhorse's load of a safe and a crate of rifles.)
      const carried = sub.filter((i) => !isFigure(i)).length <= CARRIED_MAX_PARTS || (bottom !== undefined && within(boxOfParts(parts, sub), boxOfParts(parts, animals[owners[0]!]!)));
      if (bottom !== undefined && carried && boxOfParts(parts, sub).min[1] < bottom - ABOVE_HOOVES) out[owners[0]!]!.push(...sub);
      else others.push(sub);
    }
    // (A cart the horse is hitched to rolls: horse and cart are one piece. What it stands on in a building, or
    // brushes against out in a scene, a wall or a rock, is lifeless.)
    if (!big(comp) && others.some(alive)) return [comp];
    out.push(...others);
    return out.map((c) => c.sort((x, y) => x - y));
  });
}

/** The animals standing in a component: each one's parts, by the library assembly they come in. */
function animalsIn(parts: readonly ModelPart[], comp: readonly number[], traits: readonly PartTraits[], isFigure: (i: number) => boolean): number[][] {
  const byAssembly = new Map<string, number[]>();
  for (const i of comp) {
    const t = traits[i]!;
    if (isFigure(i) || t.faceKind !== 'creature' || t.legs === undefined) continue;
    const key = parts[i]!.shortcut?.id ?? `part ${i}`;
    if (!byAssembly.has(key)) byAssembly.set(key, []);
  }
  for (const i of comp) {
    const key = parts[i]!.shortcut?.id ?? `part ${i}`;
    if (!isFigure(i)) byAssembly.get(key)?.push(i);
  }
  return [...byAssembly.values()].filter((a) => a.length > 0);
}

/** A box within another's outline seen from above, two studs to spare on every side (a pack hangs over a horse's flanks). */
function within(inner: Box3, outer: Box3): boolean {
  return [0, 2].every((k) => inner.min[k]! >= outer.min[k]! - 2 * STUD && inner.max[k]! <= outer.max[k]! + 2 * STUD);
}
