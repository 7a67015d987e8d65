import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { largest, smallest } from './extremes.ts';
import { LEVEL_WITH } from './levelWith.ts';

/** A rotor built of ordinary parts: its parts (hub and blades) and why. */
export interface BuiltRotor {
  readonly parts: readonly number[];
  readonly reason: string;
}

/** The turning top of a turntable (or the whole turntable, where it is one part). */
const TURNTABLE = /^Turntable\b(?!.*\bBase\b)/;
/** A blade is a long, thin, flat part: a plate or tile at least this many LDU long (6 studs), at most 2 studs wide. */
const BLADE_LENGTH = 120;
const BLADE_WIDTH = 40;
/** A rotor, hub and blades, is no taller than a brick. */
const ROTOR_HEIGHT = 24;
/** Flat: no thicker than a plate and a stud. */
const BLADE_THICKNESS = 12;

/**
 * Rotors builders make of plates (a mini helicopter's): on top of a turntable,
 * two or more long flat blades held above it, reaching out in different
 * directions. The hub and the blades are one propeller (IV.H: a boost part).
 */
export function findBuiltRotors(parts: readonly ModelPart[], graph: ConnectionGraph): BuiltRotor[] {
  const rotors: BuiltRotor[] = [];
  const used = new Set<number>();
  parts.forEach((p, t) => {
    if (used.has(t) || !TURNTABLE.test(cleanDescription(p.file?.description ?? ''))) return;
    // What turns with it: the parts held to it that lie wholly above its top face.
    const top = p.bodyBounds.min[1]!;
    const above = new Set([t]);
    const stack = [t];
    while (stack.length > 0) {
      const i = stack.pop()!;
      for (const j of graph.held[i]!) {
        if (above.has(j) || used.has(j) || parts[j]!.bodyBounds.max[1]! > top + 1) continue;
        above.add(j);
        stack.push(j);
      }
    }
    const blades = [...above].filter((i) => isBlade(parts[i]!));
    const centre = [(p.bodyBounds.min[0]! + p.bodyBounds.max[0]!) / 2, (p.bodyBounds.min[2]! + p.bodyBounds.max[2]!) / 2] as const;
    // Blades reaching out in at least two directions from the hub (a cross or a bar through it), not a deck laid on top.
    const ways = new Set(blades.flatMap((i) => reaches(parts[i]!, centre)));
    // A rotor is flat: what turns on a turntable and stands taller (a crane, a shuttle on its carrier) is no rotor.
    const turning = [...above].filter((i) => i !== t);
    const height = largest(turning.map((i) => parts[i]!.bodyBounds.max[1]!)) - smallest(turning.map((i) => parts[i]!.bodyBounds.min[1]!));
    if (blades.length < 2 || ways.size < 2 || height > ROTOR_HEIGHT + LEVEL_WITH) return;
    const all = [...above].sort((a, b) => a - b);
    all.forEach((i) => used.add(i));
    rotors.push({ parts: all, reason: `${blades.length} long flat blades on a turntable: a rotor, a propeller (+1 Movement)` });
  });
  return rotors;
}

function isBlade(p: ModelPart): boolean {
  const b = p.bodyBounds;
  const x = b.max[0]! - b.min[0]!, y = b.max[1]! - b.min[1]!, z = b.max[2]! - b.min[2]!;
  return /^(Plate|Tile)\b/.test(cleanDescription(p.file?.description ?? '')) && y <= BLADE_THICKNESS && Math.max(x, z) >= BLADE_LENGTH && Math.min(x, z) <= BLADE_WIDTH;
}

/** The directions (+x, -x, +z, -z) in which a blade reaches past the hub by half its length. */
function reaches(p: ModelPart, centre: readonly [number, number]): string[] {
  const b = p.bodyBounds;
  const out: string[] = [];
  // (Give or take a hair: a blade whose end sits on the hub's middle reaches out by exactly half, or by 19.9999 of 40 once exported.)
  const half = (Math.max(b.max[0]! - b.min[0]!, b.max[2]! - b.min[2]!)) / 2 - LEVEL_WITH;
  if (b.max[0]! - centre[0] >= half) out.push('+x');
  if (centre[0] - b.min[0]! >= half) out.push('-x');
  if (b.max[2]! - centre[1] >= half) out.push('+z');
  if (centre[1] - b.min[2]! >= half) out.push('-z');
  return out;
}
