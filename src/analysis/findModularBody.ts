import type { ModelPart } from '../ldraw/buildModel.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { boxCentre, boxOfParts } from './boxOfParts.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { HeadFinding } from './findHead.ts';
import type { Limb } from './findLimbs.ts';
import { submodelRole, type SubmodelInstance } from './submodelInstances.ts';
import { largest, smallest } from './extremes.ts';

/** A module is a sub-assembly of this share of the piece at least: a lion of a combined robot, not a bracket. */
const MODULE_MIN_SHARE = 0.04;
/** The modules together hold this share of the piece at least: the build is made of them. */
const MODULES_COVER = 0.9;
/**
 * A module reaching this close (LDU) to the lowest point stands on the ground. (Not 2: the Alien launcher craft's hull
 * ends exactly 2 above it, beside its engine ducts, and an exporter's rounding noise tipped it onto its modules as legs.)
 */
const GROUND_TOLERANCE = 2.5;
/** A leg is at least this share of its height thick across the body. */
const LEG_MIN_THICKNESS = 0.25;
/** An arm's middle lies this share of the trunk's half-width out to its side, at least. */
const ARM_OUT = 0.6;
/** A head sits this share of the trunk's half-width from its middle, at most: between the shoulders. */
const HEAD_BAND = 0.25;
/** A head module is this share of the trunk at most. */
const HEAD_MAX_SHARE = 0.25;

/** A build put together from big modules: the trunk and its box, the modules it stands on, those at its sides, and which axis (X or Z) runs across it. */
export interface ModularBody {
  readonly trunk: SubmodelInstance;
  readonly trunkBox: Box3;
  readonly legs: readonly SubmodelInstance[];
  readonly arms: readonly SubmodelInstance[];
  readonly side: 0 | 2;
}

/**
 * A build put together from a few big modules, each a submodel of its own
 * pinned or clipped to a trunk that stands above the ground (the five lions of
 * a combined robot): the modules it stands on are its legs, and those hanging
 * at its sides, across from each other as the legs are, its arms. Undefined
 * where the build is not made of modules, where the trunk itself stands on the
 * ground, where it stands on fewer than two, or where its builder named the
 * modules (findLimbs and findHead read those).
 */
export function findModularBody(
  parts: readonly ModelPart[],
  instances: readonly SubmodelInstance[],
  graph: ConnectionGraph,
  /**
   * Whether a part is a wheel or tyre, or an engine: a module with one in it rolls or flies on it (a motorbike's wheel
   * on its hub, a hover bike's jet engine pod), it is no leg.
   */
  goesOn: (i: number) => boolean,
): ModularBody | undefined {
  const modules = topModules(instances, parts.length).filter((m) => m.parts.length >= parts.length * MODULE_MIN_SHARE);
  if (modules.length < 3 || modules.reduce((n, m) => n + m.parts.length, 0) < parts.length * MODULES_COVER) return undefined;
  if (modules.some((m) => submodelRole(m.name) !== undefined)) return undefined;
  const trunk = modules.reduce((a, b) => (b.parts.length > a.parts.length ? b : a));
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  const trunkBox = boxOfParts(parts, trunk.parts);
  if (trunkBox.max[1] >= ground - GROUND_TOLERANCE) return undefined;
  const inTrunk = new Set(trunk.parts);
  const held = (m: SubmodelInstance) => m.parts.some((i) => graph.held[i]!.some((j) => inTrunk.has(j)));
  const others = modules.filter((m) => m !== trunk && held(m));
  const boxes = new Map(others.map((m) => [m, boxOfParts(parts, m.parts)]));
  const legs = others.filter((m) => boxes.get(m)!.max[1] >= ground - GROUND_TOLERANCE && !m.parts.some(goesOn));
  if (legs.length < 2) return undefined;
  // Legs stand apart across the body: that axis (X or Z) is its width, and arms hang out along it too.
  const centres = legs.map((m) => boxCentre(boxes.get(m)!));
  const spread = (k: 0 | 2) => largest(centres.map((c) => c[k])) - smallest(centres.map((c) => c[k]));
  const side: 0 | 2 = spread(0) >= spread(2) ? 0 : 2;
  // A flat panel standing on its edge is the wing a flyer stands on (a TIE fighter's), not a leg.
  if (legs.some((m) => {
    const b = boxes.get(m)!;
    return b.max[side] - b.min[side] < (b.max[1] - b.min[1]) * LEG_MIN_THICKNESS;
  })) return undefined;
  const middle = (trunkBox.min[side] + trunkBox.max[side]) / 2;
  const halfWidth = (trunkBox.max[side] - trunkBox.min[side]) / 2;
  const arms = others.filter((m) => !legs.includes(m) && Math.abs(boxCentre(boxes.get(m)!)[side] - middle) > halfWidth * ARM_OUT);
  return { trunk, trunkBox, legs, arms, side };
}

/** The modular body's legs and arms, each one limb whatever its builder named inside it (a lion's own legs and jaws fold into the robot's arm); the Head's parts left out. */
export function moduleLimbs(body: ModularBody, head: ReadonlySet<number>): Limb[] {
  const limb = (m: SubmodelInstance, role: 'arm' | 'leg'): Limb => ({
    role,
    parts: m.parts.filter((i) => !head.has(i)).sort((a, b) => a - b),
    name: `${m.name} (a module the build ${role === 'leg' ? 'stands on' : 'holds out at its side'})`,
  });
  return [...body.legs.map((m) => limb(m, 'leg')), ...body.arms.map((m) => limb(m, 'arm'))].filter((l) => l.parts.length > 0);
}

/**
 * Where a modular robot's face is when its own cockpits ride in its limbs (a
 * lion's windscreen in the robot's hand): the trunk's sub-assembly that holds
 * its topmost part between the shoulders. Undefined when the Head found is
 * on the trunk already, or no such sub-assembly is a small part of it.
 */
export function trunkHead(parts: readonly ModelPart[], instances: readonly SubmodelInstance[], body: ModularBody, head: HeadFinding): HeadFinding | undefined {
  const inTrunk = new Set(body.trunk.parts);
  if (head.parts.filter((i) => inTrunk.has(i)).length * 2 > head.parts.length && head.parts.length > 0) return undefined;
  const box = body.trunkBox;
  const middle = (box.min[body.side] + box.max[body.side]) / 2;
  const band = ((box.max[body.side] - box.min[body.side]) / 2) * HEAD_BAND;
  const between = body.trunk.parts.filter((i) => Math.abs(boxCentre(parts[i]!.bodyBounds)[body.side] - middle) <= band);
  if (between.length === 0) return undefined;
  const top = between.reduce((a, b) => (parts[b]!.bodyBounds.min[1]! < parts[a]!.bodyBounds.min[1]! ? b : a));
  const module = instances.find((inst) => inst.depth === body.trunk.depth + 1 && inst.key.startsWith(body.trunk.key + '/') && inst.parts.includes(top));
  if (!module || module.parts.length > body.trunk.parts.length * HEAD_MAX_SHARE) return undefined;
  const axis = body.side === 0 ? 'X' : 'Z';
  return {
    parts: [...module.parts].sort((a, b) => a - b),
    reason: `the sub-assembly "${module.name}" on top of the trunk "${body.trunk.name}", between its arms (across ${axis}): a robot's head${head.parts.length > 0 ? `, not ${head.reason.split(':')[0]} in its limbs` : ''}; check it`,
    confidence: 'low',
  };
}

/** The sub-assemblies the piece is made of: the outermost submodels, or those inside one that holds nearly all of it. */
function topModules(instances: readonly SubmodelInstance[], partCount: number): SubmodelInstance[] {
  let level = instances.filter((inst) => inst.depth === 1);
  for (;;) {
    const whole = level.find((inst) => inst.parts.length >= partCount * MODULES_COVER);
    if (!whole) return level;
    level = instances.filter((inst) => inst.depth === whole.depth + 1 && inst.key.startsWith(whole.key + '/'));
  }
}
