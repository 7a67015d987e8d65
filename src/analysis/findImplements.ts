import type { ModelPart } from '../ldraw/buildModel.ts';
import { axleAxis } from './beyondWheels.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { boxOfParts } from './boxOfParts.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { jointedAppendages } from './jointedAppendages.ts';
import type { Limb } from './findLimbs.ts';
import { spaced, tidyName } from './submodelInstances.ts';
import { sharedDepth } from './topAssembly.ts';

/** What builders call a body panel that opens: a car's hatch, hood, doors or boot lid swing, but strike nothing. */
const PANEL = /\b(hatch|hood|bonnet|doors?|lid|tailgate|cover)\b/i;

/** What an implement works with: a bucket, a blade, forks, a magnet, a drill, a hook or a claw (a detector on a boom is a sensor). */
const TOOL = /\b(buckets?|shovels?|scoops?|blades?|forks?|magnet|drill|hooks?|claws?|saw|plough|plow|grabbers?|pincers?|grippers?|jackhammer|rake|excavator|digger|spade)\b/i;

/** An implement is three parts or more: a lamp on its clip is a detail. */
const MIN_PARTS = 3;
/** With no tool part in it, an implement is built up of this many parts at least (a bucket, forks, a header of plates). */
const BUILT_TOOL_PARTS = 6;
/** It is a part of the machine, never most of it. */
const MAX_SHARE = 0.4;
/** It reaches this far (LDU, a pip) out past the wheels, ahead or behind. */
const REACH = 20;
/** And to within this much (LDU) of the machine's end on that side. */
const END = 2;

/**
 * A work machine's implements (a loader's bucket, a forklift's forks, a combine's
 * header, a digger's arm): what hangs off its body on a joint (a hinge, a clip,
 * a pin; not studs) and reaches out past its wheels ahead or behind. It scoops,
 * rams and swings like a limb: a Level 0 hit, as every player who labelled one
 * read it. `skip` holds parts that are already something else (the Head, the
 * crew, wheels, weapons, boosts); an appendage holding any is not an implement,
 * and neither is one hitched to another piece.
 */
export function findImplements(parts: readonly ModelPart[], graph: ConnectionGraph, skip: ReadonlySet<number>, wheels: readonly number[]): Limb[] {
  const n = parts.length;
  if (n < 8 || wheels.length === 0) return [];
  const track = boxOfParts(parts, wheels);
  const whole = boxOfParts(parts, parts.keys());
  // Ahead and behind: across the wheels' axles.
  const k = axleAxis(parts, wheels) === 0 ? 2 : 0;
  const out: Limb[] = [];
  const shared = sharedDepth(parts);
  for (const { parts: comp } of jointedAppendages(parts, graph)) {
    if (comp.length < MIN_PARTS || comp.length > n * MAX_SHARE || comp.some((i) => skip.has(i))) continue;
    // It works with a tool, or is built up into one (a micro combine's header of plates): a few parts swinging on a
    // hinge with no tool (a hose reel, a loudhailer on its dish, a grille tile) are a fitting.
    if (comp.length < BUILT_TOOL_PARTS && !comp.some((i) => isTool(parts[i]!, shared))) continue;
    const b = boxOfParts(parts, comp);
    // Out past the wheels, and the machine's far end there: a bucket or forks lead, a car's hinged trim does not.
    const ahead = b.max[k]! >= track.max[k]! + REACH && b.max[k]! >= whole.max[k]! - END;
    const behind = b.min[k]! <= track.min[k]! - REACH && b.min[k]! <= whole.min[k]! + END;
    if (!ahead && !behind) continue;
    // (A panel its builder named so, most of it in that submodel, opens: the 31070 car's hatch over its nose, on its hinge.
    // Only the submodels below those every part sits in count: a model named "... with Cover" has implements still.)
    if (2 * comp.filter((i) => parts[i]!.submodel.slice(shared).some((name) => PANEL.test(tidyName(name)))).length > comp.length) continue;
    out.push({ role: 'arm', parts: comp.sort((x, y) => x - y), name: `implement (${comp.length} parts on a joint, reaching out past the wheels)` });
  }
  return out;
}

/**
 * A tool part (a bucket, a magnet), or any part in a sub-assembly its builder named as one ("Blade"): a part whose
 * title offers several uses ("Radar/Blade/Spoiler/Panel") is a tool only where its submodel says so.
 */
function isTool(p: ModelPart, shared: number): boolean {
  const title = cleanDescription(p.file?.description ?? '');
  return (TOOL.test(title) && !title.includes('/')) || p.submodel.slice(shared).some((name) => TOOL.test(spaced(tidyName(name))));
}
