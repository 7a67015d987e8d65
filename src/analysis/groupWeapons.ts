import { disjointSets } from './disjointSets.ts';
import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { PartLabel } from './PartLabel.ts';
import type { Weapon } from './Weapon.ts';
import { gripsAt } from './gripsAt.ts';
import { isLimbSegment } from './limbSegment.ts';
import { partList } from './partList.ts';
import { originDistance } from './originDistance.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';

/**
 * Counts weapons the way the rules ask ("how does the weapon work?"):
 * touching parts of one weapon kind are one weapon (hilt + blade); a minifig
 * hand is part of its arm; and "a hand holding a gun or sword only counts as
 * one weapon": the held weapon, so that arm's punch is not counted too.
 * Returns the weapons and the labels updated for arms that hold one.
 */
export function groupWeapons(parts: readonly ModelPart[], labels: readonly PartLabel[], graph: ConnectionGraph): { weapons: Weapon[]; labels: PartLabel[] } {
  const out = labels.map((l) => ({ ...l }));
  const minifig = labels.map((l) => l.body);
  const isWeapon = (i: number) => out[i]!.function === 'weapon' && out[i]!.weapon !== null;
  const sets = disjointSets(parts.length);
  const find = sets.find;
  const unite = sets.unite;
  const limb = (i: number) => minifig[i] === 'arm' || minifig[i] === 'hand';
  const segment = (i: number) => isLimbSegment(parts[i]!);

  // The analysis names some weapons as wholes: the Head, a limb, a gun of several parts.
  const byGroup = new Map<string, number>();
  out.forEach((l, i) => {
    if (!isWeapon(i) || l.weaponGroup === undefined) return;
    const first = byGroup.get(l.weaponGroup);
    if (first === undefined) byGroup.set(l.weaponGroup, i);
    else unite(i, first);
  });
  for (const c of graph.connections) {
    const { a, b } = c;
    if (!isWeapon(a) || !isWeapon(b)) continue;
    if (out[a]!.weaponGroup !== undefined || out[b]!.weaponGroup !== undefined) continue;
    const wa = out[a]!.weapon!, wb = out[b]!.weapon!;
    // A hand belongs to the arm it touches; legs, heads and arms stay separate weapons.
    if ((minifig[a] === 'arm' && minifig[b] === 'hand') || (minifig[a] === 'hand' && minifig[b] === 'arm')) unite(a, b);
    // A limb built of segments (a Technic action figure's bearings and arm segments, its upper and lower leg and foot) is
    // one limb: segments that hold each other. A figure's left and right limbs only touch.
    else if (minifig[a] === minifig[b] && (minifig[a] === 'arm' || minifig[a] === 'leg') && c.held && segment(a) && segment(b)) unite(a, b);
    // Two antenna rods that touch (a pair of whips on one mast, leaning apart) each stand on the body: two antennae.
    else if (!minifig[a] && !minifig[b] && wa.kind === wb.kind && !(wa.kind === 'antenna' && ROD.test(cleanDescription(parts[a]!.file?.description ?? '')) && ROD.test(cleanDescription(parts[b]!.file?.description ?? '')))) unite(a, b);
  }

  const drawsTheString = (h: number, bow: number) => {
    if (!BOW.test(cleanDescription(parts[bow]!.file?.description ?? ''))) return false;
    // (A minifig accessory's origin is where a hand grips it.)
    const grip = (k: number) => originDistance(parts[k]!, parts[bow]!);
    return parts.some((_, k) => k !== h && minifig[k] === 'hand' && (graph.held[k]!.includes(bow) || graph.neighbours[k]!.includes(bow)) && grip(k) < grip(h));
  };
  // Held weapons replace the punch of the arm whose hand grips them.
  for (let h = 0; h < parts.length; h++) {
    if (!gripsAt(h, (k) => minifig[k], graph, segment) || !isWeapon(h)) continue;
    // Gripped, not brushed: a spear held in one hand may touch the other, which still punches.
    const grips = (list: readonly number[]) => list.find((j) => isWeapon(j) && !minifig[j] && out[j]!.weapon!.kind !== 'hit');
    const weaponNear = grips(graph.neighbours[h]!);
    const held = grips(graph.held[h]!) ?? (weaponNear !== undefined && !graph.held[weaponNear]!.some((k) => gripsAt(k, (m) => minifig[m], graph, segment)) ? weaponNear : undefined);
    if (held === undefined) continue;
    // A bow is held at its grip (its origin) by one hand; the other only draws the arrow, and its arm still punches.
    if (drawsTheString(h, held)) continue;
    const heldName = parts[held]!.part;
    for (let k = 0; k < parts.length; k++) {
      if (find(k) === find(h) && limb(k) && !out[k]!.corrected) {
        out[k] = {
          ...out[k]!,
          function: 'none',
          weapon: null,
          functionReason: `holds ${heldName}: a hand holding a weapon counts as one weapon, the one it holds`,
        };
      }
    }
  }

  const groups = new Map<number, number[]>();
  for (let i = 0; i < parts.length; i++) {
    if (!isWeapon(i)) continue;
    const root = find(i);
    let g = groups.get(root);
    if (!g) groups.set(root, (g = []));
    g.push(i);
  }
  const weapons: Weapon[] = [];
  for (const members of groups.values()) {
    const first = out[members[0]!]!.weapon!;
    const names = partList(members.map((i) => parts[i]!.part));
    const reason =
      members.length === 1
        ? named(parts[members[0]!]!.part, out[members[0]!]!.functionReason)
        : members.some((i) => minifig[i] === 'hand')
          ? `${names}: a hand is part of its arm`
          : members.every((i) => minifig[i] === 'leg' || minifig[i] === 'arm')
            ? `${names}: the segments of one ${minifig[members[0]!]}, held together, are one limb: a Level 0 hit`
          : groupReason(names, first.kind, [...new Set(members.map((i) => out[i]!.functionReason))]);
    weapons.push({ kind: first.kind, level: first.level, parts: members, reason });
    // Binoculars are two tubes side by side: "two one-pip barrels located side-to-side count as two Weapons".
    const twin = members.find((i) => out[i]!.twin);
    if (twin !== undefined && first.kind === 'gun') {
      weapons.push({ kind: first.kind, level: first.level, parts: members, reason: `${names}: the second tube of ${parts[twin]!.part} (binoculars), side by side with the first: two barrels are two weapons` });
    }
  }
  // Legs moulded into one part kick one by one: "a part can count as two or more different Weapons" (IV.F).
  out.forEach((l, i) => {
    for (let k = 0; k < (l.legs ?? 0); k++) {
      weapons.push({ kind: 'hit', level: 0, parts: [i], moulded: true, reason: `${parts[i]!.part}: leg ${k + 1} of ${l.legs} moulded into the part, it kicks: a Level 0 hit` });
    }
  });
  // Both legs of a figure in one part (a battle droid's, a mini-doll's) kick as two legs, as a minifig's two do.
  out.forEach((l, i) => {
    if (minifig[i] === 'legs' && isWeapon(i) && l.weapon!.kind === 'hit') {
      weapons.push({ kind: 'hit', level: 0, parts: [i], moulded: true, reason: `${parts[i]!.part}: the second leg, moulded into the same part, kicks too: a Level 0 hit` });
    }
  });
  out.forEach((l, i) => {
    for (const what of l.strikes ?? []) {
      weapons.push({ kind: 'hit', level: 0, parts: [i], moulded: true, reason: `${parts[i]!.part}: its ${what}, moulded into the part, strikes: a Level 0 hit` });
    }
  });
  weapons.sort((x, y) => y.level - x.level || x.parts[0]! - y.parts[0]!);
  return { weapons, labels: out };
}

/**
 * Why parts are one weapon, and why it is a weapon at all: the reasons they were given (a limb's, the Head's),
 * the first two when they differ.
 */
function groupReason(names: string, kind: string, why: readonly string[]): string {
  if (why.length === 1) return why[0]!.startsWith(names) ? why[0]! : `${names}: ${why[0]}`;
  const listed = why.length <= 2 ? why.join('; ') : `${why.slice(0, 2).join('; ')}; and ${why.length - 2} more`;
  return `${names}: touching parts of one ${kind} are one weapon (${listed})`;
}

/** A one-part weapon's reason, with the part's name in front unless it already says it. */
function named(part: string, reason: string): string {
  return reason.includes(part) ? reason : `${part}: ${reason}`;
}

/** An antenna's rod: an antenna part, a radio's handle, a control stick. */
const ROD = /^Antenna\b|^Minifig Radio\b|^Hinge Control Stick$/;
/** A bow (a crossbow is held in both hands). */
const BOW = /^Minifig Bow\b/;
