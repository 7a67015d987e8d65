import type { ModelPart } from '../ldraw/buildModel.ts';
import { boxOfParts } from './boxOfParts.ts';
import type { Limb } from './findLimbs.ts';
import type { PartTraits } from './partTraits.ts';

/** Legs reaching this share of the piece's height or more are its sides, not legs under it. */
const SIDES_SHARE = 0.85;

/**
 * The limbs without the "legs" that hold nothing up: legs lift a body off the ground, so they reach only part of its
 * height (a mech's, a horse's, a crab's: at most two thirds). "Legs" as high as the whole piece are its sides resting
 * on the ground: a vulture droid in flight mode lies on its folded wings, which its builder may have named legs (the
 * 7111 Droid Fighter's "Leg Left Base"). They are no legs and no limbs: the piece stands on what touches the ground.
 * (Legs moulded as one part are legs, however they arch: an insect's, over its small body or beside a rover's wheels.)
 */
export function legsHoldUp(limbs: readonly Limb[], parts: readonly ModelPart[], traits: readonly PartTraits[], body: readonly number[]): Limb[] {
  const built = (l: Limb) => l.role === 'leg' && !l.parts.every((i) => traits[i]!.leg === true);
  const legs = limbs.flatMap((l) => (built(l) ? l.parts : []));
  if (legs.length === 0) return [...limbs];
  const height = (box: ReturnType<typeof boxOfParts>) => box.max[1]! - box.min[1]!;
  const whole = height(boxOfParts(parts, body));
  return height(boxOfParts(parts, legs)) >= SIDES_SHARE * whole ? limbs.filter((l) => !built(l)) : [...limbs];
}
