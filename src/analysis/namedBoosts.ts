import type { ModelPart } from '../ldraw/buildModel.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { outermost, spaced, submodelRole, type SubmodelInstance } from './submodelInstances.ts';

/** Parts that join two things so they turn or clip on: hinges and clips. */
const MOUNT = /^Hinge\b|\bClips?\b/;

/** A part of a submodel named as a boost: a wing, a rocket booster, or an engine that drives a propeller (no boost itself). */
export interface NamedBoost {
  readonly kind: 'rocket-booster' | 'wing' | 'driven';
  readonly name: string;
}

/**
 * Submodels a builder named as engines (engine, thruster, booster, jet) or
 * wings: their parts are that boost, a "wing" on a build that rolls too (a
 * scooter's fins its builder named so; players call a racing car's wings wings).
 * On a build that rolls, its "engine" is the motor that turns its wheels, not a
 * rocket, unless it is a plane's (wings spanning far past its wheels). One that turns a
 * propeller (one of its own parts) pushes with the propeller: 'driven' marks its parts, no boost of their own.
 */
export function namedBoosts(
  instances: readonly SubmodelInstance[],
  inHead: ReadonlySet<number>,
  crew: ReadonlySet<number>,
  parts: readonly ModelPart[],
  pastWheels: ((box: Box3) => boolean) | undefined,
  plane: boolean,
  spins: (i: number) => boolean,
): Map<number, NamedBoost> {
  const out = new Map<number, NamedBoost>();
  // A car's "engine" or "motor" is what turns its wheels; only a thruster, booster or jet pushes a build that rolls (or a plane's engines).
  const pushes = (inst: SubmodelInstance) => {
    // In words as builders run them together ("EngineCover": the cover of a car's engine).
    const words = spaced(inst.name);
    return !pastWheels || plane || !/\b(engines?|moteurs?|motors?)\b/i.test(words) || /\b(thrusters?|boosters?|jets?|rockets?|turbines?)\b/i.test(words);
  };
  const named = instances.filter((inst) => {
    const role = submodelRole(inst.name);
    return ((role === 'engine' && pushes(inst)) || role === 'wing') && inst.parts.length <= parts.length / 2;
  });
  for (const inst of outermost(named)) {
    const kind = submodelRole(inst.name) === 'wing' ? 'wing' : inst.parts.some(spins) ? 'driven' : 'rocket-booster';
    // The hinge or clip a wing hangs on is its joint to the hull, not its lifting surface (the labellers leave it out).
    const mount = (i: number) => kind === 'wing' && MOUNT.test(cleanDescription(parts[i]!.file?.description ?? ''));
    for (const i of inst.parts) if (!inHead.has(i) && !crew.has(i) && !mount(i)) out.set(i, { kind, name: inst.name });
  }
  return out;
}
