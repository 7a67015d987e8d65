import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ColourTable } from '../ldraw/colours/ColourTable.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { unionBox } from '../ldraw/geometry/worldBounds.ts';
import type { ReadingChoices } from './ReadingChoices.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { PartFunction, PartLabel, Section } from './PartLabel.ts';
import { partTraits, type PartTraits } from './partTraits.ts';

/** A face part's neighbours belong to the Head if they reach no further down than this below the face (LDU). */
const HEAD_REACH_BELOW_FACE = 8;
/** Parts whose bottom is this close to the lowest point stand on the ground (LDU). */
const GROUND_TOLERANCE = 1;
/** Wheels whose bottom is this close to the lowest point roll on the ground (LDU): tyres squash, axles sag. */
const WHEEL_GROUND_TOLERANCE = 4;
/** Shiny parts no bigger than this (LDU, largest side) can be beams. */
const BEAM_MAX_SIZE = 24;

/**
 * Labels every part of a piece automatically: its function from metadata
 * (with geometry for beams), its section from where it sits: the Head is
 * where the face is, the Base what the piece stands on, the Core the rest.
 */
export function labelParts(parts: readonly ModelPart[], graph: ConnectionGraph, colours: ColourTable, rules: ReadingChoices): PartLabel[] {
  const traits = parts.map((p) => partTraits(p.file?.description ?? p.part, p.file?.category ?? ''));
  const sections = assignSections(parts, traits, graph);
  const pieceBox = unionBox(parts.map((p) => p.bodyBounds));
  const minifigHead = traits.some((t) => t.minifig === 'head');
  return parts.map((p, i) => {
    const t = traits[i]!;
    let fn = functionOf(p, t, colours, rules, pieceBox);
    const accessory = t.accessory === true || t.weapon?.kind === 'antenna' || /^Flag\b/.test(p.file?.description ?? '');
    // IV.F: "A Piece's Head is counted as a Weapon". A minifig head is one by its trait; a brick-built
    // Head (the face part and the blocks on it) headbutts or bites just the same: a Level 0 hit weapon.
    if (!minifigHead && sections[i]!.section === 'head' && fn.function === 'none' && !accessory) {
      fn = { function: 'weapon', weapon: { kind: 'hit', level: 0 }, boost: null, reason: `${t.reason}; part of the Head, which is counted as a weapon (it headbutts or bites): a Level 0 hit weapon` };
    }
    return {
      section: sections[i]!.section,
      sectionReason: sections[i]!.reason,
      function: fn.function,
      weapon: fn.weapon,
      boost: fn.boost,
      accessory,
      body: t.minifig ?? null,
      functionReason: fn.reason,
      corrected: false,
    };
  });
}

interface FunctionLabel {
  readonly function: PartFunction;
  readonly weapon: PartLabel['weapon'];
  readonly boost: PartLabel['boost'];
  readonly reason: string;
}

function functionOf(part: ModelPart, t: PartTraits, colours: ColourTable, rules: ReadingChoices, pieceBox: Box3 | undefined): FunctionLabel {
  if (t.minifig === 'head' || t.minifig === 'arm' || t.minifig === 'hand' || t.minifig === 'leg' || t.minifig === 'legs') {
    const what = t.minifig === 'head' ? 'headbutts' : t.minifig === 'leg' || t.minifig === 'legs' ? 'kicks' : 'punches';
    return { function: 'weapon', weapon: { kind: 'hit', level: 0 }, boost: null, reason: `${t.reason}; it ${what}: a Level 0 hit weapon` };
  }
  if (t.weapon) {
    return { function: 'weapon', weapon: t.weapon, boost: null, reason: `${t.reason}: a Level ${t.weapon.level} ${t.weapon.kind}` };
  }
  // LDraw names wedge plates "Wing 2 x 4": one is a wing only where it sticks out at the piece's side.
  if (t.boost === 'wing' && /^Wing\s+\d/.test(part.file?.description ?? '') && !(pieceBox && atSideEdge(part.bodyBounds, pieceBox))) {
    return { function: 'none', weapon: null, boost: null, reason: `"${part.file?.description}" is a wedge plate inside the piece's outline: plating, not a wing` };
  }
  if (t.boost) {
    if (t.boost === 'propeller' && rules.propeller === 'weapon') {
      return { function: 'weapon', weapon: { kind: 'propeller-fan', level: 3 }, boost: null, reason: `${t.reason}: a propeller fan (Level 3), by the "propeller" interpretation` };
    }
    return { function: 'boost', weapon: null, boost: t.boost, reason: `${t.reason}: a boost part (+1 Movement), never a weapon` };
  }
  if (t.armour) return { function: 'armour', weapon: null, boost: null, reason: `${t.reason}: a removable protective part (+1 Defense)` };
  const colour = colours.resolve(part.colour);
  if (rules.shinyBeams === 'count' && colour.shiny && pieceBox && isSmall(part.bodyBounds) && onOutside(part.bodyBounds, pieceBox)) {
    return {
      function: 'weapon', weapon: { kind: 'beam', level: 3 }, boost: null,
      reason: `${colour.name} is shiny and the part faces outward: a Level 3 beam (the "shinyBeams" interpretation)`,
    };
  }
  return { function: 'none', weapon: null, boost: null, reason: t.reason };
}

interface SectionLabel {
  readonly section: Section;
  readonly reason: string;
}

function assignSections(parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph): SectionLabel[] {
  const labels: (SectionLabel | undefined)[] = parts.map(() => undefined);
  const ground = Math.max(...parts.map((p) => p.bodyBounds.max[1]!));
  const isMinifig = traits.some((t) => t.minifig === 'torso') && traits.some((t) => t.minifig === 'head');

  // Head: where the face is, and what sits on it.
  const faces = traits.flatMap((t, i) => (t.face ? [i] : []));
  if (faces.length > 0) {
    const faceBottom = Math.max(...faces.map((i) => parts[i]!.bodyBounds.max[1]!));
    const faceReason = (i: number) => `${traits[i]!.reason}: the Head is where the face is`;
    for (const i of faces) labels[i] = { section: 'head', reason: faceReason(i) };
    // Grow over touching parts that stay above the face's bottom (a helmet, a plume, the block the eyes are on).
    const queue = [...faces];
    while (queue.length > 0) {
      const i = queue.pop()!;
      for (const j of graph.neighbours[i]!) {
        if (labels[j]) continue;
        const t = traits[j]!;
        if (t.minifig && t.minifig !== 'head') continue;
        // A cannon or a wing beside the face is carried by the body, not part of the Head: it must not
        // raise the Head's top ("you don't include parts on the Head like antennae in Pip Height").
        if (t.boost || (t.weapon && t.weapon.level > 0)) continue;
        if (parts[j]!.bodyBounds.max[1]! > faceBottom + HEAD_REACH_BELOW_FACE) continue;
        labels[j] = { section: 'head', reason: `sits on the Head (touches ${parts[i]!.part}, above the face's bottom)` };
        queue.push(j);
      }
    }
  }

  // Base: minifig hips and legs; else wheels; else whatever stands on the ground.
  if (isMinifig) {
    const hipTop = Math.min(...parts.flatMap((p, i) => (traits[i]!.minifig === 'hips' || traits[i]!.minifig === 'legs' ? [p.bodyBounds.min[1]!] : [])));
    parts.forEach((p, i) => {
      const t = traits[i]!;
      if (labels[i]) return;
      if (t.minifig === 'hips' || t.minifig === 'leg' || t.minifig === 'legs') labels[i] = { section: 'base', reason: `${t.reason}: the feet are the Base` };
      else if (Number.isFinite(hipTop) && centreY(p.bodyBounds) > hipTop && !t.minifig && !isHeld(i, traits, graph)) {
        labels[i] = { section: 'base', reason: 'below the hips: part of what the piece stands on' };
      }
    });
  } else {
    // Only wheels that reach the ground carry the piece; a wheel high up is a joint or decoration.
    const wheels = traits.flatMap((t, i) => (t.wheel && !labels[i] && parts[i]!.bodyBounds.max[1]! >= ground - WHEEL_GROUND_TOLERANCE ? [i] : []));
    if (wheels.length > 0) {
      for (const i of wheels) labels[i] = { section: 'base', reason: `${traits[i]!.reason}: wheels are the Base` };
      const wheelTop = Math.min(...wheels.map((i) => parts[i]!.bodyBounds.min[1]!));
      parts.forEach((p, i) => {
        if (!labels[i] && p.bodyBounds.min[1]! >= wheelTop - GROUND_TOLERANCE) labels[i] = { section: 'base', reason: 'at wheel level: part of the Base' };
      });
    } else {
      parts.forEach((p, i) => {
        if (!labels[i] && p.bodyBounds.max[1]! >= ground - GROUND_TOLERANCE) labels[i] = { section: 'base', reason: 'touches the ground: the Base is what the piece stands on' };
      });
    }
  }

  return labels.map((l, i) => l ?? { section: 'core', reason: traits[i]!.minifig === 'torso' ? `${traits[i]!.reason}: the Core is the torso` : 'between the Head and the Base: the Core' });
}

/** A part gripped by a minifig hand (a sword held low) belongs with the hand, not the Base. */
function isHeld(i: number, traits: readonly PartTraits[], graph: ConnectionGraph): boolean {
  return graph.neighbours[i]!.some((j) => traits[j]!.minifig === 'hand');
}

function centreY(b: Box3): number {
  return (b.min[1]! + b.max[1]!) / 2;
}

function isSmall(b: Box3): boolean {
  return Math.max(b.max[0]! - b.min[0]!, b.max[1]! - b.min[1]!, b.max[2]! - b.min[2]!) <= BEAM_MAX_SIZE;
}

/** At the piece's outermost left, right, front or back (within 2 LDU): where a wing tip is. */
function atSideEdge(b: Box3, piece: Box3): boolean {
  const e = 2;
  return b.min[0]! <= piece.min[0]! + e || b.max[0]! >= piece.max[0]! - e || b.min[2]! <= piece.min[2]! + e || b.max[2]! >= piece.max[2]! - e;
}

/** On the piece's outer box on some side other than the bottom. */
function onOutside(b: Box3, piece: Box3): boolean {
  const e = 2;
  return (
    b.min[0]! <= piece.min[0]! + e || b.max[0]! >= piece.max[0]! - e ||
    b.min[2]! <= piece.min[2]! + e || b.max[2]! >= piece.max[2]! - e ||
    b.min[1]! <= piece.min[1]! + e
  );
}
