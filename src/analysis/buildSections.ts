import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ReadingChoices } from './ReadingChoices.ts';
import type { Confidence, Section } from './PartLabel.ts';
import type { HeadFinding } from './findHead.ts';
import type { Limb } from './findLimbs.ts';
import type { PartTraits } from './partTraits.ts';
import { largest, smallest } from './extremes.ts';
import { GROUND_TOLERANCE, WHEEL_GROUND_TOLERANCE } from './groundTolerance.ts';

/** Legs end this share of the piece's height above the ground at most. */
const LEG_REACH = 0.15;

interface BuildSection {
  readonly section: Section;
  readonly reason: string;
  readonly confidence: Confidence;
  readonly rolls?: boolean;
}

/** Head as found; Base: wheels or tracks on the ground, else legs that reach it, else what touches it; Core the rest. `floor` is where wheels roll (below it only legs let down to park). */
export function buildSections(
  parts: readonly ModelPart[],
  traits: readonly PartTraits[],
  inHead: ReadonlySet<number>,
  head: HeadFinding,
  limbs: readonly Limb[],
  crew: ReadonlySet<number>,
  rules: ReadingChoices,
  floor: number,
): BuildSection[] {
  const out: (BuildSection | undefined)[] = parts.map((_, i) => (inHead.has(i) ? { section: 'head', reason: head.reason, confidence: head.confidence } : undefined));
  const notCrew = parts.map((_, i) => i).filter((i) => !crew.has(i));
  const ground = largest(notCrew.map((i) => parts[i]!.bodyBounds.max[1]!));
  // Tracks roll as wheels unless the "tracks" interpretation says the build stands on them as on a block.
  const rolls = (i: number) => traits[i]!.wheel === true && !(traits[i]!.track && rules.tracks === 'block');
  const wheels = notCrew.filter((i) => rolls(i) && !out[i] && parts[i]!.bodyBounds.max[1]! >= floor - WHEEL_GROUND_TOLERANCE);
  if (wheels.length > 0) {
    for (const i of wheels) out[i] = { section: 'base', rolls: true, reason: traits[i]!.track ? `${traits[i]!.reason}: tracks roll as wheels (the "tracks" interpretation)` : `${traits[i]!.reason}: wheels are the Base`, confidence: 'high' };
    const wheelTop = smallest(wheels.map((i) => parts[i]!.bodyBounds.min[1]!));
    for (const i of notCrew) {
      if (!out[i] && parts[i]!.bodyBounds.min[1]! >= wheelTop - GROUND_TOLERANCE) out[i] = { section: 'base', reason: 'at wheel level: part of the Base', confidence: 'medium' };
    }
  } else {
    // Legs a creature stands on reach the ground, or nearly: a belly plate may rest lower than its feet.
    const top = smallest(notCrew.map((i) => parts[i]!.bodyBounds.min[1]!));
    const reach = Math.max(WHEEL_GROUND_TOLERANCE, (ground - top) * LEG_REACH);
    const reaching = limbs.filter((l) => l.role === 'leg' && l.parts.some((i) => parts[i]!.bodyBounds.max[1]! >= ground - reach));
    // Two legs or more are what a creature walks on, even posed above a belly that rests on the ground.
    const allLegs = limbs.filter((l) => l.role === 'leg');
    const legs = reaching.length > 0 ? reaching : allLegs.length >= 2 ? allLegs : [];
    if (legs.length > 0) {
      for (const l of legs) for (const i of l.parts) if (!out[i]) out[i] = { section: 'base', reason: `part of the leg "${l.name}": legs are the Base`, confidence: 'medium' };
    } else {
      for (const i of notCrew) {
        if (!out[i] && parts[i]!.bodyBounds.max[1]! >= ground - GROUND_TOLERANCE) out[i] = { section: 'base', reason: 'touches the ground: the Base is what the piece stands on', confidence: 'medium' };
      }
    }
  }
  return out.map((l, i) => l ?? { section: 'core', reason: crew.has(i) ? 'the crew, seated in the build: part of its Core' : 'between the Head and the Base: the Core', confidence: 'high' });
}
