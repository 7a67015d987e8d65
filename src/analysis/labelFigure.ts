import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ColourTable } from '../ldraw/colours/ColourTable.ts';
import { unionBox } from '../ldraw/geometry/worldBounds.ts';
import type { ReadingChoices } from './ReadingChoices.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { PartLabel } from './PartLabel.ts';
import type { PartTraits } from './partTraits.ts';
import { assignSections, mountedSections } from './figureSections.ts';
import { burningTorch, functionOf, unlit } from './functionOf.ts';
import { isHorn } from './isHorn.ts';
import { builtHandGuns } from './builtHandGuns.ts';
import { isAccessory, partLabel } from './makePartLabel.ts';

/** A minifig (or minifigs) with what they carry: the rules' reference reading. */
export function labelFigure(parts: readonly ModelPart[], graph: ConnectionGraph, colours: ColourTable, rules: ReadingChoices, traits: readonly PartTraits[]): PartLabel[] {
  // A rider on a mount (a knight on his horse): the rider's face is the Head, the mount's legs are the Base and kick; his arms still punch.
  const mounted = traits.some((t) => t.legs !== undefined) && traits.some((t) => t.minifig === 'head');
  const sections = mounted ? mountedSections(parts, traits, graph) : assignSections(parts, traits, graph);
  const pieceBox = unionBox(parts.map((p) => p.bodyBounds));
  const minifigHead = traits.some((t) => t.minifig === 'head');
  // A hand gun built of parts (a camera with a side sight or a loudhailer, a cone for its barrel; a bare camera held
  // low): one Level 2 gun.
  const gunOf = new Map<number, { body: number; why: string }>();
  builtHandGuns(parts, graph, traits).forEach((g) => g.parts.forEach((i) => gunOf.set(i, { body: g.parts[0]!, why: g.why })));
  return parts.map((p, i) => {
    const t = traits[i]!;
    let fn = functionOf(p, t, colours, rules, pieceBox, 'figure');
    const gun = gunOf.get(i);
    if (gun !== undefined) {
      fn = { function: 'weapon', weapon: { kind: 'gun', level: 2 }, boost: null, reason: gun.why, confidence: 'medium' };
      return partLabel(sections[i]!, fn, t, isAccessory(p, t), 'medium', fn.reason, { weaponGroup: `hand gun ${gun.body}` });
    }
    if (fn.weapon?.kind === 'gun' && burningTorch(i, parts, traits, graph)) fn = unlit(t);
    // The rider sits on the mount, which carries him; his arms still punch (IV.F: "its limbs").
    if (mounted && t.minifig === 'hips') {
      fn = { function: 'none', weapon: null, boost: null, reason: `${t.reason}; it sits on its mount, whose legs carry it`, confidence: 'medium' };
    } else if (mounted && (t.minifig === 'leg' || t.minifig === 'legs')) {
      // (Astride, they grip the mount's flanks, as a seated pilot's legs are none of his vehicle's weapons. Players
      // split on this, so it is the "riderLegs" interpretation; most who read the castle sets' knights left them out.)
      fn = rules.riderLegs === 'kick'
        ? { ...fn, reason: `${fn.reason}; the rider sits on the mount, which carries him, and still kicks (the "riderLegs" interpretation)`, confidence: 'low' }
        : { function: 'none', weapon: null, boost: null, reason: `${t.reason}; the rider sits astride the mount, his legs gripping its flanks: the mount's legs walk and kick, not his (the "riderLegs" interpretation)`, confidence: 'low' };
    }
    // The rider's head is the Head; the mount's own head still bites (IV.F: "parts that ... bite").
    if (mounted && t.faceKind === 'creature' && !t.legs) fn = { ...fn, function: 'weapon', weapon: { kind: 'hit', level: 0 }, reason: `${t.reason}: the head of the mount the figure rides; it bites: a Level 0 hit weapon`, confidence: 'medium' };
    // Horns worn on the head are its headdress: the Head already butts, they are no weapon of their own.
    if (sections[i]!.section === 'head' && isHorn(p, t) && fn.weapon?.kind === 'hit') {
      fn = { function: 'none', weapon: null, boost: null, reason: `${t.reason}, but worn on the head: a headdress, part of the Head (which is already a weapon)`, confidence: 'medium' };
    }
    const accessory = isAccessory(p, t);
    if (mounted && t.legs) {
      return partLabel(sections[i]!, fn, t, accessory, 'medium', 'a rider on a mount: the mount carries the piece', { legs: t.legs, ...(t.strikes ? { strikes: t.strikes } : {}) });
    }
    // IV.F: "A Piece's Head is counted as a Weapon". A minifig head is one by its trait; a brick-built
    // Head (the face part and the blocks on it) headbutts or bites just the same: a Level 0 hit weapon.
    if (!minifigHead && sections[i]!.section === 'head' && fn.function === 'none' && !accessory) {
      fn = { ...fn, function: 'weapon', weapon: { kind: 'hit', level: 0 }, reason: `${t.reason}; part of the Head, which is counted as a weapon (it headbutts or bites): a Level 0 hit weapon` };
    }
    return partLabel(sections[i]!, fn, t, accessory, fn.confidence, fn.confidence === 'high' ? 'read from the part\'s name on a minifig' : fn.reason);
  });
}
