import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';

/** A segment of a flexible hose or a string bent along its path (LDraw draws a bent hose as many of them). */
const SEGMENT = /^(Hose Flexible Segment|LSynth)\b/;

/**
 * How many parts a player counts in what a figure carries: a hose's segments are one hose (the 1789 Unitron
 * astronaut's shoulder blaster, its power line bent down to his other hand in fifty-odd segments, is one gun and one hose).
 */
export function kitSize(parts: readonly ModelPart[], kit: readonly number[]): number {
  const segments = kit.filter((i) => SEGMENT.test(cleanDescription(parts[i]!.file?.description ?? ''))).length;
  return kit.length - segments + (segments > 0 ? 1 : 0);
}
