import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ColourTable } from '../ldraw/colours/ColourTable.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ReadingChoices } from './ReadingChoices.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { Confidence, PartFunction, PartLabel } from './PartLabel.ts';
import type { PartTraits } from './partTraits.ts';
import { isWedge } from './wedgePlate.ts';

/** Shiny parts no bigger than this (LDU, largest side) can be beams. */
const BEAM_MAX_SIZE = 24;
/** A lone minifig leg in a build kicks where its foot comes this close (LDU, a plate) to the piece's bottom. */
const LEG_ON_GROUND = 8;

export interface FunctionLabel {
  readonly function: PartFunction;
  readonly weapon: PartLabel['weapon'];
  readonly boost: PartLabel['boost'];
  readonly reason: string;
  readonly confidence: Confidence;
}

/** Where a part sits: on a lone figure, in a build, or on the crew seated in a build. */
type Setting = 'figure' | 'build' | 'crew';

export function functionOf(part: ModelPart, t: PartTraits, colours: ColourTable, rules: ReadingChoices, pieceBox: Box3 | undefined, setting: Setting): FunctionLabel {
  const fl = (f: Omit<FunctionLabel, 'confidence'>, confidence: Confidence = 'high'): FunctionLabel => ({ ...f, confidence });
  if (setting === 'crew' && t.minifig && t.minifig !== 'head') {
    return fl({ function: 'none', weapon: null, boost: null, reason: `${t.reason}; the crew's limbs: a vehicle fights with its own weapons` });
  }
  // An arm with a blaster moulded on (a super battle droid's) shoots, on a figure or mounted on a build: arm and gun are one weapon.
  if (t.minifig === 'arm' && t.weapon) {
    return fl({ function: 'weapon', weapon: t.weapon, boost: null, reason: `${t.reason}; it shoots: a Level ${t.weapon.level} ${t.weapon.kind}` });
  }
  // Minifig arms and hands without a figure are clips and joints in a build (mechanical arms); brick-built feet still kick.
  // (A head without a figure butts only as the build's Head, where it is its face: else it is a knob or a lamp.)
  if (setting === 'build' && (t.minifig === 'arm' || t.minifig === 'hand' || t.minifig === 'torso' || t.minifig === 'hips' || t.minifig === 'head')) {
    return fl({ function: 'none', weapon: null, boost: null, reason: `${t.reason}, used as a building element: no figure's ${t.minifig === 'head' ? 'head' : 'limb'}` }, 'medium');
  }
  // (A lone minifig leg built in high above the ground is a greeble, a skeleton's leg in a ship's engine: it kicks nothing.)
  if (setting === 'build' && t.minifig === 'leg' && pieceBox && part.bodyBounds.max[1]! < pieceBox.max[1]! - LEG_ON_GROUND) {
    return fl({ function: 'none', weapon: null, boost: null, reason: `${t.reason}, built in above the ground with no figure on it: a detail, no leg to kick with` }, 'medium');
  }
  if (t.minifig === 'head' || t.minifig === 'arm' || t.minifig === 'hand' || t.minifig === 'leg' || t.minifig === 'legs') {
    const what = t.minifig === 'head' ? 'headbutts' : t.minifig === 'leg' || t.minifig === 'legs' ? 'kicks' : 'punches';
    return fl({ function: 'weapon', weapon: { kind: 'hit', level: 0 }, boost: null, reason: `${t.reason}; it ${what}: a Level 0 hit weapon` });
  }
  // A lightsaber blade on a build with no hilt in a hand is a bar: a barrel or a rod.
  if (setting !== 'figure' && t.weapon?.kind === 'blade' && /^Bar\b.*\bLightsaber Blade\b/.test(cleanDescription(part.file?.description ?? ''))) {
    return fl({ function: 'none', weapon: null, boost: null, reason: `${t.reason}, but on a build with no hilt: a bar` }, 'medium');
  }
  if (t.weapon && t.weapon.kind === 'gun' && /\b(Bow|Crossbow)\b/.test(cleanDescription(part.file?.description ?? '')) && rules.bow === 'hand-weapon') {
    return fl({ function: 'weapon', weapon: { kind: 'staff', level: 1 }, boost: null, reason: `${t.reason}: a bow held as a Level 1 hand weapon (the "bow" interpretation)` });
  }
  if (setting === 'crew' && t.armour === 'helmet' && rules.pilotHelmet === 'none') {
    return fl({ function: 'none', weapon: null, boost: null, reason: `${t.reason}: it protects the pilot, not the vehicle (the "pilotHelmet" interpretation)` });
  }
  if (t.weapon) {
    return fl({ function: 'weapon', weapon: t.weapon, boost: null, reason: `${t.reason}: a Level ${t.weapon.level} ${t.weapon.kind}` });
  }
  // LDraw names wedge plates "Wing 2 x 4": one is a wing only where it sticks out at the piece's side.
  // In a build, whether the build flies decides (labelBuild); on a figure, the edge does.
  if (setting === 'figure' && t.boost === 'wing' && isWedge(part) && !(pieceBox && atSideEdge(part.bodyBounds, pieceBox))) {
    return fl({ function: 'none', weapon: null, boost: null, reason: `"${part.file?.description}" is a wedge plate inside the piece's outline: plating, not a wing` });
  }
  if (t.boost) {
    if (t.boost === 'propeller' && rules.propeller === 'weapon') {
      return fl({ function: 'weapon', weapon: { kind: 'propeller-fan', level: 3 }, boost: null, reason: `${t.reason}: a propeller fan (Level 3), by the "propeller" interpretation` });
    }
    return fl({ function: 'boost', weapon: null, boost: t.boost, reason: `${t.reason}: a boost part (+1 Movement), never a weapon` });
  }
  if (t.armour) return fl({ function: 'armour', weapon: null, boost: null, reason: `${t.reason}: a removable protective part (+1 Defense)` });
  const colour = colours.resolve(part.colour);
  // On a build, flat silver and pearl are the builder's greys: only chrome shines like a beam emitter.
  const shines = setting === 'figure' ? colour.shiny : colour.finish === 'chrome';
  if (rules.shinyBeams === 'count' && shines && pieceBox && isSmall(part.bodyBounds) && onOutside(part.bodyBounds, pieceBox)) {
    return fl({
      function: 'weapon', weapon: { kind: 'beam', level: 3 }, boost: null,
      reason: `${colour.name} is shiny and the part faces outward: a Level 3 beam (the "shinyBeams" interpretation)`,
    }, 'medium');
  }
  return fl({ function: 'none', weapon: null, boost: null, reason: t.reason });
}

/** A torch (a tool that is a gun in a hand) with a flame pegged into its end: a burning torch. */
export function burningTorch(i: number, parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph): boolean {
  return traits[i]!.tool === true && graph.neighbours[i]!.some((j) => /^Minifig Flame\b/.test(cleanDescription(parts[j]!.file?.description ?? '')));
}

/** A burning torch lights the way: fire to see by, no ray gun. */
export function unlit(t: PartTraits): FunctionLabel {
  return { function: 'none', weapon: null, boost: null, reason: `${t.reason}, but a flame burns on its end: a burning torch, fire to see by, not a ray gun`, confidence: 'medium' };
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
