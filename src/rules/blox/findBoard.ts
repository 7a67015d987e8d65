import type { ModelPart } from '../../ldraw/buildModel.ts';
import { verticalConnectors } from './verticalConnectors.ts';
import { cleanDescription } from '../../ldraw/cleanDescription.ts';
import { largest, smallest } from '../../analysis/extremes.ts';

/** The board's dots as a grid: dot (column, row) sits at (x0 + column * PITCH, top, z0 + row * PITCH). */
export interface BoardGrid {
  /** Index of the board in the part list. */
  readonly index: number;
  readonly columns: number;
  readonly rows: number;
  readonly x0: number;
  readonly z0: number;
  /** Y of the board's top face (-Y is up), where its dots stand. */
  readonly top: number;
}

/** LDraw's stud pitch: 20 LDU. */
export const PITCH = 20;
/** Positions closer than this (LDU) are the same; LDraw builds are exact to 0.01. */
const TOLERANCE = 0.5;

/**
 * The Blox board of a build: the base plate ("The game is played on a base
 * plate", seed 002). A part described "Baseplate ..." wins; with none, the
 * part with the most upward studs, which must have more than a 2x4 block's 8.
 * Its upward studs must fill a rectangle on the 20-LDU grid, lying flat and
 * square to the X and Z axes, so columns run along X and rows along Z.
 */
export function findBoard(parts: readonly ModelPart[], connectors: readonly ReturnType<typeof verticalConnectors>[] = parts.map((p) => verticalConnectors(p))): BoardGrid | { readonly error: string } {
  const up = connectors.map((c) => c.studs);
  const described = (p: ModelPart) => /^Baseplate\b/.test(cleanDescription(p.file?.description ?? ''));
  let index = -1;
  for (let i = 0; i < parts.length; i++) {
    const better =
      index < 0 ||
      (described(parts[i]!) && !described(parts[index]!)) ||
      (described(parts[i]!) === described(parts[index]!) && up[i]!.length > up[index]!.length);
    if (better) index = i;
  }
  if (index < 0 || (!described(parts[index]!) && up[index]!.length <= 8)) return { error: 'no base plate: a Blox board is a Baseplate part (or a part with more studs than a 2x4 block)' };
  const studs = up[index]!;
  if (studs.length === 0) return { error: `the board (${parts[index]!.part}) has no studs facing up` };
  const top = studs[0]!.y;
  const x0 = smallest(studs.map((s) => s.x));
  const z0 = smallest(studs.map((s) => s.z));
  const columns = Math.round((largest(studs.map((s) => s.x)) - x0) / PITCH) + 1;
  const rows = Math.round((largest(studs.map((s) => s.z)) - z0) / PITCH) + 1;
  const onGrid = studs.every((s) => Math.abs(s.y - top) < TOLERANCE && offGrid(s.x - x0) < TOLERANCE && offGrid(s.z - z0) < TOLERANCE);
  if (!onGrid || columns * rows !== studs.length) {
    return { error: `the board (${parts[index]!.part}) must lie flat and square to the X and Z axes, its dots filling a rectangle` };
  }
  return { index, columns, rows, x0, z0, top };
}

function offGrid(d: number): number {
  return Math.abs(d - Math.round(d / PITCH) * PITCH);
}
